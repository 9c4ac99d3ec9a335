import { expect, test } from '../support/fixtures';
import { registerFreshAccount } from '../support/fresh-account';
import { mailedLink } from '../support/mail-folder';
import { expectStudyBoardOf } from '../support/page-helpers';

test.describe('reset password', () => {
  test('[ROUTE-22] [ROUTE-23] a signed-out learner resets the password by mail and signs in with the new one', async ({
    page,
  }) => {
    const { email } = await registerFreshAccount(page.request, 'reset', {
      firstName: 'Robin',
      lastName: 'Reset',
    });
    await page.request.post('/api/2.0/authentication/logout');

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/resetpassword$/);
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('status')).toContainText(
      'If an account exists for that e-mail address',
    );

    // The link reaches the learner's mailbox (here the server's mail folder), never staff.
    await page.goto(await mailedLink(email, '/resetpassword'));
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
    await expectStudyBoardOf(page, 'Robin Reset');
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
