import { qaEndpoints, qaSaEndpoints, type SaAttempt, type SaResults } from '@boardready/contracts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectNothingWritten } from '../../test/db-checksum';
import { type QaClient, qaClient } from '../../test/qa-test-client';
import { demoForm } from '../../test/sa-forms';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Self-assessment questions retired by staff during or after an attempt (decision 0905). */

const E = qaSaEndpoints;
let t: TestApp;
let other: QaClient;

beforeAll(async () => {
  t = await createTestApp();
  other = await qaClient(t, 'peds@demo.test');
}, 240_000);
afterAll(() => t.close());

describe('[decision 0905] questions staff retire are removed after review, not scored', () => {
  let staff: QaClient;
  let pedsFormId: number;
  let questionAt: Map<number, { questionId: number; correctKey: string }>;
  let attemptId: number;

  const retire = async (position: number) => {
    const questionId = questionAt.get(position)!.questionId;
    const response = await staff.call(qaEndpoints.retireQuestion, {
      params: { questionId },
      body: {},
    });
    expect(response.statusCode).toBe(200);
  };
  const answerRight = async (position: number) => {
    const response = await other.call(E.answerItem, {
      params: { attemptId, position },
      body: { choiceKey: questionAt.get(position)!.correctKey },
    });
    expect(response.statusCode).toBe(200);
  };
  const results = async () =>
    (await other.call(E.results, { params: { attemptId } })).json() as SaResults;

  beforeAll(async () => {
    staff = await qaClient(t, 'admin@demo.test');
    ({ formId: pedsFormId, questionAt } = await demoForm(t.database.db, 'peds-sa-1'));
  });

  test('a question retired mid-attempt is withdrawn: not shown, not answerable, nothing written', async () => {
    const started = await other.call(E.startAttempt, { params: { formId: pedsFormId }, body: {} });
    expect(started.statusCode).toBe(201);
    attemptId = started.json().attemptId;
    for (const position of [1, 2, 3]) await answerRight(position);
    await retire(2);
    await retire(12);

    const state = (await other.call(E.getAttempt, { params: { attemptId } })).json() as SaAttempt;
    expect(state.items.filter((i) => i.withdrawn).map((i) => i.position)).toEqual([2, 12]);
    // the attempt goes on: block 1 still runs
    expect(state.blocks[0]!.state).toBe('running');

    const read = await expectNothingWritten(
      t.database.db,
      () => other.call(E.getItem, { params: { attemptId, position: 2 } }),
      409,
    );
    expect(read.json().error.code).toBe('question_withdrawn');
    const write = await expectNothingWritten(
      t.database.db,
      () =>
        other.call(E.answerItem, { params: { attemptId, position: 2 }, body: { choiceKey: 'A' } }),
      409,
    );
    expect(write.json().error).toMatchObject({
      code: 'question_withdrawn',
      message: expect.stringContaining('removed after review'),
    });
    // the other questions are untouched
    expect((await other.call(E.getItem, { params: { attemptId, position: 3 } })).statusCode).toBe(
      200,
    );
  });

  test('the score counts the rest: 3 right of 18 scored is 16.7%; topics leave the withdrawn out', async () => {
    const end1 = await other.call(E.endBlock, { params: { attemptId, blockNumber: 1 }, body: {} });
    expect(end1.statusCode).toBe(200);
    await other.call(E.startBlock, { params: { attemptId, blockNumber: 2 }, body: {} });
    await answerRight(11);
    const ended = await other.call(E.endBlock, {
      params: { attemptId, blockNumber: 2 },
      body: {},
    });
    // right: 1, 3 and 11 (2 was right too, but it is withdrawn)
    expect(ended.json()).toMatchObject({
      status: 'completed',
      correctCount: 3,
      scoredCount: 18,
      scorePercent: 16.7,
    });
    const r = await results();
    expect(r).toMatchObject({ questionCount: 20, scoredCount: 18, correctCount: 3 });
    expect(r.items.filter((i) => i.withdrawn).map((i) => i.position)).toEqual([2, 12]);
    expect(r.topics.reduce((sum, topic) => sum + topic.questionCount, 0)).toBe(18);
    expect(r.topics.reduce((sum, topic) => sum + topic.correctCount, 0)).toBe(3);
    // no review of a withdrawn question; the others keep theirs
    const review = await other.call(E.getItem, { params: { attemptId, position: 2 } });
    expect(review.statusCode).toBe(409);
    expect((await other.call(E.getItem, { params: { attemptId, position: 1 } })).statusCode).toBe(
      200,
    );
  });

  test('a question retired after the attempt was scored changes no result already given', async () => {
    await retire(1);
    const r = await results();
    expect(r).toMatchObject({ scoredCount: 18, correctCount: 3, scorePercent: 16.7 });
    expect(r.items[0]).toMatchObject({ position: 1, withdrawn: false, isCorrect: true });
    const overview = await other.call(E.overview, {
      params: { userProductId: other.productId('PEDS-SA') },
    });
    expect(overview.json().forms[0].attempts[0]).toMatchObject({
      attemptId,
      scoredCount: 18,
      scorePercent: 16.7,
    });
  });
});
