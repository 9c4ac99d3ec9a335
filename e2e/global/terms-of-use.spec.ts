import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, ROLES } from '../support/accounts';
import { expect, expectAccessible, test } from '../support/fixtures';

const TITLE = 'Updated Terms & Conditions and Privacy Policy';
const ANSWER = /\/api\/1\.0\/account\/accepttermsofuse\b/;
const WARNING =
  "Unfortunately, you can't access your BoardReady account or learning tools without accepting our updated Terms & Conditions and Privacy Policy. If you have questions, reach out to support@boardready.example or call 1-800-555-0199.";

const dialog = (page: Page) => page.getByRole('alertdialog', { name: TITLE });

/** Signs terms@demo.test in through the login screen, on the way to /products. */
async function signInThroughLogin(page: Page) {
  await page.goto('/products');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fproducts$/);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('E-mail').fill(ROLES.terms.email);
  await form.getByLabel('Password').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

// One shared demo account whose answer these tests change: one at a time, desktop only.
test.describe.configure({ mode: 'serial' });

test.describe('terms of use (terms@demo.test has not accepted the terms in force)', () => {
  test.beforeEach(async ({ playwright, baseURL }) => {
    // Whatever an earlier run answered, the account starts unaccepted: declining withdraws.
    const api = await playwright.request.newContext({ baseURL });
    const login = await api.post('/api/2.0/authentication/login', {
      data: { email: ROLES.terms.email, password: DEMO_PASSWORD },
    });
    expect(login.status()).toBe(200);
    expect((await api.put('/api/1.0/account/accepttermsofuse', { data: false })).status()).toBe(
      200,
    );
    await api.dispose();
  });

  test('[TERMS-01] [TERMS-02] [TERMS-03] [TERMS-05] signing in opens the dialog: at most 768px, its title, body and two buttons', async ({
    page,
  }) => {
    await signInThroughLogin(page);
    const terms = dialog(page);
    await expect(terms).toBeVisible();
    await expect(terms.getByRole('heading', { name: TITLE })).toBeVisible();
    const body = terms.locator('p');
    await expect(body.first()).toHaveText(
      "We've updated our Terms & Conditions and Privacy Policy.",
    );
    await expect(body.last()).toHaveText('You must agree in order to proceed.');
    await expect(terms.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      'https://boardready.example/terms',
    );
    await expect(terms.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      'https://boardready.example/privacy',
    );
    await expect(terms.getByRole('button')).toHaveText(['Disagree', 'Agree']);
    expect(await terms.evaluate((el) => getComputedStyle(el).maxWidth)).toBe('768px');
    expect((await terms.boundingBox())!.width).toBeLessThanOrEqual(768);
    // It asks for an answer: Escape does not dismiss it.
    await page.keyboard.press('Escape');
    await expect(terms).toBeVisible();
    await expectAccessible(page);
    // The restricted session reaches nothing else.
    expect((await page.request.get('/api/2.0/product/userproducts')).status()).toBe(403);
  });

  test('[TERMS-13] [TERMS-17] Agree saves true and goes on to where the user was going; the dialog does not come back', async ({
    page,
  }) => {
    await signInThroughLogin(page);
    const saved = page.waitForRequest(ANSWER);
    await dialog(page).getByRole('button', { name: 'Agree', exact: true }).click();
    const request = await saved;
    expect(request.method()).toBe('PUT');
    expect(request.postData()).toBe('true');
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Products' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'My Products' })).toBeVisible();
    await expect(dialog(page)).toBeHidden();
  });

  test('[TERMS-14] [TERMS-15] [TERMS-16] [TERMS-19] Disagree warns first; the second saves false, signs out and the login screen says why', async ({
    page,
  }) => {
    await signInThroughLogin(page);
    const terms = dialog(page);
    await terms.getByRole('button', { name: 'Disagree' }).click();
    await expect(terms.getByRole('alert')).toHaveText(WARNING);
    await expect(terms).toBeVisible();
    await expectAccessible(page);

    const saved = page.waitForRequest(ANSWER);
    await terms.getByRole('button', { name: 'Disagree' }).click();
    expect((await saved).postData()).toBe('false');
    await expect(page).toHaveURL(/\/login\?touDeclined=true$/);
    await expect(terms).toBeHidden();
    await expect(page.getByRole('alert')).toContainText(
      'You declined the updated Terms & Conditions and Privacy Policy, so you have been signed out.',
    );
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
    const current = await page.request.get('/api/2.0/account/current');
    expect(await current.json()).toEqual({
      isLoggedIn: false,
      account: null,
      assumedBy: null,
      api3Authenticated: false,
    });
    await expectAccessible(page);
  });

  test('[TERMS-20] a save that fails shows the snackbar and the dialog asks again', async ({
    page,
    consoleErrors,
  }) => {
    await page.route(ANSWER, (route) =>
      route.fulfill({
        status: 503,
        json: { error: { code: 'unavailable', message: 'Try again in a moment.' } },
      }),
    );
    await signInThroughLogin(page);
    await dialog(page).getByRole('button', { name: 'Agree', exact: true }).click();
    const failed = 'Hmm, agreement failed to save. Please try again.';
    // the snackbar (spec §8), and the same sentence in the dialog, which hides the page behind it
    const snackbar = page.locator('#root [role="alert"]').filter({ hasText: failed });
    await expect(snackbar).toBeVisible();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole('alert')).toHaveText(failed);
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Fproducts$/);
    // the browser logs the 503 it was made to answer
    const expected = consoleErrors.findIndex((text) => text.includes('status of 503'));
    expect(expected).toBeGreaterThanOrEqual(0);
    consoleErrors.splice(expected, 1);
  });
});
