import { type APIRequestContext, request as newRequest } from '@playwright/test';
import { DEMO_PASSWORD, ROLES } from '../support/accounts';
import { expect, expectAccessible, signInAs, test } from '../support/fixtures';
import { registerFreshAccount } from '../support/fresh-account';

/**
 * Item statistics (issue 26, decision 1302): learners flag a question, a content manager
 * recomputes the bank's statistics and finds it first, marked "needs review" with the reason.
 * The figures themselves are the API tests' (item-statistics.test.ts).
 */

const BANK_PRODUCT = 'MS-QA';

/** A fresh learner on a free trial of the bank, flagging the bank's first question. */
async function flagAsFreshLearner(request: APIRequestContext, tag: string): Promise<number> {
  await registerFreshAccount(request, tag);
  const trials = await (await request.get('/api/2.0/product/freetrials')).json();
  const trial = (trials.trials as { productId: number; code: string }[]).find(
    (t) => t.code === BANK_PRODUCT,
  )!;
  const started = await request.post(`/api/2.0/product/freetrials/${trial.productId}`, {
    data: {},
  });
  expect(started.status()).toBe(201);
  const { product } = (await started.json()) as { product: { userProductId: number } };
  expect((await request.post('/api/3.0/auth/session')).status()).toBe(200);
  const created = await request.post(`/api/3.0/qa/sessions/userproducts/${product.userProductId}`, {
    data: { name: 'Whole bank', numberOfQuestions: 200, viewMode: 'tutor', topicIds: [] },
  });
  expect(created.status()).toBe(201);
  const session = (await created.json()) as {
    qaSessionId: number;
    items: { position: number; questionId: number }[];
  };
  // every learner's session holds the whole bank: the lowest id is the same question for all
  const item = session.items.reduce((a, b) => (b.questionId < a.questionId ? b : a));
  const flagged = await request.put(
    `/api/3.0/qa/sessions/${session.qaSessionId}/items/${item.position}/flag`,
    { data: { comment: 'The explanation contradicts the key.' } },
  );
  expect(flagged.status()).toBe(200);
  return item.questionId;
}

/** Waits until no run is computing any bank (the start-up run, or one asked for). */
async function untilComputed(curator: APIRequestContext) {
  await expect
    .poll(
      async () => {
        const body = await (await curator.get('/api/2.0/admin/qa/itemstatistics')).json();
        return (body.banks as { run: { running: boolean } }[]).some((b) => b.run.running);
      },
      { timeout: 20_000 },
    )
    .toBe(false);
}

test('a content manager finds the question learners flagged first, with its reason', async ({
  page,
  baseURL,
}) => {
  const flaggedIds = new Set<number>();
  for (const tag of ['stats-a', 'stats-b', 'stats-c']) {
    const learner = await newRequest.newContext({ baseURL });
    try {
      flaggedIds.add(await flagAsFreshLearner(learner, tag));
    } finally {
      await learner.dispose();
    }
  }
  expect(flaggedIds.size).toBe(1);
  const [questionId] = [...flaggedIds];

  const curator = await newRequest.newContext({ baseURL });
  const login = await curator.post('/api/2.0/authentication/login', {
    data: { email: ROLES.curator.email, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  await untilComputed(curator);

  await signInAs(page, 'curator');
  await page.goto('/ngadmin/cms/statistics');
  await expect(page.getByRole('heading', { level: 1, name: 'Item statistics' })).toBeVisible();
  const banks = page.getByLabel('Question bank');
  const ms = await banks.locator('option', { hasText: '(MS)' }).textContent();
  await banks.selectOption({ label: ms! });
  await page.getByRole('button', { name: 'Recompute now' }).click();
  await untilComputed(curator);
  await curator.dispose();
  await expect(page.getByRole('status').filter({ hasText: /^Computed / })).toBeVisible({
    timeout: 10_000,
  });

  const table = page.getByRole('table', {
    name: 'Questions of this bank with their item statistics',
  });
  const first = table.getByRole('row').nth(1);
  await expect(first.getByRole('link', { name: /^MS-\d+$/ })).toHaveAttribute(
    'href',
    `/ngadmin/cms/qa/questions/${questionId}`,
  );
  await expect(first.getByText('Needs review', { exact: true })).toBeVisible();
  await expect(first.getByText('Flagged by 3 learners')).toBeVisible();
  await expect(first.getByRole('link', { name: /^Preview MS-/ })).toHaveAttribute(
    'href',
    `/ngadmin/cms/preview-qna?question=${questionId}`,
  );

  // Only those needing review, by keyboard: the flagged question is still first.
  await page.getByLabel('Needs review only').focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/review=1/);
  await expect(table.getByRole('row').nth(1)).toContainText('Flagged by 3 learners');
  await expectAccessible(page);
});
