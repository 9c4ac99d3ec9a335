import type { Page } from '@playwright/test';
import { drawer, hamburger, menuTriggers, openMenu } from '../shell/nav';
import { ROLES } from '../support/accounts';
import { expect, signInAs, test } from '../support/fixtures';
import { registerFreshAccount } from '../support/fresh-account';

// Markup typed into a name: every screen that shows the name must show these characters as
// text, and nothing in them may load or run (decision 0409). A flags spec: Bright Ideas, which
// shows authors, is behind the global ideasPortal flag.
const FIRST = '<img src=x onerror="window.__xss=1">Robin';
const LAST = '<svg onload="window.__xss=2"><b>Tester</b>';
const FULL = `${FIRST} ${LAST}`;

async function expectNothingRan(page: Page, where: string) {
  const ran = await page.evaluate(() => (window as { __xss?: unknown }).__xss);
  expect(ran, `${where}: a script in the name ran`).toBeUndefined();
  await expect(page.locator('img[src="x"], svg[onload]'), where).toHaveCount(0);
  await expect(page.locator('b', { hasText: 'Tester' }), where).toHaveCount(0);
}

async function setIdeasPortal(page: Page, value: boolean | null) {
  await signInAs(page, 'admin');
  const response = await page.request.put('/api/2.0/admin/featureflags/ideasPortal', {
    data: { value },
  });
  expect(response.status()).toBe(200);
}

test.describe('a name with markup in it', () => {
  test.afterEach(async ({ page }) => setIdeasPortal(page, null));

  test('is shown as the characters typed on every screen, and nothing in it runs', async ({
    page,
  }) => {
    await setIdeasPortal(page, true);
    const fresh = await registerFreshAccount(page.request, 'markup-name');

    // My Account: the name is saved as typed
    await page.goto('/account');
    const form = page.getByRole('form', { name: 'Name' });
    await form.getByLabel('First name').fill(FIRST);
    await form.getByLabel('Last name').fill(LAST);
    await form.getByRole('button', { name: 'Save Name' }).click();
    await expect(form.getByRole('status')).toHaveText('Your name has been saved.');
    await page.reload();
    await expect(form.getByLabel('First name')).toHaveValue(FIRST);
    await expect(form.getByLabel('Last name')).toHaveValue(LAST);
    await expectNothingRan(page, 'My Account');

    // the toolbar's user menu: its name, and the name at the top of the menu
    await expect(menuTriggers(page).user).toHaveAccessibleName(`Account menu of ${FULL}`);
    await menuTriggers(page).user.click();
    await expect(openMenu(page).getByText(FULL, { exact: true })).toBeVisible();
    await expectNothingRan(page, 'user menu');
    await page.keyboard.press('Escape');

    // the Study Board, with the toolbar naming the account
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Study Board');
    await expect(menuTriggers(page).user).toHaveAccessibleName(`Account menu of ${FULL}`);
    await expectNothingRan(page, 'Study Board');

    // the contact form starts with the name filled in
    await page.goto('/contact');
    await expect(page.getByLabel('Your name')).toHaveValue(FULL);
    await expectNothingRan(page, 'contact form');

    // the phone's drawer names the account at its top
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/account');
    await hamburger(page).click();
    await expect(drawer(page).getByText(FULL, { exact: true })).toBeVisible();
    await expectNothingRan(page, 'mobile drawer');
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1440, height: 900 });

    // an idea of theirs, and who they are, for the staff member who looks next
    const title = `Markup in names ${Date.now().toString(36)}`;
    const shared = await page.request.post('/api/2.0/ideas', {
      data: { title, description: 'An idea whose author has markup in their name.' },
    });
    expect(shared.status()).toBe(201);
    const current = await page.request.get('/api/2.0/account/current');
    const { AccountId } = ((await current.json()) as { account: { AccountId: number } }).account;

    // staff assume the account: the banner, the toolbar and My Account
    await signInAs(page, 'admin');
    await page.goto(`/assume/${AccountId}`);
    const banner = page.getByRole('region', { name: 'Assuming a user' });
    await expect(banner).toContainText(`Assuming User ${fresh.email} (#${AccountId})`);
    await expect(menuTriggers(page).user).toHaveAccessibleName(`Account menu of ${FULL}`);
    await page.goto('/account');
    await expect(page.getByText(`You are acting as ${FULL}.`)).toBeVisible();
    await expectNothingRan(page, 'assumed My Account');
    await banner.getByRole('button', { name: 'Cancel' }).click();
    await expect(banner).toBeHidden();
    await expect(menuTriggers(page).user).toHaveAccessibleName(
      `Account menu of ${ROLES.admin.name}`,
    );

    // Bright Ideas names the author: first name and the initial of the last
    await page.goto('/helpfulstuff/ideas');
    await expect(page.getByRole('article', { name: title })).toContainText(`Shared by ${FIRST} <.`);
    await expectNothingRan(page, 'Bright Ideas');
  });
});
