import { ROLES } from '../support/accounts';
import { expect, expectAccessible, signInAs, test } from '../support/fixtures';
import { mailedLink } from '../support/mail-folder';
import { expectNoHorizontalScroll, signInAsNewLearner } from './helpers';

type Page = import('@playwright/test').Page;
const main = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const card = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });
const START = /^Start 7-day free trial of /;

test.describe('Free Trials (/products/freetrials)', () => {
  test('[ROUTE-13] [ROUTE-14] [BAR-27] signed out, the Free Trials tab leads through sign-in to the catalogue', async ({
    page,
  }) => {
    await page.goto('/personaltrainer');
    await main(page).getByRole('link', { name: 'Free Trials' }).click();
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Fproducts%2Ffreetrials$/);
    await page.getByLabel('E-mail').fill(ROLES.student.email);
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/products\/freetrials$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Free Trials' })).toBeVisible();
    await expect(page).toHaveTitle('BoardReady - Free Trials');
  });

  test('[ROUTE-13] [BAR-27] signed out, a new visitor registers from the Free Trials tab and lands on the catalogue', async ({
    page,
  }) => {
    await page.goto('/contact');
    await main(page).getByRole('link', { name: 'Free Trials' }).click();
    await page.getByRole('tab', { name: 'Create Account' }).click();
    await page.getByLabel('First name').fill('Nova');
    await page.getByLabel('Last name').fill('Reyes');
    const email = `nova-${Date.now()}@example.test`;
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('a long and quiet evening');
    await page.getByRole('button', { name: 'Create Account' }).click();
    // The account is created by the mailed link, opened in this browser.
    await page.goto(await mailedLink(email, '/verifyemail'));
    await page.getByRole('button', { name: 'Create My Account' }).click();
    await expect(page).toHaveURL(/\/products\/freetrials$/);
    await expect(page.getByRole('button', { name: START })).toHaveCount(6);
  });

  test('[ROUTE-13] the catalogue per specialty, with the trial length and what each product is', async ({
    page,
  }) => {
    await signInAsNewLearner(page);
    await page.goto('/products/freetrials');
    await expect(page.getByText('Try a product free for 7 days')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([
      'Internal Medicine',
      'Pediatrics',
      'Medical Students',
    ]);
    const im = page.getByRole('region', { name: 'Internal Medicine' });
    await expect(im.getByRole('heading', { level: 3 })).toHaveText(['IM Q&A', 'IM Study Guide']);
    await expect(card(page, 'IM Q&A')).toContainText('Internal Medicine Board Review Q&A');
    await expect(card(page, 'IM Q&A')).toContainText('Q&A');
    await expectAccessible(page);
  });

  test('[ROUTE-13] starting a trial: it says so, the card shows the running trial, and the My Products menu updates at once', async ({
    page,
  }) => {
    await signInAsNewLearner(page);
    await page.goto('/products/freetrials');
    await page.getByRole('button', { name: 'Open the My Products menu' }).click();
    await expect(page.getByRole('menu')).toContainText("you don't have any products");
    await page.keyboard.press('Escape');
    await expect(main(page).getByRole('link', { name: /Personal Trainer/ })).toHaveCount(0);

    await page.getByRole('button', { name: 'Start 7-day free trial of IM Q&A' }).click();
    await expect(page.getByRole('status')).toContainText(
      /Your free trial of IM Q&A has started\. It ends on [A-Z][a-z]{2} \d{1,2}, \d{4}\./,
    );
    const qa = card(page, 'IM Q&A');
    await expect(qa.getByRole('list', { name: 'Status' })).toContainText('Free trial');
    await expect(qa).toContainText('7 days left');
    await expect(qa).toContainText(/Your free trial ends on /);
    await expect(qa.getByRole('button')).toHaveCount(0);

    // no reload: the menu and the dashboard access follow the new product
    await page.getByRole('button', { name: 'Open the My Products menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'IM Q&A' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(main(page).getByRole('link', { name: /Personal Trainer/ })).toBeVisible();

    await page.getByRole('status').getByRole('link', { name: 'Open IM Q&A' }).click();
    await expect(page).toHaveURL(/\/questions\/IM\/qa\/\d+\/overview$/);
    await page.goto('/products');
    await expect(card(page, 'IM Q&A').getByRole('listitem')).toHaveText([
      'Free trial',
      '7 days left',
    ]);
  });

  test('[ROUTE-13] each standing: a running trial opens, a used-up one cannot restart, an owned product needs none', async ({
    page,
  }) => {
    await signInAs(page, 'student');
    await page.goto('/products/freetrials');
    const running = card(page, 'IM Q&A');
    await expect(running).toContainText('Your free trial ends on');
    await expect(running.getByRole('link', { name: 'Open IM Q&A' })).toBeVisible();
    const used = card(page, 'Peds Q&A');
    await expect(used.getByRole('list', { name: 'Status' })).toHaveText('Trial ended');
    await expect(used).toContainText('A free trial cannot be started again.');
    await expect(used.getByRole('button')).toHaveCount(0);
    const owned = card(page, 'MedStudent Q&A');
    await expect(owned).toContainText('You own this product.');
    await expect(owned.getByRole('link', { name: 'Open MedStudent Q&A' })).toBeVisible();
    await expect(card(page, 'IM Study Guide').getByRole('button', { name: START })).toBeVisible();
    await expectAccessible(page);
  });

  test('when the server refuses a start, its message is shown on the card', async ({ page }) => {
    await signInAsNewLearner(page);
    await page.goto('/products/freetrials');
    await expect(card(page, 'Peds Study Guide')).toBeVisible();
    // started elsewhere (another tab) after this page loaded
    const catalogue = await (await page.request.get('/api/2.0/product/freetrials')).json();
    const book = catalogue.trials.find((t: { code: string }) => t.code === 'PEDS-BOOK');
    expect(
      (await page.request.post(`/api/2.0/product/freetrials/${book.productId}`)).status(),
    ).toBe(201);
    await page.getByRole('button', { name: 'Start 7-day free trial of Peds Study Guide' }).click();
    await expect(card(page, 'Peds Study Guide').getByRole('alert')).toHaveText(
      'Your free trial of Peds Study Guide has already started.',
    );
  });

  test('with no offers the page says so', async ({ page }) => {
    await signInAsNewLearner(page);
    await page.route('**/api/2.0/product/freetrials?**', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ trialDays: 7, trials: [], productTypes: [] }),
      }),
    );
    await page.goto('/products/freetrials');
    await expect(
      page.getByText(
        'No free trials are offered right now. Visit boardready.example to see all our products.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'boardready.example' })).toHaveAttribute(
      'href',
      'https://boardready.example',
    );
  });

  test('@phone the catalogue fits a phone, passes axe, and a trial starts there', async ({
    page,
  }) => {
    await signInAsNewLearner(page);
    await page.goto('/products/freetrials');
    await expect(card(page, 'MedStudent Study Guide')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await page
      .getByRole('button', { name: 'Start 7-day free trial of MedStudent Study Guide' })
      .click();
    await expect(page.getByRole('status')).toContainText(
      'Your free trial of MedStudent Study Guide has started.',
    );
    await expectNoHorizontalScroll(page);
  });
});
