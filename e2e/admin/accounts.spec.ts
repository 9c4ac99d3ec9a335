import type { Page } from '@playwright/test';
import { menuTriggers } from '../shell/nav';
import { ROLES } from '../support/accounts';
import { expect, expectAccessible, newContext, signInAs, test } from '../support/fixtures';
import { registerFreshAccount } from '../support/fresh-account';

const banner = (page: Page) => page.getByRole('region', { name: 'Assuming a user' });

/** A page of a second browser context, as the fixture's page arrives (the app takes it over). */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.mouse.move(8, 8);
  await page.mouse.move(12, 12);
  await page.waitForFunction(() => !document.querySelector('#root[data-prerendered]'));
}

test.describe('Admin → Accounts (issue 26)', () => {
  test('[ROUTE-28] an admin finds a learner by e-mail, grants a product the learner then has, assumes them and stops, and revokes it', async ({
    page,
    browser,
    baseURL,
  }) => {
    // The learner: a fresh account (the demo learners' products stay as other specs expect them).
    const learnerContext = await newContext(browser, { baseURL });
    const learner = await registerFreshAccount(learnerContext.request, 'granted', {
      firstName: 'Gina',
      lastName: 'Granted',
    });
    const learnerPage = await learnerContext.newPage();

    await signInAs(page, 'admin');
    await page.goto('/ngadmin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
    const find = page.getByRole('region', { name: 'Find an account' });
    await find.getByLabel('Name, e-mail or account id').fill(learner.email);
    await find.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/ngadmin\?q=/);
    const results = find.getByRole('table', { name: `Accounts matching “${learner.email}”` });
    await expect(results.getByRole('row')).toHaveCount(2);
    await expect(results.getByRole('row').nth(1)).toContainText(learner.email);
    await expect(results.getByRole('row').nth(1)).toContainText('None');
    await expectAccessible(page);

    await results.getByRole('link', { name: 'Gina Granted' }).click();
    await expect(page).toHaveURL(/\/ngadmin\/accounts\/\d+$/);
    const accountId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByRole('heading', { level: 1, name: 'Gina Granted' })).toBeVisible();
    const productsPanel = page.getByRole('region', { name: 'Products' });
    await expect(productsPanel).toContainText('Gina Granted has no products.');

    // Grant a paid Peds Q&A for the default year.
    const grant = productsPanel.getByRole('form', { name: 'Grant a product' });
    await grant
      .getByLabel('Product')
      .selectOption({ label: 'Peds Q&A (PEDS-QA): Pediatrics Board Review Q&A' });
    await expect(grant.getByRole('radio', { name: 'Paid' })).toBeChecked();
    await grant.getByRole('button', { name: 'Grant Product' }).click();
    await expect(grant.getByText('The product was granted.')).toBeVisible();
    const row = productsPanel.getByRole('row', { name: /Peds Q&A/ });
    await expect(row).toContainText('Paid');
    await expect(row).toContainText('Usable now');
    const audit = page.getByRole('region', { name: 'Audit trail' });
    await expect(audit).toContainText('admin.account.product_granted');
    await expect(audit).toContainText(`by ${ROLES.admin.email}, about ${learner.email}`);
    await expectAccessible(page);

    // The learner has it on My Products.
    await visit(learnerPage, '/products');
    await expect(
      learnerPage.getByRole('listitem', { name: 'Peds Q&A', exact: true }),
    ).toBeVisible();

    // Assume them from their page, see their products, stop.
    await page.getByRole('link', { name: 'Assume this user' }).click();
    await expect(banner(page)).toHaveText(`Assuming User ${learner.email} (#${accountId})Cancel`);
    await expect(menuTriggers(page).user).toHaveAccessibleName(/Gina Granted/);
    await page.goto('/products');
    await expect(page.getByRole('listitem', { name: 'Peds Q&A', exact: true })).toBeVisible();
    await banner(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(banner(page)).toBeHidden();
    await expect(menuTriggers(page).user).toHaveAccessibleName(/Ada Stone/);

    // Revoke it: it stays listed as revoked, and the learner can no longer open it.
    await page.goto(`/ngadmin/accounts/${accountId}`);
    await productsPanel.getByRole('button', { name: 'Revoke Peds Q&A (paid)' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke Peds Q&A (paid)?' });
    await expect(confirm).toContainText('It stays in their history');
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toContainText(/Revoked on/);
    await expect(
      productsPanel.getByRole('button', { name: 'Revoke Peds Q&A (paid)' }),
    ).toBeHidden();
    await expect(audit).toContainText('admin.account.product_revoked');
    await visit(learnerPage, '/products');
    await expect(
      learnerPage.getByRole('listitem', { name: 'Peds Q&A', exact: true }),
    ).toContainText('Expired');
    await learnerContext.close();
  });

  test('the account page: staff rights with the own-Admin rule, the NetSuite id, sessions, by keyboard', async ({
    page,
  }) => {
    await signInAs(page, 'admin');
    const me = (await (await page.request.get('/api/2.0/account/current')).json()) as {
      account: { AccountId: number };
    };
    await page.goto(`/ngadmin/accounts/${me.account.AccountId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Ada Stone' })).toBeVisible();
    const rights = page.getByRole('region', { name: 'Staff rights' });
    const adminBox = rights.getByRole('checkbox', { name: 'Admin' });
    await expect(adminBox).toBeChecked();
    await expect(adminBox).toBeDisabled();
    await expect(adminBox).toHaveAccessibleDescription(/You cannot remove your own Admin right/);
    // no "Assume this user" on one's own account
    await expect(page.getByRole('link', { name: 'Assume this user' })).toBeHidden();
    await expect(page.getByRole('region', { name: 'Sessions and devices' })).toContainText(
      '(this session)',
    );

    // The NetSuite id through spec §7's endpoint, by keyboard.
    const netsuite = page.getByRole('textbox', { name: 'NetSuite customer id' });
    await netsuite.focus();
    await page.keyboard.type('CUST-2026');
    await page.keyboard.press('Enter');
    await expect(page.getByText('The NetSuite customer id was saved.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Audit trail' })).toContainText(
      'admin.account.netsuite_customer_id_changed',
    );
    await netsuite.fill('');
    await page.keyboard.press('Enter');
    await expect(page.getByText('The NetSuite customer id was cleared.')).toBeVisible();
    await expectAccessible(page);
  });

  test('a content manager who is not an admin is told the screen needs the Admin right', async ({
    page,
  }) => {
    await signInAs(page, 'curator');
    await page.goto('/ngadmin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Admin right');
    await expect(page.getByRole('region', { name: 'Find an account' })).toBeHidden();
  });

  test('@phone the search at phone width: one card per account, no sideways scrolling', async ({
    page,
  }) => {
    await signInAs(page, 'admin');
    await page.goto('/ngadmin');
    const find = page.getByRole('region', { name: 'Find an account' });
    await find.getByLabel('Name, e-mail or account id').fill('Rivera, Alex');
    await find.getByRole('button', { name: 'Search' }).click();
    const cards = find.getByRole('list', { name: 'Accounts matching “Rivera, Alex”' });
    const card = cards.getByRole('listitem').filter({ hasText: ROLES.learner.email });
    await expect(card.getByRole('link', { name: 'Alex Rivera' })).toBeVisible();
    await expect(find.getByRole('table')).toBeHidden();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await card.getByRole('link', { name: 'Alex Rivera' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Alex Rivera' })).toBeVisible();
    await expectAccessible(page);
  });
});
