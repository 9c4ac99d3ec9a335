import { request } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { registerFreshAccount } from '../support/fresh-account';

test.describe('a session that ends behind the page', () => {
  test('[HTTP-12] a real call answered 401 (signed out elsewhere) takes the browser to /login', async ({
    page,
    baseURL,
  }) => {
    await registerFreshAccount(page.request, 'ended');
    await page.goto('/account');
    const name = page.getByRole('region', { name: 'Name' });
    await expect(name.getByLabel('First name')).toHaveValue('Robin');
    // The page's own first calls (due items, products) must be over: one of them answered 401
    // would take the browser to /login before the learner's save, on a slow box.
    await page.waitForLoadState('networkidle');

    // Another client signs this very session out: the page still holds its cookie.
    const session = (await page.context().cookies()).find((c) => c.name === 'br_session');
    const elsewhere = await request.newContext({
      baseURL,
      extraHTTPHeaders: { cookie: `br_session=${session!.value}` },
    });
    expect((await elsewhere.post('/api/2.0/authentication/logout', { data: {} })).status()).toBe(
      200,
    );
    await elsewhere.dispose();

    const answered = page.waitForResponse((r) => r.url().includes('/api/2.0/account/profile/name'));
    await name.getByLabel('First name').fill('Jordan');
    await name.getByRole('button', { name: 'Save Name' }).click();
    expect((await answered).status()).toBe(401);
    await expect(page).toHaveURL(/\/login(\?|$)/);
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  });
});
