import { type QaSession, qaEndpoints } from '@boardready/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { qaChoiceCounts, qaNotebookEntries } from '../../db/schema';
import { type QaLifecycleWorld, qaLifecycleWorld } from '../../test/qa-session-world';
import type { QaClient } from '../../test/qa-test-client';
import type { TestApp } from '../../test/test-app';

/** Marks on a question, the watched shapes (user check, dashboard), the choice shares. */

const E = qaEndpoints;

let t: TestApp;
let learner: QaClient;
let other: QaClient;
let expectRefused: QaLifecycleWorld['expectRefused'];
let session: QaLifecycleWorld['session'];
let v2Body: QaLifecycleWorld['v2Body'];

beforeAll(async () => {
  ({ t, learner, other, expectRefused, session, v2Body } = await qaLifecycleWorld());
});
afterAll(() => t.close());

describe('marking a question', () => {
  test('bookmark, strike-out and note are kept; bookmarks reach the learner history; bad marks are refused', async () => {
    const s = await learner.createSession('MS-QA', { numberOfQuestions: 2 });
    const params = { qaSessionId: s.qaSessionId, position: 1 };
    const marked = await learner.call(E.markQuestion, {
      params,
      body: { bookmarked: true, struckKeys: ['C', 'A', 'C'], note: 'Remember the criteria.' },
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({
      bookmarked: true,
      struckKeys: ['A', 'C'],
      note: 'Remember the criteria.',
      reveal: null,
    });
    const again = (await learner.call(E.getSessionQuestion, { params })).json();
    expect(again).toMatchObject({
      bookmarked: true,
      struckKeys: ['A', 'C'],
      note: 'Remember the criteria.',
    });
    const item = (await session(s.qaSessionId)).items[0]!;
    expect(item).toMatchObject({ bookmarked: true, hasNote: true, state: 'unseen' });
    const history = async () =>
      (
        await t.database.db
          .select({ bookmarked: qaNotebookEntries.bookmarked })
          .from(qaNotebookEntries)
          .where(
            and(
              eq(qaNotebookEntries.accountId, learner.accountId),
              eq(qaNotebookEntries.questionId, item.questionId),
            ),
          )
      )[0];
    expect(await history()).toEqual({ bookmarked: true });
    await learner.call(E.markQuestion, { params, body: { bookmarked: false, struckKeys: [] } });
    expect(await history()).toEqual({ bookmarked: false });

    await expectRefused(
      () => learner.call(E.markQuestion, { params, body: {} }),
      400,
      /Send bookmarked/,
    );
    await expectRefused(
      () => learner.call(E.markQuestion, { params, body: { struckKeys: ['Z'] } }),
      400,
    );
    await expectRefused(
      () => learner.call(E.markQuestion, { params, body: { note: 'x'.repeat(2001) } }),
      400,
      /at most 2000 characters/,
    );
    await expectRefused(
      () =>
        learner.call(E.markQuestion, {
          params: { ...params, position: 9 },
          body: { bookmarked: true },
        }),
      404,
    );
    await expectRefused(
      () => other.call(E.markQuestion, { params, body: { bookmarked: true } }),
      404,
    );
  });

  test('highlights of the stem are kept sorted and merged; bad ranges and other learners are refused', async () => {
    const s = await learner.createSession('MS-QA', { numberOfQuestions: 1 });
    const params = { qaSessionId: s.qaSessionId, position: 1 };
    const marked = await learner.call(E.markQuestion, {
      params,
      body: {
        highlights: [
          { start: 40, end: 52 },
          { start: 3, end: 10 },
          { start: 8, end: 15 },
        ],
      },
    });
    expect(marked.statusCode).toBe(200);
    const merged = [
      { start: 3, end: 15 },
      { start: 40, end: 52 },
    ];
    expect(marked.json().highlights).toEqual(merged);
    expect((await learner.call(E.getSessionQuestion, { params })).json().highlights).toEqual(
      merged,
    );

    for (const highlights of [
      [{ start: 5, end: 5 }],
      [{ start: -1, end: 4 }],
      [{ start: 0, end: 20_001 }],
      [{ start: 0, end: 4, extra: true }],
      Array.from({ length: 51 }, (_, i) => ({ start: i * 2, end: i * 2 + 1 })),
    ]) {
      await expectRefused(
        () => learner.call(E.markQuestion, { params, body: { highlights } }),
        400,
      );
    }
    await expectRefused(
      () => other.call(E.markQuestion, { params, body: { highlights: [{ start: 0, end: 3 }] } }),
      404,
    );
    // clearing them
    const cleared = await learner.call(E.markQuestion, { params, body: { highlights: [] } });
    expect(cleared.json().highlights).toEqual([]);
  });
});

describe('the watched shapes', () => {
  test('qa/user/{id}/check answers the own account only', async () => {
    const own = await learner.call(E.userCheck, { params: { accountId: learner.accountId } });
    expect(own.statusCode).toBe(200);
    await expectRefused(
      () => learner.call(E.userCheck, { params: { accountId: other.accountId } }),
      403,
      'You can only check your own account.',
    );
  });

  test('product/dashboardproduct/qa/{id}: the progress of a Q&A product', async () => {
    const upId = other.productId('PEDS-QA');
    const before = (
      await other.call(E.dashboardProduct, { params: { userProductId: upId } })
    ).json();
    const tree = (await other.call(E.topicTree, { params: { userProductId: upId } })).json();
    const total = tree.topics.reduce(
      (n: number, t: { questionCount: number }) => n + t.questionCount,
      0,
    );
    expect(before).toEqual({
      userProductId: upId,
      totalQuestions: expect.any(Number),
      answeredQuestions: 0,
      correctQuestions: 0,
      sessionCount: 0,
      activeQaSessionId: null,
    });
    expect(before.totalQuestions).toBeLessThanOrEqual(total);
    const s = await other.createSession('PEDS-QA', { numberOfQuestions: 2 });
    const first = (
      await other.call(E.getSessionQuestion, {
        params: { qaSessionId: s.qaSessionId, position: 1 },
      })
    ).json();
    await other.call(E.answerQuestion, {
      params: { qaSessionId: s.qaSessionId, position: 1 },
      body: { choiceKey: first.question.choices[0].key },
    });
    const after = (
      await other.call(E.dashboardProduct, { params: { userProductId: upId } })
    ).json();
    expect(after).toMatchObject({
      answeredQuestions: 1,
      sessionCount: 1,
      activeQaSessionId: s.qaSessionId,
    });
    expect(after.correctQuestions).toBeLessThanOrEqual(1);
    await expectRefused(
      () => learner.call(E.dashboardProduct, { params: { userProductId: upId } }),
      404,
    );
    await expectRefused(
      () =>
        other.call(E.dashboardProduct, { params: { userProductId: other.productId('PEDS-BOOK') } }),
      404,
      'This product has no question bank.',
    );
  });
});

describe('the share of learners who chose each choice', () => {
  const countsOf = async (questionId: number) =>
    Object.fromEntries(
      (
        await t.database.db
          .select({ key: qaChoiceCounts.choiceKey, count: qaChoiceCounts.count })
          .from(qaChoiceCounts)
          .where(eq(qaChoiceCounts.questionId, questionId))
      )
        .filter((row) => row.count > 0)
        .map((row) => [row.key, row.count]),
    );

  test("each learner's first answer counts once; a changed test-mode answer moves its count", async () => {
    const s = await learner.createSession('MS-QA', {
      numberOfQuestions: 2,
      viewMode: 'tutor',
      includeNotViewed: true,
    });
    const x = s.items[0]!.questionId;
    const before = await countsOf(x);
    const answer = (who: QaClient, session: QaSession, position: number, choiceKey: string) =>
      who.call(E.answerQuestion, {
        params: { qaSessionId: session.qaSessionId, position },
        body: { choiceKey },
      });
    await answer(learner, s, 1, 'A');
    expect(await countsOf(x)).toEqual({ ...before, A: (before.A ?? 0) + 1 });
    // The same learner again, in a copy of the session: not a first answer.
    const copy = (
      await learner.call(E.duplicateSession, { params: { qaSessionId: s.qaSessionId }, body: {} })
    ).json();
    await answer(learner, copy, 1, 'B');
    expect(await countsOf(x)).toEqual({ ...before, A: (before.A ?? 0) + 1 });
    // Another learner's first answer counts.
    const theirs = await other.call(E.createSessionV2, {
      body: { ...v2Body(), userProductId: other.productId('MS-QA'), numberOfQuestions: 200 },
    });
    const position =
      theirs.json().items.findIndex((i: { questionId: number }) => i.questionId === x) + 1;
    const shown = await answer(other, theirs.json(), position, 'B');
    const expected = { ...before, A: (before.A ?? 0) + 1, B: (before.B ?? 0) + 1 };
    expect(await countsOf(x)).toEqual(expected);
    const total = Object.values(expected).reduce((a, b) => a + b, 0);
    expect(shown.json().reveal.choiceShares.B).toBeCloseTo(expected.B / total);

    // Test mode, a question the learner never saw: A, then B; the count follows the answer.
    const test = await learner.createSession('MS-QA', {
      numberOfQuestions: 1,
      viewMode: 'test',
      includeNotViewed: true,
    });
    const y = test.items[0]!.questionId;
    const yBefore = await countsOf(y);
    await answer(learner, test, 1, 'A');
    expect(await countsOf(y)).toEqual({ ...yBefore, A: (yBefore.A ?? 0) + 1 });
    await answer(learner, test, 1, 'B');
    const yAfter: Record<string, number> = { ...yBefore, B: (yBefore.B ?? 0) + 1 };
    if (!yBefore.A) delete yAfter.A;
    expect(await countsOf(y)).toEqual(yAfter);
  });
});
