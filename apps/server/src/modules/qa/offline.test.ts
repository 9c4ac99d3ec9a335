import { type QaOfflineSession, type QaSessionQuestion, qaEndpoints } from '@boardready/contracts';
import { ErrorCode } from '@boardready/contracts/errors';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type QaSessionWorld, qaSessionWorld } from '../../test/qa-session-world';
import { type QaClient, qaSnapshot } from '../../test/qa-test-client';
import type { TestApp } from '../../test/test-app';

/** A session taken offline (issue 30, decision 1705): the pack, its reveals on answer, refusals. */

const E = qaEndpoints;

let t: TestApp;
let learner: QaClient;
let other: QaClient;
let sourceOf: QaSessionWorld['sourceOf'];
let expectRefused: QaSessionWorld['expectRefused'];

beforeAll(async () => {
  ({ t, learner, other, sourceOf, expectRefused } = await qaSessionWorld());
});
afterAll(() => t.close());

async function pack(client: QaClient, qaSessionId: number | string) {
  return client.call(E.offlineSession, { params: { qaSessionId } });
}

/** The pack, proving it wrote nothing (a read, unlike showing a question). */
async function readPack(client: QaClient, qaSessionId: number): Promise<QaOfflineSession> {
  const before = await qaSnapshot(t.database.db);
  const response = await pack(client, qaSessionId);
  expect(response.statusCode, response.body).toBe(200);
  expect(await qaSnapshot(t.database.db)).toBe(before);
  return response.json();
}

async function item(client: QaClient, qaSessionId: number, position: number) {
  const response = await client.call(E.getSessionQuestion, { params: { qaSessionId, position } });
  expect(response.statusCode).toBe(200);
  return response.json() as QaSessionQuestion;
}

function wrongKey(questionId: number) {
  const source = sourceOf(questionId);
  return source.choices.find((c) => c.key !== source.correctKey)!.key;
}

describe('GET api/3.0/qa/sessions/{id}/offline', () => {
  test('tutor mode: each item as items/{n} answers it, and what answering an unanswered one reveals', async () => {
    const session = await learner.createSession('IM-QA', {
      numberOfQuestions: 4,
      viewMode: 'tutor',
    });
    const qaSessionId = session.qaSessionId;
    const first = session.items[0]!.questionId;
    const answered = await learner.call(E.answerQuestion, {
      params: { qaSessionId, position: 1 },
      body: { choiceKey: wrongKey(first) },
    });
    expect(answered.statusCode).toBe(200);
    await learner.call(E.markQuestion, {
      params: { qaSessionId, position: 3 },
      body: { bookmarked: true, note: 'Check the thyroid first.' },
    });

    const offline = await readPack(learner, qaSessionId);
    const current = await learner.call(E.getSession, { params: { qaSessionId } });
    expect(offline.session).toEqual(current.json());
    expect(offline.items.map((i) => i.position)).toEqual([1, 2, 3, 4]);
    for (const { revealOnAnswer: _, ...view } of offline.items) {
      expect(view).toEqual(await item(learner, qaSessionId, view.position));
    }
    // answered: the reveal is there already; unanswered: none yet, but the one to come
    expect(offline.items[0]!.reveal).not.toBeNull();
    expect(offline.items[0]!.revealOnAnswer).toBeNull();
    expect(offline.items[2]).toMatchObject({ bookmarked: true, note: 'Check the thyroid first.' });
    for (const unanswered of offline.items.slice(1)) {
      expect(unanswered.reveal).toBeNull();
      const source = sourceOf(unanswered.question.questionId);
      expect(unanswered.revealOnAnswer).toMatchObject({
        correctKey: source.correctKey,
        explanationSummary: source.explanationSummary,
      });
    }

    // answering reveals what the pack said, the choice shares moved by this answer alone
    const second = offline.items[1]!;
    const key = wrongKey(second.question.questionId);
    const result = await learner.call(E.answerQuestion, {
      params: { qaSessionId, position: 2 },
      body: { choiceKey: key },
    });
    expect(result.statusCode).toBe(200);
    const { choiceShares: shown, ...reveal } = (result.json() as QaSessionQuestion).reveal!;
    const { choiceShares: packed, ...promised } = second.revealOnAnswer!;
    expect(reveal).toEqual(promised);
    expect(Object.keys(shown).sort()).toEqual(Object.keys(packed).sort());
    expect(shown[key]).toBeGreaterThan(0);

    const after = await readPack(learner, qaSessionId);
    expect(after.items[1]!.revealOnAnswer).toBeNull();
    expect(after.items[1]!.reveal).toEqual(result.json().reveal);
  });

  test('test mode: nothing is revealed, answered or not', async () => {
    const session = await learner.createSession('IM-QA', {
      numberOfQuestions: 3,
      viewMode: 'test',
    });
    const qaSessionId = session.qaSessionId;
    await learner.call(E.answerQuestion, {
      params: { qaSessionId, position: 1 },
      body: { choiceKey: wrongKey(session.items[0]!.questionId) },
    });
    const offline = await readPack(learner, qaSessionId);
    expect(offline.session.viewMode).toBe('test');
    expect(offline.items).toHaveLength(3);
    expect(offline.items[0]).toMatchObject({ isCorrect: null, reveal: null, revealOnAnswer: null });
    expect(offline.items.every((i) => i.reveal === null && i.revealOnAnswer === null)).toBe(true);
    for (const { revealOnAnswer: _, ...view } of offline.items) {
      expect(view).toEqual(await item(learner, qaSessionId, view.position));
    }
    const source = sourceOf(offline.items[1]!.question.questionId);
    expect(JSON.stringify(offline)).not.toContain(source.explanationSummary);
  });

  test('another learner’s session and an unknown one are refused as items/{n} refuses them', async () => {
    const session = await learner.createSession('IM-QA', { numberOfQuestions: 2 });
    for (const [who, id] of [
      [other, session.qaSessionId],
      [learner, 99_999_999],
    ] as const) {
      const refused = await expectRefused(() => pack(who, id), 404);
      const asItem = await who.call(E.getSessionQuestion, {
        params: { qaSessionId: id, position: 1 },
      });
      expect(refused).toEqual(asItem.json().error);
    }
    for (const bad of ['abc', '0', '01', '-1', '2147483648']) {
      const response = await expectRefused(() => pack(learner, bad), 400);
      expect(response.code).toBe(ErrorCode.validationFailed);
    }
  });

  test('an ended session has nothing to take offline: 409', async () => {
    const session = await learner.createSession('IM-QA', {
      numberOfQuestions: 2,
      viewMode: 'test',
    });
    const ended = await learner.call(E.endSession, {
      params: { qaSessionId: session.qaSessionId },
      body: {},
    });
    expect(ended.statusCode).toBe(200);
    const error = await expectRefused(() => pack(learner, session.qaSessionId), 409);
    expect(error).toEqual({
      code: ErrorCode.sessionEnded,
      message: expect.stringMatching(/ended.*nothing to take offline/),
    });
  });

  test('a whole session in a few queries: as quick as reading a handful of its items', async () => {
    const session = await learner.createSession('IM-QA', {
      numberOfQuestions: 30,
      viewMode: 'tutor',
    });
    const count = session.items.length;
    expect(count).toBeGreaterThanOrEqual(20);
    await pack(learner, session.qaSessionId);
    const started = performance.now();
    const response = await pack(learner, session.qaSessionId);
    const packMs = performance.now() - started;
    expect((response.json() as QaOfflineSession).items).toHaveLength(count);
    const itemsStarted = performance.now();
    for (let position = 1; position <= count; position += 1) {
      await item(learner, session.qaSessionId, position);
    }
    const itemsMs = performance.now() - itemsStarted;
    // one query chain for the whole session, not one per item
    expect(packMs).toBeLessThan(itemsMs);
  });
});
