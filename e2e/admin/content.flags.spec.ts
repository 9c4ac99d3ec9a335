import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  newContext,
  signInAs,
  takeExpected,
  test,
} from '../support/fixtures';
import { registerFreshAccount } from '../support/fresh-account';

/**
 * Content management (issue 26): a content manager drafts a change to a question and submits it,
 * another reviews and publishes it; a learner's session made before keeps the old text while a
 * new session shows the new; Preview Q&A draws the draft; retiring the question shows the learner
 * one removed-Q&A alert inside a session. Publishing and retiring change the shared demo bank, so
 * this spec runs alone after the others (the *.flags.spec.ts project), like the removed-questions
 * spec.
 */

const BANK_PRODUCT = 'MS-QA';
const NEW_STEM = 'A revised case: a 24-year-old student has had a dry cough for three weeks.';

interface Session {
  qaSessionId: number;
  items: { position: number; questionId: number }[];
}

/** A fresh learner on a free trial of the bank (only this spec's sessions hold its questions). */
async function freshLearner(request: APIRequestContext) {
  await registerFreshAccount(request, 'cms-learner');
  const trials = await (await request.get('/api/2.0/product/freetrials')).json();
  const trial = (trials.trials as { productId: number; code: string }[]).find(
    (t) => t.code === BANK_PRODUCT,
  )!;
  const started = await request.post(`/api/2.0/product/freetrials/${trial.productId}`, {
    data: {},
  });
  expect(started.status()).toBe(201);
  expect((await request.post('/api/3.0/auth/session')).status()).toBe(200);
  const mine = await (await request.get('/api/2.0/product/userproducts')).json();
  const product = (mine.products as { code: string; userProductId: number; route: string }[]).find(
    (p) => p.code === BANK_PRODUCT,
  )!;
  // the overview's address, and beside it the sessions' (…/overview → …/session)
  return {
    userProductId: product.userProductId,
    sessions: product.route.replace(/overview$/, 'session'),
  };
}

/** A session holding every question of the bank, made through the API. */
async function wholeBankSession(request: APIRequestContext, userProductId: number, name: string) {
  const created = await request.post(`/api/3.0/qa/sessions/userproducts/${userProductId}`, {
    data: { name, numberOfQuestions: 200, viewMode: 'tutor' },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as Session;
}

/** Opens a session in the player at the position holding `questionId`. */
async function openAt(page: Page, sessions: string, session: Session, questionId: number) {
  const position = session.items.find((i) => i.questionId === questionId)!.position;
  await page.goto(`${sessions}/${session.qaSessionId}`);
  await page
    .getByRole('navigation', { name: 'Questions' })
    .getByRole('button', { name: new RegExp(`^Question ${position},`) })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`^Question ${position} of`) }),
  ).toBeVisible();
}

async function signedInPage(browser: Browser, role: 'curator') {
  const context = await newContext(browser, { viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signInAs(page, role);
  return page;
}

test('[ROUTE-58] a change is drafted, reviewed by another content manager and published; old sessions keep the old text; retiring shows one alert', async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.slow();
  // The learner, with a session made before the change.
  const learnerContext = await newContext(browser, { viewport: { width: 1440, height: 900 } });
  const learner = await learnerContext.newPage();
  const product = await freshLearner(learner.request);
  const before = await wholeBankSession(
    learner.request,
    product.userProductId,
    'Before the change',
  );
  const questionId = before.items[0]!.questionId;

  // Ada (admin, content manager) finds the question and drafts a change.
  await signInAs(page, 'admin');
  const { code, version } = await (
    await page.request.get(`/api/2.0/admin/cms/qa/questions/${questionId}`)
  ).json();
  await openAt(learner, product.sessions, before, questionId);
  const oldStem = (await learner.getByTestId('question-stem').innerText()).trim();

  await page.goto('/ngadmin/cms/qa');
  await expect(page.getByRole('heading', { level: 1, name: 'Submit/Review Q&As' })).toBeVisible();
  await page.getByLabel('Code or text').fill(code);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: `Start a change to ${code}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Q&A draft #\d+$/ })).toBeVisible();
  const draftUrl = page.url();
  await page.getByLabel('What changes and why (for the reviewer)').fill('Clearer case.');
  await page.getByLabel('Stem', { exact: true }).fill(`<p>${NEW_STEM}</p>`);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText(/^Saved /)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('Awaiting review', { exact: true })).toBeVisible();
  // nobody reviews their own submission: Ada is told, and offered no Approve
  await expect(page.getByText(/another content manager reviews it/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // Preview Q&A draws the draft as the player does: tutor (answer shown), test, phone width.
  await page.getByRole('link', { name: 'Preview as learners see it' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Preview Q&A' })).toBeVisible();
  const preview = page.getByTestId('qna-preview');
  await expect(preview.getByTestId('question-stem')).toContainText(NEW_STEM);
  await expect(preview.getByRole('heading', { name: 'Explanation' })).toBeVisible();
  await page.getByText('Test', { exact: true }).click();
  await expect(preview.getByRole('heading', { name: 'Explanation' })).toHaveCount(0);
  // at a phone's width the whole player is drawn in a 375 px viewport of its own, in its phone
  // layout: the navigator behind a toolbar button, the toolbar's words hidden (the page is 1440 wide)
  await page.getByText('Phone (375 px)').click();
  await expect(preview).toHaveAttribute('data-width', 'phone');
  const phone = preview.getByTitle('The learner’s player on a phone (375 px wide)').contentFrame();
  await expect(phone.getByTestId('question-stem')).toContainText(NEW_STEM);
  await expect(phone.getByRole('button', { name: 'All questions' })).toBeVisible();
  await expect(phone.getByRole('button', { name: 'Bookmark' })).toBeVisible();
  await expect(phone.getByText('Bookmark', { exact: true })).toBeHidden();
  await expectAccessible(page);

  // Carmen (content manager, not an admin) reviews and publishes it.
  const curator = await signedInPage(browser, 'curator');
  await curator.goto('/ngadmin/cms/qa');
  const awaiting = curator.getByRole('region', { name: /^Awaiting my review/ });
  await awaiting.getByRole('link', { name: new RegExp(`^${code} · draft`) }).click();
  await expect(curator).toHaveURL(draftUrl);
  await curator.getByLabel('Review comment').fill('Reads well.');
  await curator.getByRole('button', { name: 'Approve' }).click();
  await curator.getByRole('button', { name: `Publish as version ${version + 1}` }).click();
  await curator.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
  await expect(
    curator.getByText(`Published as version ${version + 1} of ${code} by Carmen Ortiz.`),
  ).toBeVisible();
  await expectAccessible(curator);
  // the question's page lists both versions and their diff
  await curator.getByRole('link', { name: 'See its versions' }).click();
  await expect(curator.getByRole('rowheader', { name: `${version + 1} current` })).toBeVisible();
  const stemChange = curator.getByRole('definition').first();
  await expect(stemChange.locator('ins').filter({ hasText: 'revised' })).toHaveCount(1);
  await expectAccessible(curator);

  // The learner's session made before keeps the old text; a new session shows the new.
  await learner.reload();
  await expect(learner.getByTestId('question-stem')).toHaveText(oldStem);
  const after = await wholeBankSession(learner.request, product.userProductId, 'After the change');
  await openAt(learner, product.sessions, after, questionId);
  await expect(learner.getByTestId('question-stem')).toHaveText(NEW_STEM);

  // Ada retires the question from its page; the learner, in the session, meets one alert.
  await page.goto(`/ngadmin/cms/qa/questions/${questionId}`);
  await page.getByRole('button', { name: 'Retire question' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Retire' }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`^${code}: retired`) })).toBeVisible();
  const failed = learner.waitForResponse((r) => r.status() === 422);
  await learner.getByRole('button', { name: 'Next →' }).click();
  await failed;
  const alert = learner.getByRole('alertdialog', { name: 'Oops! Some Q&As have been removed.' });
  await expect(alert).toBeVisible();
  await learner.waitForTimeout(500);
  await expect(learner.getByRole('alertdialog')).toHaveCount(1);

  takeExpected(consoleErrors, /422/);
  await curator.context().close();
  await learnerContext.close();
});

test('a draft saved by two content managers at once: the second is told and keeps their text', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'admin');
  const found = await (
    await page.request.get('/api/2.0/admin/cms/qa/questions?search=MS-00')
  ).json();
  const target = (
    found.questions as { questionId: number; openDraftId: number | null; status: string }[]
  ).find((q) => q.openDraftId === null && q.status === 'published')!;
  const created = await page.request.post('/api/2.0/admin/cms/qa/drafts', {
    data: { questionId: target.questionId },
  });
  expect(created.status()).toBe(201);
  const { draftId } = await created.json();
  await page.goto(`/ngadmin/cms/qa/drafts/${draftId}`);
  const curator = await signedInPage(browser, 'curator');
  await curator.goto(`/ngadmin/cms/qa/drafts/${draftId}`);
  // Carmen's editor holds the draft as it was before Ada saves (its lock version is fixed then)
  await expect(curator.getByLabel('Lead-in')).toBeEditable();

  await page.getByLabel('Lead-in').fill('What is the first step, as Ada sees it?');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText(/^Saved /)).toBeVisible();

  const carmens = 'What is the first step, as Carmen sees it?';
  await curator.getByLabel('Lead-in').fill(carmens);
  await curator.getByRole('button', { name: 'Save draft' }).click();
  const conflict = curator.getByRole('alert').filter({ hasText: 'Not saved' });
  await expect(conflict).toContainText('Someone else saved this draft');
  await expect(curator.getByLabel('Lead-in')).toHaveValue(carmens);
  await expectAccessible(curator);
  await conflict.getByRole('button', { name: 'Save my version over theirs' }).click();
  await expect(curator.getByText(/^Saved /)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Lead-in')).toHaveValue(carmens);
  await curator.context().close();
});
