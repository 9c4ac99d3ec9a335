import type { Page, PlaywrightWorkerArgs } from '@playwright/test';
import { DEMO_PASSWORD, ROLES } from '../support/accounts';
import { expect, signInAs, test } from '../support/fixtures';

/** The adminAccountDetails flag is global: switched on for this file, back to its default after. */
async function setAdminAccountDetails(
  { playwright }: Pick<PlaywrightWorkerArgs, 'playwright'>,
  baseURL: string,
  value: boolean | null,
) {
  const api = await playwright.request.newContext({ baseURL });
  try {
    const login = await api.post('/api/2.0/authentication/login', {
      data: { email: ROLES.admin.email, password: DEMO_PASSWORD },
    });
    expect(login.status()).toBe(200);
    const response = await api.put('/api/2.0/admin/featureflags/adminAccountDetails', {
      data: { value },
    });
    expect(response.status()).toBe(200);
    expect((await response.json()).adminAccountDetails).toBe(value ?? false);
  } finally {
    await api.dispose();
  }
}

async function accountIdOf(page: Page): Promise<number> {
  return (await (await page.request.get('/api/2.0/account/current')).json()).account.AccountId;
}

test.describe('My Organizations with the adminAccountDetails flag on (spec §6)', () => {
  test.beforeAll(async ({ playwright }, info) => {
    await setAdminAccountDetails({ playwright }, String(info.project.use.baseURL), true);
  });
  test.afterAll(async ({ playwright }, info) => {
    await setAdminAccountDetails({ playwright }, String(info.project.use.baseURL), null);
  });

  test('[PERM-07] a license admin of several organizations opens the new organization admin', async ({
    page,
  }) => {
    await signInAs(page, 'admin');
    const accountId = await accountIdOf(page);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Account menu of Ada Stone' }).click();
    await page.getByRole('menuitem', { name: 'My Organizations' }).click();
    await expect(page).toHaveURL(new RegExp(`/ngadmin/accounts/${accountId}/organizations$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('[PERM-08] with exactly one organization, straight to its members page', async ({
    page,
  }) => {
    await signInAs(page, 'orgadmin');
    const accountId = await accountIdOf(page);
    const [organization] = (await (
      await page.request.get('/api/2.0/organizations/mine')
    ).json()) as { id: number; isLicenseAdmin: boolean }[];
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Account menu of Omar Haddad' }).click();
    await page.getByRole('menuitem', { name: 'My Organizations' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/ngadmin/accounts/${accountId}/organizations/${organization!.id}/members$`),
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
