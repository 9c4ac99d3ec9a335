import type { APIRequestContext, Page } from '@playwright/test';
import { DRAWN_DATA_ELEMENT_ID } from '../../packages/contracts/src/prerendered-screens';
import { DEMO_PASSWORD, ROLES } from '../support/accounts';
import { expect } from '../support/fixtures';

/** The main tab bar of the desktop toolbar. */
export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The secondary tab bar under the toolbar. */
export const sectionNav = (page: Page) => page.getByRole('navigation', { name: 'Section' });

/** The opened mobile drawer. */
export const drawer = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

/** By its label: while the drawer is open, the page behind it is hidden from the role tree. */
export const hamburger = (page: Page) => page.locator('button[aria-label="Open navigation menu"]');

/** Opens the drawer from the hamburger and returns it. */
export async function openDrawer(page: Page) {
  await hamburger(page).click();
  await expect(drawer(page)).toBeVisible();
  return drawer(page);
}

/** A titled section of the drawer. */
export const section = (page: Page, title: string) =>
  drawer(page).getByRole('region', { name: title });

/** The one toolbar menu open at a time (Radix renders it in a portal). */
export const openMenu = (page: Page) => page.getByRole('menu');

/** The three toolbar menu triggers, by the menu they open. */
export function menuTriggers(page: Page) {
  return {
    products: page.getByRole('button', { name: 'Open the My Products menu' }),
    helpful: mainNav(page).getByRole('button', { name: 'Helpful Stuff' }),
    user: page.getByRole('button', { name: /^Account menu/ }),
  };
}

/** What the signed-in toolbar and its menus are built from (the shell's data calls). */
const SHELL_DATA = [
  '/api/2.0/product/userproducts',
  '/api/2.0/product/dashboardinterviewproducts',
  '/api/2.0/account/specialties',
  '/api/2.0/featureflags',
  '/api/2.0/organizations/mine',
];

/**
 * Opens a page as a signed-in user and waits until the shell's data has arrived, for tests that
 * read a menu's whole contents at once or drive it by keyboard before looking at it. A page the
 * server drew for the session (decision 0415) brings that data with it.
 */
export async function gotoWithShellData(page: Page, path: string) {
  const arrived = Promise.all(
    SHELL_DATA.map((call) =>
      page.waitForResponse((r) => new URL(r.url()).pathname === call && r.ok()),
    ),
  );
  const response = await page.goto(path);
  if ((await response?.text())?.includes(`id="${DRAWN_DATA_ELEMENT_ID}"`)) {
    // drawn by the server with the shell's data in the page; the menus' triggers come with the
    // live app's lazy toolbar code: wait until they are there to be reached
    arrived.catch(() => {});
    for (const trigger of Object.values(menuTriggers(page))) await expect(trigger).toBeVisible();
    return;
  }
  await arrived;
}

/**
 * Where a click landed: the path (query and hash ignored) and the screen's main heading. Screens
 * that later work fills in are checked by these two only, never by their placeholder text.
 */
export async function expectScreen(page: Page, path: string, heading: string | RegExp) {
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** Clicks the open drawer's link by its name; checks the screen, and the drawer closed behind it. */
export async function followFromDrawer(
  page: Page,
  name: string,
  path: string,
  heading: string | RegExp,
) {
  await drawer(page).getByRole('link', { name, exact: true }).click();
  await expectScreen(page, path, heading);
  await expect(drawer(page)).toHaveCount(0);
}

/**
 * Legacy pages live outside this app: a stand-in answers their full page load. Returns the paths
 * of the documents the browser asked for, which is how a test tells a full page load from an
 * in-app navigation.
 */
export async function standInForLegacyPages(page: Page, paths: string[]) {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  for (const path of paths) {
    await page.route(`**${path}`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Legacy</title><h1>Legacy ${path}</h1>`,
      }),
    );
  }
  return documents;
}

/** Safari on an iPhone, as its user agent says. */
export const SAFARI_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** Sets a global feature flag as the demo admin (null: back to its default). */
export async function setFeatureFlag(
  request: APIRequestContext,
  key: 'ideasPortal' | 'helpfulStuffUrls' | 'adminAccountDetails' | 'adminLinksAsRoutes',
  value: boolean | null | Record<string, unknown>,
) {
  const login = await request.post('/api/2.0/authentication/login', {
    data: { email: ROLES.admin.email, password: DEMO_PASSWORD },
  });
  expect(login.status(), 'admin sign-in').toBe(200);
  const response = await request.put(`/api/2.0/admin/featureflags/${key}`, { data: { value } });
  expect(response.status(), `set ${key}`).toBe(200);
}
