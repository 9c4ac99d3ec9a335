import { expect, expectAccessible, signInAs, test } from '../support/fixtures';

// Decision 0205: a visitor without a session lands on a /login the build drew ahead; the app
// replaces it with the live page once its code has arrived.
test.describe('the login page drawn ahead', () => {
  test('without JavaScript the page is there, inert, with its controls disabled', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(
      page.getByRole('heading', { name: 'Welcome to BoardReady', level: 1 }),
    ).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute('inert', '');
    // The brand comes from the server's configuration, filled in when the page is served.
    await expect(page.locator('body')).not.toContainText('%BRAND_');
    for (const control of await page.locator('#root input, #root button').all()) {
      await expect(control).toBeDisabled();
    }
    await context.close();
  });

  test('the app takes over: the same page, live, takes the keyboard', async ({ page }) => {
    // Hold the app's code so that the drawn page is what the browser shows first.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // 'load' would wait for the held code
    await page.goto('/login', { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { name: 'Welcome to BoardReady', level: 1 });
    await expect(heading).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '');
    // axe needs the page's JavaScript, so the drawing is checked here, while the app's is held
    await expectAccessible(page);
    release();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    await expect(heading).toBeVisible();
    const email = page.getByLabel('E-mail');
    await expect(email).toBeEnabled();
    await email.focus();
    await page.keyboard.type('learner@demo.test');
    await expect(email).toHaveValue('learner@demo.test');
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
