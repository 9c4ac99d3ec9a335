import type { Page } from '@playwright/test';
import { expect, expectAccessible, signInAs, test } from '../support/fixtures';
import { registerFreshAccount } from '../support/fresh-account';

const isDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'));
const bodyBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const sampleFontSize = (page: Page) =>
  page.getByTestId('question-sample').evaluate((el) => getComputedStyle(el).fontSize);

async function savedPreferences(page: Page) {
  return (await (await page.request.get('/api/2.0/account/preferences')).json()) as Record<
    string,
    unknown
  >;
}

test.describe('Preferences', () => {
  test.use({ colorScheme: 'light' });

  test('[ROUTE-09] [ROUTE-10] [USER-14] signed out it asks for sign-in; signed in it shows the saved choices', async ({
    page,
  }) => {
    await page.goto('/account/preferences');
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Faccount%2Fpreferences$/);

    await signInAs(page, 'student');
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Account menu of Sam Lee' }).click();
    await page.getByRole('menuitem', { name: 'Preferences' }).click();
    await expect(page).toHaveURL(/\/account\/preferences$/);
    await expect(page).toHaveTitle('BoardReady - Preferences');
    await expect(page.getByRole('heading', { level: 1, name: 'Preferences' })).toBeVisible();
    const theme = page.getByRole('group', { name: 'Theme' });
    await expect(theme.getByRole('radio', { name: /Match my device/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Medium' })).toBeChecked();
    await expect(page.getByRole('radio', { name: /Tutor/ })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Show the timer' })).toBeChecked();
    await expect(
      page.getByRole('switch', { name: 'Confirm before ending a session' }),
    ).toBeChecked();
    await expectAccessible(page);
  });

  test('the dark theme applies at once, on every screen, and after a reload', async ({ page }) => {
    await registerFreshAccount(page.request, 'theme');
    await page.goto('/account/preferences');
    const light = await bodyBackground(page);
    expect(await isDark(page)).toBe(false);

    await page.getByRole('radio', { name: /^Dark/ }).check();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('status').filter({ hasText: 'Theme saved.' })).toBeVisible();
    const dark = await bodyBackground(page);
    expect(dark).not.toBe(light);
    await expectAccessible(page);
    await expect.poll(async () => (await savedPreferences(page)).theme).toBe('dark');

    // Another screen, and a fresh load of the app: still dark.
    await page
      .getByRole('navigation', { name: 'Section' })
      .getByRole('button', { name: 'My Account' })
      .click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expectAccessible(page);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await bodyBackground(page)).toBe(dark);

    await page.goto('/account/preferences');
    await page.getByRole('radio', { name: /^Light/ }).check();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    expect(await bodyBackground(page)).toBe(light);
  });

  test('"Match my device" follows the device between light and dark', async ({ page }) => {
    await registerFreshAccount(page.request, 'system');
    await page.goto('/account/preferences');
    await page.getByRole('radio', { name: /^Dark/ }).check();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.getByRole('radio', { name: /Match my device/ }).check();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  });

  test.describe('before the app runs', () => {
    // The app's code never arrives here: no navigation waits for it to take the page over.
    test.use({ moveOnArrival: false });

    test('no flash of the wrong theme: the saved theme is on the page before the app runs', async ({
      page,
    }) => {
      await registerFreshAccount(page.request, 'flash');
      await page.goto('/account/preferences');
      await page.getByRole('radio', { name: /^Dark/ }).check();
      await page.getByRole('radio', { name: 'Large' }).check();
      await expect.poll(async () => (await savedPreferences(page)).questionTextSize).toBe('large');
      const darkBackground = await bodyBackground(page);

      // The app's JavaScript never arrives: what shows is the HTML, the CSS and the boot script.
      await page.route(/\/assets\/index-[^/]+\.js$/, (route) =>
        route.fulfill({ contentType: 'text/javascript', body: '' }),
      );
      await page.goto('/dashboard');
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      await expect(page.locator('html')).toHaveAttribute('data-text-size', 'large');
      expect(await bodyBackground(page)).toBe(darkBackground);
    });
  });

  test('the question text size changes the question text', async ({ page }) => {
    await registerFreshAccount(page.request, 'size');
    await page.goto('/account/preferences');
    expect(await sampleFontSize(page)).toBe('18px');
    await page.getByRole('radio', { name: 'Large' }).check();
    await expect.poll(() => sampleFontSize(page)).toBe('22px');
    await page.getByRole('radio', { name: 'Small' }).check();
    await expect.poll(() => sampleFontSize(page)).toBe('16px');
    await expect.poll(async () => (await savedPreferences(page)).questionTextSize).toBe('small');
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Small' })).toBeChecked();
    expect(await sampleFontSize(page)).toBe('16px');
  });

  test('Q&A defaults: mode, timing, timer and the end-of-session question are saved on the server', async ({
    page,
  }) => {
    await registerFreshAccount(page.request, 'qa');
    await page.goto('/account/preferences');
    // The modes are Tutor and Test, as on the create form; timing is a choice of its own.
    const mode = page.getByRole('group', { name: 'Default Q&A mode' });
    await expect(mode.getByRole('radio')).toHaveCount(2);
    await expect(mode.getByRole('radio', { name: /^Tutor/ })).toBeChecked();
    await mode.getByRole('radio', { name: /^Test/ }).check();
    await expect(
      page.getByRole('status').filter({ hasText: 'Default Q&A mode saved.' }),
    ).toBeVisible();
    await page.getByRole('switch', { name: 'Timed sessions' }).click();
    await expect(page.getByRole('switch', { name: 'Timed sessions' })).toBeChecked();
    await page.getByRole('switch', { name: 'Show the timer' }).click();
    await expect(page.getByRole('switch', { name: 'Show the timer' })).not.toBeChecked();
    await page.getByLabel('Confirm before ending a session').click();
    await expect
      .poll(() => savedPreferences(page))
      .toMatchObject({
        defaultQaMode: 'test',
        defaultQaTimed: true,
        showTimer: false,
        confirmEndSession: false,
      });
    await page.reload();
    await expect(mode.getByRole('radio', { name: /^Test/ })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Timed sessions' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(page.getByRole('switch', { name: 'Show the timer' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });

  test('a change saved in one tab shows in the other tabs at once', async ({ page, context }) => {
    await registerFreshAccount(page.request, 'tabs');
    const other = await context.newPage();
    await other.goto('/account');
    await page.goto('/account/preferences');
    await page.getByRole('radio', { name: /^Dark/ }).check();
    await expect(other.locator('html')).toHaveClass(/\bdark\b/);
    await page.getByRole('radio', { name: 'Large' }).check();
    await expect(other.locator('html')).toHaveAttribute('data-text-size', 'large');
  });

  test('a change the server refuses is rolled back and its message shown', async ({ page }) => {
    await registerFreshAccount(page.request, 'refused');
    await page.goto('/account/preferences');
    await page.route(/\/api\/2\.0\/account\/preferences\?/, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 400,
            json: {
              error: {
                code: 'validation_failed',
                message: 'theme: This theme is not offered any more.',
                fields: { theme: 'This theme is not offered any more.' },
              },
            },
          })
        : route.fallback(),
    );
    await page.getByRole('radio', { name: /^Dark/ }).check();
    await expect(page.getByRole('alert')).toHaveText('theme: This theme is not offered any more.');
    await expect(page.getByRole('radio', { name: /Match my device/ })).toBeChecked();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  });

  test('Preferences on a phone, in the dark theme: readable and axe clean @phone', async ({
    page,
  }) => {
    await registerFreshAccount(page.request, 'phone');
    await page.goto('/account/preferences');
    await page.getByRole('radio', { name: /^Dark/ }).check();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    await expectAccessible(page);
  });
});
