import type { Page } from '@playwright/test';
import { ROLES } from '../support/accounts';
import { expect, signInAs, test } from '../support/fixtures';
import { productsOf } from '../support/products';

const main = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** A signed-out visit goes to /login, carrying where the visitor was going (decision 0202). */
async function expectSentToLogin(page: Page, path: string) {
  await page.goto(path);
  await expect(page, path).toHaveURL(
    `/login?${new URLSearchParams({ returnUrl: path }).toString()}`,
  );
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
}

test.describe('login-required routes (spec §2 route table, §6)', () => {
  test('[ROUTE-08] [ROUTE-10] [ROUTE-12] [ROUTE-14] [ROUTE-21] [ROUTE-26] [ROUTE-29] [ROUTE-33] [ROUTE-35] [ROUTE-37] [ROUTE-39] [ROUTE-43] signed out, each sends the visitor to /login with a returnUrl', async ({
    page,
  }) => {
    // A dozen page loads in one test: on a busy 2-core machine they overran 30 s.
    test.slow();
    for (const path of [
      '/account',
      '/account/preferences',
      '/products',
      '/products/freetrials',
      '/cme',
      '/medcentral',
      '/ngadmin',
      '/ngadmin/cms/preview-qna',
      '/dashboard/timeline',
      '/helpfulstuff',
      '/helpfulstuff/ideas',
      '/helpfulstuff/antibiotics',
      '/labvalues/im',
      '/labvalues/peds',
      '/labvalues/ms',
    ]) {
      await expectSentToLogin(page, path);
    }
  });

  test('[ROUTE-50] signed out, the product screens send the visitor to /login with a returnUrl', async ({
    page,
  }) => {
    for (const path of [
      '/course',
      '/course/1',
      '/book',
      '/book/1',
      '/media',
      '/media/1',
      '/questions',
      '/questions/IM/qa/1/overview',
      '/live',
      '/live/1',
      '/productselection',
    ]) {
      await expectSentToLogin(page, path);
    }
  });

  test('[ROUTE-21] [ROUTE-43] after signing in, the visitor lands on the page asked for', async ({
    page,
  }) => {
    await page.goto('/labvalues/peds?q=sodium');
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Flabvalues%2Fpeds%3Fq%3Dsodium$/);
    await page.getByLabel('E-mail').fill(ROLES.peds.email);
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/labvalues\/peds\?q=sodium$/);
    await expect(page).toHaveTitle(/^BoardReady - .*Lab Values/);
  });

  test('signed in, the same routes open with their heading and window title', async ({ page }) => {
    await signInAs(page, 'learner');
    for (const [path, name] of [
      ['/account', /My Account/],
      ['/account/preferences', /Preferences/],
      ['/products', /My Products/],
      ['/products/freetrials', /Free Trials/],
      ['/ngadmin', /Admin/],
      ['/dashboard/timeline', /My Progress/],
      ['/helpfulstuff', /Helpful Stuff/],
      ['/helpfulstuff/antibiotics', /Antibiotics/],
      ['/labvalues/im', /Lab Values/],
    ] as const) {
      await page.goto(path);
      await expect(page, path).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^BoardReady - .*${name.source}`));
    }
  });

  test('[ROUTE-20] CME/MOC: the tab opens the credit page', async ({ page }) => {
    await signInAs(page, 'learner');
    await page.goto('/dashboard');
    await main(page).getByRole('link', { name: 'CME/MOC' }).click();
    await expect(page).toHaveURL(/\/cme$/);
    await expect(page.getByRole('heading', { level: 1, name: 'CME/MOC' })).toBeVisible();
    await expect(page).toHaveTitle('BoardReady - CME/MOC');
    await expect(page.getByText(/credits?/i).first()).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'CME/MOC' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('[ROUTE-24] /rescentral (the former name) redirects to /medcentral', async ({ page }) => {
    await signInAs(page, 'resident');
    await page.goto('/rescentral');
    await expect(page).toHaveURL(/\/medcentral$/);
    await expect(page.getByRole('heading', { level: 1, name: 'MedCentral' })).toBeVisible();
    // the page's own calls done before the next sign-in changes whose cookie they carry
    await expect(page.getByText('Loading your standing…')).toHaveCount(0);
    await expect(page.getByRole('table', { name: /Your standing by topic/ })).toBeVisible();
    // Without MedCentral access the redirect lands on the guard, which sends the user home.
    await signInAs(page, 'learner');
    await page.goto('/rescentral');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('[ROUTE-51] products, course, book, media, questions, live and productselection are my products routes', async ({
    page,
  }) => {
    // twelve full page loads: about 30 s on a busy 2-core runner
    test.slow();
    await signInAs(page, 'learner');
    const products = await productsOf(page);
    const routeOf = (type: string) => products.find((p) => p.applicationType === type)!.route;
    for (const path of [
      '/products',
      '/course',
      routeOf('course'),
      '/book',
      routeOf('onlineBookCore'),
      '/media',
      '/questions',
      routeOf('qa'),
      '/live',
      routeOf('live'),
      '/productselection',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(main(page).getByRole('link', { name: 'My Products' }), path).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
    // Not every signed-in route is one: CME/MOC leaves My Products inactive.
    await page.goto('/cme');
    await expect(main(page).getByRole('link', { name: 'My Products' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('[ROUTE-52] outside production the kitchensink shows the component showcase', async ({
    page,
  }) => {
    await page.goto('/kitchensink');
    await expect(page).toHaveURL(/\/kitchensink$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kitchen Sink' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Calculator' })).toBeVisible();
    await page.getByRole('button', { name: 'Open calculator' }).click();
    await expect(page.getByRole('dialog', { name: 'Calculator' })).toBeVisible();
  });
});
