import { readFile } from 'node:fs/promises';
import { type APIRequestContext, request as newRequest } from '@playwright/test';
import { correctKeyOf } from '../qa/qbank';
import { expect, expectAccessible, signInAs, test } from '../support/fixtures';
import { registerFreshAccount } from '../support/fresh-account';
import { expectNoHorizontalScroll } from '../support/page-helpers';

/**
 * CME/MOC for staff (issue 28, decision 1501): an admin sets a product's credit rule at
 * /ngadmin/cme; a fresh PEDS learner earns a credit, claims it and has its ABP points reported;
 * the admin finds the report in the queue at /ngadmin/cme/reports, exports the ABP batch (its
 * file is PARS's tab-delimited upload) and records the board's acceptance, which the learner then
 * reads. ABP, not ABIM: the learner's spec beside this one leaves ABIM reports waiting.
 */

const LEARNER = { firstName: 'Morgan', lastName: 'Points' };
const ABP_ID = '135792';
const UNITS_PER_CREDIT = 10;

/** A trial of the PEDS bank and one credit's questions answered right, through the API. */
async function earnACredit(request: APIRequestContext) {
  const trials = (await (await request.get('/api/2.0/product/freetrials')).json()) as {
    trials: { code: string; productId: number }[];
  };
  const offer = trials.trials.find((t) => t.code === 'PEDS-QA');
  if (!offer) throw new Error('no trial of PEDS-QA');
  const started = await request.post(`/api/2.0/product/freetrials/${offer.productId}`, {
    data: {},
  });
  expect(started.status(), 'start the PEDS-QA trial').toBe(201);
  const { product } = (await started.json()) as { product: { userProductId: number } };
  expect((await request.post('/api/3.0/auth/session')).status()).toBe(200);
  const created = await request.post(`/api/3.0/qa/sessions/userproducts/${product.userProductId}`, {
    data: {
      name: 'MOC block',
      numberOfQuestions: UNITS_PER_CREDIT,
      viewMode: 'tutor',
      topicIds: [],
    },
  });
  expect(created.status()).toBe(201);
  const session = (await created.json()) as {
    qaSessionId: number;
    items: { position: number }[];
  };
  for (const item of session.items) {
    const url = `/api/3.0/qa/sessions/${session.qaSessionId}/items/${item.position}`;
    const { question } = await (await request.get(url)).json();
    const choiceKey = correctKeyOf(question.leadIn, question.choices[0].text);
    expect((await request.put(`${url}/answer`, { data: { choiceKey } })).status()).toBe(200);
  }
  return offer.productId;
}

/** The learner's claim of that credit, its ABP points reported (their ABP ID and birthday first). */
async function claimWithAbpReport(request: APIRequestContext, productId: number) {
  const ids = await request.put('/api/2.0/account/boardidentifiers', {
    data: { abimNumber: null, abpNumber: ABP_ID, birthMonth: 7, birthDay: 9 },
  });
  expect(ids.status(), ids.statusText()).toBe(200);
  const overview = (await (await request.get('/api/2.0/cme')).json()) as {
    activities: { activityId: number; productId: number; claimableQuarters: number }[];
  };
  const activity = overview.activities.find((a) => a.productId === productId);
  expect(activity?.claimableQuarters, 'the credit earned').toBe(4);
  const claim = await request.post(`/api/2.0/cme/activities/${activity!.activityId}/claims`, {
    data: {
      claimedQuarters: 4,
      claimableQuarters: 4,
      attested: true,
      evaluation: {
        ratings: { objectivesMet: 5, relevantToPractice: 5, willChangePractice: 4, freeOfBias: 5 },
        comment: '',
      },
      reportTo: ['ABP'],
      mocConsent: true,
    },
  });
  expect(claim.status(), await claim.text()).toBe(201);
  const { claimId, reports } = (await claim.json()) as {
    claimId: number;
    reports: { reportId: number; status: string }[];
  };
  expect(reports).toHaveLength(1);
  return { claimId, reportId: reports[0]!.reportId };
}

/** Whether today is within the warning days before December 31 (UTC), as the server counts. */
function deadlineNear(now = new Date()) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return (Date.UTC(now.getUTCFullYear(), 11, 31) - today) / 86_400_000 <= 45;
}

test.describe('CME/MOC for staff (issue 28)', () => {
  test("an admin sets a product's credit rule: every field, the maximum in credits", async ({
    page,
  }) => {
    test.slow();
    await signInAs(page, 'admin');
    await page.goto('/ngadmin/cme');
    await expect(page.getByRole('heading', { level: 1, name: 'CME activities' })).toBeVisible();
    const products = page.getByRole('table', {
      name: 'Products with their CME activity and credit rule',
    });
    // the demo's activity of the IM question bank, in words
    await expect(products.getByRole('row', { name: /IM-QA/ })).toContainText(
      '1 credit per 10 questions answered for the first time, 50% correct',
    );
    await expectAccessible(page);

    await products.getByRole('button', { name: /rule of MS-QA$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'CME rule of MS-QA' });
    const code = `BRME-MS-QA-${Date.now()}`;
    await dialog.getByLabel('Activity ID').fill(code);
    await dialog.getByLabel('Activity title').fill('Medical Student Board Review: Questions');
    await dialog
      .getByLabel('Work that earns credit')
      .selectOption('Questions answered for the first time');
    await dialog.getByLabel('Questions answered for the first time per credit').fill('20');
    await dialog.getByLabel('Passing share correct (%)').fill('60');
    // a maximum that is not a quarter step is refused at its field
    await dialog.getByLabel('Maximum credit').fill('12.3');
    await dialog.getByRole('button', { name: 'Save Rule' }).click();
    await expect(dialog.getByText('Give the maximum credit in quarter hours.')).toBeVisible();
    await dialog.getByLabel('Maximum credit').fill('12.5');
    await dialog.getByLabel('ABIM Medical Knowledge points (%)').fill('');
    await dialog.getByLabel('ABP Part 2 points (%)').fill('50');
    await dialog.getByLabel('Release date').fill('2026-01-01');
    await dialog.getByLabel('Expiry date').fill('2028-12-31');
    await expect(dialog.getByRole('switch', { name: 'Active' })).toBeChecked();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save Rule' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('status').filter({ hasText: 'The CME rule of MS-QA was saved' }),
    ).toContainText('1 credit per 20 questions answered for the first time, 60% correct');
    const row = products.getByRole('row', { name: /MS-QA/ });
    await expect(row).toContainText(code);
    await expect(row).toContainText('At most 12.5 credits');
    await expect(row).toContainText('ABP 50%');

    // read again, the form shows what was saved, the maximum in credits
    await row.getByRole('button', { name: 'Edit rule of MS-QA' }).click();
    await expect(dialog.getByLabel('Maximum credit')).toHaveValue('12.5');
    await expect(dialog.getByLabel('ABIM Medical Knowledge points (%)')).toHaveValue('');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test("a learner's ABP report: the admin exports the ABP batch, its file is PARS's upload, and records the board's acceptance", async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const learner = await newRequest.newContext({ baseURL: baseURL! });
    try {
      await registerFreshAccount(learner, 'moc', LEARNER);
      const productId = await earnACredit(learner);
      const { claimId, reportId } = await claimWithAbpReport(learner, productId);

      await signInAs(page, 'admin');
      await page.goto('/ngadmin/cme/reports');
      await expect(page.getByRole('heading', { level: 1, name: 'MOC reports' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Reporting deadlines' })).toHaveCount(
        deadlineNear() ? 1 : 0,
      );
      await page.getByLabel('Board', { exact: true }).selectOption('ABP');
      await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Queued' });
      await expect(page).toHaveURL(/board=ABP/);
      const reports = page.getByRole('table', { name: 'MOC reports with what PARS needs' });
      const row = reports
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: String(reportId), exact: true }) });
      await expect(row).toContainText(`ABP ${ABP_ID}Morgan Points07/09`);
      await expectAccessible(page);

      // The export: the queued ABP reports become a batch, its file downloads.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export ABP batch' }).click(),
      ]);
      const batchId = Number(
        /^BoardReady-ABP-batch-(\d+)\.txt$/.exec(download.suggestedFilename())?.[1],
      );
      expect(batchId).toBeGreaterThan(0);
      const file = await readFile((await download.path())!, 'utf8');
      const lines = file.split('\r\n');
      expect(lines[0]).toBe(
        'Completion ID\tActivity ID\tBoard\tBoard ID\tFirst Name\tLast Name\tDOB Month\tDOB Day\tCompletion Date\tMOC Points',
      );
      const line = lines.find((l) => l.startsWith(`${reportId}\t`))?.split('\t');
      expect(line?.slice(2)).toEqual([
        'ABP',
        ABP_ID,
        'Morgan',
        'Points',
        '07',
        '09',
        expect.stringMatching(/^\d\d\/\d\d\/\d{4}$/),
        '1.00',
      ]);
      await expect(page.getByRole('status').filter({ hasText: `Batch ${batchId}:` })).toContainText(
        'now submitted',
      );
      await expect(page.getByRole('button', { name: 'Export ABP batch' })).toBeDisabled();
      await expect(
        page.getByRole('link', { name: `Download batch ${batchId} (ABP)` }),
      ).toHaveAttribute('href', new RegExp(`^/api/2\\.0/admin/cme/batches/${batchId}/file`));

      // The board's answer: accepted.
      await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Submitted' });
      await expect(row).toContainText(`Submitted · batch ${batchId}`);
      await row.getByRole('button', { name: `Accepted: report ${reportId}` }).click();
      await expect(
        page.getByRole('status').filter({ hasText: `Report ${reportId} is recorded as accepted` }),
      ).toBeVisible();
      await expect(row).toHaveCount(0);
      await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Accepted' });
      await expect(row).toContainText(`Accepted · batch ${batchId}`);
      await expect(row.getByRole('button')).toHaveCount(0);
      await expectAccessible(page);

      // The learner reads the board's answer with the claim.
      const overview = (await (await learner.get('/api/2.0/cme')).json()) as {
        claims: { claimId: number; reports: { reportId: number; status: string }[] }[];
      };
      expect(overview.claims.find((c) => c.claimId === claimId)?.reports).toEqual([
        expect.objectContaining({ reportId, board: 'ABP', status: 'accepted' }),
      ]);
    } finally {
      await learner.dispose();
    }
  });

  test('the staff CME pages at phone width, dark: their tables scroll inside, by keyboard too @phone', async ({
    page,
  }) => {
    test.slow(); // two long staff pages, each read by axe
    await page.emulateMedia({ colorScheme: 'dark' });
    await signInAs(page, 'admin');
    await page.goto('/ngadmin/cme');
    await expect(page.getByRole('heading', { level: 1, name: 'CME activities' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit rule of IM-QA' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);

    await page.goto('/ngadmin/cme/reports');
    await expect(page.getByRole('heading', { level: 1, name: 'MOC reports' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Waiting to be reported' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    // the Admin tabs scroll sideways to the page's own, which is shown
    const tab = page.getByRole('navigation', { name: 'Section' }).getByRole('button', {
      name: 'MOC reports',
    });
    await expect(tab).toHaveAttribute('aria-current', 'page');
    await expect(tab).toBeInViewport();
  });
});
