import { type DueItem, navigationEndpoints, qaEndpoints } from '@boardready/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { memoryItems, memoryReviewLogs } from '../../db/schema';
import { type QaSessionWorld, qaSessionWorld } from '../../test/qa-session-world';
import type { QaClient } from '../../test/qa-test-client';
import type { TestApp } from '../../test/test-app';

/**
 * Questions on the memory model (issue 24): a wrong answer, or a right one given unsure or
 * guessed, makes the question a memory item; it comes due for spaced retrieval, the due poll
 * counts it, and a retrieval session grades it.
 */

const E = qaEndpoints;

let t: TestApp;
let learner: QaClient;
let other: QaClient;
let ids: QaSessionWorld['ids'];
let expectRefused: QaSessionWorld['expectRefused'];

beforeAll(async () => {
  ({ t, learner, other, ids, expectRefused } = await qaSessionWorld());
});
afterAll(() => t.close());

const itemOf = async (accountId: number, questionId: number) => {
  const [item] = await t.database.db
    .select()
    .from(memoryItems)
    .where(and(eq(memoryItems.accountId, accountId), eq(memoryItems.questionId, questionId)));
  return item;
};
const ratingsOf = async (itemId: number) =>
  (
    await t.database.db
      .select({ rating: memoryReviewLogs.rating })
      .from(memoryReviewLogs)
      .where(eq(memoryReviewLogs.itemId, itemId))
      .orderBy(memoryReviewLogs.id)
  ).map((r) => r.rating);
/** Brings every memory item of the account due now, as if days had passed. */
const comeDue = (accountId: number) =>
  t.database.db
    .update(memoryItems)
    .set({ due: sql`now() - interval '1 minute'` })
    .where(eq(memoryItems.accountId, accountId));
const dueNow = async (client: QaClient) => {
  const response = await client.call(navigationEndpoints.dueItems);
  expect(response.statusCode).toBe(200);
  return (response.json() as { dueNow: DueItem[] }).dueNow;
};

async function answer(
  client: QaClient,
  qaSessionId: number,
  position: number,
  body: { choiceKey: string; confidence?: string },
) {
  return client.call(E.answerQuestion, { params: { qaSessionId, position }, body });
}

describe('questions as memory items', () => {
  test('a wrong answer, a guess and an unsure answer become items; a sure right answer does not', async () => {
    const session = await learner.createSession('IM-QA', { numberOfQuestions: 4 });
    const [wrong, guessed, unsure, sure] = session.items.map((i) => i.questionId) as [
      number,
      number,
      number,
      number,
    ];
    const key = (q: number) => ids.correctKey.get(q)!;
    expect(
      (await answer(learner, session.qaSessionId, 1, { choiceKey: ids.wrongKey(wrong) }))
        .statusCode,
    ).toBe(200);
    const right = await answer(learner, session.qaSessionId, 2, {
      choiceKey: key(guessed),
      confidence: 'guessed',
    });
    expect(right.statusCode).toBe(200);
    expect(right.json().confidence).toBe('guessed');
    await answer(learner, session.qaSessionId, 3, { choiceKey: key(unsure), confidence: 'unsure' });
    await answer(learner, session.qaSessionId, 4, { choiceKey: key(sure), confidence: 'sure' });

    const items = await Promise.all(
      [wrong, guessed, unsure, sure].map((q) => itemOf(learner.accountId, q)),
    );
    expect(items.map((item) => item !== undefined)).toEqual([true, true, true, false]);
    expect(await ratingsOf(items[0]!.id)).toEqual([1]);
    expect(await ratingsOf(items[1]!.id)).toEqual([1]);
    expect(await ratingsOf(items[2]!.id)).toEqual([2]);
    // a question comes back no sooner than the next day: no steps of minutes
    for (const item of items.slice(0, 3)) {
      expect(item!.state).toBe('review');
      expect(item!.due.getTime() - Date.now()).toBeGreaterThan(12 * 3_600_000);
    }
    expect((await dueNow(learner)).filter((d) => d.kind === 'QuestionRetrieval')).toEqual([]);
    const schedule = await learner.call(E.retrievalDue, {
      params: { userProductId: learner.productId('IM-QA') },
    });
    expect(schedule.json()).toEqual({
      dueNow: 0,
      waiting: 3,
      nextDue: items
        .slice(0, 3)
        .map((item) => item!.due)
        .sort((a, b) => a.getTime() - b.getTime())[0]!
        .toISOString(),
    });
  });

  test('test mode grades at the end, once, however often the session is ended', async () => {
    const session = await learner.createSession('IM-QA', {
      numberOfQuestions: 1,
      viewMode: 'test',
    });
    const question = session.items[0]!.questionId;
    const before = await itemOf(learner.accountId, question);
    const gradedBefore = before ? (await ratingsOf(before.id)).length : 0;
    await answer(learner, session.qaSessionId, 1, { choiceKey: ids.wrongKey(question) });
    expect(await itemOf(learner.accountId, question)).toEqual(before);
    for (let i = 0; i < 2; i += 1) {
      const ended = await learner.call(E.endSession, {
        params: { qaSessionId: session.qaSessionId },
        body: {},
      });
      expect(ended.statusCode).toBe(200);
    }
    const item = await itemOf(learner.accountId, question);
    expect(item).toBeDefined();
    expect((await ratingsOf(item!.id)).length).toBe(gradedBefore + 1);
  });

  test('due questions: the due poll lists them, a retrieval session asks them and grades them', async () => {
    const product = learner.productId('IM-QA');
    await comeDue(learner.accountId);
    const polled = (await dueNow(learner)).filter((d) => d.kind === 'QuestionRetrieval');
    expect(polled.length).toBeGreaterThanOrEqual(3);
    expect(
      polled.every((d) => d.userProductId === product && d.title === 'A question to answer again'),
    ).toBe(true);
    const count = await learner.call(E.retrievalDue, { params: { userProductId: product } });
    expect(count.json()).toMatchObject({ dueNow: polled.length, waiting: 0, nextDue: null });

    const created = await learner.call(E.createRetrievalSession, {
      params: { userProductId: product },
      body: { numberOfQuestions: 2 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { qaSessionId } = created.json() as { qaSessionId: number };
    const session = (await learner.call(E.getSession, { params: { qaSessionId } })).json() as {
      sessionType: string;
      viewMode: string;
      items: { questionId: number }[];
    };
    expect(session.sessionType).toBe('Retrieval');
    expect(session.viewMode).toBe('tutor');
    expect(session.items).toHaveLength(2);
    const first = session.items[0]!.questionId;
    const item = await itemOf(learner.accountId, first);
    const graded = await answer(learner, qaSessionId, 1, {
      choiceKey: ids.correctKey.get(first)!,
      confidence: 'sure',
    });
    expect(graded.statusCode).toBe(200);
    const after = await itemOf(learner.accountId, first);
    expect((await ratingsOf(item!.id)).at(-1)).toBe(3);
    expect(after!.reps).toBe(item!.reps + 1);
    expect(after!.due.getTime()).toBeGreaterThan(Date.now());
    expect(await dueNow(learner)).not.toContainEqual(
      expect.objectContaining({ kind: 'QuestionRetrieval', id: item!.id }),
    );
  });

  test('refusals: nothing due, bad input, another learner’s product; nothing written', async () => {
    const product = other.productId('IM-QA');
    await expectRefused(
      () => other.call(E.createRetrievalSession, { params: { userProductId: product }, body: {} }),
      409,
      /No question is due for retrieval now/,
    );
    await expectRefused(
      () =>
        learner.call(E.createRetrievalSession, {
          params: { userProductId: learner.productId('IM-QA') },
          body: { numberOfQuestions: 0 },
        }),
      400,
    );
    await expectRefused(
      () =>
        learner.call(E.createRetrievalSession, { params: { userProductId: product }, body: {} }),
      404,
    );
    await expectRefused(
      () => learner.call(E.retrievalDue, { params: { userProductId: product } }),
      404,
    );
    const session = await learner.createSession('IM-QA', { numberOfQuestions: 1 });
    await expectRefused(
      () => answer(learner, session.qaSessionId, 1, { choiceKey: 'A', confidence: 'certain' }),
      400,
      /confidence is sure, unsure or guessed/,
    );
    // the learner's due items never show in another learner's poll
    expect((await dueNow(other)).filter((d) => d.kind === 'QuestionRetrieval')).toEqual([]);
  });
});
