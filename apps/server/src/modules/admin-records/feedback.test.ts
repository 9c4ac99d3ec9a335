import {
  adminRecordEndpoints,
  buildPath,
  type QaSession,
  type QuestionFeedbackDetail,
  type QuestionFeedbackItem,
  type QuestionFeedbackPage,
  qaEndpoints,
} from '@boardready/contracts';
import { asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accounts, auditLog, qaQuestions } from '../../db/schema';
import { expectNothingWritten } from '../../test/db-checksum';
import { type QaClient, qaClient } from '../../test/qa-test-client';
import { as, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { questionReports } from '../qa/question-flags';

/**
 * Admin → Question feedback (issue 26): learners' reports on questions (both players' "Report a
 * problem", qa_question_flags) in a triage queue, an item per question; statuses new, in review,
 * fixed, dismissed with a note, audited; a later report opens a closed item again.
 */

const E = adminRecordEndpoints;
const LIST = E.questionFeedback.path;
const itemPath = (questionId: number | string) =>
  buildPath(E.questionFeedbackDetail.path, { questionId });

let t: TestApp;
let admin: string;
let combo: QaClient;
let session: QaSession;
/** two MS questions and an IM one, by the order the tests report them */
let msFirst: number;
let msSecond: number;
let imQuestion: number;
let banks: { ms: number; im: number };
const accountIds: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin@demo.test');
  combo = await qaClient(t, 'combo@demo.test');
  session = await combo.createSession('MS-QA', { numberOfQuestions: 2 });
  msFirst = session.items[0]!.questionId;
  msSecond = session.items[1]!.questionId;
  const [ms] = await t.database.db
    .select({ bankId: qaQuestions.bankId })
    .from(qaQuestions)
    .where(eq(qaQuestions.id, msFirst));
  const [im] = await t.database.db
    .select({ id: qaQuestions.id, bankId: qaQuestions.bankId })
    .from(qaQuestions)
    .where(eq(qaQuestions.status, 'published'))
    .orderBy(desc(qaQuestions.id))
    .limit(1);
  imQuestion = im!.id;
  banks = { ms: ms!.bankId, im: im!.bankId };
  expect(banks.ms).not.toBe(banks.im);
  for (const email of ['student@demo.test', 'learner@demo.test', 'peds@demo.test']) {
    accountIds[email] = (await qaClient(t, email)).accountId;
  }
});
afterAll(() => t.close());

const get = (cookie: string, url: string) => as(t.app, cookie)({ method: 'GET', url });
const put = (cookie: string, questionId: number | string, body: unknown) =>
  as(t.app, cookie)({ method: 'PUT', url: itemPath(questionId), payload: JSON.stringify(body) });
/** A report as the exam player's call makes it; a few ms apart, so that their order is known. */
async function report(email: string, questionId: number, comment: string) {
  await new Promise((resolve) => setTimeout(resolve, 3));
  return questionReports(t.database.db).report(accountIds[email]!, questionId, comment, new Date());
}

async function list(params: Record<string, string | number> = {}) {
  const query = new URLSearchParams(
    Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]),
  );
  const response = await get(admin, `${LIST}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as QuestionFeedbackPage;
}

async function detail(questionId: number) {
  const response = await get(admin, itemPath(questionId));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as QuestionFeedbackDetail;
}

/** What a triage names of the item as read: its lock and the status it showed. */
const readOf = (item: QuestionFeedbackItem) => ({
  lockVersion: item.lockVersion,
  previousStatus: item.status,
});

/** A triage over the item as it is now (read first, as the screen does). */
async function triage(questionId: number, body: { status: string; note?: string }) {
  const read = readOf((await detail(questionId)).item);
  const response = await put(admin, questionId, { ...body, ...read });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { item: QuestionFeedbackItem }).item;
}

const triageRows = () =>
  t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, 'qa.feedback.triage'))
    .orderBy(asc(auditLog.id));

describe('the queue', () => {
  test('a learner reports from a session; the queue holds an item per question with its reports counted', async () => {
    expect((await list()).items).toEqual([]);
    const flagged = await combo.call(qaEndpoints.flagQuestion, {
      params: { qaSessionId: session.qaSessionId, position: 1 },
      body: { comment: 'Choice C is also defensible.' },
    });
    expect(flagged.statusCode).toBe(200);
    await report('student@demo.test', msFirst, 'The dose in choice B is outdated.');
    await report('student@demo.test', msSecond, 'Typo in the stem.');
    await report('learner@demo.test', imQuestion, 'The image does not load.');

    const page = await list();
    expect(page.total).toBe(3);
    expect(page.counts).toEqual({ new: 3, in_review: 0, fixed: 0, dismissed: 0 });
    // newest report first
    expect(page.items.map((i) => i.questionId)).toEqual([imQuestion, msSecond, msFirst]);
    const first = page.items.find((i) => i.questionId === msFirst)!;
    expect(first).toMatchObject({
      reports: 2,
      newReports: 2,
      status: 'new',
      reopenedFrom: null,
      note: '',
      triagedBy: null,
      triagedAt: null,
      bank: { id: banks.ms },
      questionStatus: 'published',
    });
    expect(first.excerpt.length).toBeGreaterThan(10);
    expect(first.excerpt).not.toMatch(/[<>]/);
    expect(page.banks.map((b) => b.id)).toEqual(expect.arrayContaining([banks.ms, banks.im]));
  });

  test('sorted by how many learners reported it, filtered by bank and by status, paged', async () => {
    const most = await list({ sort: 'mostReported' });
    expect(most.items[0]!.questionId).toBe(msFirst);
    const ms = await list({ bankId: banks.ms });
    expect(ms.items.map((i) => i.questionId)).toEqual([msSecond, msFirst]);
    expect(ms.counts.new).toBe(2);
    const im = await list({ bankId: banks.im, status: 'new' });
    expect(im.items.map((i) => i.questionId)).toEqual([imQuestion]);
    expect((await list({ status: 'fixed' })).items).toEqual([]);
    const second = await list({ limit: 1, offset: 1 });
    expect(second.items.map((i) => i.questionId)).toEqual([msSecond]);
    expect(second.total).toBe(3);
  });
});

describe('an item', () => {
  test('opens with the question, each learner’s comment and no history yet', async () => {
    const item = await detail(msFirst);
    expect(item.item.questionId).toBe(msFirst);
    expect(item.question.stemHtml.length).toBeGreaterThan(0);
    expect(item.question.choices.length).toBeGreaterThanOrEqual(2);
    expect(item.question.choices.map((c) => c.key)).toContain(item.question.correctKey);
    expect(item.reports.map((r) => [r.email, r.comment, r.sinceTriage])).toEqual([
      ['student@demo.test', 'The dose in choice B is outdated.', true],
      ['combo@demo.test', 'Choice C is also defensible.', true],
    ]);
    expect(item.reports[1]!.name).toBe('Casey Morgan');
    expect(item.history).toEqual([]);
  });

  test('an admin puts it in review, then fixes it with a note: each change audited and in its history', async () => {
    const reviewing = await triage(msFirst, { status: 'in_review', note: 'Checking the dose.' });
    expect(reviewing).toMatchObject({
      status: 'in_review',
      note: 'Checking the dose.',
      triagedBy: { Email: 'admin@demo.test' },
      newReports: 0,
    });
    expect(reviewing.lockVersion).toBe(1);
    const fixed = await triage(msFirst, { status: 'fixed', note: '  Dose corrected in v2.  ' });
    expect(fixed).toMatchObject({
      status: 'fixed',
      note: 'Dose corrected in v2.',
      reopenedFrom: null,
      lockVersion: 2,
    });

    const rows = await triageRows();
    expect(rows.map((r) => r.details)).toEqual([
      {
        questionId: msFirst,
        code: fixed.code,
        status: 'in_review',
        previous: 'new',
        note: 'Checking the dose.',
      },
      {
        questionId: msFirst,
        code: fixed.code,
        status: 'fixed',
        previous: 'in_review',
        note: 'Dose corrected in v2.',
      },
    ]);
    expect(rows.every((r) => r.actorAccountId !== null)).toBe(true);

    const opened = await detail(msFirst);
    expect(opened.history.map((h) => [h.previous, h.status, h.note, h.by?.Email])).toEqual([
      ['in_review', 'fixed', 'Dose corrected in v2.', 'admin@demo.test'],
      ['new', 'in_review', 'Checking the dose.', 'admin@demo.test'],
    ]);
    expect(opened.reports.every((r) => !r.sinceTriage)).toBe(true);
    expect((await list()).counts).toEqual({ new: 2, in_review: 0, fixed: 1, dismissed: 0 });
    expect((await list({ status: 'fixed' })).items.map((i) => i.questionId)).toEqual([msFirst]);
  });

  test('setting what it already shows changes nothing and records nothing', async () => {
    const before = await triageRows();
    const same = await triage(msFirst, { status: 'fixed', note: 'Dose corrected in v2.' });
    expect(same.status).toBe('fixed');
    expect(await triageRows()).toHaveLength(before.length);
  });

  test('a learner’s new report on a fixed question brings it back as new, saying it was fixed', async () => {
    await report('peds@demo.test', msFirst, 'Still shows the old dose.');
    const reopened = (await list({ status: 'new' })).items.find((i) => i.questionId === msFirst)!;
    expect(reopened).toMatchObject({
      status: 'new',
      reopenedFrom: 'fixed',
      reports: 3,
      newReports: 1,
      note: 'Dose corrected in v2.',
    });
    expect((await list({ status: 'fixed' })).items).toEqual([]);
    const opened = await detail(msFirst);
    expect(opened.reports.map((r) => [r.email, r.sinceTriage])).toEqual([
      ['peds@demo.test', true],
      ['student@demo.test', false],
      ['combo@demo.test', false],
    ]);
    // closing it again is a change (it showed as new)
    const closed = await triage(msFirst, { status: 'fixed', note: 'Dose corrected in v2.' });
    expect(closed).toMatchObject({ status: 'fixed', reopenedFrom: null, newReports: 0 });
  });

  test('dismissing takes a note saying why', async () => {
    const dismissed = await triage(msSecond, { status: 'dismissed', note: 'The stem is right.' });
    expect(dismissed.status).toBe('dismissed');
  });
});

describe('two admins on one item', () => {
  /** a second admin */
  let other: string;
  beforeAll(async () => {
    await t.database.db
      .update(accounts)
      .set({ isAdmin: true })
      .where(eq(accounts.email, 'editor@demo.test'));
    other = await signIn(t.app, 'editor@demo.test');
  });

  test('the second to save what they read is refused 409 with nothing written; read again, it goes', async () => {
    const read = (await detail(imQuestion)).item;
    expect(read).toMatchObject({ status: 'new', lockVersion: 0 });
    // the first moves it to review
    const first = await put(other, imQuestion, {
      status: 'in_review',
      note: 'Looking at the image.',
      ...readOf(read),
    });
    expect(first.statusCode, first.body).toBe(200);
    // the second, from the same read, would dismiss it over the first's move
    const refused = await expectNothingWritten(
      t.database.db,
      () => put(admin, imQuestion, { status: 'dismissed', note: 'Works.', ...readOf(read) }),
      409,
    );
    expect(refused.json().error).toEqual({
      code: 'feedback_triage_conflict',
      message: expect.stringMatching(/^This item changed after you opened it .* nothing was saved/),
    });
    expect((await detail(imQuestion)).item).toMatchObject({
      status: 'in_review',
      note: 'Looking at the image.',
      triagedBy: { Email: 'editor@demo.test' },
      lockVersion: 1,
    });
    // a note changed by the first leaves the second's read stale too
    const reread = (await detail(imQuestion)).item;
    expect(
      (await put(other, imQuestion, { status: 'in_review', note: 'Asked IT.', ...readOf(reread) }))
        .statusCode,
    ).toBe(200);
    await expectNothingWritten(
      t.database.db,
      () => put(admin, imQuestion, { status: 'fixed', note: 'Image back.', ...readOf(reread) }),
      409,
    );
    // read again, the second's change goes through
    const fixed = await triage(imQuestion, { status: 'fixed', note: 'Image back.' });
    expect(fixed).toMatchObject({ status: 'fixed', lockVersion: 3 });
  });

  test('a triage over a never-triaged read loses to one written meanwhile (the first insert)', async () => {
    const [fresh] = await t.database.db
      .select({ id: qaQuestions.id })
      .from(qaQuestions)
      .where(eq(qaQuestions.status, 'published'))
      .orderBy(desc(qaQuestions.id))
      .offset(1)
      .limit(1);
    await report('learner@demo.test', fresh!.id, 'Two choices say the same.');
    const read = readOf((await detail(fresh!.id)).item);
    expect(read).toEqual({ lockVersion: 0, previousStatus: 'new' });
    expect((await put(other, fresh!.id, { status: 'in_review', ...read })).statusCode).toBe(200);
    await expectNothingWritten(
      t.database.db,
      () => put(admin, fresh!.id, { status: 'fixed', note: 'Merged them.', ...read }),
      409,
    );
  });

  test('two saves at the same moment from one read: one goes, the other is refused', async () => {
    const read = readOf((await detail(msSecond)).item);
    const answers = await Promise.all([
      put(other, msSecond, { status: 'in_review', note: 'Mine.', ...read }),
      put(admin, msSecond, { status: 'fixed', note: 'Theirs.', ...read }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const won = answers.find((a) => a.statusCode === 200)!.json() as {
      item: QuestionFeedbackItem;
    };
    expect((await detail(msSecond)).item).toEqual(won.item);
  });

  test('a closed item a learner reopened meanwhile is not closed again from the stale read', async () => {
    const read = (await detail(imQuestion)).item;
    expect(read.status).toBe('fixed');
    await report('student@demo.test', imQuestion, 'Image still missing.');
    expect((await detail(imQuestion)).item).toMatchObject({
      status: 'new',
      reopenedFrom: 'fixed',
    });
    await expectNothingWritten(
      t.database.db,
      () => put(admin, imQuestion, { status: 'dismissed', note: 'Works for me.', ...readOf(read) }),
      409,
    );
    // from what it shows now (new), closing it again goes
    const closed = await triage(imQuestion, { status: 'dismissed', note: 'Works for me.' });
    expect(closed).toMatchObject({ status: 'dismissed', reopenedFrom: null });
  });

  test('setting what it already shows is no overwrite: answered with the item, whatever was read', async () => {
    const item = (await detail(imQuestion)).item;
    const before = await triageRows();
    const same = await put(admin, imQuestion, {
      status: item.status,
      note: item.note,
      lockVersion: 0,
      previousStatus: 'new',
    });
    expect(same.statusCode, same.body).toBe(200);
    expect((same.json() as { item: QuestionFeedbackItem }).item).toEqual(item);
    expect(await triageRows()).toHaveLength(before.length);
  });
});

describe('bad input and rights', () => {
  const read = { lockVersion: 0, previousStatus: 'new' };
  test.each([
    ['status', { status: 'closed' }],
    ['status', { note: 'no status' }],
    ['note', { status: 'dismissed' }],
    ['note', { status: 'dismissed', note: '   ' }],
    ['note', { status: 'fixed', note: 'x'.repeat(2001) }],
    ['note', { status: 'fixed', note: 5 }],
    ['body', { status: 'fixed', extra: true }],
    ['lockVersion', { status: 'fixed', lockVersion: undefined }],
    ['lockVersion', { status: 'fixed', lockVersion: -1 }],
    ['lockVersion', { status: 'fixed', lockVersion: '1' }],
    ['previousStatus', { status: 'fixed', previousStatus: 'closed' }],
    ['previousStatus', { status: 'fixed', previousStatus: undefined }],
  ] as const)('triage bad input %#: 400 naming %s, nothing written', async (field, body) => {
    const response = await expectNothingWritten(
      t.database.db,
      () => put(admin, imQuestion, { ...read, ...body }),
      400,
    );
    expect(response.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { [field]: expect.any(String) },
    });
  });

  test.each([
    ['status=closed', 'status'],
    ['sort=oldest', 'sort'],
    ['bankId=0', 'bankId'],
    ['offset=-1', 'offset'],
    ['limit=101', 'limit'],
    ['unknown=1', 'querystring'],
  ])('list ?%s: 400 naming %s', async (bad, field) => {
    const response = await expectNothingWritten(
      t.database.db,
      () => get(admin, `${LIST}?${bad}`),
      400,
    );
    expect(response.json().error.fields).toHaveProperty(field);
  });

  test('a question nobody reported, or none at all: 404 to read and to triage, nothing written', async () => {
    const [quiet] = await t.database.db
      .select({ id: qaQuestions.id })
      .from(qaQuestions)
      .orderBy(asc(qaQuestions.id))
      .limit(1);
    for (const id of [quiet!.id, 2_000_000_000]) {
      const read = await get(admin, itemPath(id));
      expect(read.statusCode).toBe(404);
      expect(read.json().error.code).toBe('question_feedback_not_found');
      const write = await expectNothingWritten(
        t.database.db,
        () => put(admin, id, { status: 'fixed', note: 'x', lockVersion: 0, previousStatus: 'new' }),
        404,
      );
      expect(write.json().error.code).toBe('question_feedback_not_found');
    }
    expect((await get(admin, itemPath('01'))).statusCode).toBe(400);
  });

  test('signed out 401; a learner, and a content manager who is not an admin, 403; nothing written', async () => {
    const learner = await signIn(t.app, 'learner@demo.test');
    const curator = await signIn(t.app, 'curator@demo.test');
    const calls = (cookie: string | null) => [
      () => (cookie ? get(cookie, LIST) : t.app.inject({ method: 'GET', url: LIST })),
      () =>
        cookie
          ? get(cookie, itemPath(msFirst))
          : t.app.inject({ method: 'GET', url: itemPath(msFirst) }),
      () =>
        cookie
          ? put(cookie, msFirst, { status: 'new' })
          : t.app.inject({
              method: 'PUT',
              url: itemPath(msFirst),
              headers: { 'content-type': 'application/json' },
              payload: JSON.stringify({ status: 'new' }),
            }),
    ];
    for (const call of calls(null)) await expectNothingWritten(t.database.db, call, 401);
    for (const cookie of [learner, curator]) {
      for (const call of calls(cookie)) {
        const refused = await expectNothingWritten(t.database.db, call, 403);
        expect(refused.json().error.code).toBe('forbidden');
      }
    }
  });
});
