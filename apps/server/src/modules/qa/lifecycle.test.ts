import { type QaSession, qaEndpoints } from '@boardready/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { qaLearnerQuestions, qaSessions } from '../../db/schema';
import { type QaLifecycleWorld, qaLifecycleWorld } from '../../test/qa-session-world';
import type { QaClient } from '../../test/qa-test-client';
import type { TestApp } from '../../test/test-app';

/** Activation, update, elapsed time, duplicate, book topic. */

const E = qaEndpoints;

let t: TestApp;
let learner: QaClient;
let other: QaClient;
let ids: QaLifecycleWorld['ids'];
let withoutWrites: QaLifecycleWorld['withoutWrites'];
let expectRefused: QaLifecycleWorld['expectRefused'];
let session: QaLifecycleWorld['session'];
let v2Body: QaLifecycleWorld['v2Body'];

beforeAll(async () => {
  ({ t, learner, other, ids, withoutWrites, expectRefused, session, v2Body } =
    await qaLifecycleWorld());
});
afterAll(() => t.close());

const activeIds = async (accountId: number) =>
  (
    await t.database.db
      .select({ id: qaSessions.id })
      .from(qaSessions)
      .where(and(eq(qaSessions.accountId, accountId), eq(qaSessions.isActive, true)))
  ).map((r) => r.id);

describe('activating a session (spec §4)', () => {
  test('[QA-29] [QA-33] POST ?activate=true&populatequestionids=false creates and activates a session; without activate it only creates', async () => {
    const created = await learner.call(E.createSessionV2, {
      query: { activate: 'true', populatequestionids: 'false' },
      body: v2Body(),
    });
    expect(created.statusCode).toBe(201);
    const active: QaSession = created.json();
    expect(active).toMatchObject({ name: 'Made by v2', isActive: true, numberOfQuestions: 3 });
    expect(await activeIds(learner.accountId)).toEqual([active.qaSessionId]);

    const plain = await learner.call(E.createSessionV2, { body: { ...v2Body(), name: 'Plain' } });
    expect(plain.statusCode).toBe(201);
    expect(plain.json().isActive).toBe(false);
    expect(await activeIds(learner.accountId)).toEqual([active.qaSessionId]);

    await expectRefused(
      () =>
        learner.call(E.createSessionV2, {
          query: { activate: 'true' },
          body: { ...v2Body(), userProductId: other.productId('MS-QA') },
        }),
      404,
    );
    await expectRefused(
      () => learner.call(E.createSessionV2, { query: { activate: 'yes' }, body: v2Body() }),
      400,
    );
  });

  test('[QA-28] [QA-35] PUT ?activate=true activates an existing session: exactly one is active', async () => {
    const a = await learner.createSession('MS-QA', { name: 'A', numberOfQuestions: 2 });
    const b = await learner.createSession('MS-QA', { name: 'B', numberOfQuestions: 2 });
    // The v3 create puts the learner into the new session.
    expect(await activeIds(learner.accountId)).toEqual([b.qaSessionId]);
    const response = await learner.call(E.updateSession, {
      query: { activate: 'true', populatequestionids: 'false' },
      body: { qaSessionId: a.qaSessionId },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ qaSessionId: a.qaSessionId, isActive: true });
    expect(await activeIds(learner.accountId)).toEqual([a.qaSessionId]);
    expect((await session(b.qaSessionId)).isActive).toBe(false);

    const check = await learner.call(E.userCheck, { params: { accountId: learner.accountId } });
    expect(check.json()).toEqual({
      activeSession: { qaSessionId: a.qaSessionId, userProductId: learner.productId('MS-QA') },
    });
    // Ending the active session leaves none active.
    await learner.call(E.endSession, { params: { qaSessionId: a.qaSessionId }, body: {} });
    expect(
      (await learner.call(E.userCheck, { params: { accountId: learner.accountId } })).json(),
    ).toEqual({ activeSession: null });
  });

  test('[QA-35] PUT renames, records elapsed time and the question on screen (which is then seen)', async () => {
    const s = await learner.createSession('MS-QA', { name: 'Old', numberOfQuestions: 3 });
    const response = await learner.call(E.updateSession, {
      body: {
        qaSessionId: s.qaSessionId,
        name: ' New name ',
        secondsElapsed: 95,
        currentPosition: 2,
      },
    });
    expect(response.statusCode).toBe(200);
    const updated: QaSession = response.json();
    expect(updated).toMatchObject({ name: 'New name', secondsElapsed: 95, currentPosition: 2 });
    expect(updated.items.map((i) => i.state)).toEqual(['unseen', 'seen', 'unseen']);
    const [history] = await t.database.db
      .select()
      .from(qaLearnerQuestions)
      .where(
        and(
          eq(qaLearnerQuestions.accountId, learner.accountId),
          eq(qaLearnerQuestions.questionId, s.items[1]!.questionId),
        ),
      );
    expect(history).toMatchObject({ seen: true, answered: false });

    const body = (extra: Record<string, unknown>) => ({ qaSessionId: s.qaSessionId, ...extra });
    await expectRefused(
      () => learner.call(E.updateSession, { body: body({ currentPosition: 4 }) }),
      400,
      /3 questions/,
    );
    await expectRefused(
      () => learner.call(E.updateSession, { body: body({ secondsElapsed: -1 }) }),
      400,
    );
    await expectRefused(
      () => learner.call(E.updateSession, { body: body({ secondsElapsed: 86_401 }) }),
      400,
    );
    await expectRefused(() => learner.call(E.updateSession, { body: body({ name: '' }) }), 400);
    await expectRefused(
      () => learner.call(E.updateSession, { body: body({ status: 'ended' }) }),
      400,
    );
    await expectRefused(
      () => other.call(E.updateSession, { body: body({ name: 'Mine now' }) }),
      404,
    );
    await expectRefused(
      () => other.call(E.updateSession, { query: { activate: 'true' }, body: body({}) }),
      404,
    );
  });
});

describe('elapsed time', () => {
  test('[QA-37] GET …/secondselapsed/{n} records elapsed time; it never goes back; absurd values are refused', async () => {
    const s = await learner.createSession('MS-QA', { numberOfQuestions: 2, durationSeconds: 600 });
    const record = (n: number | string, who = learner) =>
      who.call(E.recordSecondsElapsed, {
        params: { qaSessionId: s.qaSessionId, secondsElapsed: n },
      });
    const first = await record(42);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ qaSessionId: s.qaSessionId, secondsElapsed: 42 });
    expect((await record(30)).json().secondsElapsed).toBe(42);
    expect((await record(61)).json().secondsElapsed).toBe(61);
    expect((await session(s.qaSessionId)).secondsElapsed).toBe(61);
    await expectRefused(() => record(-5), 400);
    await expectRefused(() => record(86_401), 400);
    await expectRefused(() => record('1e9'), 400);
    await expectRefused(() => record('ten'), 400);
    await expectRefused(() => record(70, other), 404);
    // An ended session keeps its final time.
    await learner.call(E.endSession, { params: { qaSessionId: s.qaSessionId }, body: {} });
    const late = await withoutWrites(() => record(500));
    expect(late.statusCode).toBe(200);
    expect(late.json().secondsElapsed).toBe(61);
  });

  test('[QA-37] the writing GET keeps the same-origin rule of mutations: a cross-site link writes nothing', async () => {
    const s = await learner.createSession('MS-QA', { numberOfQuestions: 2 });
    const record = (headers: Record<string, string>) =>
      learner.call(E.recordSecondsElapsed, {
        params: { qaSessionId: s.qaSessionId, secondsElapsed: 99 },
        headers,
      });
    await expectRefused(() => record({ 'sec-fetch-site': 'cross-site' }), 403);
    await expectRefused(() => record({ origin: 'https://evil.example' }), 403);
    const own = await record({ 'sec-fetch-site': 'same-origin' });
    expect(own.statusCode).toBe(200);
    expect(own.json().secondsElapsed).toBe(99);
  });
});

describe('duplicating a session', () => {
  test('[QA-38] [QA-39] "all" gives the same questions fresh; "incorrect" only those answered wrong', async () => {
    const s = await learner.createSession('MS-QA', {
      name: 'Original',
      numberOfQuestions: 4,
      viewMode: 'tutor',
      durationSeconds: 300,
    });
    // Answer 1 and 3 wrong, 2 right; bookmark 4 and keep a note on it.
    for (const [position, right] of [
      [1, false],
      [2, true],
      [3, false],
    ] as const) {
      const questionId = s.items[position - 1]!.questionId;
      const correct = ids.correctKey.get(questionId)!;
      const response = await learner.call(E.answerQuestion, {
        params: { qaSessionId: s.qaSessionId, position },
        body: { choiceKey: right ? correct : correct === 'A' ? 'B' : 'A' },
      });
      expect(response.json().isCorrect).toBe(right);
    }
    await learner.call(E.markQuestion, {
      params: { qaSessionId: s.qaSessionId, position: 4 },
      body: { bookmarked: true, note: 'look again' },
    });
    const original = await session(s.qaSessionId);
    const all = await learner.call(E.duplicateSession, {
      params: { qaSessionId: s.qaSessionId },
      body: { questions: 'all' },
    });
    expect(all.statusCode).toBe(201);
    const copy: QaSession = all.json();
    expect(copy).toMatchObject({
      name: 'Original (copy)',
      sessionType: 'Duplicate',
      viewMode: 'tutor',
      durationSeconds: 300,
      status: 'active',
      isActive: false,
      secondsElapsed: 0,
      answeredCount: 0,
      numberOfQuestions: 4,
    });
    expect(copy.items.map((i) => i.questionId)).toEqual(original.items.map((i) => i.questionId));
    expect(copy.items.every((i) => i.state === 'unseen')).toBe(true);
    // The bookmark and the note belong to the learner and the question (the notebook, decision
    // 0908): question 4 comes back with them, the others bare.
    expect(copy.items.map((i) => [i.bookmarked, i.hasNote])).toEqual([
      [false, false],
      [false, false],
      [false, false],
      [true, true],
    ]);
    const firstOfCopy = await learner.call(E.getSessionQuestion, {
      params: { qaSessionId: copy.qaSessionId, position: 1 },
    });
    expect(firstOfCopy.json()).toMatchObject({ selectedKey: null, reveal: null, note: '' });

    const incorrect = await learner.call(E.duplicateSession, {
      params: { qaSessionId: s.qaSessionId },
      body: { questions: 'incorrect', name: 'Wrong ones' },
    });
    expect(incorrect.statusCode).toBe(201);
    expect(incorrect.json()).toMatchObject({ name: 'Wrong ones', numberOfQuestions: 2 });
    expect(incorrect.json().items.map((i: { questionId: number }) => i.questionId)).toEqual([
      original.items[0]!.questionId,
      original.items[2]!.questionId,
    ]);
    // The default is "all"; unknown options and another learner are refused.
    const byDefault = await learner.call(E.duplicateSession, {
      params: { qaSessionId: s.qaSessionId },
      body: {},
    });
    expect(byDefault.json().numberOfQuestions).toBe(4);
    await expectRefused(
      () =>
        learner.call(E.duplicateSession, {
          params: { qaSessionId: s.qaSessionId },
          body: { questions: 'some' },
        }),
      400,
    );
    await expectRefused(
      () => other.call(E.duplicateSession, { params: { qaSessionId: s.qaSessionId }, body: {} }),
      404,
    );
  });

  test('"incorrect" of a session with no wrong answers, or of a running test-mode session, is refused', async () => {
    const s = await learner.createSession('MS-QA', { numberOfQuestions: 2, viewMode: 'tutor' });
    await expectRefused(
      () =>
        learner.call(E.duplicateSession, {
          params: { qaSessionId: s.qaSessionId },
          body: { questions: 'incorrect' },
        }),
      400,
      'No question of this session was answered wrong.',
    );
    const test = await learner.createSession('MS-QA', { numberOfQuestions: 2, viewMode: 'test' });
    await expectRefused(
      () =>
        learner.call(E.duplicateSession, {
          params: { qaSessionId: test.qaSessionId },
          body: { questions: 'incorrect' },
        }),
      409,
      /End this test-mode session/,
    );
  });
});

describe('a session from an interlinked book topic', () => {
  test('[QA-40] [QA-41] [QA-21] POST …/corecontenttopics/{id} with {} answers a session id, then fetched with GET', async () => {
    const upId = learner.productId('MS-QA');
    const topicId = ids.topicId('ms', 'surgery');
    const response = await learner.call(E.createBookTopicSession, {
      params: { userProductId: upId, coreContentTopicId: topicId },
      body: {},
    });
    expect(response.statusCode).toBe(201);
    const { qaSessionId } = response.json();
    expect(response.json()).toEqual({ qaSessionId: expect.any(Number) });
    const s = await session(qaSessionId);
    expect(s).toMatchObject({
      sessionType: 'BookTopic',
      name: 'Surgery',
      viewMode: 'tutor',
      isActive: true,
    });
    const tree = (await learner.call(E.topicTree, { params: { userProductId: upId } })).json();
    const surgery = tree.topics.find((t: { id: number }) => t.id === topicId);
    expect(s.numberOfQuestions).toBe(surgery.questionCount);
    expect(s.filters.topicIds).toEqual([topicId]);

    await expectRefused(
      () =>
        learner.call(E.createBookTopicSession, {
          params: { userProductId: upId, coreContentTopicId: ids.topicId('im', 'cardiology') },
          body: {},
        }),
      404,
      /not in the question bank/,
    );
    await expectRefused(
      () =>
        learner.call(E.createBookTopicSession, {
          params: { userProductId: upId, coreContentTopicId: topicId },
          body: { extra: 1 },
        }),
      400,
    );
    await expectRefused(
      () =>
        other.call(E.createBookTopicSession, {
          params: { userProductId: upId, coreContentTopicId: topicId },
          body: {},
        }),
      404,
    );
  });
});
