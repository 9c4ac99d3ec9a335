import { expect, test } from '../support/fixtures';

const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;

test.describe('create account', () => {
  test('a new learner registers and is signed in', async ({ page }) => {
    await page.goto('/login?mode=register');
    await expect(page).toHaveTitle('BoardReady - Create Account');
    await page.getByLabel('First name').fill('Jordan');
    await page.getByLabel('Last name').fill('Park');
    await page.getByLabel('E-mail').fill(uniqueEmail('jordan'));
    await page.getByLabel('Password').fill('a long and quiet evening');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome, Jordan Park' })).toBeVisible();
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

  test('an e-mail that has an account already gets the server message', async ({ page }) => {
    await page.goto('/login?mode=register');
    await page.getByLabel('First name').fill('Alex');
    await page.getByLabel('Last name').fill('Again');
    await page.getByLabel('E-mail').fill('LEARNER@demo.test');
    await page.getByLabel('Password').fill('a long and quiet evening');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'An account with this e-mail address already exists. Sign in, or reset your password.',
    );
  });
});
