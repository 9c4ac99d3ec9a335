import { expect, expectAccessible, test } from '../support/fixtures';
import { mailedLink } from '../support/mail-folder';
import { expectStudyBoardOf } from '../support/page-helpers';

const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;

test.describe('create account', () => {
  test('a new learner registers, confirms the mailed link and is signed in', async ({ page }) => {
    const email = uniqueEmail('jordan');
    await page.goto('/login?mode=register');
    await expect(page).toHaveTitle('BoardReady - Create Account');
    await page.getByLabel('First name').fill('Jordan');
    await page.getByLabel('Last name').fill('Park');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('a long and quiet evening');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('status')).toHaveText(
      `We have sent a link to ${email}. Open it within 24 hours to finish creating your account.`,
    );

    const link = await mailedLink(email, '/verifyemail');
    await page.goto(link);
    await expect(page).toHaveTitle('BoardReady - Confirm E-mail');
    await expect(page.getByRole('heading', { name: 'Confirm your e-mail address' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Create My Account' }).click();
    await expectStudyBoardOf(page, 'Jordan Park');

    // The link works once.
    await page.request.post('/api/2.0/authentication/logout');
    await page.goto(link);
    await page.getByRole('button', { name: 'Create My Account' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'This link is invalid, used or expired. Create your account again to get a new one.',
    );
    await expect(page.getByRole('link', { name: 'Create your account again' })).toBeVisible();
  });

  test('each field says what is wrong with it', async ({ page }) => {
    await page.goto('/login?mode=register');
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Enter your first name.')).toBeVisible();
    await expect(page.getByText('Enter your last name.')).toBeVisible();
    await expect(page.getByText('Enter your e-mail address.')).toBeVisible();
    await expect(page.getByText('Use at least 12 characters.')).toBeVisible();
    await page.getByLabel('Password').fill('password1234');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('This password is too common. Choose another.')).toBeVisible();
  });

  test('an e-mail that has an account already is answered as a new one (no disclosure)', async ({
    page,
  }) => {
    await page.goto('/login?mode=register');
    await page.getByLabel('First name').fill('Alex');
    await page.getByLabel('Last name').fill('Again');
    await page.getByLabel('E-mail').fill('LEARNER@demo.test');
    await page.getByLabel('Password').fill('a long and quiet evening');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'We have sent a link to learner@demo.test. Open it within 24 hours to finish creating your account.',
    );
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a link without its token says what to do', async ({ page }) => {
    await page.goto('/verifyemail');
    await expect(page.getByRole('alert')).toContainText('This link is not complete.');
    await page.getByRole('link', { name: 'Create your account again' }).click();
    await expect(page).toHaveURL(/\/login\?mode=register$/);
  });
});
