import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, ROLES, type Role } from './accounts';

/** Signs in through the form on /login (where a guard sent the visitor), as a user would. */
export async function signInThroughForm(page: Page, role: Role) {
  await page.getByLabel('E-mail').fill(ROLES[role].email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * A signed-out visit to a login-required page: the guard sends the visitor to sign in, and the
 * sign-in brings them back to the page they asked for.
 */
export async function visitSignedOutThenSignIn(page: Page, path: string, role: Role) {
  await page.goto(path);
  await expect(page).toHaveURL(
    (url) => url.pathname === '/login' && url.searchParams.get('returnUrl') === path,
  );
  await signInThroughForm(page, role);
  await expect(page).toHaveURL((url) => url.pathname === path);
}

/** Nothing on the page is wider than the viewport (no sideways scrolling on a phone). */
export async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** The app's entry (not the drawn page's starter, not the start-up calls). */
export const APP_ENTRY = /\/assets\/index-[\w-]+\.js$/;

/** Holds the app's code until `release` is called; counts the requests for it. */
export async function holdAppCode(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const requested: string[] = [];
  await page.route(APP_ENTRY, async (route) => {
    requested.push(route.request().url());
    await held;
    await route.continue();
  });
  return { requested, release };
}

/** The signed-in home page: the Study Board, and the toolbar naming who is signed in (desktop). */
export async function expectStudyBoardOf(page: Page, name: string) {
  await expect(page.getByRole('heading', { name: 'Study Board', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: `Account menu of ${name}` })).toBeVisible();
}
