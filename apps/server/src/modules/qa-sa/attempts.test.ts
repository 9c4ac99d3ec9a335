import { type QaSessionQuestion, qaSaEndpoints, type SaAttempt } from '@boardready/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accounts, qaSaAttempts, userProducts } from '../../db/schema';
import { expectNothingWritten } from '../../test/db-checksum';
import { type QaClient, qaClient } from '../../test/qa-test-client';
import { demoForm } from '../../test/sa-forms';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Self-assessment attempts through the real server (decision 0904): the form overview, one open
 * attempt at a time, test mode, block clocks, scoring and percentile against a hand-computed
 * fixture, review, and another learner's attempt refused.
 */

const E = qaSaEndpoints;
let t: TestApp;
let learner: QaClient;
let other: QaClient;
let productId: number;
let formId: number;
/** correct key by position, from the database */
let key: Map<number, string>;

beforeAll(async () => {
  t = await createTestApp();
  learner = await qaClient(t, 'learner@demo.test');
  other = await qaClient(t, 'peds@demo.test');
  productId = learner.productId('IM-SA');
  const form = await demoForm(t.database.db, 'im-sa-1');
  formId = form.formId;
  key = new Map([...form.questionAt].map(([position, q]) => [position, q.correctKey]));
}, 240_000);
afterAll(() => t.close());

const wrongKey = (position: number) => (key.get(position) === 'A' ? 'B' : 'A');

describe('self-assessment attempts', () => {
  let attempt: SaAttempt;

  test('the overview lists the demo form: 2 blocks of 10 questions, 15 minutes each', async () => {
    const response = await learner.call(E.overview, { params: { userProductId: productId } });
    expect(response.statusCode).toBe(200);
    const [form] = response.json().forms;
    expect(form).toMatchObject({
      formId,
      title: 'Internal Medicine Self-Assessment, Form 1',
      questionCount: 20,
      passingPercent: 65,
      openAttemptId: null,
      attempts: [],
      blocks: [
        { blockNumber: 1, questionCount: 10, timeLimitSeconds: 900 },
        { blockNumber: 2, questionCount: 10, timeLimitSeconds: 900 },
      ],
    });
  });

  test('starting an attempt starts block 1 and its clock', async () => {
    const response = await learner.call(E.startAttempt, {
      params: { formId },
      body: {},
    });
    expect(response.statusCode).toBe(201);
    attempt = response.json();
    expect(attempt).toMatchObject({
      status: 'inProgress',
      currentBlock: 1,
      correctCount: null,
      scorePercent: null,
      blocks: [{ state: 'running' }, { state: 'notStarted' }],
    });
    expect(attempt.secondsRemaining).toBeGreaterThan(890);
    expect(attempt.items).toHaveLength(20);
  });

  test('one attempt at a time: a second start is refused and writes nothing', async () => {
    const response = await expectNothingWritten(
      t.database.db,
      () => learner.call(E.startAttempt, { params: { formId }, body: {} }),
      409,
    );
    expect(response.json().error.code).toBe('attempt_open');
    const overview = await learner.call(E.overview, { params: { userProductId: productId } });
    expect(overview.json().forms[0].openAttemptId).toBe(attempt.attemptId);
  });

  test('test mode: a question of the running block comes without its key; block 2 is closed', async () => {
    const response = await learner.call(E.getItem, {
      params: { attemptId: attempt.attemptId, position: 1 },
    });
    expect(response.statusCode).toBe(200);
    const question: QaSessionQuestion = response.json();
    expect(question.reveal).toBeNull();
    expect(question.isCorrect).toBeNull();
    const later = await learner.call(E.getItem, {
      params: { attemptId: attempt.attemptId, position: 11 },
    });
    expect(later.statusCode).toBe(409);
    expect(later.json().error.code).toBe('block_not_open');
    const missing = await learner.call(E.getItem, {
      params: { attemptId: attempt.attemptId, position: 21 },
    });
    expect(missing.statusCode).toBe(404);
  });

  test('answers are saved, changeable and clearable, never scored before the end', async () => {
    const answer = (position: number, choiceKey: string | null) =>
      learner.call(E.answerItem, {
        params: { attemptId: attempt.attemptId, position },
        body: { choiceKey },
      });
    expect((await answer(1, wrongKey(1))).statusCode).toBe(200);
    const changed = await answer(1, key.get(1)!);
    expect(changed.json()).toMatchObject({
      selectedKey: key.get(1),
      isCorrect: null,
      reveal: null,
    });
    expect((await answer(2, key.get(2)!)).statusCode).toBe(200);
    expect((await answer(3, 'C')).statusCode).toBe(200);
    expect((await answer(3, null)).json().selectedKey).toBeNull();
    const flagged = await learner.call(E.markItem, {
      params: { attemptId: attempt.attemptId, position: 2 },
      body: { flagged: true, struckKeys: ['D'] },
    });
    expect(flagged.json()).toMatchObject({ bookmarked: true, struckKeys: ['D'] });
    const state = await learner.call(E.getAttempt, { params: { attemptId: attempt.attemptId } });
    expect(state.json().blocks[0].answeredCount).toBe(2);
    expect(state.json().items[1]).toMatchObject({ answered: true, flagged: true });
  });

  test('bad input is a 4xx and writes nothing', async () => {
    const bad = [
      () =>
        learner.call(E.answerItem, {
          params: { attemptId: attempt.attemptId, position: 1 },
          body: { choiceKey: 'Z' },
        }),
      () =>
        learner.call(E.answerItem, {
          params: { attemptId: attempt.attemptId, position: 1 },
          body: { choiceKey: 'A', extra: 1 },
        }),
      () =>
        learner.call(E.markItem, {
          params: { attemptId: attempt.attemptId, position: 1 },
          body: {},
        }),
      () => learner.call(E.getAttempt, { params: { attemptId: 'abc' } }),
      () => learner.call(E.startAttempt, { params: { formId: 0 }, body: {} }),
    ];
    for (const run of bad) await expectNothingWritten(t.database.db, run, 400);
    await expectNothingWritten(
      t.database.db,
      () =>
        learner.call(E.startBlock, {
          params: { attemptId: attempt.attemptId, blockNumber: 2 },
          body: {},
        }),
      409,
    );
    await expectNothingWritten(
      t.database.db,
      () =>
        learner.call(E.endBlock, {
          params: { attemptId: attempt.attemptId, blockNumber: 3 },
          body: {},
        }),
      404,
    );
    const results = await expectNothingWritten(
      t.database.db,
      () => learner.call(E.results, { params: { attemptId: attempt.attemptId } }),
      409,
    );
    expect(results.json().error.code).toBe('attempt_not_completed');
  });

  test("another learner's attempt and product are refused (404) and nothing is written", async () => {
    const id = { attemptId: attempt.attemptId };
    for (const run of [
      () => other.call(E.getAttempt, { params: id }),
      () => other.call(E.getItem, { params: { ...id, position: 1 } }),
      () => other.call(E.answerItem, { params: { ...id, position: 1 }, body: { choiceKey: 'A' } }),
      () => other.call(E.markItem, { params: { ...id, position: 1 }, body: { flagged: true } }),
      () => other.call(E.endBlock, { params: { ...id, blockNumber: 1 }, body: {} }),
      () => other.call(E.startBlock, { params: { ...id, blockNumber: 2 }, body: {} }),
      () => other.call(E.results, { params: id }),
      () => other.call(E.overview, { params: { userProductId: productId } }),
      () => other.call(E.startAttempt, { params: { formId }, body: {} }),
    ]) {
      await expectNothingWritten(t.database.db, run, 404);
    }
  });

  test('a block ends when its time runs out: no more answers, the next block waits', async () => {
    // 16 minutes ago: past block 1's 15-minute limit
    await t.database.db
      .update(qaSaAttempts)
      .set({ blockStartedAt: sql`now() - interval '16 minutes'` })
      .where(eq(qaSaAttempts.id, attempt.attemptId));
    const state = await learner.call(E.getAttempt, { params: { attemptId: attempt.attemptId } });
    expect(state.json()).toMatchObject({
      secondsRemaining: null,
      blocks: [{ state: 'ended', secondsUsed: 900 }, { state: 'notStarted' }],
    });
    const late = await learner.call(E.answerItem, {
      params: { attemptId: attempt.attemptId, position: 4 },
      body: { choiceKey: 'A' },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('block_not_open');
    const [row] = await t.database.db
      .select()
      .from(qaSaAttempts)
      .where(eq(qaSaAttempts.id, attempt.attemptId));
    // the late write recorded the run-out block and moved to the break before block 2
    expect(row).toMatchObject({ currentBlock: 2, blockStartedAt: null, blockSeconds: [900, 0] });
    const started = await learner.call(E.startBlock, {
      params: { attemptId: attempt.attemptId, blockNumber: 2 },
      body: {},
    });
    expect(started.json()).toMatchObject({
      currentBlock: 2,
      blocks: [{ state: 'ended' }, { state: 'running' }],
    });
    const back = await learner.call(E.getItem, {
      params: { attemptId: attempt.attemptId, position: 1 },
    });
    expect(back.statusCode).toBe(409);
  });

  test('ending the last block scores the attempt; results, percentile and review follow', async () => {
    // Block 2: positions 11–15 right, 16–20 wrong. With 1 and 2 right: 7 of 20 = 35%.
    for (let p = 11; p <= 20; p += 1) {
      const response = await learner.call(E.answerItem, {
        params: { attemptId: attempt.attemptId, position: p },
        body: { choiceKey: p <= 15 ? key.get(p) : wrongKey(p) },
      });
      expect(response.statusCode).toBe(200);
    }
    // The other takers (hand-made fixture): first completed attempts of 5 accounts with
    // 4, 7, 7, 12 and 18 correct; a second attempt of one of them (20) does not count.
    const others = await t.database.db
      .select({ accountId: userProducts.accountId, userProductId: userProducts.id })
      .from(userProducts)
      .innerJoin(accounts, eq(accounts.id, userProducts.accountId))
      .where(and(sql`${accounts.email} <> 'learner@demo.test'`))
      .limit(200);
    const byAccount = [...new Map(others.map((o) => [o.accountId, o])).values()].slice(0, 5);
    expect(byAccount).toHaveLength(5);
    const fixture = [4, 7, 7, 12, 18];
    const base = Date.parse('2026-01-01T00:00:00Z');
    await t.database.db.insert(qaSaAttempts).values([
      ...byAccount.map((o, i) => ({
        accountId: o.accountId,
        userProductId: o.userProductId,
        formId,
        status: 'completed' as const,
        currentBlock: 2,
        blockSeconds: [600, 600],
        questionCount: 20,
        correctCount: fixture[i]!,
        startedAt: new Date(base),
        completedAt: new Date(base + 1000),
      })),
      {
        accountId: byAccount[0]!.accountId,
        userProductId: byAccount[0]!.userProductId,
        formId,
        status: 'completed' as const,
        currentBlock: 2,
        blockSeconds: [600, 600],
        questionCount: 20,
        correctCount: 20,
        startedAt: new Date(base + 5000),
        completedAt: new Date(base + 9000),
      },
    ]);

    const ended = await learner.call(E.endBlock, {
      params: { attemptId: attempt.attemptId, blockNumber: 2 },
      body: {},
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ status: 'completed', correctCount: 7, scorePercent: 35 });
    // ending it again changes nothing
    expect(
      (
        await learner.call(E.endBlock, {
          params: { attemptId: attempt.attemptId, blockNumber: 2 },
          body: {},
        })
      ).json(),
    ).toMatchObject({ status: 'completed', correctCount: 7 });

    const response = await learner.call(E.results, { params: { attemptId: attempt.attemptId } });
    expect(response.statusCode).toBe(200);
    const results = response.json();
    // others 4, 7, 7, 12, 18; me 7: lower 1, equal 3 (me included) → 100 × 2.5 / 6 = 41.7 → 42
    expect(results).toMatchObject({
      correctCount: 7,
      questionCount: 20,
      scorePercent: 35,
      percentile: 42,
      takerCount: 6,
      passingPercent: 65,
    });
    // 1 / (1 + e^(0.2 × 30)) = 0.00247
    expect(results.passLikelihood).toBeCloseTo(0.00247, 5);
    expect(results.items).toHaveLength(20);
    expect(results.items[0]).toMatchObject({ position: 1, isCorrect: true });
    expect(results.items[2]).toMatchObject({ position: 3, selectedKey: null, isCorrect: false });
    const topicTotal = results.topics.reduce(
      (sum: number, topic: { questionCount: number }) => sum + topic.questionCount,
      0,
    );
    const topicCorrect = results.topics.reduce(
      (sum: number, topic: { correctCount: number }) => sum + topic.correctCount,
      0,
    );
    expect([topicTotal, topicCorrect]).toEqual([20, 7]);
    expect(results.topics[0].name).toBe('Cardiology');

    const review = await learner.call(E.getItem, {
      params: { attemptId: attempt.attemptId, position: 16 },
    });
    expect(review.json()).toMatchObject({ isCorrect: false, reveal: { correctKey: key.get(16) } });
    expect(review.json().reveal.explanationSummary).not.toBe('');

    const overview = await learner.call(E.overview, { params: { userProductId: productId } });
    expect(overview.json().forms[0]).toMatchObject({
      openAttemptId: null,
      attempts: [{ attemptId: attempt.attemptId, status: 'completed', scorePercent: 35 }],
    });
    // the answers are final
    const after = await learner.call(E.answerItem, {
      params: { attemptId: attempt.attemptId, position: 20 },
      body: { choiceKey: 'A' },
    });
    expect(after.statusCode).toBe(409);
    // and a new attempt may start
    const again = await learner.call(E.startAttempt, {
      params: { formId },
      body: {},
    });
    expect(again.statusCode).toBe(201);
  });
});
