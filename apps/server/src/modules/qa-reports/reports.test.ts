import {
  EXAM_PACE_SECONDS,
  type QaPerformanceReport,
  type QaSession,
  qaEndpoints,
  qaReportEndpoints,
} from '@boardready/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  accounts,
  products,
  qaLearnerBankStats,
  qaLearnerQuestions,
  qaSessions,
  userProducts,
} from '../../db/schema';
import {
  bankIds,
  learnerTopicStatsDrift,
  type QaClient,
  qaClient,
  qaSnapshot,
  questionStatsDrift,
} from '../../test/qa-test-client';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The performance report against a hand-computed fixture on the MS bank (40 published questions,
 * one of them in two top-level topics;
 * Psychiatry MS-0020…0024, Surgery 5 questions), three learners answering through the real API:
 *
 * | learner | Psychiatry first answers  | Surgery | overall |
 * | student | 0020 0021 0022 right, 0023 0024 wrong (then all right in a copy) | 4 of 5 right | 7/10 = 70 % |
 * | combo   | all 5 wrong (test mode: right first, changed to wrong before the end) | — | 0/5 = 0 % |
 * | peds    | all 5 right (granted MS-QA here) | — | 5/5 = 100 % |
 *
 * Peers on the same questions (everyone's first answers): Psychiatry 3+0+5 of 15 = 53.3 %,
 * Surgery 4 of 5 = 80 %, student overall 12 of 20 = 60 %. Percentiles (midpoint rank among the
 * other two): student 50, combo 0, peds 100. Student's pace: 600 + 300 + 150 seconds over
 * 5 + 5 + 5 answers = 70 s a question.
 */

const E = qaEndpoints;
const R = qaReportEndpoints;

let t: TestApp;
let student: QaClient;
let combo: QaClient;
let peds: QaClient;
let ids: Awaited<ReturnType<typeof bankIds>>;
let psychiatry: number;
let surgery: number;

const PSYCHIATRY_RIGHT = new Set(['MS-0020', 'MS-0021', 'MS-0022']);

/** Answers every item of a session: right when `right(code)` says so, otherwise wrong. */
async function answerAll(
  learner: QaClient,
  session: QaSession,
  right: (code: string, index: number) => boolean,
) {
  for (const [index, item] of session.items.entries()) {
    const code = ids.questionCode.get(item.questionId)!;
    const choiceKey = right(code, index)
      ? ids.correctKey.get(item.questionId)!
      : ids.wrongKey(item.questionId);
    const response = await learner.call(E.answerQuestion, {
      params: { qaSessionId: session.qaSessionId, position: item.position },
      body: { choiceKey },
    });
    expect(response.statusCode, response.body).toBe(200);
  }
}

async function elapsed(learner: QaClient, session: QaSession, seconds: number) {
  const response = await learner.call(E.recordSecondsElapsed, {
    params: { qaSessionId: session.qaSessionId, secondsElapsed: seconds },
  });
  expect(response.statusCode).toBe(200);
}

async function report(learner: QaClient): Promise<QaPerformanceReport> {
  const response = await learner.call(R.performanceReport, {
    params: { userProductId: learner.productId('MS-QA') },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const topicOf = (r: QaPerformanceReport, id: number) => r.topics.find((x) => x.topicId === id)!;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  // peds@ gets the MS bank too, so that three learners share it.
  const [pedsAccount] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, 'peds@demo.test'));
  const [ms] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.code, 'MS-QA'));
  await db.insert(userProducts).values({
    accountId: pedsAccount!.id,
    productId: ms!.id,
    startsAt: new Date(Date.now() - 86_400_000),
    endsAt: new Date(Date.now() + 365 * 86_400_000),
  });
  student = await qaClient(t, 'student@demo.test');
  combo = await qaClient(t, 'combo@demo.test');
  peds = await qaClient(t, 'peds@demo.test');
  ids = await bankIds(db);
  psychiatry = ids.topicId('ms', 'psychiatry');
  surgery = ids.topicId('ms', 'surgery');

  const psych = await student.createSession('MS-QA', {
    topicIds: [psychiatry],
    numberOfQuestions: 5,
  });
  await answerAll(student, psych, (code) => PSYCHIATRY_RIGHT.has(code));
  await elapsed(student, psych, 600);
  const surg = await student.createSession('MS-QA', { topicIds: [surgery], numberOfQuestions: 5 });
  await answerAll(student, surg, (_, index) => index < 4);
  await elapsed(student, surg, 300);
  // A second pass over Psychiatry, all right: the report keeps scoring the first answers.
  const copy = await student.call(E.duplicateSession, {
    params: { qaSessionId: psych.qaSessionId },
    body: { questions: 'all' },
  });
  expect(copy.statusCode, copy.body).toBe(201);
  await answerAll(student, copy.json(), () => true);
  await elapsed(student, copy.json(), 150);

  // combo: test mode, right at first, every answer changed to wrong before the end.
  const test = await combo.createSession('MS-QA', {
    topicIds: [psychiatry],
    numberOfQuestions: 5,
    viewMode: 'test',
  });
  await answerAll(combo, test, () => true);
  await answerAll(combo, test, () => false);
  await combo.call(E.endSession, { params: { qaSessionId: test.qaSessionId }, body: {} });

  const all = await peds.createSession('MS-QA', { topicIds: [psychiatry], numberOfQuestions: 5 });
  await answerAll(peds, all, () => true);

  // The student's Psychiatry answers were given in the week of Monday 5 January 2026.
  await db
    .update(qaLearnerQuestions)
    .set({ firstAnsweredAt: new Date('2026-01-07T10:00:00Z') })
    .where(
      and(
        eq(qaLearnerQuestions.accountId, student.accountId),
        inArray(
          qaLearnerQuestions.questionId,
          ['MS-0020', 'MS-0021', 'MS-0022', 'MS-0023', 'MS-0024'].map(
            (c) => ids.questionId.get(c)!,
          ),
        ),
      ),
    );
});
afterAll(() => t.close());

/**
 * The question statistics the report reads are the choice counts summed (decision 0903), and the
 * learners' per-topic tallies their first answers counted by topic: every answer, changed answer
 * and reset keeps them equal.
 */
async function expectQuestionStatsMatchCounts() {
  expect(await questionStatsDrift(t.database.db)).toEqual([]);
  expect(await learnerTopicStatsDrift(t.database.db)).toEqual([]);
}

describe('the performance report (decision 0903)', () => {
  test('the progress summary: score, peers, percentile, pace', async () => {
    const response = await student.call(R.progressSummary, {
      params: { userProductId: student.productId('MS-QA') },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      userProductId: student.productId('MS-QA'),
      totalQuestions: 40,
      answeredQuestions: 10,
      correctQuestions: 7,
      scorePercent: 70,
      peerScorePercent: 60,
      percentile: 50,
      peerCount: 2,
      averageSecondsPerQuestion: 70,
      examPaceSeconds: EXAM_PACE_SECONDS,
      lastAnsweredAt: expect.any(String),
    });
    expect(EXAM_PACE_SECONDS).toBe(120);
  });

  test('score per topic beside the peers on the same questions, answered of total', async () => {
    const r = await report(student);
    // the report's summary is the progress summary, though made by the report's own statement
    const summary = await student.call(R.progressSummary, {
      params: { userProductId: student.productId('MS-QA') },
    });
    expect(r.summary).toEqual(summary.json());
    expect(r.bankTitle).toBe('Medical Student Clerkship Review');
    expect(r.topics).toHaveLength(9);
    expect(topicOf(r, psychiatry)).toMatchObject({
      name: 'Psychiatry',
      totalQuestions: 5,
      answeredQuestions: 5,
      correctQuestions: 3,
      scorePercent: 60,
      peerScorePercent: 53.3,
    });
    expect(topicOf(r, surgery)).toMatchObject({
      totalQuestions: 5,
      answeredQuestions: 5,
      correctQuestions: 4,
      scorePercent: 80,
      peerScorePercent: 80,
    });
    const untouched = r.topics.filter((x) => x.topicId !== psychiatry && x.topicId !== surgery);
    for (const topic of untouched) {
      expect(topic).toMatchObject({
        answeredQuestions: 0,
        scorePercent: null,
        peerScorePercent: null,
      });
    }
    // 40 questions, one of them counted in two top-level topics
    expect(r.topics.reduce((n, x) => n + x.totalQuestions, 0)).toBe(41);
  });

  test('the trend: first answers per week, oldest first', async () => {
    const r = await report(student);
    expect(r.trend).toHaveLength(2);
    expect(r.trend[0]).toEqual({
      weekStart: '2026-01-05',
      answeredQuestions: 5,
      correctQuestions: 3,
      scorePercent: 60,
    });
    expect(r.trend[1]).toMatchObject({
      answeredQuestions: 5,
      correctQuestions: 4,
      scorePercent: 80,
    });
  });

  test('a changed test-mode answer moves the first answer; percentiles at the ends', async () => {
    const c = await report(combo);
    expect(c.summary).toMatchObject({ answeredQuestions: 5, correctQuestions: 0, scorePercent: 0 });
    expect(c.summary.percentile).toBe(0);
    expect(topicOf(c, psychiatry).peerScorePercent).toBe(53.3);
    const p = await report(peds);
    expect(p.summary).toMatchObject({ scorePercent: 100, percentile: 100, peerCount: 2 });
    // no time recorded in their sessions: no pace rather than 0 seconds
    expect(c.summary.averageSecondsPerQuestion).toBeNull();
    expect(p.summary.averageSecondsPerQuestion).toBeNull();
    await expectQuestionStatsMatchCounts();
  });
});

describe('rights and bad input', () => {
  test("another learner's product is refused without a leak", async () => {
    for (const endpoint of [R.progressSummary, R.performanceReport]) {
      const response = await combo.call(endpoint, {
        params: { userProductId: student.productId('MS-QA') },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('product_not_found');
    }
    const before = await qaSnapshot(t.database.db);
    const reset = await combo.call(R.resetHistory, {
      params: { userProductId: student.productId('MS-QA') },
      body: { confirm: true },
    });
    expect(reset.statusCode).toBe(404);
    expect(await qaSnapshot(t.database.db)).toBe(before);
  });

  test('malformed ids, a product without a bank and an unconfirmed reset are 4xx', async () => {
    const bad = await student.call(R.performanceReport, { params: { userProductId: 'abc' } });
    expect(bad.statusCode).toBe(400);
    const book = await student.call(R.progressSummary, {
      params: { userProductId: student.productId('MS-BOOK') },
    });
    expect(book.statusCode).toBe(404);
    expect(book.json().error.code).toBe('no_question_bank');
    const before = await qaSnapshot(t.database.db);
    for (const body of [{}, { confirm: false }, { confirm: 'yes' }, { confirm: true, all: 1 }]) {
      const response = await student.call(R.resetHistory, {
        params: { userProductId: student.productId('MS-QA') },
        body,
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await qaSnapshot(t.database.db)).toBe(before);
  });

  test('an expired product is 403', async () => {
    const db = t.database.db;
    const id = peds.productId('MS-QA');
    const [row] = await db.select().from(userProducts).where(eq(userProducts.id, id));
    await db
      .update(userProducts)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(userProducts.id, id));
    const response = await peds.call(R.progressSummary, { params: { userProductId: id } });
    await db.update(userProducts).set({ endsAt: row!.endsAt }).where(eq(userProducts.id, id));
    expect(response.statusCode).toBe(403);
  });
});

describe('reset of a bank history', () => {
  test('erases the learner’s sessions, answers and rank; other learners keep theirs', async () => {
    const db = t.database.db;
    const pedsBefore = await db
      .select()
      .from(qaLearnerQuestions)
      .where(eq(qaLearnerQuestions.accountId, peds.accountId))
      .orderBy(qaLearnerQuestions.questionId);
    const response = await student.call(R.resetHistory, {
      params: { userProductId: student.productId('MS-QA') },
      body: { confirm: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      answeredQuestions: 0,
      correctQuestions: 0,
      scorePercent: null,
      percentile: null,
      peerCount: 2,
      averageSecondsPerQuestion: null,
      lastAnsweredAt: null,
    });
    const left = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(qaSessions)
      .where(eq(qaSessions.accountId, student.accountId));
    expect(left[0]!.n).toBe(0);
    const stats = await db
      .select()
      .from(qaLearnerBankStats)
      .where(eq(qaLearnerBankStats.accountId, student.accountId));
    expect(stats).toEqual([]);
    expect(
      await db
        .select()
        .from(qaLearnerQuestions)
        .where(eq(qaLearnerQuestions.accountId, peds.accountId))
        .orderBy(qaLearnerQuestions.questionId),
    ).toEqual(pedsBefore);

    // The student's first answers left the peers' figures: Psychiatry is now 0 + 5 of 10.
    const c = await report(combo);
    expect(topicOf(c, psychiatry).peerScorePercent).toBe(50);
    expect(c.summary).toMatchObject({ percentile: 0, peerCount: 1 });
    const r = await report(student);
    expect(r.trend).toEqual([]);
    expect(topicOf(r, psychiatry)).toMatchObject({ answeredQuestions: 0, totalQuestions: 5 });

    // Answering again counts as a first answer once more.
    const again = await student.createSession('MS-QA', {
      topicIds: [surgery],
      numberOfQuestions: 5,
    });
    await answerAll(student, again, () => true);
    expect((await report(student)).summary).toMatchObject({
      answeredQuestions: 5,
      scorePercent: 100,
      percentile: 75, // combo below, peds tied: (1 + ½) of 2
    });
    await expectQuestionStatsMatchCounts();
  });
});
