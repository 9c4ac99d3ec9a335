import type { Page } from '@playwright/test';
import { ROLES } from '../support/accounts';
import { expect, expectAccessible, newContext, signInAs, test } from '../support/fixtures';
import { mailsTo, registerFreshAccount } from '../support/fresh-account';

const section = (page: Page, name: string) => page.getByRole('region', { name });

async function isSignedIn(page: Page) {
  const response = await page.request.get('/api/2.0/account/current');
  return ((await response.json()) as { isLoggedIn: boolean }).isLoggedIn;
}

test.describe('My Account', () => {
  test('[ROUTE-07] [ROUTE-08] [USER-05] signed out it asks for sign-in; signed in it shows the name, e-mail, board IDs and devices', async ({
    page,
  }) => {
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Faccount$/);

    await signInAs(page, 'learner');
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Account menu of Alex Rivera' }).click();
    await page.getByRole('menuitem', { name: /Alex Rivera/ }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page).toHaveTitle('BoardReady - My Account');
    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Alex');
    await expect(page.getByLabel('Last name')).toHaveValue('Rivera');
    await expect(section(page, 'E-mail address')).toContainText(
      'Your e-mail address is learner@demo.test.',
    );
    const board = section(page, 'Board identifiers');
    await expect(board.getByLabel('ABIM ID (internal medicine)')).toHaveValue('204817');
    await expect(board.getByLabel('ABP ID (pediatrics)')).toHaveValue('');
    await expect(board.getByLabel('Birth month')).toHaveValue('3');
    await expect(board.getByLabel('Birth day')).toHaveValue('14');
    await expect(section(page, 'Devices')).toContainText(/You are signed in on/);
    await expectAccessible(page);
  });

  test('a new name is saved and shown in the toolbar at once; an empty one is refused', async ({
    page,
  }) => {
    await registerFreshAccount(page.request, 'name');
    await page.goto('/account');
    const name = section(page, 'Name');
    await name.getByLabel('First name').fill(' ');
    await name.getByRole('button', { name: 'Save Name' }).click();
    await expect(name.getByText('Enter your first name.')).toBeVisible();

    await name.getByLabel('First name').fill('Jordan');
    await name.getByLabel('Last name').fill('Okafor-Lind');
    await name.getByRole('button', { name: 'Save Name' }).click();
    await expect(name.getByRole('status')).toHaveText('Your name has been saved.');
    await expect(
      page.getByRole('button', { name: 'Account menu of Jordan Okafor-Lind' }),
    ).toHaveText('JO');
    await page.reload();
    await expect(page.getByLabel('First name')).toHaveValue('Jordan');
  });

  test('the e-mail address changes only with the current password; the old address is told', async ({
    page,
    baseURL,
  }) => {
    const fresh = await registerFreshAccount(page.request, 'mail');
    await page.goto('/account');
    const form = page.getByRole('form', { name: 'Change e-mail address' });
    const newEmail = `new-${fresh.email}`;

    await form.getByRole('button', { name: 'Change E-mail' }).click();
    await expect(form.getByText('Enter your e-mail address.')).toBeVisible();
    await expect(form.getByText('Enter your current password.')).toBeVisible();

    await form.getByLabel('New e-mail address').fill('not-an-address');
    await form.getByLabel('Current password').fill(fresh.password);
    await form.getByRole('button', { name: 'Change E-mail' }).click();
    await expect(form.getByText('Enter a valid e-mail address.')).toBeVisible();

    await form.getByLabel('New e-mail address').fill(ROLES.peds.email);
    await form.getByRole('button', { name: 'Change E-mail' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'Another account uses this e-mail address. Choose another one.',
    );

    await form.getByLabel('New e-mail address').fill(newEmail);
    await form.getByLabel('Current password').fill('not my password at all');
    await form.getByRole('button', { name: 'Change E-mail' }).click();
    await expect(form.getByRole('alert')).toHaveText('Your current password is not correct.');
    await expect(form.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('Current password').fill(fresh.password);
    await form.getByRole('button', { name: 'Change E-mail' }).click();
    await expect(form.getByRole('status')).toHaveText(
      `Your e-mail address is now ${newEmail}. We sent a notice of the change to ${fresh.email}.`,
    );
    await expect(section(page, 'E-mail address')).toContainText(
      `Your e-mail address is ${newEmail}.`,
    );
    await expect(form.getByLabel('Current password')).toHaveValue('');
    const [notice] = await mailsTo(baseURL!, fresh.email);
    expect(notice?.subject).toBe('Your BoardReady e-mail address was changed');
    expect(notice?.text).toContain(newEmail);
  });

  test('a password change needs the current password and signs out the other devices, not this one', async ({
    page,
    browser,
    baseURL,
  }) => {
    const fresh = await registerFreshAccount(page.request, 'password');
    const other = await newContext(browser, { baseURL });
    const login = await other.request.post('/api/2.0/authentication/login', {
      data: { email: fresh.email, password: fresh.password },
    });
    expect(login.status()).toBe(200);

    await page.goto('/account');
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill(fresh.password);
    await form.getByLabel('New password', { exact: true }).fill('short');
    await form.getByLabel('Repeat the new password').fill('other');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(form.getByText('Use at least 12 characters.')).toBeVisible();
    await expect(form.getByText('The two new passwords differ.')).toBeVisible();

    await form.getByLabel('New password', { exact: true }).fill('password1234');
    await form.getByLabel('Repeat the new password').fill('password1234');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(form.getByText('This password is too common. Choose another.')).toBeVisible();

    await form.getByLabel('Current password').fill('this is not it at all');
    await form.getByLabel('New password', { exact: true }).fill('a second long passphrase');
    await form.getByLabel('Repeat the new password').fill('a second long passphrase');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(form.getByRole('alert')).toHaveText('Your current password is not correct.');
    expect(await isSignedIn(page)).toBe(true);

    await form.getByLabel('Current password').fill(fresh.password);
    await form.getByLabel('New password', { exact: true }).fill('a second long passphrase');
    await form.getByLabel('Repeat the new password').fill('a second long passphrase');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(form.getByRole('status')).toHaveText(
      'Your password has been changed, and 1 other browser or device was signed out.',
    );
    await expect(section(page, 'Devices')).toContainText('You are signed in on this browser only.');

    // The other device is out; this one stays in (with a renewed session).
    const otherSession = await other.request.get('/api/2.0/account/current');
    expect(((await otherSession.json()) as { isLoggedIn: boolean }).isLoggedIn).toBe(false);
    await other.close();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    const [notice] = await mailsTo(baseURL!, fresh.email);
    expect(notice?.subject).toBe('Your BoardReady password was changed');
  });

  test('[ROUTE-22] [ROUTE-23] "Forgot your current password?" opens the reset screen, which also opens signed out', async ({
    page,
  }) => {
    await signInAs(page, 'student');
    await page.goto('/account');
    await page.getByRole('link', { name: 'Forgot your current password?' }).click();
    await expect(page).toHaveURL(/\/resetpassword$/);
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();

    await page.request.post('/api/2.0/authentication/logout');
    await page.goto('/resetpassword');
    await expect(page).toHaveURL(/\/resetpassword$/);
    await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
  });

  test('board identifiers: six digits, a birth month and day that exist; saved for CME/MOC reporting', async ({
    page,
  }) => {
    await registerFreshAccount(page.request, 'board');
    await page.goto('/account');
    const board = page.getByRole('form', { name: 'Board identifiers' });
    const save = board.getByRole('button', { name: 'Save Board Identifiers' });

    await board.getByLabel('ABIM ID (internal medicine)').fill('12345');
    await save.click();
    await expect(board.getByText('An ABIM ID has 6 digits.')).toBeVisible();

    await board.getByLabel('ABIM ID (internal medicine)').fill('012-345');
    await board.getByLabel('ABP ID (pediatrics)').fill('98765x');
    await save.click();
    await expect(board.getByText('An ABP ID has 6 digits.')).toBeVisible();

    await board.getByLabel('ABP ID (pediatrics)').fill('');
    await save.click();
    await expect(
      board.getByText('Add your birth month and day: the boards match them with your ID.'),
    ).toBeVisible();

    await board.getByLabel('Birth month').selectOption('April');
    await save.click();
    await expect(board.getByText('Choose the day too.')).toBeVisible();
    // April has no 31st to choose.
    await expect(board.getByLabel('Birth day').locator('option')).toHaveCount(31);
    await board.getByLabel('Birth day').selectOption('30');
    await save.click();
    await expect(board.getByRole('status')).toHaveText('Your board identifiers have been saved.');
    await expect(board.getByLabel('ABIM ID (internal medicine)')).toHaveValue('012345');

    await page.reload();
    await expect(page.getByLabel('ABIM ID (internal medicine)')).toHaveValue('012345');
    await expect(page.getByLabel('Birth month')).toHaveValue('4');
    await expect(page.getByLabel('Birth day')).toHaveValue('30');
  });

  test('sign out of all devices asks first, then signs out every device, this one too', async ({
    page,
    browser,
    baseURL,
  }) => {
    const fresh = await registerFreshAccount(page.request, 'everywhere');
    const other = await newContext(browser, { baseURL });
    await other.request.post('/api/2.0/authentication/login', {
      data: { email: fresh.email, password: fresh.password },
    });
    await page.goto('/account');
    const devices = section(page, 'Devices');
    await expect(devices).toContainText(
      'You are signed in on 2 browsers or devices, this one included.',
    );

    await devices.getByRole('button', { name: 'Sign Out of All Devices' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Sign out of all devices?' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(await isSignedIn(page)).toBe(true);

    await devices.getByRole('button', { name: 'Sign Out of All Devices' }).click();
    await dialog.getByRole('button', { name: 'Sign Out Everywhere' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('You are signed out of all devices.')).toBeVisible();
    expect(await isSignedIn(page)).toBe(false);
    const otherSession = await other.request.get('/api/2.0/account/current');
    expect(((await otherSession.json()) as { isLoggedIn: boolean }).isLoggedIn).toBe(false);
    await other.close();
  });

  test('My Account fits a phone: every section, no sideways scrolling, axe clean @phone', async ({
    page,
  }) => {
    await signInAs(page, 'peds');
    await page.goto('/account');
    for (const name of ['Name', 'E-mail address', 'Password', 'Board identifiers', 'Devices']) {
      await expect(section(page, name)).toBeVisible();
    }
    await expect(page.getByLabel('ABP ID (pediatrics)')).toHaveValue('118350');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    await expectAccessible(page);
  });
});
