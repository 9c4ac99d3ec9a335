import { expect, expectAccessible, signInAs, test } from '../support/fixtures';
import { expectNoHorizontalScroll, visitSignedOutThenSignIn } from '../support/page-helpers';

test.describe('antibiotics reference', () => {
  test('[ROUTE-38] [ROUTE-39] signed out it asks for sign-in, then shows classes with agents, spectrum, adverse effects and notes', async ({
    page,
  }) => {
    // axe over the whole reference (hundreds of rows) is most of this test's time on a busy machine
    test.slow();
    await visitSignedOutThenSignIn(page, '/helpfulstuff/antibiotics', 'combo');
    await expect(page.getByRole('heading', { level: 1, name: 'Antibiotics' })).toBeVisible();
    await expect(page).toHaveTitle('BoardReady - Antibiotics');
    await expect(page.getByRole('status')).toHaveText(/^\d+ agents in \d+ classes$/);
    const carbapenems = page.getByRole('region', { name: 'Carbapenems' });
    await expect(carbapenems.getByText('Beta-lactams')).toBeVisible();
    await expect(carbapenems.getByRole('term')).toHaveText([
      'Mechanism',
      'Spectrum',
      'Key adverse effects',
      'Notes',
    ]);
    await expect(carbapenems.getByText(/^Seizures/)).toBeVisible();
    await expect(carbapenems.getByRole('listitem').filter({ hasText: /^Ertapenem/ })).toContainText(
      'IVIM',
    );
    await expect(page.getByText(/not a prescribing guide/)).toBeVisible();
    await expectAccessible(page);
  });

  test('[ROUTE-38] search by agent, alias, organism or adverse effect; narrow by family; clear', async ({
    page,
  }) => {
    await signInAs(page, 'learner');
    await page.goto('/helpfulstuff/antibiotics');
    const search = page.getByRole('searchbox', { name: 'Search antibiotics' });

    await search.fill('zosyn');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([
      'Penicillin–β-lactamase inhibitor combinations',
    ]);
    await expect(page.getByRole('heading', { level: 3 })).toHaveText([
      'Agents matching your search (1 of 3)',
    ]);
    await expect(page.getByRole('status')).toHaveText(/^Showing 1 of \d+ agents in 1 class$/);

    // An abbreviation; the vancomycin class mentions it among its adverse effects, so it shows too.
    await search.fill('pip-tazo');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([
      'Penicillin–β-lactamase inhibitor combinations',
      'Glycopeptides and lipoglycopeptides',
    ]);

    await search.fill('ototoxicity');
    await expect(page.getByRole('heading', { level: 2 })).toContainText([
      'Glycopeptides and lipoglycopeptides',
      'Aminoglycosides',
    ]);

    // Issue 22: the agents that cover MRSA first, the classes that only say they do not last.
    await search.fill('MRSA');
    const found = page.getByRole('heading', { level: 2 });
    await expect(found.first()).toHaveText('Cephalosporins with MRSA activity');
    await expect(found.last()).toHaveText('Carbapenems');
    await page.getByLabel('Family').selectOption('Protein-synthesis inhibitors (50S)');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([
      'Oxazolidinones',
      'Lincosamides',
    ]);

    await search.fill('zzzz');
    await expect(
      page.getByText('No antibiotics match “zzzz” in Protein-synthesis inhibitors (50S).'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Clear Search' }).click();
    await expect(search).toHaveValue('');
    await expect(page.getByLabel('Family')).toHaveValue('');
    await expect(page.getByRole('status')).toHaveText(/^\d+ agents in \d+ classes$/);
  });

  test('an index of the classes leads to each one (issue 22: the page is long)', async ({
    page,
  }) => {
    await signInAs(page, 'learner');
    await page.goto('/helpfulstuff/antibiotics');
    const index = page.getByRole('navigation', { name: 'Antibiotic classes' });
    await index.getByRole('link', { name: 'Glycopeptides and lipoglycopeptides' }).click();
    await expect(page).toHaveURL(/#glycopeptides$/);
    await expect(
      page.getByRole('region', { name: 'Glycopeptides and lipoglycopeptides' }),
    ).toBeInViewport();
    // While searching, the results stand in its place.
    await page.getByRole('searchbox', { name: 'Search antibiotics' }).fill('zosyn');
    await expect(index).toHaveCount(0);
  });
});

test.describe('antibiotics reference on a phone @phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('[ROUTE-38] searchable and readable at 375px', async ({ page }) => {
    await signInAs(page, 'student');
    await page.goto('/helpfulstuff/antibiotics');
    await page.getByRole('searchbox', { name: 'Search antibiotics' }).fill('doxycycline');
    const tetracyclines = page.getByRole('region', { name: 'Tetracyclines and glycylcyclines' });
    await expect(tetracyclines.getByText(/Rickettsial disease, Lyme disease/)).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
  });
});
