import { expect, expectAccessible, signInAs, test } from '../support/fixtures';
import { expectNoHorizontalScroll, visitSignedOutThenSignIn } from '../support/page-helpers';

/** The row of a test in the wide table: its header cell names it. */
const labRow = (page: import('@playwright/test').Page, group: string, test: string | RegExp) =>
  page
    .getByRole('region', { name: group })
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: test }) });

test.describe('normal lab values', () => {
  test('[ROUTE-40] [ROUTE-43] signed out, /labvalues/im asks for sign-in, then shows the IM table', async ({
    page,
  }) => {
    // axe over the whole reference (hundreds of rows) is most of this test's time on a busy machine
    test.slow();
    await visitSignedOutThenSignIn(page, '/labvalues/im', 'learner');
    await expect(page.getByRole('heading', { level: 1, name: 'Normal Lab Values' })).toBeVisible();
    await expect(page).toHaveTitle('BoardReady - IM Normal Lab Values');
    await expect(page.getByText('Internal Medicine: adult intervals')).toBeVisible();
    await expect(page.getByRole('link', { name: 'IM' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 2 })).toContainText([
      'Serum chemistry',
      'Liver and pancreas',
      'Heart and muscle',
      'Lipids',
      'Endocrine',
      'Iron studies and vitamins',
      'Hematology',
      'Coagulation',
      'Inflammatory markers',
      'Arterial blood gases',
      'Urine',
      'Cerebrospinal fluid',
      'Therapeutic drug levels',
    ]);
    const sodium = labRow(page, 'Serum chemistry', /^Sodium/);
    // The group has sex-specific rows, so it has an 'Applies to' column: empty for sodium.
    await expect(sodium.getByRole('cell')).toHaveText(['', '136–145 mEq/L', '136–145 mmol/L']);
    const creatinine = labRow(page, 'Serum chemistry', /^Creatinine/);
    await expect(creatinine.getByRole('cell')).toHaveText([
      'Male',
      '0.7–1.3 mg/dL',
      '62–115 µmol/L',
    ]);
    await expect(page.getByRole('columnheader', { name: 'SI units' }).first()).toBeVisible();
    await expect(page.getByText(/use the intervals your laboratory reports/)).toBeVisible();
    await expectAccessible(page);
  });

  test('[ROUTE-40] filtering is instant, by name, abbreviation or group, and says what it shows', async ({
    page,
  }) => {
    await signInAs(page, 'learner');
    await page.goto('/labvalues/im');
    const filter = page.getByRole('searchbox', { name: 'Filter lab values' });
    await expect(page.getByRole('status')).toHaveText(/^\d+ tests in 13 groups$/);
    await filter.fill('A1c');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Endocrine']);
    await expect(page.getByRole('rowheader')).toHaveText([/^Hemoglobin A1c/]);
    await expect(page.getByRole('status')).toHaveText(/^Showing 1 of \d+ tests$/);

    await filter.fill('urine sodium');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Urine']);
    await expect(page.getByRole('rowheader')).toHaveText([/^Sodium/]);

    await filter.fill('blood gases');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Arterial blood gases']);
    await expect(page.getByRole('rowheader')).toHaveCount(7);

    await filter.fill('xylophone');
    await expect(page.getByText('No lab values match “xylophone”.')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear Filter' }).click();
    await expect(filter).toHaveValue('');
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(13);
  });

  test('[ROUTE-41] PEDS shows pediatric intervals by age; the filter is kept when switching specialty', async ({
    page,
  }) => {
    await signInAs(page, 'peds');
    await page.goto('/labvalues/im');
    await page.getByRole('searchbox', { name: 'Filter lab values' }).fill('potassium');
    await expect(labRow(page, 'Serum chemistry', /^Potassium/).getByRole('cell')).toHaveText([
      '3.5–5.0 mEq/L',
      '3.5–5.0 mmol/L',
    ]);
    await page.getByRole('link', { name: 'PEDS' }).click();
    await expect(page).toHaveURL(/\/labvalues\/peds$/);
    await expect(page.getByText('Pediatrics: pediatric intervals by age')).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Filter lab values' })).toHaveValue(
      'potassium',
    );
    const rows = labRow(page, 'Serum chemistry', /^Potassium/);
    await expect(page.getByRole('columnheader', { name: 'Applies to' })).toBeVisible();
    await expect(rows).toHaveCount(1);
    const table = page.getByRole('region', { name: 'Serum chemistry' }).getByRole('table');
    await expect(table.getByRole('row')).toHaveText([
      /Test\s*Applies to\s*Conventional units\s*SI units/,
      /Potassium.*Newborn\s*3\.7–5\.9 mEq\/L\s*3\.7–5\.9 mmol\/L/,
      /^Infant\s*4\.1–5\.3 mEq\/L\s*4\.1–5\.3 mmol\/L$/,
      /^Child\s*3\.4–4\.7 mEq\/L\s*3\.4–4\.7 mmol\/L$/,
      /^Adolescent\s*3\.5–5\.0 mEq\/L\s*3\.5–5\.0 mmol\/L$/,
    ]);
    await page.getByRole('searchbox', { name: 'Filter lab values' }).fill('newborn bilirubin');
    await expect(page.getByRole('rowheader')).toHaveText([/^Bilirubin, total \(term newborn\)/]);
    await expectAccessible(page);
  });

  test('[ROUTE-42] MS shows the adult table; an unknown specialty offers the three', async ({
    page,
  }) => {
    await signInAs(page, 'student');
    await page.goto('/labvalues/ms');
    await expect(page.getByText('Medical Students: adult intervals')).toBeVisible();
    await expect(page).toHaveTitle('BoardReady - MS Normal Lab Values');
    await expect(labRow(page, 'Arterial blood gases', /^PaCO₂/).getByRole('cell')).toHaveText([
      '35–45 mm Hg',
      '4.7–6.0 kPa',
    ]);
    await page.goto('/labvalues/xyz');
    await expect(page.getByText('There is no lab-values table for “xyz”.')).toBeVisible();
    await page.getByRole('link', { name: 'PEDS' }).click();
    await expect(page).toHaveURL(/\/labvalues\/peds$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Hematology' })).toBeVisible();
  });

  test('[ROUTE-41] the group buttons jump to their group', async ({ page }) => {
    await signInAs(page, 'peds');
    await page.goto('/labvalues/peds');
    await page
      .getByRole('navigation', { name: 'Lab value groups' })
      .getByRole('button', { name: 'Cerebrospinal fluid' })
      .click();
    const heading = page.getByRole('heading', { level: 2, name: 'Cerebrospinal fluid' });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
  });
});

test.describe('normal lab values on a phone @phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('[ROUTE-40] each test is a card with both units, nothing wider than the screen', async ({
    page,
  }) => {
    await signInAs(page, 'learner');
    await page.goto('/labvalues/im');
    await expect(page.getByRole('heading', { level: 2, name: 'Serum chemistry' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Filter lab values' }).fill('hemoglobin');
    const card = page
      .getByRole('region', { name: 'Hematology' })
      .getByRole('listitem')
      .filter({ hasText: /^Hemoglobin \(Hb, Hgb\)/ });
    await expect(card).toContainText('ForMale');
    await expect(card).toContainText('Conventional13.5–17.5 g/dL');
    await expect(card).toContainText('SI135–175 g/L');
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
  });
});
