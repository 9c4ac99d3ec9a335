import { qaSaEndpoints } from '@boardready/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { qaQuestionFlags, qaSaAnswers } from '../../db/schema';
import { expectNothingWritten } from '../../test/db-checksum';
import { type QaClient, qaClient } from '../../test/qa-test-client';
import { demoForm } from '../../test/sa-forms';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The exam player's tools on the server (issue 22, decision 0907): highlights of a question's
 * stem kept with the attempt's answer, and "Report a problem" recorded as the Q&A question flag.
 */

const E = qaSaEndpoints;
let t: TestApp;
let learner: QaClient;
let other: QaClient;
let attemptId: number;
/** question id by position, from the database */
let questionAt: Map<number, number>;

beforeAll(async () => {
  t = await createTestApp();
  learner = await qaClient(t, 'learner@demo.test');
  other = await qaClient(t, 'peds@demo.test');
  const form = await demoForm(t.database.db, 'im-sa-1');
  questionAt = new Map([...form.questionAt].map(([position, q]) => [position, q.questionId]));
  const started = await learner.call(E.startAttempt, { params: { formId: form.formId }, body: {} });
  expect(started.statusCode).toBe(201);
  attemptId = started.json().attemptId;
}, 240_000);
afterAll(() => t.close());

const at = (position: number) => ({ attemptId, position });
const reportRows = () => t.database.db.select().from(qaQuestionFlags);

describe('highlights in a self-assessment', () => {
  test('a learner highlights the stem of a running question: merged, kept, read back', async () => {
    const saved = await learner.call(E.markItem, {
      params: at(1),
      body: {
        highlights: [
          { start: 10, end: 20 },
          { start: 0, end: 5 },
          { start: 18, end: 25 },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().highlights).toEqual([
      { start: 0, end: 5 },
      { start: 10, end: 25 },
    ]);
    const read = await learner.call(E.getItem, { params: at(1) });
    expect(read.json().highlights).toEqual([
      { start: 0, end: 5 },
      { start: 10, end: 25 },
    ]);
    // marking for review leaves the highlights alone
    const marked = await learner.call(E.markItem, { params: at(1), body: { flagged: true } });
    expect(marked.json()).toMatchObject({
      bookmarked: true,
      highlights: [
        { start: 0, end: 5 },
        { start: 10, end: 25 },
      ],
    });
  });

  test('bad highlights are a 400 and write nothing', async () => {
    for (const highlights of [
      [{ start: 5, end: 5 }],
      [{ start: -1, end: 4 }],
      [{ start: 0, end: 999_999 }],
      Array.from({ length: 51 }, (_, i) => ({ start: i * 2, end: i * 2 + 1 })),
      'all',
    ]) {
      await expectNothingWritten(
        t.database.db,
        () => learner.call(E.markItem, { params: at(2), body: { highlights } }),
        400,
      );
    }
  });

  test("another learner's attempt is refused (404) and nothing is written", async () => {
    await expectNothingWritten(
      t.database.db,
      () => other.call(E.markItem, { params: at(1), body: { highlights: [{ start: 0, end: 3 }] } }),
      404,
    );
  });
});

describe('Report a problem in a self-assessment', () => {
  test('a learner reports the question on screen, reads it back, and a second report replaces the first', async () => {
    expect((await learner.call(E.getItemReport, { params: at(3) })).json()).toEqual({
      flag: null,
    });
    const saved = await learner.call(E.reportItem, {
      params: at(3),
      body: { comment: 'The lab table lists potassium twice.' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().flag).toMatchObject({
      questionId: questionAt.get(3),
      comment: 'The lab table lists potassium twice.',
    });
    await learner.call(E.reportItem, { params: at(3), body: { comment: 'Choice C fits too.' } });
    const read = await learner.call(E.getItemReport, { params: at(3) });
    expect(read.json().flag.comment).toBe('Choice C fits too.');
    // recorded as the Q&A question flag the editors read: one row per learner and question
    const rows = await reportRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      accountId: learner.accountId,
      questionId: questionAt.get(3),
      comment: 'Choice C fits too.',
    });
  });

  test('bad input is a 4xx and writes nothing', async () => {
    for (const body of [{ comment: '' }, { comment: '   ' }, { comment: 'x'.repeat(2001) }, {}]) {
      await expectNothingWritten(
        t.database.db,
        () => learner.call(E.reportItem, { params: at(4), body }),
        400,
      );
    }
    await expectNothingWritten(
      t.database.db,
      () => learner.call(E.reportItem, { params: at(999), body: { comment: 'x' } }),
      400,
    );
    // a question of block 2 (not started) is not on screen: 409
    const closed = await expectNothingWritten(
      t.database.db,
      () => learner.call(E.reportItem, { params: at(15), body: { comment: 'Typo.' } }),
      409,
    );
    expect(closed.json().error.code).toBe('block_not_open');
  });

  test("another learner can neither read nor write a report through someone else's attempt", async () => {
    for (const run of [
      () => other.call(E.getItemReport, { params: at(3) }),
      () => other.call(E.reportItem, { params: at(3), body: { comment: 'Mine now.' } }),
    ]) {
      await expectNothingWritten(t.database.db, run, 404);
    }
  });

  test('signed out: 401 and nothing written', async () => {
    await expectNothingWritten(
      t.database.db,
      () =>
        t.app.inject({
          method: 'PUT',
          url: `/api/3.0/qa/sa/attempts/${attemptId}/items/3/report`,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ comment: 'Anonymous.' }),
        }),
      401,
    );
  });

  test('a finished attempt: its questions can still be reported (the review), but no longer highlighted', async () => {
    for (const blockNumber of [1, 2]) {
      if (blockNumber === 2) {
        await learner.call(E.startBlock, { params: { attemptId, blockNumber }, body: {} });
      }
      const ended = await learner.call(E.endBlock, {
        params: { attemptId, blockNumber },
        body: {},
      });
      expect(ended.statusCode).toBe(200);
    }
    const late = await expectNothingWritten(
      t.database.db,
      () => learner.call(E.markItem, { params: at(1), body: { highlights: [] } }),
      409,
    );
    expect(late.json().error.code).toBe('attempt_completed');
    const reported = await learner.call(E.reportItem, {
      params: at(15),
      body: { comment: 'The explanation cites an old guideline.' },
    });
    expect(reported.statusCode).toBe(200);
    expect(reported.json().flag.questionId).toBe(questionAt.get(15));
    const [answer] = await t.database.db
      .select()
      .from(qaSaAnswers)
      .where(eq(qaSaAnswers.attemptId, attemptId));
    expect(answer?.highlights).toEqual([
      { start: 0, end: 5 },
      { start: 10, end: 25 },
    ]);
  });
});
