import type { Locator, Page } from '@playwright/test';
import { expect, signInAs, test } from '../support/fixtures';
import { expectScreen, menuTriggers, openMenu } from './nav';

/** Our own documents are paths of this app (decision 0204: the default links, HELP-12). */
const DOC = (name: string) => `/helpfulstuff/documents/${name}.pdf`;

type Expected = [label: string, href: string | RegExp];

/** A column's links, in order, with where each points. */
async function expectLinks(column: Locator, expected: Expected[]) {
  const items = column.getByRole('menuitem');
  await expect(items).toHaveText(expected.map(([label]) => label));
  for (const [i, [, href]] of expected.entries()) {
    await expect(items.nth(i)).toHaveAttribute('href', href);
  }
}

async function openHelpfulStuff(page: Page) {
  await signInAs(page, 'combo');
  await page.goto('/dashboard');
  await menuTriggers(page).helpful.click();
  return openMenu(page);
}

test.describe('Helpful Stuff default links', () => {
  test('[HELP-09] [HELP-12] the IM column, in the spec order', async ({ page }) => {
    const column = (await openHelpfulStuff(page)).getByRole('group', {
      name: 'Internal Medicine',
    });
    await expectLinks(column, [
      ['BoardReady® IM App', '/helpfulstuff/app/im'],
      ['IM Study Guide', DOC('im-study-guide')],
      ['IM Certification Blueprint', /^https:\/\/www\.abim\.org\/.+certification.+\.pdf$/],
      ['IM MOC Blueprint', /^https:\/\/www\.abim\.org\/.+moc.+\.pdf$/],
      ['IM Normal Lab Values', '/labvalues/im'],
      ['Abbreviations (PDF)', DOC('im-abbreviations')],
      ['Antibiotics', '/helpfulstuff/antibiotics'],
      ['Corrections & Updates', '/helpfulstuff/corrections/im'],
      ['IM Guidelines (PDF)', DOC('im-guidelines')],
      ['Personal Trainer (Classic)', '/personaltrainer'],
    ]);
    // Documents and other sites open in a new tab; in-app pages open in the app.
    await expect(column.getByRole('menuitem', { name: 'IM MOC Blueprint' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await column.getByRole('menuitem', { name: 'IM Normal Lab Values' }).click();
    await expectScreen(page, '/labvalues/im', /Lab Values/);
  });

  test('[HELP-10] [HELP-12] the PEDS column: the same items for pediatrics, lab values at /labvalues/peds', async ({
    page,
  }) => {
    const column = (await openHelpfulStuff(page)).getByRole('group', { name: 'Pediatrics' });
    await expectLinks(column, [
      ['BoardReady® PEDS App', '/helpfulstuff/app/peds'],
      ['PEDS Study Guide', DOC('peds-study-guide')],
      ['PEDS Certification Blueprint', /^https:\/\/www\.abp\.org\/.+certification.+\.pdf$/],
      ['PEDS MOC Blueprint', /^https:\/\/www\.abp\.org\/.+moca?-peds.+\.pdf$/],
      ['PEDS Normal Lab Values', '/labvalues/peds'],
      ['Abbreviations (PDF)', DOC('peds-abbreviations')],
      ['Antibiotics', '/helpfulstuff/antibiotics'],
      ['Corrections & Updates', '/helpfulstuff/corrections/peds'],
      ['PEDS Guidelines (PDF)', DOC('peds-guidelines')],
      ['Personal Trainer (Classic)', '/personaltrainer'],
    ]);
    await column.getByRole('menuitem', { name: 'Antibiotics' }).click();
    await expectScreen(page, '/helpfulstuff/antibiotics', 'Antibiotics');
  });

  test('[HELP-11] [HELP-12] the MS column: app, study guide, USMLE Guidelines, Lab Values, Antibiotics', async ({
    page,
  }) => {
    const column = (await openHelpfulStuff(page)).getByRole('group', {
      name: 'Medical Students',
    });
    await expectLinks(column, [
      ['BoardReady® MedStudent App', '/helpfulstuff/app/ms'],
      ['Student Study Guide', DOC('ms-study-guide')],
      ['USMLE Guidelines (PDF)', DOC('usmle-guidelines')],
      ['Lab Values', '/labvalues/ms'],
      ['Antibiotics', '/helpfulstuff/antibiotics'],
    ]);
    await column.getByRole('menuitem', { name: 'Lab Values' }).click();
    await expectScreen(page, '/labvalues/ms', /Lab Values/);
  });
});
