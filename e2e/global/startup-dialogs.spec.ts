import { DEMO_PASSWORD, ROLES } from '../support/accounts';
import { expect, expectAccessible, signInAs, test } from '../support/fixtures';

// veteran@demo.test is the one demo account old enough to be asked; these tests answer in turn.
test.describe.configure({ mode: 'serial' });

test.describe('startup dialogs (veteran@demo.test)', () => {
  test('[GLOBAL-07] [GLOBAL-09] [GLOBAL-10] the cross-sell dialog offers her unowned IM products; Not now rests it', async ({
    page,
  }) => {
    await signInAs(page, 'veteran');
    const asked = page.waitForResponse(/\/api\/2\.0\/startupdialogs\b/);
    await page.goto('/products');
    expect(await (await asked).json()).toMatchObject({ dialog: 'crossSell' });
    const dialog = page.getByRole('dialog', { name: 'More for your board prep' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { level: 3 })).toHaveText([
      'IM Self-Assessment',
      'IM Study Guide',
      'IM Flash Cards',
    ]);
    await expect(dialog.getByRole('link', { name: /^About / }).first()).toHaveAttribute(
      'href',
      'https://boardready.example/products/IM-SA',
    );
    await expectAccessible(page);
    const dismissed = page.waitForRequest(/\/api\/2\.0\/startupdialogs\/dismiss\b/);
    await dialog.getByRole('button', { name: 'Not now' }).click();
    expect((await dismissed).postDataJSON()).toEqual({ dialog: 'crossSell' });
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'My Products' })).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('[GLOBAL-08] next visit, the feedback popup: it leaves the page usable and stores the answer', async ({
    page,
    playwright,
    baseURL,
  }) => {
    await signInAs(page, 'veteran');
    await page.goto('/products');
    const popup = page.getByRole('dialog', { name: 'How is BoardReady working for you?' });
    await expect(popup).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'More for your board prep' })).toBeHidden();
    // non-modal: the page behind it still works
    await page.getByRole('link', { name: 'CME/MOC' }).first().click();
    await expect(page).toHaveURL(/\/cme$/);
    await expect(popup).toBeVisible();
    await expectAccessible(page);
    await popup.getByRole('radio', { name: '5 – Excellent' }).check();
    await popup
      .getByRole('textbox', { name: 'Anything we could do better? (optional)' })
      .fill('Love the explanations.');
    await popup.getByRole('button', { name: 'Send feedback' }).click();
    await expect(popup.getByRole('status')).toHaveText('Thank you for your feedback!');
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(300);
    await expect(popup).toBeHidden();

    const staff = await playwright.request.newContext({ baseURL });
    await staff.post('/api/2.0/authentication/login', {
      data: { email: ROLES.admin.email, password: DEMO_PASSWORD },
    });
    const stored = (await (await staff.get('/api/2.0/admin/feedback')).json()) as {
      items: { rating: number; comment: string | null; account: { Email: string } | null }[];
    };
    expect(stored.items[0]).toMatchObject({
      rating: 5,
      comment: 'Love the explanations.',
      account: { Email: ROLES.veteran.email },
    });
    await staff.dispose();
  });

  test('other demo accounts, new this week, are not asked', async ({ page }) => {
    await signInAs(page, 'learner');
    const asked = page.waitForResponse(/\/api\/2\.0\/startupdialogs\b/);
    await page.goto('/products');
    expect(await (await asked).json()).toEqual({ dialog: null });
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
