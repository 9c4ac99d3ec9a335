import { ROLES } from '../support/accounts';
import { expect, expectAccessible, signInAs, test } from '../support/fixtures';
import { expectStudyBoardOf } from '../support/page-helpers';

test.describe('sign in', () => {
  test('[ROUTE-04] /login shows sign in and register, and the learner lands on the Study Board, named in the toolbar', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tab', { name: 'Create Account' })).toBeVisible();
    await page.getByLabel('E-mail').fill(ROLES.learner.email);
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectStudyBoardOf(page, 'Alex Rivera');
  });

  test('[GLOBAL-02] the window title is "{product} - {page title}"', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('BoardReady - Sign In');
    await page.goto('/resetpassword');
    await expect(page).toHaveTitle('BoardReady - Reset Password');
  });

  test('a wrong password shows the server message and signs no one in', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(ROLES.learner.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'The e-mail address or password is incorrect.',
    );
    await expect(page).toHaveURL(/\/login/);
  });

  test('empty fields are named before anything is sent', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Enter your e-mail address.')).toBeVisible();
    await expect(page.getByText('Enter your password.')).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  });

  test('[ROUTE-31] a signed-out visitor of a login-required page signs in and comes back to it', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Fdashboard$/);
    await page.getByLabel('E-mail').fill(ROLES.resident.email);
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectStudyBoardOf(page, 'Rosa Diaz');
  });

  test('a signed-in user who opens /login goes to their home page', async ({ page }) => {
    await signInAs(page, 'peds');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectStudyBoardOf(page, 'Priya Shah');
  });

  test('signing out ends the session and goes to /login', async ({ page }) => {
    await signInAs(page, 'student');
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Account menu of Sam Lee' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?returnUrl=/);
  });

  test('[HTTP-01] [HTTP-02] [HTTP-03] [HTTP-04] [HTTP-05] [HTTP-07] the browser sends the spec headers and a requestId on every call', async ({
    page,
  }) => {
    const calls: { url: string; headers: Record<string, string> }[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/'))
        calls.push({ url: request.url(), headers: request.headers() });
    });
    await signInAs(page, 'learner');
    await page.goto('/dashboard');
    await expectStudyBoardOf(page, 'Alex Rivera');
    expect(calls.length).toBeGreaterThan(1);
    for (const call of calls) {
      expect(call.headers['content-type']).toBe('application/json');
      expect(call.headers['cache-control']).toBe('no-cache');
      expect(call.headers.pragma).toBe('no-cache');
      expect(new Date(call.headers.expires ?? '').getTime()).toBeLessThan(Date.now());
      expect(call.headers['if-modified-since']).toBe('0');
      expect(new URL(call.url).searchParams.get('requestId')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  test('the sign-in and reset screens pass axe', async ({ page }) => {
    await page.goto('/login');
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'Create Account' }).click();
    await expectAccessible(page);
    await page.goto('/resetpassword');
    await expectAccessible(page);
  });

  test('signing in works at phone width @phone', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(ROLES.combo.email);
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: 'Study Board', level: 1 })).toBeVisible();
  });
});
