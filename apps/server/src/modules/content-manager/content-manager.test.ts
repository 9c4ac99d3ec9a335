import {
  type CmsContent,
  type CmsDraft,
  type CmsPreview,
  contentManagerEndpoints as E,
  type QaSession,
  type QaSessionQuestion,
  qaEndpoints,
} from '@boardready/contracts';
import { ErrorCode } from '@boardready/contracts/errors';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  auditLog,
  qaDrafts,
  qaLearnerTopicStats,
  qaQuestions,
  qaQuestionVersions,
  qaTopics,
} from '../../db/schema';
import { demoQbanks, seedDemoQbanks } from '../../seed/demo-qbanks';
import { type QaClient, qaClient } from '../../test/qa-test-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { importBank } from '../qa-import/import-bank';
import { nextCode } from './service';

/**
 * Content management (issue 26): drafts with a version check, the review by another content
 * manager, publishing as a new version that sessions made before do not see, every version kept,
 * retiring, Preview Q&A; bad input names its field and writes nothing.
 */

let t: TestApp;
let admin: QaClient;
let curator: QaClient;
let learner: QaClient;
let editor: QaClient;

beforeAll(async () => {
  t = await createTestApp();
  [admin, curator, learner, editor] = await Promise.all([
    qaClient(t, 'admin@demo.test'),
    qaClient(t, 'curator@demo.test'),
    qaClient(t, 'learner@demo.test'),
    qaClient(t, 'editor@demo.test'),
  ]);
});
afterAll(() => t.close());

const db = () => t.database.db;

async function ok<T>(
  response: { statusCode: number; body: string; json(): unknown },
  status = 200,
) {
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as T;
}

function expectError(
  response: { statusCode: number; body: string; json(): unknown },
  status: number,
  code: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json() as { error: { code: string; message: string; fields?: object } };
  expect(body.error.code).toBe(code);
  return body.error;
}

const createDraft = (client: QaClient, body: { questionId: number } | { bankId: number }) =>
  client.call(E.createDraft, { body });
const save = (client: QaClient, draft: CmsDraft, content: CmsContent, changeNote = '') =>
  client.call(E.saveDraft, {
    params: { draftId: draft.draftId },
    body: { lockVersion: draft.lockVersion, changeNote, content },
  });
const act = (
  client: QaClient,
  endpoint:
    | typeof E.submitDraft
    | typeof E.approveDraft
    | typeof E.sendBackDraft
    | typeof E.publishDraft,
  draftId: number,
  body: object = {},
) => client.call(endpoint, { params: { draftId }, body });

/** A learner's session on IM-QA holding every question of the bank (41 in the demo). */
const wholeBankSession = (viewMode: 'tutor' | 'test' = 'tutor') =>
  learner.createSession('IM-QA', { numberOfQuestions: 200, viewMode });

async function questionAt(client: QaClient, session: QaSession, questionId: number) {
  const item = session.items.find((i) => i.questionId === questionId);
  if (!item) throw new Error(`question ${questionId} is not in session ${session.qaSessionId}`);
  return ok<QaSessionQuestion>(
    await client.call(qaEndpoints.getSessionQuestion, {
      params: { qaSessionId: session.qaSessionId, position: item.position },
    }),
  );
}

/** Draft → submitted (by `author`) → approved (by `reviewer`) → published (by `reviewer`). */
async function publishChange(
  author: QaClient,
  reviewer: QaClient,
  questionId: number,
  change: (content: CmsContent) => CmsContent,
) {
  let draft = await ok<CmsDraft>(await createDraft(author, { questionId }), 201);
  draft = await ok<CmsDraft>(await save(author, draft, change(draft.content), 'A change'));
  await ok(await act(author, E.submitDraft, draft.draftId, { lockVersion: draft.lockVersion }));
  await ok(await act(reviewer, E.approveDraft, draft.draftId, { comment: 'Fine.' }));
  return ok<CmsDraft>(await act(reviewer, E.publishDraft, draft.draftId));
}

async function draftRow(draftId: number) {
  const [row] = await db().select().from(qaDrafts).where(eq(qaDrafts.id, draftId));
  return row;
}

async function questionIdOf(code: string) {
  const [q] = await db()
    .select({ id: qaQuestions.id })
    .from(qaQuestions)
    .where(eq(qaQuestions.code, code));
  return q!.id;
}

/** The questions tests name by code: they expect them as the seed left them (their versions). */
const NAMED_QUESTIONS = ['IM-0005', 'IM-0007', 'IM-0008', 'IM-0009', 'IM-0012', 'IM-0020'];

/**
 * A session's items but those of the named questions: a session's order is random, and a change
 * published to a random pick must never be one of theirs.
 */
async function unnamedItems(session: QaSession) {
  const named = new Set(await Promise.all(NAMED_QUESTIONS.map(questionIdOf)));
  return session.items.filter((item) => !named.has(item.questionId));
}

/** A new question's blank draft in the IM bank, written by `client`. */
async function blankImDraft(client: QaClient) {
  const { banks } = await ok<{ banks: { bankId: number; code: string }[] }>(
    await client.call(E.listBanks),
  );
  const im = banks.find((b) => b.code === 'im')!;
  return ok<CmsDraft>(await createDraft(client, { bankId: im.bankId }), 201);
}

const auditCount = async () =>
  (await db().select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;

describe('the workflow: draft, version check, review by another, publish', () => {
  let session: QaSession;
  let questionId: number;
  let oldStem: string;
  let published: CmsDraft;

  test('[admin] a content manager starts a change: the current version copied, with its topics', async () => {
    session = await wholeBankSession();
    // a question still at version 1 (the session's order is random; some demo questions are at 2)
    const atVersion1 = await db()
      .select({ id: qaQuestions.id })
      .from(qaQuestions)
      .where(eq(qaQuestions.version, 1));
    const firstVersions = new Set(atVersion1.map((q) => q.id));
    questionId = (await unnamedItems(session)).find((item) =>
      firstVersions.has(item.questionId),
    )!.questionId;
    oldStem = (await questionAt(learner, session, questionId)).question.stemHtml;
    const draft = await ok<CmsDraft>(await createDraft(admin, { questionId }), 201);
    expect(draft).toMatchObject({
      status: 'draft',
      questionId,
      baseVersion: 1,
      currentVersion: 1,
      lockVersion: 1,
      author: { name: 'Ada Stone' },
      can: { edit: true, submit: true, review: false, publish: false, discard: true },
    });
    expect(draft.content.stemHtml).toBe(oldStem);
    expect(draft.content.topicIds.length).toBeGreaterThan(0);
    expect(draft.content.correctKey).not.toBeNull();
    // one open draft per question
    expectError(await createDraft(curator, { questionId }), 409, ErrorCode.openDraftExists);
  });

  test('two editors save the same draft: the second is told (409) and nothing of theirs is written', async () => {
    const draft = (
      await ok<{ mine: { draftId: number; questionId: number | null }[] }>(
        await admin.call(E.listDrafts),
      )
    ).mine.find((d) => d.questionId === questionId)!;
    const opened = await ok<CmsDraft>(
      await admin.call(E.getDraft, { params: { draftId: draft.draftId } }),
    );
    const byCurator = await ok<CmsDraft>(
      await curator.call(E.getDraft, { params: { draftId: draft.draftId } }),
    );
    const first = await ok<CmsDraft>(
      await save(
        admin,
        opened,
        { ...opened.content, stemHtml: '<p>Ada’s new stem.</p>' },
        'A change',
      ),
    );
    expect(first.lockVersion).toBe(2);
    const audits = await auditCount();
    const error = expectError(
      await save(curator, byCurator, { ...byCurator.content, stemHtml: '<p>Carmen’s stem.</p>' }),
      409,
      ErrorCode.draftConflict,
    );
    expect(error.message).toMatch(/Someone else saved this draft.*your text is still on screen/);
    const row = await draftRow(draft.draftId);
    expect(row).toMatchObject({ lockVersion: 2, stemHtml: '<p>Ada’s new stem.</p>' });
    expect(await auditCount()).toBe(audits);
  });

  test('[admin] the author submits; approving their own submission is refused (403)', async () => {
    const { mine } = await ok<{ mine: { draftId: number; questionId: number | null }[] }>(
      await admin.call(E.listDrafts),
    );
    const draftId = mine.find((d) => d.questionId === questionId)!.draftId;
    const draft = await ok<CmsDraft>(await admin.call(E.getDraft, { params: { draftId } }));
    // a stale lock version cannot submit either
    expectError(
      await act(admin, E.submitDraft, draftId, { lockVersion: 1 }),
      409,
      ErrorCode.draftConflict,
    );
    const submitted = await ok<CmsDraft>(
      await act(admin, E.submitDraft, draftId, { lockVersion: draft.lockVersion }),
    );
    expect(submitted).toMatchObject({
      status: 'submitted',
      submittedBy: { name: 'Ada Stone' },
      can: { edit: false, review: false },
      reviewBlocked: expect.stringMatching(/another content manager reviews it/),
    });
    const error = expectError(
      await act(admin, E.approveDraft, draftId),
      403,
      ErrorCode.ownSubmission,
    );
    expect(error.message).toMatch(/Nobody reviews their own submission/);
    expectError(
      await act(admin, E.sendBackDraft, draftId, { comment: 'Hm.' }),
      403,
      ErrorCode.ownSubmission,
    );
    // a submitted draft is not edited
    expectError(await save(admin, submitted, submitted.content), 409, ErrorCode.draftWrongStatus);
    expect((await draftRow(draftId))!.status).toBe('submitted');
    // it waits in the other content manager's list, not in the author's
    const lists = await ok<{ awaitingMyReview: { draftId: number }[] }>(
      await curator.call(E.listDrafts),
    );
    expect(lists.awaitingMyReview.map((d) => d.draftId)).toContain(draftId);
    const own = await ok<{ awaitingMyReview: { draftId: number }[] }>(
      await admin.call(E.listDrafts),
    );
    expect(own.awaitingMyReview.map((d) => d.draftId)).not.toContain(draftId);
  });

  test('[curator] another content manager (not an admin) reviews: comments, approves, publishes version 2', async () => {
    const { awaitingMyReview } = await ok<{
      awaitingMyReview: { draftId: number; questionId: number | null }[];
    }>(await curator.call(E.listDrafts));
    const draftId = awaitingMyReview.find((d) => d.questionId === questionId)!.draftId;
    const viewed = await ok<CmsDraft>(await curator.call(E.getDraft, { params: { draftId } }));
    expect(viewed.can).toMatchObject({ review: true, edit: false, discard: false });
    await ok(
      await curator.call(E.commentDraft, { params: { draftId }, body: { body: 'Reads well.' } }),
      201,
    );
    // not approved yet: it cannot be published
    expectError(await act(curator, E.publishDraft, draftId), 409, ErrorCode.draftWrongStatus);
    const approved = await ok<CmsDraft>(
      await act(curator, E.approveDraft, draftId, { comment: 'Approved.' }),
    );
    expect(approved).toMatchObject({ status: 'approved', reviewedBy: { name: 'Carmen Ortiz' } });
    published = await ok<CmsDraft>(await act(curator, E.publishDraft, draftId));
    expect(published).toMatchObject({
      status: 'published',
      publishedVersion: 2,
      currentVersion: 2,
      publishedBy: { name: 'Carmen Ortiz' },
    });
    expect(published.events.map((e) => e.kind)).toEqual([
      'created',
      'submitted',
      'comment',
      'approved',
      'published',
    ]);
    const [row] = await db().select().from(qaQuestions).where(eq(qaQuestions.id, questionId));
    expect(row).toMatchObject({ version: 2, stemHtml: '<p>Ada’s new stem.</p>' });
    const actions = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(sql`${auditLog.details}->>'draftId' = ${String(draftId)}`);
    expect(actions.map((a) => a.action)).toEqual([
      'cms.draft.create',
      'cms.draft.save',
      'cms.draft.submit',
      'cms.draft.comment',
      'cms.draft.approve',
      'cms.draft.publish',
    ]);
  });

  test('a session made before keeps the old version (text and key); a new session gets the new one', async () => {
    const before = await questionAt(learner, session, questionId);
    expect(before.question.stemHtml).toBe(oldStem);
    const fresh = await wholeBankSession();
    const after = await questionAt(learner, fresh, questionId);
    expect(after.question.stemHtml).toBe('<p>Ada’s new stem.</p>');
    // the old session's answer is scored against the version it shows
    const [v1] = await db()
      .select({ correctKey: qaQuestionVersions.correctKey })
      .from(qaQuestionVersions)
      .where(and(eq(qaQuestionVersions.questionId, questionId), eq(qaQuestionVersions.version, 1)));
    const item = session.items.find((i) => i.questionId === questionId)!;
    const answered = await ok<QaSessionQuestion>(
      await learner.call(qaEndpoints.answerQuestion, {
        params: { qaSessionId: session.qaSessionId, position: item.position },
        body: { choiceKey: v1!.correctKey },
      }),
    );
    expect(answered).toMatchObject({ isCorrect: true, reveal: { correctKey: v1!.correctKey } });
    expect(answered.question.stemHtml).toBe(oldStem);
  });

  test('every version is kept: the list, and each version whole', async () => {
    const question = await ok<{
      versions: {
        version: number;
        origin: string;
        publishedBy: string | null;
        changeNote: string | null;
      }[];
      version: number;
    }>(await admin.call(E.getQuestion, { params: { questionId } }));
    expect(question.version).toBe(2);
    expect(question.versions).toMatchObject([
      { version: 2, origin: 'contentManager', publishedBy: 'Carmen Ortiz', changeNote: 'A change' },
      { version: 1, origin: 'import', publishedBy: null },
    ]);
    const v1 = await ok<{ content: CmsContent; topics: unknown[] }>(
      await admin.call(E.getQuestionVersion, { params: { questionId, version: 1 } }),
    );
    expect(v1.content.stemHtml).toBe(oldStem);
    expect(v1.topics.length).toBeGreaterThan(0);
    const v2 = await ok<{ content: CmsContent }>(
      await admin.call(E.getQuestionVersion, { params: { questionId, version: 2 } }),
    );
    expect(v2.content.stemHtml).toBe('<p>Ada’s new stem.</p>');
    expectError(
      await admin.call(E.getQuestionVersion, { params: { questionId, version: 3 } }),
      404,
      ErrorCode.questionVersionNotFound,
    );
  });

  test('the demo seed imported again keeps the version published here, and says so', async () => {
    await seedDemoQbanks(db());
    const [row] = await db().select().from(qaQuestions).where(eq(qaQuestions.id, questionId));
    expect(row).toMatchObject({
      version: 2,
      stemHtml: '<p>Ada’s new stem.</p>',
      status: 'published',
    });
    const { bank } = (await demoQbanks()).find((b) => b.bank.code === 'im')!;
    const report = await importBank(db(), bank);
    expect(report.warnings).toContainEqual(
      expect.stringMatching(
        new RegExp(`^${row!.code}: version 2 was published in the content manager`),
      ),
    );
  });
});

describe('bad input: a clear 4xx naming the field, nothing written', () => {
  let draft: CmsDraft;
  beforeAll(async () => {
    draft = await ok<CmsDraft>(
      await createDraft(curator, { questionId: await questionIdOf('IM-0005') }),
      201,
    );
  });

  // wrong whatever else is typed: refused on every save, however complete the rest
  const cases: [string, (c: CmsContent) => CmsContent, string, RegExp][] = [
    [
      'an unknown topic',
      (c) => ({ ...c, topicIds: [2_000_000] }),
      'content.topicIds',
      /not in the bank im: 2000000/,
    ],
    [
      'a topic listed twice',
      (c) => ({ ...c, topicIds: [c.topicIds[0]!, c.topicIds[0]!] }),
      'content.topicIds',
      /listed twice/,
    ],
    [
      'HTML outside the subset',
      (c) => ({ ...c, stemHtml: '<p>Fine</p><script>alert(1)</script>' }),
      'content.stemHtml',
      /HTML subset.*script/,
    ],
    [
      'a style attribute',
      (c) => ({ ...c, explanationSummary: '<p style="color:red">Why</p>' }),
      'content.explanationSummary',
      /HTML subset/,
    ],
    [
      'a citation with HTML',
      (c) => ({
        ...c,
        references: [{ kind: 'article', citation: '<b>Bold</b> claims.', year: 2020 }],
      }),
      'content.references.0.citation',
      /plain text/,
    ],
    [
      'choices lettered out of place',
      (c) => ({
        ...c,
        choices: [
          { key: 'A', text: 'One', explanation: '' },
          { key: 'A', text: 'Two', explanation: '' },
        ],
        correctKey: 'A',
      }),
      'content.choices.1.key',
      /lettered B/,
    ],
  ];

  test.each(cases)('%s', async (_what, change, field, message) => {
    const before = await draftRow(draft.draftId);
    const audits = await auditCount();
    const error = expectError(
      await save(curator, draft, change(draft.content)),
      400,
      ErrorCode.invalidQuestionContent,
    );
    expect(error.fields).toHaveProperty([field]);
    expect((error.fields as Record<string, string>)[field]).toMatch(message);
    expect(error.message).toContain(field.replace('content.', ''));
    expect(await draftRow(draft.draftId)).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });

  test('a top-level topic, and a topic of another bank, are refused', async () => {
    const [group] = await db()
      .select({ id: qaTopics.id })
      .from(qaTopics)
      .where(sql`${qaTopics.parentId} is null and ${qaTopics.bankId} = ${draft.bankId}`)
      .limit(1);
    const top = expectError(
      await save(curator, draft, { ...draft.content, topicIds: [group!.id] }),
      400,
      ErrorCode.invalidQuestionContent,
    );
    expect(top.fields).toEqual({ 'content.topicIds': expect.stringMatching(/top-level topic/) });
    const [peds] = await db()
      .select({ id: qaTopics.id })
      .from(qaTopics)
      .where(sql`${qaTopics.parentId} is not null and ${qaTopics.bankId} <> ${draft.bankId}`)
      .limit(1);
    const error = expectError(
      await save(curator, draft, { ...draft.content, topicIds: [peds!.id] }),
      400,
      ErrorCode.invalidQuestionContent,
    );
    expect(error.fields).toHaveProperty(['content.topicIds']);
  });

  test('the contract refuses a sixth choice, an over-long lead-in and a bare string body (400 naming the field, nothing written)', async () => {
    const before = await draftRow(draft.draftId);
    const six = [...draft.content.choices, { key: 'F', text: 'x', explanation: '' }];
    const response = await curator.call(E.saveDraft, {
      params: { draftId: draft.draftId },
      body: {
        lockVersion: draft.lockVersion,
        changeNote: '',
        content: { ...draft.content, choices: six },
      },
    });
    expect(expectError(response, 400, ErrorCode.validationFailed).fields).toMatchObject({
      'content.choices': 'A question has at most 5 choices (A to E).',
    });
    const long = await save(curator, draft, { ...draft.content, leadIn: `${'Why '.repeat(600)}?` });
    expect(expectError(long, 400, ErrorCode.validationFailed).fields).toEqual({
      'content.leadIn': 'Keep the lead-in to 2,000 characters.',
    });
    expectError(
      await curator.call(E.createDraft, { body: { questionId: '12' } }),
      400,
      ErrorCode.validationFailed,
    );
    expect(await draftRow(draft.draftId)).toEqual(before);
  });

  test('unknown drafts, questions and banks are 404s', async () => {
    expectError(
      await curator.call(E.getDraft, { params: { draftId: 999_999 } }),
      404,
      ErrorCode.draftNotFound,
    );
    expectError(
      await createDraft(curator, { questionId: 999_999 }),
      404,
      ErrorCode.questionNotFound,
    );
    expectError(await createDraft(curator, { bankId: 999_999 }), 404, ErrorCode.bankNotFound);
    expectError(
      await curator.call(E.getQuestion, { params: { questionId: 999_999 } }),
      404,
      ErrorCode.questionNotFound,
    );
  });

  test('a comment and a send-back need words', async () => {
    expectError(
      await curator.call(E.commentDraft, {
        params: { draftId: draft.draftId },
        body: { body: '   ' },
      }),
      400,
      ErrorCode.validationFailed,
    );
    expectError(
      await act(admin, E.sendBackDraft, draft.draftId, { comment: '' }),
      400,
      ErrorCode.validationFailed,
    );
  });

  test('only its author discards a draft', async () => {
    expectError(
      await admin.call(E.discardDraft, { params: { draftId: draft.draftId } }),
      403,
      ErrorCode.notDraftAuthor,
    );
    await ok(await curator.call(E.discardDraft, { params: { draftId: draft.draftId } }));
    expect(await draftRow(draft.draftId)).toBeUndefined();
    expectError(
      await curator.call(E.getDraft, { params: { draftId: draft.draftId } }),
      404,
      ErrorCode.draftNotFound,
    );
  });
});

describe('half-written work: saved as typed, submitted only when complete', () => {
  let draft: CmsDraft;
  const reread = async (d: CmsDraft) =>
    ok<CmsDraft>(await curator.call(E.getDraft, { params: { draftId: d.draftId } }));
  /** The curator's submit, refused (400): the draft (still a draft) and the audit log untouched. */
  async function refusedSubmit(draftId: number, lockVersion: number) {
    const before = await draftRow(draftId);
    const audits = await auditCount();
    const error = expectError(
      await act(curator, E.submitDraft, draftId, { lockVersion }),
      400,
      ErrorCode.invalidQuestionContent,
    );
    expect(await draftRow(draftId)).toEqual(before);
    expect(before!.status).toBe('draft');
    expect(await auditCount()).toBe(audits);
    return error;
  }
  beforeAll(async () => {
    draft = await ok<CmsDraft>(
      await createDraft(curator, { questionId: await questionIdOf('IM-0007') }),
      201,
    );
  });

  test('[curator] a new question saved with a stem only: stored as typed, its next save from there', async () => {
    const blank = await blankImDraft(curator);
    const stemOnly = { ...blank.content, stemHtml: '<p>A 30-year-old woman has a rash.</p>' };
    const saved = await ok<CmsDraft>(await save(curator, blank, stemOnly, 'Begun'));
    expect(saved).toMatchObject({ status: 'draft', lockVersion: 2, content: stemOnly });
    expect(await draftRow(blank.draftId)).toMatchObject({
      stemHtml: '<p>A 30-year-old woman has a rash.</p>',
      leadIn: '',
      choices: [],
      correctKey: null,
      references: [],
      topicIds: [],
      lockVersion: 2,
    });
    const twoChoices = {
      ...stemOnly,
      leadIn: 'Which is the diagnosis',
      choices: [
        { key: 'A' as const, text: 'Measles', explanation: '' },
        { key: 'B' as const, text: '', explanation: '' },
      ],
    };
    expect(await ok<CmsDraft>(await save(curator, saved, twoChoices))).toMatchObject({
      lockVersion: 3,
      content: twoChoices,
    });
    await ok(await curator.call(E.discardDraft, { params: { draftId: blank.draftId } }));
  });

  test('a blank draft submitted: 400 naming every field it still needs, nothing written', async () => {
    const blank = await blankImDraft(curator);
    const error = await refusedSubmit(blank.draftId, blank.lockVersion);
    expect(error.message).toBe('The draft was not submitted: stemHtml: Write the stem (the case).');
    expect(error.fields).toEqual({
      'content.stemHtml': 'Write the stem (the case).',
      'content.leadIn': 'Write the lead-in question.',
      'content.choices': 'Give at least 2 choices.',
      'content.correctKey': 'Mark the one correct choice.',
      'content.explanationSummary': 'Write the explanation.',
      'content.educationalObjective': 'Write the educational objective.',
      'content.references': 'Cite at least one reference.',
      'content.topicIds': 'Tag at least one topic.',
    });
    await ok(await curator.call(E.discardDraft, { params: { draftId: blank.draftId } }));
  });

  // each is saved (200, stored), then its submit is refused naming the field, the draft unchanged
  const incomplete: [string, (c: CmsContent) => CmsContent, string, RegExp][] = [
    ['an empty stem', (c) => ({ ...c, stemHtml: '  ' }), 'content.stemHtml', /Write the stem/],
    [
      'a lead-in that asks nothing yet',
      (c) => ({ ...c, leadIn: 'Choose one.' }),
      'content.leadIn',
      /end it with \?/,
    ],
    [
      'one choice so far',
      (c) => ({ ...c, choices: c.choices.slice(0, 1), correctKey: 'A' }),
      'content.choices',
      /at least 2 choices/,
    ],
    [
      'a choice without its text',
      (c) => ({
        ...c,
        choices: c.choices.map((choice, i) => (i === 1 ? { ...choice, text: '' } : choice)),
      }),
      'content.choices.1.text',
      /Write the text of choice B/,
    ],
    [
      'no correct choice marked',
      (c) => ({ ...c, correctKey: null }),
      'content.correctKey',
      /one correct/,
    ],
    [
      'a correct key that is not (yet) a choice',
      (c) => ({ ...c, choices: c.choices.slice(0, 2), correctKey: 'E' }),
      'content.correctKey',
      /not one of the choices/,
    ],
    [
      'no explanation',
      (c) => ({ ...c, explanationSummary: '' }),
      'content.explanationSummary',
      /Write the explanation/,
    ],
    [
      'no objective',
      (c) => ({ ...c, educationalObjective: '' }),
      'content.educationalObjective',
      /objective/,
    ],
    ['no reference', (c) => ({ ...c, references: [] }), 'content.references', /at least one/],
    [
      'a reference without its citation',
      (c) => ({ ...c, references: [{ kind: 'textbook', citation: '', year: 2022 }] }),
      'content.references.0.citation',
      /Write the citation/,
    ],
    ['no topic', (c) => ({ ...c, topicIds: [] }), 'content.topicIds', /at least one topic/],
  ];

  test.each(incomplete)(
    '%s: saved, and its submit refused',
    async (_what, change, field, message) => {
      const current = await reread(draft);
      const content = change(current.content);
      const saved = await ok<CmsDraft>(await save(curator, current, content));
      expect(saved.content).toEqual(content);
      expect(await draftRow(draft.draftId)).toMatchObject({
        stemHtml: content.stemHtml,
        correctKey: content.correctKey,
        choices: content.choices,
        lockVersion: current.lockVersion + 1,
      });
      const error = await refusedSubmit(draft.draftId, saved.lockVersion);
      expect(Object.keys(error.fields ?? {})).toEqual([field]);
      expect((error.fields as Record<string, string>)[field]).toMatch(message);
      // the complete content back, for the next case
      await ok(await save(curator, saved, current.content));
    },
  );

  test('half-written work with a script is refused for the script alone, nothing written', async () => {
    const current = await reread(draft);
    const before = await draftRow(draft.draftId);
    const error = expectError(
      await save(curator, current, {
        ...current.content,
        stemHtml: '<p>Begun</p><script>alert(1)</script>',
        leadIn: '',
        choices: [],
        correctKey: null,
      }),
      400,
      ErrorCode.invalidQuestionContent,
    );
    expect(error.fields).toEqual({
      'content.stemHtml': expect.stringMatching(/HTML subset.*script/),
    });
    expect(await draftRow(draft.draftId)).toEqual(before);
  });

  test('submitting a stale save is a conflict (409) before its content is judged', async () => {
    const current = await reread(draft);
    await ok(await save(curator, current, { ...current.content, stemHtml: '' }));
    expectError(
      await act(curator, E.submitDraft, draft.draftId, { lockVersion: current.lockVersion }),
      409,
      ErrorCode.draftConflict,
    );
    const latest = await reread(draft);
    await ok(await save(curator, latest, current.content));
  });

  test('approving and publishing check again: content made incomplete meanwhile is refused, nothing written', async () => {
    const current = await reread(draft);
    await ok(
      await act(curator, E.submitDraft, draft.draftId, { lockVersion: current.lockVersion }),
    );
    // as a draft submitted before these rules might hold
    await db().update(qaDrafts).set({ leadIn: '' }).where(eq(qaDrafts.id, draft.draftId));
    const before = await draftRow(draft.draftId);
    const refused = expectError(
      await act(admin, E.approveDraft, draft.draftId),
      400,
      ErrorCode.invalidQuestionContent,
    );
    expect(refused.fields).toEqual({ 'content.leadIn': 'Write the lead-in question.' });
    expect(await draftRow(draft.draftId)).toEqual(before);
    await db()
      .update(qaDrafts)
      .set({ leadIn: current.content.leadIn })
      .where(eq(qaDrafts.id, draft.draftId));
    await ok(await act(admin, E.approveDraft, draft.draftId));
    await db().update(qaDrafts).set({ references: [] }).where(eq(qaDrafts.id, draft.draftId));
    const unpublished = expectError(
      await act(admin, E.publishDraft, draft.draftId),
      400,
      ErrorCode.invalidQuestionContent,
    );
    expect(unpublished.fields).toEqual({ 'content.references': 'Cite at least one reference.' });
    expect((await draftRow(draft.draftId))!.status).toBe('approved');
    await ok(await curator.call(E.discardDraft, { params: { draftId: draft.draftId } }));
  });

  test('another content manager saves and submits the draft; a learner may do neither (403)', async () => {
    const mine = await ok<CmsDraft>(
      await createDraft(curator, { questionId: await questionIdOf('IM-0008') }),
      201,
    );
    const before = await draftRow(mine.draftId);
    expectError(await save(learner, mine, { ...mine.content, stemHtml: '' }), 403, 'forbidden');
    expectError(
      await act(learner, E.submitDraft, mine.draftId, { lockVersion: mine.lockVersion }),
      403,
      'forbidden',
    );
    expect(await draftRow(mine.draftId)).toEqual(before);
    const byAdmin = await ok<CmsDraft>(await save(admin, mine, { ...mine.content, stemHtml: '' }));
    expectError(
      await act(admin, E.submitDraft, mine.draftId, { lockVersion: byAdmin.lockVersion }),
      400,
      ErrorCode.invalidQuestionContent,
    );
    await ok(await curator.call(E.discardDraft, { params: { draftId: mine.draftId } }));
  });
});

describe('rights', () => {
  test('a learner is refused (403) and a signed-out caller too (401); nothing written', async () => {
    const before = await db().select({ n: sql<number>`count(*)::int` }).from(qaDrafts);
    const [q] = await db().select({ id: qaQuestions.id }).from(qaQuestions).limit(1);
    for (const call of [
      () => learner.call(E.listDrafts),
      () => learner.call(E.createDraft, { body: { questionId: q!.id } }),
      () => learner.call(E.preview, { query: { questionId: String(q!.id) } }),
    ]) {
      expectError(await call(), 403, 'forbidden');
    }
    const signedOut = await t.app.inject({ method: 'GET', url: E.listDrafts.path });
    expectError(signedOut, 401, ErrorCode.notSignedIn);
    expect(await db().select({ n: sql<number>`count(*)::int` }).from(qaDrafts)).toEqual(before);
  });

  test("the product's super user may preview but not draft", async () => {
    expectError(await editor.call(E.listDrafts), 403, 'forbidden');
    const [q] = await db().select({ id: qaQuestions.id }).from(qaQuestions).limit(1);
    await ok(await editor.call(E.preview, { query: { questionId: String(q!.id) } }));
  });
});

describe('send back, a new question, retire', () => {
  test('[curator] a draft sent back with a comment is changed and submitted again', async () => {
    const [q] = await db()
      .select({ id: qaQuestions.id })
      .from(qaQuestions)
      .where(eq(qaQuestions.code, 'IM-0009'));
    let draft = await ok<CmsDraft>(await createDraft(curator, { questionId: q!.id }), 201);
    draft = await ok<CmsDraft>(
      await save(curator, draft, { ...draft.content, curatedReview: true }),
    );
    await ok(await act(curator, E.submitDraft, draft.draftId, { lockVersion: draft.lockVersion }));
    const back = await ok<CmsDraft>(
      await act(admin, E.sendBackDraft, draft.draftId, { comment: 'Cite the 2024 guideline.' }),
    );
    expect(back).toMatchObject({ status: 'sent_back', reviewedBy: { name: 'Ada Stone' } });
    expect(back.events.at(-1)).toMatchObject({
      kind: 'sent_back',
      body: 'Cite the 2024 guideline.',
    });
    const { sentBack } = await ok<{ sentBack: { draftId: number }[] }>(
      await curator.call(E.listDrafts),
    );
    expect(sentBack.map((d) => d.draftId)).toContain(draft.draftId);
    const mine = await ok<CmsDraft>(
      await curator.call(E.getDraft, { params: { draftId: draft.draftId } }),
    );
    const edited = await ok<CmsDraft>(
      await save(curator, mine, {
        ...mine.content,
        references: [
          ...mine.content.references,
          { kind: 'guideline', citation: 'Guideline 2024.', year: 2024 },
        ],
      }),
    );
    expect(edited.status).toBe('sent_back');
    await ok(await act(curator, E.submitDraft, draft.draftId, { lockVersion: edited.lockVersion }));
    await ok(await act(admin, E.approveDraft, draft.draftId));
    const published = await ok<CmsDraft>(await act(curator, E.publishDraft, draft.draftId));
    expect(published.publishedVersion).toBe(2);
    const [row] = await db().select().from(qaQuestions).where(eq(qaQuestions.id, q!.id));
    expect(row).toMatchObject({ version: 2, curatedReview: true });
    expect(row!.references.at(-1)).toMatchObject({ citation: 'Guideline 2024.' });
  });

  test('a new question: drafted in a bank, published as version 1 with the next code, drawn by the pool', async () => {
    const banks = await ok<{
      banks: { bankId: number; code: string; topics: { children: { topicId: number }[] }[] }[];
    }>(await admin.call(E.listBanks));
    const im = banks.banks.find((b) => b.code === 'im')!;
    const leaf = im.topics[0]!.children[0]!.topicId;
    let draft = await ok<CmsDraft>(await createDraft(admin, { bankId: im.bankId }), 201);
    expect(draft).toMatchObject({ questionId: null, baseVersion: null, status: 'draft' });
    // a blank draft cannot be submitted
    expectError(
      await act(admin, E.submitDraft, draft.draftId, { lockVersion: draft.lockVersion }),
      400,
      ErrorCode.invalidQuestionContent,
    );
    const content: CmsContent = {
      stemHtml: '<p>A 60-year-old man has crushing chest pain for 30 minutes.</p>',
      leadIn: 'Which is the most appropriate next step?',
      choices: [
        { key: 'A', text: 'Electrocardiogram', explanation: '<p>First, within 10 minutes.</p>' },
        { key: 'B', text: 'Chest radiograph', explanation: '' },
        { key: 'C', text: 'Discharge home', explanation: '' },
      ],
      correctKey: 'A',
      explanationSummary: '<p>An ECG within 10 minutes of arrival.</p>',
      educationalObjective: 'Obtain an ECG at once in suspected ACS.',
      references: [
        {
          kind: 'guideline',
          citation: 'Chest pain guideline.',
          year: 2021,
          url: 'https://example.org/cp',
        },
      ],
      topicIds: [leaf],
      curatedReview: false,
    };
    draft = await ok<CmsDraft>(await save(admin, draft, content, 'New question'));
    await ok(await act(admin, E.submitDraft, draft.draftId, { lockVersion: draft.lockVersion }));
    await ok(await act(curator, E.approveDraft, draft.draftId));
    const published = await ok<CmsDraft>(await act(curator, E.publishDraft, draft.draftId));
    expect(published).toMatchObject({ publishedVersion: 1, questionCode: 'IM-0042' });
    const found = await ok<{ questions: { questionId: number; code: string }[] }>(
      await admin.call(E.searchQuestions, { query: { search: 'crushing chest pain' } }),
    );
    expect(found.questions.map((q) => q.code)).toEqual(['IM-0042']);
    const byCode = await ok<{ questions: { code: string }[] }>(
      await admin.call(E.searchQuestions, { query: { search: 'im-004' } }),
    );
    expect(byCode.questions.map((q) => q.code)).toContain('IM-0042');
    const session = await wholeBankSession();
    expect(session.items.map((i) => i.questionId)).toContain(published.questionId);
    const shown = await questionAt(learner, session, published.questionId!);
    expect(shown.question).toMatchObject({
      leadIn: content.leadIn,
      choices: [{ key: 'A' }, { key: 'B' }, { key: 'C' }],
    });
    // the seed's import leaves a question made here alone (not "gone from the source")
    await seedDemoQbanks(db());
    const [row] = await db()
      .select()
      .from(qaQuestions)
      .where(eq(qaQuestions.id, published.questionId!));
    expect(row!.status).toBe('published');
  });

  test('publishing a change that moves a question to another topic group moves the learners’ tallies', async () => {
    const session = await wholeBankSession();
    const item = (await unnamedItems(session))[3]!;
    const [q] = await db().select().from(qaQuestions).where(eq(qaQuestions.id, item.questionId));
    await ok(
      await learner.call(qaEndpoints.answerQuestion, {
        params: { qaSessionId: session.qaSessionId, position: item.position },
        body: { choiceKey: q!.correctKey },
      }),
    );
    const tally = async (topicId: number) =>
      (
        await db()
          .select()
          .from(qaLearnerTopicStats)
          .where(
            and(
              eq(qaLearnerTopicStats.accountId, learner.accountId),
              eq(qaLearnerTopicStats.topicId, topicId),
            ),
          )
      )[0] ?? { answered: 0, correct: 0 };
    const oldGroup = q!.topicGroups[0]!;
    const other = await db()
      .select({ id: qaTopics.id, parentId: qaTopics.parentId })
      .from(qaTopics)
      .where(
        and(
          eq(qaTopics.bankId, q!.bankId),
          sql`${qaTopics.parentId} is not null and ${qaTopics.parentId} <> ${oldGroup}`,
        ),
      )
      .limit(1);
    const newGroup = other[0]!.parentId!;
    const [oldBefore, newBefore] = [await tally(oldGroup), await tally(newGroup)];
    await publishChange(curator, admin, q!.id, (c) => ({ ...c, topicIds: [other[0]!.id] }));
    expect(await tally(oldGroup)).toMatchObject({
      answered: oldBefore.answered - 1,
      correct: oldBefore.correct - 1,
    });
    expect(await tally(newGroup)).toMatchObject({
      answered: newBefore.answered + 1,
      correct: newBefore.correct + 1,
    });
    const [after] = await db().select().from(qaQuestions).where(eq(qaQuestions.id, q!.id));
    expect(after!.topicGroups).toEqual([newGroup]);
  });

  test('a change cannot be published over a newer version (409), nor to a retired question', async () => {
    // its version as it is now: a test above may have published a change of it (a random pick)
    const [q] = await db()
      .select({ id: qaQuestions.id, version: qaQuestions.version })
      .from(qaQuestions)
      .where(eq(qaQuestions.code, 'IM-0012'));
    let draft = await ok<CmsDraft>(await createDraft(admin, { questionId: q!.id }), 201);
    draft = await ok<CmsDraft>(await save(admin, draft, { ...draft.content, leadIn: 'What now?' }));
    await ok(await act(admin, E.submitDraft, draft.draftId, { lockVersion: draft.lockVersion }));
    await ok(await act(curator, E.approveDraft, draft.draftId));
    // the import raised the version meanwhile
    await db().update(qaQuestions).set({ version: 5 }).where(eq(qaQuestions.id, q!.id));
    expectError(
      await act(curator, E.publishDraft, draft.draftId),
      409,
      ErrorCode.questionChangedSinceDraft,
    );
    await db().update(qaQuestions).set({ version: q!.version }).where(eq(qaQuestions.id, q!.id));
    await ok(
      await admin.call(qaEndpoints.retireQuestion, { params: { questionId: q!.id }, body: {} }),
    );
    expectError(await act(curator, E.publishDraft, draft.draftId), 409, ErrorCode.questionRetired);
    expect((await draftRow(draft.draftId))!.status).toBe('approved');
    expectError(await createDraft(curator, { questionId: q!.id }), 409, ErrorCode.questionRetired);
  });

  test('retiring a question from the content manager: sessions holding it meet the removed-Q&A 422 once', async () => {
    const session = await wholeBankSession();
    const questionId = (await unnamedItems(session))[5]!.questionId;
    await ok(await curator.call(qaEndpoints.retireQuestion, { params: { questionId }, body: {} }));
    const question = await ok<{ status: string }>(
      await curator.call(E.getQuestion, { params: { questionId } }),
    );
    expect(question.status).toBe('retired');
    expectError(
      await learner.call(qaEndpoints.getSession, { params: { qaSessionId: session.qaSessionId } }),
      422,
      ErrorCode.qaQuestionsRemoved,
    );
    const again = await ok<QaSession>(
      await learner.call(qaEndpoints.getSession, { params: { qaSessionId: session.qaSessionId } }),
    );
    expect(again.items.map((i) => i.questionId)).not.toContain(questionId);
    const fresh = await wholeBankSession();
    expect(fresh.items.map((i) => i.questionId)).not.toContain(questionId);
  });
});

describe('Preview Q&A', () => {
  test('a question by id or code, current or an older version, answer revealed', async () => {
    const [q] = await db()
      .select()
      .from(qaQuestions)
      .where(
        sql`${qaQuestions.version} >= 2 and ${qaQuestions.status} = 'published' and exists (
          select 1 from ${qaQuestionVersions} v where v.question_id = ${qaQuestions.id} and v.version = 1)`,
      )
      .limit(1);
    const current = await ok<CmsPreview>(
      await curator.call(E.preview, { query: { code: q!.code.toLowerCase() } }),
    );
    expect(current.source).toMatchObject({ kind: 'question', code: q!.code, version: q!.version });
    expect(current.question.question.stemHtml).toBe(q!.stemHtml);
    expect(current.question.reveal).toMatchObject({ correctKey: q!.correctKey });
    const [v1] = await db()
      .select()
      .from(qaQuestionVersions)
      .where(and(eq(qaQuestionVersions.questionId, q!.id), eq(qaQuestionVersions.version, 1)));
    const old = await ok<CmsPreview>(
      await editor.call(E.preview, { query: { questionId: String(q!.id), version: '1' } }),
    );
    expect(old.source).toMatchObject({ version: 1, currentVersion: q!.version });
    expect(old.question.question.stemHtml).toBe(v1!.stemHtml);
    expectError(
      await editor.call(E.preview, { query: { questionId: String(q!.id), version: '99' } }),
      404,
      ErrorCode.questionVersionNotFound,
    );
  });

  test('a draft, and a call naming nothing', async () => {
    const [q] = await db()
      .select({ id: qaQuestions.id })
      .from(qaQuestions)
      .where(eq(qaQuestions.code, 'IM-0020'));
    let draft = await ok<CmsDraft>(await createDraft(admin, { questionId: q!.id }), 201);
    draft = await ok<CmsDraft>(
      await save(admin, draft, { ...draft.content, stemHtml: '<p>Draft only.</p>' }),
    );
    const preview = await ok<CmsPreview>(
      await editor.call(E.preview, { query: { draftId: String(draft.draftId) } }),
    );
    expect(preview.source).toMatchObject({
      kind: 'draft',
      draftId: draft.draftId,
      draftStatus: 'draft',
    });
    expect(preview.question.question.stemHtml).toBe('<p>Draft only.</p>');
    expect(preview.question.reveal?.correctKey).toBe(draft.content.correctKey);
    expectError(await editor.call(E.preview, { query: {} }), 400, ErrorCode.previewNeedsSubject);
    expectError(
      await editor.call(E.preview, { query: { draftId: '999999' } }),
      404,
      ErrorCode.draftNotFound,
    );
  });
});

test('nextCode numbers after the highest code of the bank', () => {
  expect(nextCode(['IM-0001', 'IM-0041', 'IM-0007'], 'im')).toBe('IM-0042');
  expect(nextCode([], 'peds')).toBe('PEDS-0001');
  expect(nextCode(['SYN-12345'], 'syn')).toBe('SYN-12346');
});

// Last: the demo seed cannot be imported again after it (the database holds a newer version).
test('a bank import that changes a question records the new version; sessions made before keep the old', async () => {
  const session = await wholeBankSession();
  // a question only the import has written (tests above publish versions of some)
  const editedHere = await db()
    .select({ id: qaQuestionVersions.questionId })
    .from(qaQuestionVersions)
    .where(eq(qaQuestionVersions.origin, 'contentManager'));
  const edited = new Set(editedHere.map((v) => v.id));
  const questionId = session.items.find((item) => !edited.has(item.questionId))!.questionId;
  const [row] = await db().select().from(qaQuestions).where(eq(qaQuestions.id, questionId));
  const { bank } = (await demoQbanks()).find((b) => b.bank.code === 'im')!;
  const changed = {
    ...bank,
    questions: bank.questions.map((q) =>
      q.id === row!.code
        ? { ...q, version: row!.version + 1, stem: '<p>Imported stem.</p>', contentHash: 'changed' }
        : q,
    ),
  };
  const report = await importBank(db(), changed);
  expect(report.updated).toBe(1);
  const versions = await db()
    .select({
      version: qaQuestionVersions.version,
      origin: qaQuestionVersions.origin,
      stem: qaQuestionVersions.stemHtml,
    })
    .from(qaQuestionVersions)
    .where(eq(qaQuestionVersions.questionId, questionId))
    .orderBy(qaQuestionVersions.version);
  expect(versions).toEqual([
    { version: row!.version, origin: 'import', stem: row!.stemHtml },
    { version: row!.version + 1, origin: 'import', stem: '<p>Imported stem.</p>' },
  ]);
  expect((await questionAt(learner, session, questionId)).question.stemHtml).toBe(row!.stemHtml);
  const fresh = await wholeBankSession();
  expect((await questionAt(learner, fresh, questionId)).question.stemHtml).toBe(
    '<p>Imported stem.</p>',
  );
});
