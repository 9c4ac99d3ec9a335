import {
  type Endpoint,
  type QaSession,
  qaEndpoints,
  qaReportEndpoints,
} from '@boardready/contracts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  bankIds,
  learnerTopicStatsDrift,
  type QaClient,
  qaClient,
  qaSnapshot,
  questionStatsDrift,
} from '../../test/qa-test-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { answerRepository } from '../qa/answer-repository';
import { sessionRepository } from '../qa/session-repository';

/**
 * A test-mode session hides correctness until it ends, and so must everything else a learner can
 * read: answering each choice of a question in turn and reading the bank's figures after each one
 * would otherwise show which choice is right. Answers count once the session ends (or is deleted).
 * The MS bank; the learner (student@) has two wrong tutor-mode answers, a peer (combo@) answers
 * the same questions, so the score, the percentile and the peers' score all have something to move.
 */

const E = qaEndpoints;
const R = qaReportEndpoints;

let t: TestApp;
let learner: QaClient;
let peer: QaClient;
let ids: Awaited<ReturnType<typeof bankIds>>;
let upId: number;

async function answer(who: QaClient, session: QaSession, position: number, choiceKey: string) {
  const response = await who.call(E.answerQuestion, {
    params: { qaSessionId: session.qaSessionId, position },
    body: { choiceKey },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function read(endpoint: Endpoint, options: Parameters<QaClient['call']>[1]) {
  const response = await learner.call(endpoint, options);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Times and the learner's own choice: what may differ between two answers given in turn. */
const TIMES_AND_CHOICE = new Set([
  'createdAt',
  'updatedAt',
  'endedAt',
  'lastAnsweredAt',
  'secondsElapsed',
  'selectedKey',
]);
function withoutTimesAndChoice(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTimesAndChoice);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !TIMES_AND_CHOICE.has(key))
      .map(([key, v]) => [key, withoutTimesAndChoice(v)]),
  );
}

/** Everything the learner can read about the bank and the session. */
async function learnerReads(session: QaSession) {
  const params = { userProductId: upId };
  const qaSessionId = session.qaSessionId;
  return {
    dashboard: await read(E.dashboardProduct, { params }),
    summary: await read(R.progressSummary, { params }),
    report: await read(R.performanceReport, { params }),
    sessions: await read(E.listSessions, { params }),
    session: await read(E.getSession, { params: { qaSessionId } }),
    questions: await Promise.all(
      session.items.map((item) =>
        read(E.getSessionQuestion, { params: { qaSessionId, position: item.position } }),
      ),
    ),
    incorrectPool: await read(E.countQuestions, { params, body: { includeIncorrect: true } }),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  learner = await qaClient(t, 'student@demo.test');
  peer = await qaClient(t, 'combo@demo.test');
  ids = await bankIds(t.database.db);
  upId = learner.productId('MS-QA');
});
afterAll(() => t.close());

describe('a running test-mode session', () => {
  test('no figure a learner reads depends on which choice is right until the session ends', async () => {
    const tutor = await learner.createSession('MS-QA', { numberOfQuestions: 2 });
    for (const item of tutor.items)
      await answer(learner, tutor, item.position, ids.wrongKey(item.questionId));
    // Questions never seen, so that the test-mode answers are the learner's first ones.
    const session = await learner.createSession('MS-QA', {
      numberOfQuestions: 2,
      viewMode: 'test',
      includeNotViewed: true,
    });
    const [q1, q2] = session.items.map((item) => item.questionId);
    // The peer answers every question of both sessions in tutor mode: q1 wrong, the others right.
    const all: QaSession = (
      await peer.call(E.createSession, {
        params: { userProductId: peer.productId('MS-QA') },
        body: { name: 'All', numberOfQuestions: 200, viewMode: 'tutor' },
      })
    ).json();
    for (const item of all.items) {
      const questionId = item.questionId;
      if (![...tutor.items, ...session.items].some((i) => i.questionId === questionId)) continue;
      const right = questionId !== q1;
      await answer(
        peer,
        all,
        item.position,
        right ? ids.correctKey.get(questionId)! : ids.wrongKey(questionId),
      );
    }

    const before = await learnerReads(session);
    expect(before.summary).toMatchObject({ answeredQuestions: 2, correctQuestions: 0 });
    expect(before.summary.percentile).not.toBeNull();
    expect(before.incorrectPool.available).toBe(2);

    // Each choice of a question in turn: q1 ends on its right key, q2 on a wrong one.
    for (const [position, questionId, lastRight] of [
      [1, q1!, true],
      [2, q2!, false],
    ] as const) {
      const choices = before.questions[position - 1].question.choices.map(
        (c: { key: string }) => c.key,
      ) as string[];
      const correct = ids.correctKey.get(questionId)!;
      const wrong = choices.filter((key) => key !== correct);
      const order = lastRight ? [...wrong, correct] : [correct, ...wrong];
      const seen: unknown[] = [];
      for (const key of order) {
        const shown = await answer(learner, session, position, key);
        expect(shown).toMatchObject({ selectedKey: key, isCorrect: null, reveal: null });
        seen.push(withoutTimesAndChoice({ shown, ...(await learnerReads(session)) }));
      }
      for (const [i, reads] of seen.entries()) expect(reads, `after ${order[i]}`).toEqual(seen[0]);
    }

    // While it runs, the results are those of before: answered counts may move, results do not.
    const running = await learnerReads(session);
    for (const figure of ['correctQuestions', 'scorePercent', 'percentile', 'peerScorePercent']) {
      expect(running.summary[figure], figure).toEqual(before.summary[figure]);
    }
    expect(running.dashboard.correctQuestions).toBe(before.dashboard.correctQuestions);
    expect(running.report.topics).toEqual(before.report.topics);
    expect(running.report.trend).toEqual(before.report.trend);
    expect(running.incorrectPool).toEqual(before.incorrectPool);
    expect(running.session).toMatchObject({ answeredCount: 2, correctCount: 0 });

    // Ended, the answers count in full: q1 right, q2 wrong.
    const ended = await learner.call(E.endSession, {
      params: { qaSessionId: session.qaSessionId },
      body: {},
    });
    expect(ended.json()).toMatchObject({ status: 'ended', answeredCount: 2, correctCount: 1 });
    const after = await learnerReads(session);
    expect(after.dashboard).toMatchObject({
      answeredQuestions: before.dashboard.answeredQuestions + 2,
      correctQuestions: before.dashboard.correctQuestions + 1,
    });
    expect(after.summary).toMatchObject({
      answeredQuestions: 4,
      correctQuestions: 1,
      scorePercent: 25,
      // everyone's first answers to these four: the learner's 1 right and the peer's 3 of 4
      peerScorePercent: 50,
      percentile: 0,
    });
    expect(after.incorrectPool.available).toBe(3);
    expect(after.questions.map((q: { isCorrect: boolean }) => q.isCorrect)).toEqual([true, false]);
    const weeks = after.report.trend as { answeredQuestions: number; correctQuestions: number }[];
    expect(weeks.reduce((n, w) => n + w.answeredQuestions, 0)).toBe(4);
    expect(weeks.reduce((n, w) => n + w.correctQuestions, 0)).toBe(1);
    expect(await questionStatsDrift(t.database.db)).toEqual([]);
    expect(await learnerTopicStatsDrift(t.database.db)).toEqual([]);
  });

  test('deleting a running test-mode session keeps its answers in the history, counted', async () => {
    const summary = () => read(R.progressSummary, { params: { userProductId: upId } });
    const before = await summary();
    const session = await learner.createSession('MS-QA', {
      numberOfQuestions: 1,
      viewMode: 'test',
      includeNotViewed: true,
    });
    const questionId = session.items[0]!.questionId;
    await answer(learner, session, 1, ids.correctKey.get(questionId)!);
    expect(await summary()).toMatchObject({ answeredQuestions: before.answeredQuestions });
    const deleted = await learner.call(E.deleteSession, {
      params: { qaSessionId: session.qaSessionId },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await summary()).toMatchObject({
      answeredQuestions: before.answeredQuestions + 1,
      correctQuestions: before.correctQuestions + 1,
    });
    expect(await questionStatsDrift(t.database.db)).toEqual([]);
    expect(await learnerTopicStatsDrift(t.database.db)).toEqual([]);
  });

  test('an answer that raced the end (read before it, written after) writes nothing', async () => {
    const session = await learner.createSession('MS-QA', {
      numberOfQuestions: 1,
      viewMode: 'test',
    });
    const db = t.database.db;
    // What the answer's request read before the end: the item, unanswered, in a running session.
    const [stale] = await sessionRepository(db).items({
      id: session.qaSessionId,
      accountId: learner.accountId,
    });
    const ended = await learner.call(E.endSession, {
      params: { qaSessionId: session.qaSessionId },
      body: {},
    });
    expect(ended.statusCode).toBe(200);
    const before = await qaSnapshot(db);
    const late = await answerRepository(db).answer({
      accountId: learner.accountId,
      item: stale!,
      key: 'A',
      confidence: null,
      correctKey: ids.correctKey.get(stale!.questionId)!,
      changeable: true,
      scored: false,
      now: new Date(),
    });
    expect(late.outcome).toBe('ended');
    expect(await qaSnapshot(db)).toBe(before);
  });
});
