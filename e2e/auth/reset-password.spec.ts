import { request as apiRequest } from '@playwright/test';
import { DEMO_PASSWORD, ROLES } from '../support/accounts';
import { expect, test } from '../support/fixtures';

/** Reads the newest reset link mailed to `to`, through the staff mail outbox. */
async function newestResetLink(baseURL: string, to: string): Promise<string> {
  const staff = await apiRequest.newContext({ baseURL });
  await staff.post('/api/2.0/authentication/login', {
    data: { email: ROLES.admin.email, password: DEMO_PASSWORD },
  });
  const response = await staff.get(`/api/2.0/admin/mailoutbox?to=${encodeURIComponent(to)}`);
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: { text: string }[] };
  await staff.dispose();
  const link = /https?:\/\/\S+\/resetpassword\?token=\S+/.exec(items[0]?.text ?? '')?.[0];
  expect(link, 'a reset link in the mail').toBeTruthy();
  return link!;
}

test.describe('reset password', () => {
  test('[ROUTE-22] [ROUTE-23] a signed-out learner resets the password by mail and signs in with the new one', async ({
    page,
    baseURL,
  }) => {
    const email = `reset-${Date.now()}@example.test`;
    const created = await page.request.post('/api/2.0/authentication/register', {
      data: { firstName: 'Robin', lastName: 'Reset', email, password: 'the first long password' },
    });
    expect(created.status()).toBe(201);
    await page.request.post('/api/2.0/authentication/logout');

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/resetpassword$/);
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('status')).toContainText(
      'If an account exists for that e-mail address',
    );

    const link = new URL(await newestResetLink(baseURL!, email));
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByLabel('New password', { exact: true }).fill('the second long password');
    await page.getByLabel('Repeat the new password').fill('the second long password');
    await page.getByRole('button', { name: 'Save New Password' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Your password has been changed. Sign in with your new password.',
    );

    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('the second long password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome, Robin Reset' })).toBeVisible();
  });

  test('a used or made-up reset link says so', async ({ page }) => {
    await page.goto('/resetpassword?token=this-token-was-never-issued-by-us');
    await page.getByLabel('New password', { exact: true }).fill('the second long password');
    await page.getByLabel('Repeat the new password').fill('the second long password');
    await page.getByRole('button', { name: 'Save New Password' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'This reset link is invalid, used or expired. Ask for a new one.',
    );
  });

  test('the two new passwords must match', async ({ page }) => {
    await page.goto('/resetpassword?token=this-token-was-never-issued-by-us');
    await page.getByLabel('New password', { exact: true }).fill('the second long password');
    await page.getByLabel('Repeat the new password').fill('something else entirely');
    await page.getByRole('button', { name: 'Save New Password' }).click();
    await expect(page.getByText('The two passwords differ.')).toBeVisible();
  });
});
