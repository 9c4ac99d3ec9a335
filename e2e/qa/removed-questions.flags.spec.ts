import { type APIRequestContext, request as newRequest } from '@playwright/test';
import { DEMO_PASSWORD, ROLES } from '../support/accounts';
import { expect, expectAccessible, signInAs, takeExpected, test } from '../support/fixtures';
import { expectQuestion, openSelfAssessment, qaProduct, type SaAttemptState } from './support';

/**
 * Removed questions (spec §7 watched 422, §8 the 422 alert; decisions 0901, 0902). Retiring a
 * question changes the shared demo bank for everyone, so this spec runs alone after the others
 * (the *.flags.spec.ts project), like the specs that switch global feature flags.
 */

interface Session {
  qaSessionId: number;
  numberOfQuestions: number;
  answeredCount: number;
  items: { position: number; questionId: number }[];
}

/** Staff retire a question through the staff endpoint (the CLI's twin), in their own session. */
async function retireAsStaff(baseURL: string, questionId: number) {
  const staff = await newRequest.newContext({ baseURL });
  try {
    const login = await staff.post('/api/2.0/authentication/login', {
      data: { email: ROLES.admin.email, password: DEMO_PASSWORD },
    });
    expect(login.status()).toBe(200);
    const retire = await staff.post(`/api/2.0/admin/qa/questions/${questionId}/retire`, {
      data: {},
    });
    expect(retire.status()).toBe(200);
  } finally {
    await staff.dispose();
  }
}

/**
 * Deletes the learner's sessions of the product, as the learner can. The demo account keeps
 * sessions from other specs, which between them can hold every question of the small demo bank:
 * retiring one of their questions would prune those too, and the overview's own watched call
 * would then show a second alert. This spec runs alone, after the others.
 */
async function deleteSessionsOf(request: APIRequestContext, userProductId: number) {
  const listed = await request.get(`/api/3.0/qa/sessions/userproducts/${userProductId}`);
  const { sessions } = (await listed.json()) as { sessions: { qaSessionId: number }[] };
  for (const { qaSessionId } of sessions) {
    const deleted = await request.delete(`/api/3.0/qa/sessions/${qaSessionId}`);
    expect(deleted.ok(), `delete session ${qaSessionId}`).toBe(true);
  }
}

test('[QA-55] [QA-56] [QA-57] [QA-59] [QA-60] [QA-63] staff retire a question while a learner is in the session: one alert, the overview, the pruned session reopens', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  test.slow();
  await signInAs(page, 'student');
  const product = await qaProduct(page);
  const overview = `/questions/${product.specialty}/${product.applicationType}/${product.userProductId}/overview`;

  // A 4-question session with the first question answered, made through the API.
  expect((await page.request.post('/api/3.0/auth/session')).status()).toBe(200);
  await deleteSessionsOf(page.request, product.userProductId);
  const name = `Retire test ${Date.now()}`;
  const created = await page.request.post(
    `/api/3.0/qa/sessions/userproducts/${product.userProductId}`,
    { data: { name, numberOfQuestions: 4, viewMode: 'tutor' } },
  );
  expect(created.status()).toBe(201);
  const session = (await created.json()) as Session;
  const answered = await page.request.put(
    `/api/3.0/qa/sessions/${session.qaSessionId}/items/1/answer`,
    { data: { choiceKey: 'A' } },
  );
  expect(answered.status()).toBe(200);
  // Question 2: the first is answered.
  const retired = session.items[1]!.questionId;

  await page.goto(`${overview.replace(/overview$/, '')}session/${session.qaSessionId}`);
  await expectQuestion(page, 1, 4);

  // Staff retire question 2 while the learner's session is open.
  await retireAsStaff(baseURL!, retired);

  // The learner moves on: several watched calls (the question, the position, the session) fail
  // together, and exactly one alert shows.
  const failed = page.waitForResponse((r) => r.status() === 422);
  await page.getByRole('button', { name: 'Next →' }).click();
  const response = await failed;
  // QA-63: the error goes on to the caller (its query sees it, and the call layer logs it).
  expect((await response.json()).error.code).toBe('qa_questions_removed');
  const alert = page.getByRole('alertdialog', { name: 'Oops! Some Q&As have been removed.' });
  await expect(alert).toBeVisible();
  expect(takeExpected(consoleErrors, /422|Q&A call \w+ failed/).length).toBeGreaterThan(0);
  await expect(alert).toContainText('one or more Q&As in this session have been removed');
  await expect(alert).toContainText('Lucky you!');
  await page.waitForTimeout(500);
  await expect(page.getByRole('alertdialog')).toHaveCount(1);
  await expectAccessible(page);

  await alert.getByRole('button', { name: 'Close my session' }).click();
  await expect(page).toHaveURL(new RegExp(`${overview}$`));
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  // The pruned session is still in the list; reopened, it holds 3 questions, not the retired one.
  await page.getByRole('link', { name: `Resume ${name}` }).click();
  // It opens where the learner was (question 1, or 2 when the move to it was saved after pruning).
  await expect(page.getByRole('heading', { level: 1, name: /^Question [12] of 3$/ })).toBeVisible();
  const reopened = (await (
    await page.request.get(`/api/2.0/qa/session/${session.qaSessionId}`)
  ).json()) as Session;
  expect(reopened.numberOfQuestions).toBe(3);
  expect(reopened.answeredCount).toBe(1);
  expect(reopened.items.map((i) => i.questionId)).not.toContain(retired);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  takeExpected(consoleErrors, /422|Q&A call \w+ failed/);
});

test('a learner reports a problem with a question (issue 9 question feedback) from the player with a comment', async ({
  page,
}) => {
  await signInAs(page, 'student');
  const product = await qaProduct(page);
  await page.goto(product.route);
  const form = page.getByRole('form', { name: 'Create a session' });
  await form.getByLabel('Session name').fill(`Report test ${Date.now()}`);
  await form.getByLabel('Number of questions').fill('2');
  await form.getByRole('button', { name: 'Create session' }).click();
  await expectQuestion(page, 1, 2);

  await page.getByRole('button', { name: 'Report a problem' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report a problem with question 1' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Say what seems wrong or outdated.')).toBeVisible();
  await dialog
    .getByLabel('What seems wrong or outdated?')
    .fill('The 2025 guideline changed the first-line treatment.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByRole('status').filter({ hasText: 'your report on question 1' }),
  ).toBeVisible();

  // Opened again, it shows the comment and offers to update it.
  await page.getByRole('button', { name: 'Report a problem' }).click();
  await expect(dialog.getByLabel('What seems wrong or outdated?')).toHaveValue(
    'The 2025 guideline changed the first-line treatment.',
  );
  await expect(dialog.getByRole('button', { name: 'Update report' })).toBeVisible();
});

test('[decision 0905] a question retired during a self-assessment is withdrawn in place and not scored; the keyboard works the exam', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const _product = await openSelfAssessment(page);
  const form = page.getByRole('region', { name: 'Internal Medicine Self-Assessment, Form 1' });
  await form.getByRole('button', { name: /^(Start exam|Take it again)$/ }).click();
  const question = (n: number) =>
    page.getByRole('heading', { level: 2, name: `Question ${n} of 10` });
  await expect(question(1)).toBeVisible();
  const attemptId = Number(/\/sa\/(\d+)/.exec(page.url())![1]);
  const attempt = (await (
    await page.request.get(`/api/3.0/qa/sa/attempts/${attemptId}`)
  ).json()) as SaAttemptState;
  // Other tests retire questions of the shared demo bank at random, and a rerun on the same
  // database has retired some already: the test answers the first question of block 1 still in
  // play and retires the next one.
  const inPlay = attempt.items
    .filter((i) => i.blockNumber === 1 && !i.withdrawn)
    .map((i) => i.position);
  const [answered, target] = inPlay as [number, number];
  const moveTo = async (from: number, to: number) => {
    for (let n = from + 1; n <= to; n++) {
      await page.keyboard.press('ArrowRight');
      await expect(question(n)).toBeVisible();
    }
  };

  // The player's keys: 1 answers A, → moves on (once the question is on screen).
  await moveTo(1, answered);
  await expect(page.getByRole('radio').first()).toBeVisible();
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.ok());
  await page.keyboard.press('1');
  await saved;
  await expect(page.getByText('Answer A saved.')).toBeVisible();
  await moveTo(answered, target);

  // Staff retire that question while the exam runs; the learner comes back to it.
  const item = await page.request.get(`/api/3.0/qa/sa/attempts/${attemptId}/items/${target}`);
  expect(item.status()).toBe(200);
  await retireAsStaff(baseURL!, (await item.json()).question.questionId);
  await page.reload();
  await expect(question(target)).toBeVisible();
  await expect(page.getByText('This question was removed after review.')).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(0);
  const nav = page.getByRole('navigation', { name: 'Questions of this block' });
  await expect(
    nav.getByRole('button', { name: `Question ${target}, removed after review` }),
  ).toBeVisible();
  await expectAccessible(page);

  // The exam goes on: → to the next question still in play (other tests retire questions of the
  // shared demo bank too, at random), B marks it for review.
  const now = (await (
    await page.request.get(`/api/3.0/qa/sa/attempts/${attemptId}`)
  ).json()) as SaAttemptState;
  const next = now.items.find(
    (i) => i.blockNumber === 1 && i.position > target && !i.withdrawn,
  )!.position;
  await moveTo(target, next);
  await expect(page.getByRole('radio').first()).toBeVisible();
  await page.keyboard.press('b');
  await expect(page.getByRole('button', { name: 'Mark for review' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  for (const label of ['End block', 'End block and finish']) {
    if (label === 'End block and finish') {
      await page.getByRole('button', { name: 'Start block 2' }).click();
    }
    await page.getByRole('button', { name: label, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'End block' }).click();
  }

  // The results leave the withdrawn out and say why (a rerun on the same database may have
  // withdrawn more than this test did).
  await expect(page.getByRole('heading', { level: 1, name: /^Results: / })).toBeVisible();
  const results = await (
    await page.request.get(`/api/3.0/qa/sa/attempts/${attemptId}/results`)
  ).json();
  const withdrawn = results.questionCount - results.scoredCount;
  expect(withdrawn).toBeGreaterThanOrEqual(1);
  await expect(
    page.getByText(
      withdrawn === 1
        ? 'One question was removed after review (found wrong or out of date) and is not scored.'
        : `${withdrawn} questions were removed after review (found wrong or out of date) and are not scored.`,
    ),
  ).toBeVisible();
  await expect(
    page.getByText(`${results.correctCount} of ${20 - withdrawn} correct; passing standard 65%`),
  ).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(`Review question ${target} `) });
  await expect(row).toContainText('Removed after review: not scored');
  await row.getByRole('button').click();
  await expect(page.getByText('This question was removed after review.')).toBeVisible();
  await expectAccessible(page);
});
