import type { Page } from '@playwright/test';
import { expect, expectAccessible, signInAs, test } from '../support/fixtures';

/**
 * The program dashboard (issue 27, decision 1403): Riverside's program director (Omar Haddad)
 * opens it and finds the demo resident (Rosa Diaz) with her First-time score, opens her page and
 * sees her accuracy by topic beside the program's and all learners'; the cohort item analysis
 * and the residents CSV are there. Rosa herself cannot open the dashboard. Other specs may have
 * Rosa answer more questions meanwhile: the figures on screen are checked against the API's.
 */

interface Summary {
  accountId: number;
  name: string;
  answered: number;
  firstTimeScore: number | null;
}

/** The dashboard's figures of the demo resident, as the API gives them to the director. */
async function rosaOf(page: Page): Promise<Summary> {
  const response = await page.request.get('/api/2.0/medcentral/dashboard');
  expect(response.status()).toBe(200);
  const { residents } = (await response.json()) as { residents: Summary[] };
  const rosa = residents.find((r) => r.name === 'Rosa Diaz');
  expect(rosa, 'Rosa Diaz is a resident of the program').toBeTruthy();
  return rosa!;
}

const percent = (value: number | null) => (value === null ? '—' : `${value}%`);

test('the director finds the demo resident with her accuracy, and her topics against the program', async ({
  page,
}) => {
  test.slow(); // the dashboard, a resident's page and the item analysis, each read by axe
  await signInAs(page, 'orgadmin');
  await page.goto('/medcentral/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Program dashboard' })).toBeVisible();
  await expect(page.getByText('Riverside Internal Medicine Residency').first()).toBeVisible();
  const rosa = await rosaOf(page);

  const residents = page.getByRole('table', {
    name: 'Residents with their progress, assignments and risk',
  });
  const row = residents.getByRole('row', { name: /Rosa Diaz/ });
  await expect(row).toContainText(percent(rosa.firstTimeScore));
  await expect(row.getByRole('cell').first()).toHaveText(String(rosa.answered));
  const topics = page.getByRole('table', {
    name: 'Accuracy by topic: the residents shown and all learners',
  });
  await expect(topics.getByRole('row')).not.toHaveCount(0);
  await expectAccessible(page);

  // The residents CSV: a download named after the program and the day.
  const csv = page.getByRole('link', { name: 'Download the residents (CSV)' });
  const download = await page.request.get((await csv.getAttribute('href'))!);
  expect(download.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect(download.headers()['content-disposition']).toMatch(
    /^attachment; filename="riverside-internal-medicine-residency-residents-\d{4}-\d{2}-\d{2}\.csv"$/,
  );
  expect(await download.text()).toContain('Rosa Diaz,resident@demo.test');

  // Her page: her topics, the one she answered in with her score beside the program's.
  await row.getByRole('link', { name: 'Rosa Diaz' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rosa Diaz' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/medcentral/dashboard/residents/${rosa.accountId}`));
  const detail = await page.request.get(
    `/api/2.0/medcentral/dashboard/residents/${rosa.accountId}`,
  );
  const { topics: mine } = (await detail.json()) as {
    topics: { name: string; answered: number; percent: number | null }[];
  };
  const answered = mine.find((t) => t.answered > 0)!;
  const topicRow = page
    .getByRole('table', { name: 'Accuracy by topic: Rosa Diaz, the program and all learners' })
    .getByRole('row', { name: new RegExp(`^${answered.name}`) });
  await expect(topicRow).toContainText(percent(answered.percent));
  await expect(page.getByRole('region', { name: 'Assignments', exact: true })).toBeVisible();
  await expectAccessible(page);

  // The cohort item analysis, from the dashboard.
  await page.getByRole('link', { name: 'Back to the program dashboard' }).click();
  await page.getByRole('link', { name: 'Cohort item analysis' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cohort item analysis' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /residents? shown/ })).toBeVisible();
  await expectAccessible(page);
});

test('the filters live in the address: a PGY year no resident has shows none', async ({ page }) => {
  await signInAs(page, 'orgadmin');
  await page.goto('/medcentral/dashboard');
  await page.getByLabel('PGY year').selectOption({ label: 'PGY-7' });
  await expect(page).toHaveURL(/pgy=7/);
  await expect(page.getByText('No resident matches these filters.')).toBeVisible();
  await page.getByLabel('PGY year').selectOption({ label: 'All years' });
  await expect(page.getByRole('row', { name: /Rosa Diaz/ })).toBeVisible();
});

test('a resident cannot open the dashboard: she is told whose it is, and stays signed in', async ({
  page,
}) => {
  await signInAs(page, 'resident');
  await page.goto('/medcentral/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Program dashboard' })).toBeVisible();
  await expect(
    page.getByText(/The program dashboard is for the program directors and faculty/),
  ).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page).toHaveURL(/\/medcentral\/dashboard$/);
  // the server refuses her all the same
  const refused = await page.request.get('/api/2.0/medcentral/dashboard');
  expect(refused.status()).toBe(403);
  await expectAccessible(page);
});

test("a staff admin sees every program's dashboard (MedCentral's rule): Harbor City's residents, then Riverside's", async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.goto('/medcentral/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Program dashboard' })).toBeVisible();
  const residents = page.getByRole('table', {
    name: 'Residents with their progress, assignments and risk',
  });
  // the first program by name, and a switcher holding every residency program
  const program = page.getByLabel('Program');
  await expect(program.locator('option:checked')).toHaveText(
    'Harbor City Internal Medicine Residency',
  );
  await expect(residents.getByRole('row', { name: /Luis Moreno/ })).toBeVisible();
  await expect(residents.getByRole('row', { name: /Rosa Diaz/ })).toHaveCount(0);
  await program.selectOption({ label: 'Riverside Internal Medicine Residency' });
  await expect(page).toHaveURL(/program=\d+/);
  await expect(residents.getByRole('row', { name: /Rosa Diaz/ })).toBeVisible();
  await expectAccessible(page);
});

test('@phone the dashboard fits a phone: the tables scroll inside their cards, not the page', async ({
  page,
}) => {
  await signInAs(page, 'orgadmin');
  await page.goto('/medcentral/dashboard');
  await expect(page.getByRole('row', { name: /Rosa Diaz/ })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});
