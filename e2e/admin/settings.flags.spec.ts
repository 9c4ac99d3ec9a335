import type { Page } from '@playwright/test';
import { menuTriggers, openMenu, sectionNav, setFeatureFlag } from '../shell/nav';
import { expect, expectAccessible, signInAs, test } from '../support/fixtures';

/**
 * Admin → Feature flags and Products (issue 26). The flags are global: this spec runs alone
 * (*.flags.spec.ts) and puts them back to their defaults however it ends.
 */

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36).toUpperCase()}`;

/** The row of the switches panel that holds a flag's switch and its status. */
const ideasSwitch = (page: Page) =>
  page.getByRole('switch', { name: 'Bright Ideas (ideasPortal)' });

/** One link row of the Helpful Stuff editor ('IM link 3'). */
const linkRow = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

async function openFlagsAsAdmin(page: Page) {
  await signInAs(page, 'admin');
  await page.goto('/ngadmin/flags');
  await expect(page.getByRole('heading', { level: 1, name: 'Feature flags' })).toBeVisible();
  await expect(ideasSwitch(page)).toBeVisible();
}

test.describe('Admin settings: flags and products', () => {
  test.afterAll(async ({ request }) => {
    await setFeatureFlag(request, 'ideasPortal', null);
    await setFeatureFlag(request, 'helpfulStuffUrls', null);
  });

  test('an admin switches Bright Ideas on: a learner sees it; switched back, it is gone', async ({
    page,
  }) => {
    await openFlagsAsAdmin(page);
    await expect(ideasSwitch(page)).not.toBeChecked();
    await expect(page.getByText('Built-in default (off).').first()).toBeVisible();
    await expectAccessible(page);

    await ideasSwitch(page).focus();
    await page.keyboard.press('Space');
    await expect(ideasSwitch(page)).toBeChecked();
    await expect(page.getByText(/^Set by admin@demo\.test on /)).toBeVisible();

    await signInAs(page, 'learner');
    await page.goto('/helpfulstuff');
    await expect(sectionNav(page).getByRole('button', { name: 'Bright Ideas' })).toBeVisible();

    await openFlagsAsAdmin(page);
    await expect(ideasSwitch(page)).toBeChecked();
    await page
      .getByRole('button', { name: 'Use the default for Bright Ideas (ideasPortal)' })
      .click();
    await expect(ideasSwitch(page)).not.toBeChecked();
    await expect(page.getByText('Built-in default (off).')).toHaveCount(3);

    await signInAs(page, 'learner');
    await page.goto('/helpfulstuff');
    await expect(sectionNav(page).getByRole('button', { name: 'Antibiotics' })).toBeVisible();
    await expect(sectionNav(page).getByRole('button', { name: 'Bright Ideas' })).toHaveCount(0);
  });

  test('[HELP-08] an admin edits the IM Helpful Stuff links: checked, previewed, and the learner’s menu follows', async ({
    page,
  }) => {
    await openFlagsAsAdmin(page);
    const im = page.getByRole('region', { name: 'Internal Medicine (IM)' });
    await expect(im).toContainText('The built-in list');
    const count = await im.getByRole('group').count();

    await im.getByRole('button', { name: 'Add a link to IM' }).click();
    const added = linkRow(page, `IM link ${count + 1}`);
    // the new row's label has the focus, ready to type
    await expect(added.getByLabel('Label', { exact: true })).toBeFocused();
    await page.keyboard.type('Board news');
    await added.getByLabel('Link', { exact: true }).fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Save Helpful Stuff Links' }).click();
    await expect(added.getByText(/^javascript: links are not allowed/)).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Some links cannot be saved');
    await expectAccessible(page);

    await added.getByLabel('Link', { exact: true }).fill('https://www.abim.org/news');
    // keyboard: move it up one place; the focus stays with the moved row
    await added.getByRole('button', { name: `Move IM link ${count + 1} up` }).focus();
    await page.keyboard.press('Enter');
    const moved = linkRow(page, `IM link ${count}`);
    await expect(moved.getByLabel('Label', { exact: true })).toHaveValue('Board news');
    await expect(moved.getByRole('button', { name: `Move IM link ${count} up` })).toBeFocused();
    await expect(im).toContainText('Your list');

    // the preview is the menu the draft gives
    const preview = page.getByRole('region', { name: 'Preview of the Helpful Stuff menu' });
    await expect(preview.getByRole('link', { name: 'Board news' })).toBeVisible();

    await page.getByRole('button', { name: 'Save Helpful Stuff Links' }).click();
    await expect(page.getByText('Saved. Users get these links on their next visit.')).toBeVisible();

    await signInAs(page, 'learner');
    await page.goto('/dashboard');
    await menuTriggers(page).helpful.click();
    const item = openMenu(page).getByRole('menuitem', { name: 'Board news' });
    await expect(item).toHaveAttribute('href', 'https://www.abim.org/news');
    await page.keyboard.press('Escape');

    // back to the built-in links everywhere
    await openFlagsAsAdmin(page);
    await page.getByRole('button', { name: 'Use the Built-in Links Everywhere' }).click();
    const confirm = page.getByRole('dialog', { name: 'Use the built-in links everywhere?' });
    await confirm.getByRole('button', { name: 'Use Built-in Links' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(im).toContainText('The built-in list');

    await signInAs(page, 'learner');
    await page.goto('/dashboard');
    await menuTriggers(page).helpful.click();
    await expect(openMenu(page).getByRole('menuitem', { name: 'IM Study Guide' })).toBeVisible();
    await expect(openMenu(page).getByRole('menuitem', { name: 'Board news' })).toHaveCount(0);
  });

  test('an admin adds a product to the catalogue, then edits it', async ({ page }) => {
    const code = unique('E2E');
    await signInAs(page, 'admin');
    await page.goto('/ngadmin/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'IM-QA', exact: true })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Add Product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a product' });
    await dialog.getByLabel('Code').fill('MS NIGHT');
    await dialog.getByRole('button', { name: 'Add Product' }).click();
    await expect(
      dialog.getByText('A code is letters and digits in parts joined by hyphens'),
    ).toBeVisible();
    await expect(dialog.getByText('Choose one of the product types.')).toBeVisible();
    await expectAccessible(page);

    await dialog.getByLabel('Code').fill(code.toLowerCase());
    await dialog.getByLabel('Type').selectOption({ label: 'Courses' });
    await dialog.getByLabel('Specialty').selectOption('MS');
    await dialog.getByLabel('Short name').fill('MS Night Course');
    await dialog.getByLabel('Full name').fill('Medical Student Night Review Course');
    await dialog.getByLabel('Description').fill('Evening lectures, made by an end-to-end test.');
    await dialog.getByRole('switch', { name: 'Free trial' }).check();
    await dialog.getByLabel('Trial length in days').fill('10');
    await dialog.getByRole('button', { name: 'Add Product' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('status')).toContainText(`${code} was added to the catalogue.`);
    const row = page.getByRole('row', { name: new RegExp(code) });
    await expect(row).toContainText('MS Night Course');
    await expect(row).toContainText('10 days');

    await row.getByRole('button', { name: `Edit ${code}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${code}` });
    await edit.getByRole('switch', { name: 'Free trial' }).uncheck();
    await edit.getByLabel('Short name').fill('MS Evening Course');
    await edit.getByRole('button', { name: 'Save Product' }).click();
    await expect(edit).toHaveCount(0);
    // the focus is back on the button that opened the form
    await expect(row.getByRole('button', { name: `Edit ${code}` })).toBeFocused();
    await expect(row).toContainText('MS Evening Course');
    await expect(row.getByRole('cell', { name: 'No', exact: true }).last()).toBeVisible();
  });
});
