import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, ROLES } from '../support/accounts';
import { expect, expectAccessible, signInAs, test } from '../support/fixtures';
import { productOfType } from '../support/products';

const bodyClasses = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.body.classList, String)
      .filter((name) => name.startsWith('layout-'))
      .sort(),
  );

/** The screen's own box: its width, its margins, and its background. */
const screenBox = (page: Page) =>
  page.locator('#main > main').evaluate((main) => {
    const style = getComputedStyle(main);
    return {
      width: main.getBoundingClientRect().width,
      margin: [style.marginTop, style.marginRight, style.marginBottom, style.marginLeft],
      background: getComputedStyle(main.parentElement!).backgroundColor,
    };
  });

test.describe('page body layouts (spec §2 other global screen behaviour)', () => {
  test('[GLOBAL-11] [GLOBAL-12] [GLOBAL-13] full width on dashboard, course, book reader and live; no margin on the book reader; the live-stream style on live', async ({
    page,
  }) => {
    await signInAs(page, 'learner');
    const width = page.viewportSize()!.width;

    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: 'My Products' })).toBeVisible();
    expect(await bodyClasses(page)).toEqual([]);
    const ordinary = await screenBox(page);
    expect(ordinary.width).toBeLessThan(width * 0.8);

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await bodyClasses(page)).toEqual(['layout-full-width']);
    expect((await screenBox(page)).width).toBeGreaterThan(width - 40);

    const course = await productOfType(page, 'course');
    await page.goto(course.route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await bodyClasses(page)).toEqual(['layout-full-width']);

    const book = await productOfType(page, 'onlineBookCore');
    await page.goto(book.route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await bodyClasses(page)).toEqual(['layout-full-width', 'layout-no-margin']);
    const reader = await screenBox(page);
    expect(reader.width).toBeGreaterThan(width - 20);
    expect(reader.margin).toEqual(['0px', '0px', '0px', '0px']);

    const live = await productOfType(page, 'live');
    await page.goto(live.route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await bodyClasses(page)).toEqual(['layout-full-width', 'layout-live-stream']);
    const stream = await screenBox(page);
    expect(stream.background).not.toBe(ordinary.background);
    await expectAccessible(page);

    // leaving the screen takes its layout away
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: 'My Products' })).toBeVisible();
    expect(await bodyClasses(page)).toEqual([]);
  });
});

test.describe('the third-party chat widget', () => {
  test('[GLOBAL-14] [GLOBAL-15] [GLOBAL-16] a configured widget shows on ordinary pages and hides on book and live pages', async ({
    page,
  }) => {
    // A chat vendor's script, configured for this test only: it adds its launcher a little later.
    await page.route(/\/api\/2\.0\/environment\/config\b/, async (route) => {
      const response = await route.fetch();
      const config = await response.json();
      await route.fulfill({
        response,
        json: { ...config, chatWidget: { scriptUrl: '/e2e-chat.js', selector: '#chat-widget' } },
      });
    });
    await page.route('**/e2e-chat.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `setTimeout(() => {
          const launcher = document.createElement('button');
          launcher.id = 'chat-widget';
          launcher.textContent = 'Chat with us';
          document.body.append(launcher);
        }, 1200);`,
      }),
    );
    await signInAs(page, 'learner');
    const launcher = page.getByRole('button', { name: 'Chat with us' });

    await page.goto('/products');
    await expect(launcher).toBeVisible();
    const book = await productOfType(page, 'onlineBookCore');
    await page.goto(book.route);
    await expect(page.locator('#chat-widget')).toBeAttached();
    await expect(launcher).toBeHidden();
    const live = await productOfType(page, 'live');
    await page.goto(live.route);
    await expect(page.locator('#chat-widget')).toBeAttached();
    await expect(launcher).toBeHidden();
    // in-app navigation back to an ordinary page shows it again
    await page.getByRole('link', { name: 'My Products' }).first().click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(launcher).toBeVisible();
  });

  test('none by default: no chat script is loaded', async ({ page }) => {
    await signInAs(page, 'learner');
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: 'My Products' })).toBeVisible();
    await expect(page.locator('script[data-chat-widget]')).toHaveCount(0);
  });
});

test.describe('the login/register overlay', () => {
  test('[GLOBAL-06] signed out on another screen, Sign In opens the overlay and the user stays on that screen', async ({
    page,
  }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign In' }).click();
    const overlay = page.getByRole('dialog', { name: 'Welcome to BoardReady' });
    await expect(overlay).toBeVisible();
    await expect(overlay.getByRole('tab')).toHaveText(['Sign In', 'Create Account']);
    await expect(page).toHaveURL(/\/contact$/);
    await expectAccessible(page);
    const form = overlay.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('E-mail').fill(ROLES.learner.email);
    await form.getByLabel('Password').fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(overlay).toBeHidden();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('button', { name: /^Account menu of Alex Rivera/ })).toBeVisible();
  });

  test('[GLOBAL-06] on the login screen there is no overlay: Sign In stays on the screen', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  });
});
