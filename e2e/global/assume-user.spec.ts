import type { APIRequestContext, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { menuTriggers } from '../shell/nav';
import { DEMO_PASSWORD, ROLES, type Role } from '../support/accounts';
import { expect, expectAccessible, signInAs, test } from '../support/fixtures';

interface Account {
  AccountId: number;
  Email: string;
}

/** A separate API session signed in as `role` (the page's own session stays as it is). */
async function apiAs(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string, role: Role) {
  const api = await playwright.request.newContext({ baseURL });
  const login = await api.post('/api/2.0/authentication/login', {
    data: { email: ROLES[role].email, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  return { api, account: ((await login.json()) as { account: Account }).account };
}

async function auditRows(api: APIRequestContext, accountId: number) {
  const response = await api.get(`/api/2.0/admin/auditlog?accountId=${accountId}&limit=10`);
  expect(response.status()).toBe(200);
  return (
    (await response.json()) as {
      items: {
        action: string;
        actor: Account | null;
        subject: Account | null;
        actingAs: Account | null;
        details: object;
      }[];
    }
  ).items;
}

const banner = (page: Page) => page.getByRole('region', { name: 'Assuming a user' });

test.describe('assume user (staff act as a learner)', () => {
  test('[ROUTE-02] [ASSUME-04] [ASSUME-01] [ASSUME-02] [ASSUME-03] admin assumes the learner: banner, the learner’s products, Cancel, and both audit rows', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const learner = await apiAs(playwright, baseURL!, 'learner');
    const staff = await apiAs(playwright, baseURL!, 'admin');
    await signInAs(page, 'admin');
    await page.goto('/products');
    await expect(banner(page)).toBeHidden();

    await page.goto(`/assume/${learner.account.AccountId}`);
    await expect(banner(page)).toHaveText(
      `Assuming User ${ROLES.learner.email} (#${learner.account.AccountId})Cancel`,
    );
    await expect(banner(page).getByRole('paragraph')).toHaveText(
      `Assuming User learner@demo.test (#${learner.account.AccountId})`,
    );
    // everything acts as the learner: their name in the toolbar, their products
    await expect(menuTriggers(page).user).toHaveAccessibleName(/Alex Rivera/);
    await page.goto('/products');
    await expect(page.getByRole('listitem', { name: 'IM Q&A', exact: true })).toBeVisible();
    await expect(banner(page)).toBeVisible();
    await expectAccessible(page);

    await banner(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(banner(page)).toBeHidden();
    await expect(menuTriggers(page).user).toHaveAccessibleName(/Ada Stone/);
    const current = await page.request.get('/api/2.0/account/current');
    expect(await current.json()).toMatchObject({
      account: { Email: ROLES.admin.email },
      assumedBy: null,
    });

    const rows = (await auditRows(staff.api, learner.account.AccountId)).filter((r) =>
      r.action.startsWith('assume.'),
    );
    // each row records whom the admin's session was acting as: the learner when it stopped
    expect(rows.slice(0, 2)).toEqual([
      {
        id: expect.any(Number),
        at: expect.any(String),
        action: 'assume.stop',
        actor: { AccountId: staff.account.AccountId, Email: ROLES.admin.email },
        subject: { AccountId: learner.account.AccountId, Email: ROLES.learner.email },
        actingAs: { AccountId: learner.account.AccountId, Email: ROLES.learner.email },
        details: { reason: 'cancel' },
      },
      {
        id: expect.any(Number),
        at: expect.any(String),
        action: 'assume.start',
        actor: { AccountId: staff.account.AccountId, Email: ROLES.admin.email },
        subject: { AccountId: learner.account.AccountId, Email: ROLES.learner.email },
        actingAs: null,
        details: {},
      },
    ]);
    await learner.api.dispose();
    await staff.api.dispose();
  });

  test('[ROUTE-03] a learner cannot assume: the guard keeps them out and the server answers 403', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const peds = await apiAs(playwright, baseURL!, 'peds');
    await signInAs(page, 'learner');
    await page.goto(`/assume/${peds.account.AccountId}`);
    await expect(page).not.toHaveURL(/\/assume\//);
    await expect(banner(page)).toBeHidden();
    await expect(menuTriggers(page).user).toHaveAccessibleName(/Alex Rivera/);
    const response = await page.request.post(`/api/2.0/assume/${peds.account.AccountId}`);
    expect(response.status()).toBe(403);
    const current = await page.request.get('/api/2.0/account/current');
    expect(await current.json()).toMatchObject({
      account: { Email: ROLES.learner.email },
      assumedBy: null,
    });
    await peds.api.dispose();
  });

  test('a refusal stays on the assume screen and says why', async ({ page }) => {
    await signInAs(page, 'admin');
    const me = (await (await page.request.get('/api/2.0/account/current')).json()) as {
      account: Account;
    };
    await page.goto(`/assume/${me.account.AccountId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Assume User' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('You cannot assume your own account.');
    await expect(banner(page)).toBeHidden();
  });

  test('[TERMS-10] staff assuming terms@demo.test see no terms dialog', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const api = await playwright.request.newContext({ baseURL });
    // the account id is known from its own (restricted) session
    const login = await api.post('/api/2.0/authentication/login', {
      data: { email: ROLES.terms.email, password: DEMO_PASSWORD },
    });
    const terms = ((await login.json()) as { account: Account }).account;
    await api.dispose();
    await signInAs(page, 'admin');
    await page.goto(`/assume/${terms.AccountId}`);
    await expect(banner(page)).toContainText(`Assuming User ${ROLES.terms.email}`);
    await page.waitForTimeout(300);
    await expect(
      page.getByRole('alertdialog', { name: 'Updated Terms & Conditions and Privacy Policy' }),
    ).toBeHidden();
  });
});
