import { DEMO_PASSWORD, ROLES } from '../support/accounts';
import { expect, expectAccessible, signInAs, takeExpected, test } from '../support/fixtures';
import { APP_ENTRY, holdAppCode } from '../support/page-helpers';

// Decisions 0205 and 0414: a visitor without a session lands on a /login the build drew ahead.
// The drawing is live; the app's code is fetched on the visitor's first move, and the app takes
// over what was typed, focused and submitted.

test.describe('the login page drawn ahead', () => {
  // These tests make the visitor's first move themselves.
  test.use({ moveOnArrival: false });

  test('without JavaScript the page is there, its fields take typing, nothing can be submitted', async ({
    browser,
  }) => {
    // without JavaScript no service worker registers: a plain context
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(
      page.getByRole('heading', { name: 'Welcome to BoardReady', level: 1 }),
    ).toBeVisible();
    await expect(page).toHaveTitle('BoardReady - Sign In');
    // The brand comes from the server's configuration, filled in when the page is served.
    await expect(page.locator('body')).not.toContainText('%BRAND_');
    await page.getByLabel('E-mail').fill('learner@demo.test');
    await expect(page.getByLabel('E-mail')).toHaveValue('learner@demo.test');
    // The browser's own submit would put the password in the address.
    for (const button of await page.locator('#root button').all()) {
      await expect(button).toBeDisabled();
    }
    await context.close();
  });

  test('nothing of the app loads until the first move; typing and a submit before it are handed over', async ({
    page,
  }) => {
    const app = await holdAppCode(page);
    await page.goto('/login?returnUrl=%2Fproducts');
    const heading = page.getByRole('heading', { name: 'Welcome to BoardReady', level: 1 });
    await expect(heading).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
    // axe runs in the page without moving a pointer or a key
    await expectAccessible(page);
    expect(app.requested).toEqual([]);

    // The first move (focus) asks for the app; typing and Enter go on while it is on its way.
    const email = page.getByLabel('E-mail');
    await email.fill(ROLES.learner.email);
    await expect.poll(() => app.requested.length).toBe(1);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByLabel('Password').press('Enter');
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '');
    expect(new URL(page.url()).search).toBe('?returnUrl=%2Fproducts');

    // The app takes over: it submits what was typed and goes on to where the visitor was going.
    app.release();
    await expect(page).toHaveURL(/\/products$/);
  });

  test('the live page keeps what was typed and where the cursor was', async ({ page }) => {
    const app = await holdAppCode(page);
    await page.goto('/login');
    const email = page.getByLabel('E-mail');
    await email.fill('someone@example.org');
    await page.getByLabel('Password').focus();
    await page.keyboard.type('half-typed');
    app.release();
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    await expect(email).toHaveValue('someone@example.org');
    await expect(page.getByLabel('Password')).toBeFocused();
    await page.keyboard.type('-rest');
    await expect(page.getByLabel('Password')).toHaveValue('half-typed-rest');
  });

  test('when the app cannot be fetched, the page says so', async ({ page, consoleErrors }) => {
    await page.route(APP_ENTRY, (route) => route.abort('internetdisconnected'));
    await page.goto('/login');
    await page.getByLabel('E-mail').focus();
    await expect(page.getByRole('alert')).toHaveText(
      'The page could not load. Check your connection, then reload the page.',
    );
    takeExpected(consoleErrors, /ERR_INTERNET_DISCONNECTED/);
  });

  test('a signed-in visitor gets the plain shell and goes on to their home page', async ({
    page,
  }) => {
    await signInAs(page, 'learner');
    const response = await page.goto('/login');
    expect(await response?.text()).not.toContain('data-prerendered');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
