import { qaEndpoints } from '@boardready/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { qaChoiceCounts, qaLearnerQuestions, qaSessions } from '../../db/schema';
import { type QaSessionWorld, qaSessionWorld } from '../../test/qa-session-world';
import type { QaClient } from '../../test/qa-test-client';
import type { TestApp } from '../../test/test-app';

/** The session player's calls: a session, its questions, answers (tutor and test mode), delete. */

const E = qaEndpoints;

let t: TestApp;
let learner: QaClient;
let peds: QaClient;
let other: QaClient;
let banks: QaSessionWorld['banks'];
let sourceOf: QaSessionWorld['sourceOf'];
let expectRefused: QaSessionWorld['expectRefused'];

beforeAll(async () => {
  ({ t, learner, peds, other, banks, sourceOf, expectRefused } = await qaSessionWorld());
});
afterAll(() => t.close());

describe('the session player calls', () => {
  test('[QA-32] GET fetches a session; another learner or an unknown id gets 404', async () => {
    const created = await learner.createSession('IM-QA', { numberOfQuestions: 4 });
    const response = await learner.call(E.getSession, {
      params: { qaSessionId: created.qaSessionId },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(created);
    for (const [who, id] of [
      [other, created.qaSessionId],
      [learner, 99_999_999],
    ] as const) {
      const refused = await who.call(E.getSession, { params: { qaSessionId: id } });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error).toEqual({
        code: 'session_not_found',
        message: 'There is no such session.',
      });
    }
    expect((await learner.call(E.getSession, { params: { qaSessionId: 'abc' } })).statusCode).toBe(
      400,
    );
  });

  test('a question carries no key before it is answered; tutor mode reveals it after one answer', async () => {
    const session = await learner.createSession('IM-QA', {
      numberOfQuestions: 3,
      viewMode: 'tutor',
    });
    const params = { qaSessionId: session.qaSessionId, position: 1 };
    const before = await learner.call(E.getSessionQuestion, { params });
    expect(before.statusCode).toBe(200);
    const view = before.json();
    const source = sourceOf(view.question.questionId);
    expect(view).toMatchObject({
      position: 1,
      selectedKey: null,
      isCorrect: null,
      bookmarked: false,
      struckKeys: [],
      note: '',
      reveal: null,
    });
    expect(view.question.stemHtml).toBe(source.stem);
    expect(view.question.leadIn).toBe(source.leadIn);
    expect(view.question.choices).toEqual(
      source.choices.map((c) => ({ key: c.key, text: c.text })),
    );
    expect(view.question.topics.length).toBeGreaterThan(0);
    expect(JSON.stringify(view)).not.toContain(source.explanationSummary);

    const wrong = source.choices.find((c) => c.key !== source.correctKey)!.key;
    const answered = await learner.call(E.answerQuestion, { params, body: { choiceKey: wrong } });
    expect(answered.statusCode).toBe(200);
    const result = answered.json();
    expect(result).toMatchObject({ selectedKey: wrong, isCorrect: false });
    expect(result.reveal).toMatchObject({
      correctKey: source.correctKey,
      explanationSummary: source.explanationSummary,
      educationalObjective: source.educationalObjective,
      choiceExplanations: Object.fromEntries(source.choices.map((c) => [c.key, c.explanation])),
    });
    expect(result.reveal.references[0]).toContain(source.references[0]!.citation);
    const shares = Object.values(result.reveal.choiceShares) as number[];
    expect(shares.reduce((a, b) => a + b, 0)).toBeCloseTo(1);
    expect(result.reveal.choiceShares[wrong]).toBeGreaterThan(0);

    // Tutor mode: one answer. The same key again is a harmless retry; another is refused.
    const retry = await learner.call(E.answerQuestion, { params, body: { choiceKey: wrong } });
    expect(retry.statusCode).toBe(200);
    await expectRefused(
      () => learner.call(E.answerQuestion, { params, body: { choiceKey: source.correctKey } }),
      409,
      /already answered/,
    );
    const after = (
      await learner.call(E.getSession, { params: { qaSessionId: session.qaSessionId } })
    ).json();
    expect(after).toMatchObject({ answeredCount: 1, correctCount: 0 });
    expect(after.items[0]).toMatchObject({ state: 'answered', isCorrect: false });
  });

  test('test mode: answers change until the end, then the keys and the score show', async () => {
    const session = await learner.createSession('IM-QA', {
      numberOfQuestions: 2,
      viewMode: 'test',
    });
    const params = { qaSessionId: session.qaSessionId, position: 1 };
    const source = sourceOf(session.items[0]!.questionId);
    const wrong = source.choices.find((c) => c.key !== source.correctKey)!.key;
    const first = await learner.call(E.answerQuestion, { params, body: { choiceKey: wrong } });
    expect(first.json()).toMatchObject({ selectedKey: wrong, isCorrect: null, reveal: null });
    const changed = await learner.call(E.answerQuestion, {
      params,
      body: { choiceKey: source.correctKey },
    });
    expect(changed.json()).toMatchObject({
      selectedKey: source.correctKey,
      isCorrect: null,
      reveal: null,
    });
    const mid = (
      await learner.call(E.getSession, { params: { qaSessionId: session.qaSessionId } })
    ).json();
    expect(mid).toMatchObject({ answeredCount: 1, correctCount: 0 });
    expect(mid.items[0]).toMatchObject({ state: 'answered', isCorrect: null });

    const ended = await learner.call(E.endSession, {
      params: { qaSessionId: session.qaSessionId },
      body: {},
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({
      status: 'ended',
      isActive: false,
      answeredCount: 1,
      correctCount: 1,
      endedAt: expect.any(String),
    });
    expect(ended.json().items[0]).toMatchObject({ isCorrect: true });
    const review = (await learner.call(E.getSessionQuestion, { params })).json();
    expect(review.reveal.correctKey).toBe(source.correctKey);
    // An unanswered question shows its key in review too.
    const unanswered = (
      await learner.call(E.getSessionQuestion, { params: { ...params, position: 2 } })
    ).json();
    expect(unanswered).toMatchObject({ selectedKey: null, isCorrect: null });
    expect(unanswered.reveal.correctKey).toBe(sourceOf(session.items[1]!.questionId).correctKey);

    await expectRefused(
      () => learner.call(E.answerQuestion, { params, body: { choiceKey: wrong } }),
      409,
      /has ended/,
    );
    // Ending twice changes nothing.
    const again = await learner.call(E.endSession, {
      params: { qaSessionId: session.qaSessionId },
      body: {},
    });
    expect(again.json().endedAt).toBe(ended.json().endedAt);
  });

  test('answers sent at once to one question are counted once: test mode keeps one of them, tutor mode the first', async () => {
    const countsOf = async (questionId: number) =>
      (
        await t.database.db
          .select({ count: qaChoiceCounts.count })
          .from(qaChoiceCounts)
          .where(eq(qaChoiceCounts.questionId, questionId))
      ).reduce((sum, row) => sum + row.count, 0);
    for (const viewMode of ['test', 'tutor'] as const) {
      const session = await peds.createSession('PEDS-QA', { numberOfQuestions: 1, viewMode });
      const questionId = session.items[0]!.questionId;
      const [history] = await t.database.db
        .select({ answerCount: qaLearnerQuestions.answerCount })
        .from(qaLearnerQuestions)
        .where(
          and(
            eq(qaLearnerQuestions.accountId, peds.accountId),
            eq(qaLearnerQuestions.questionId, questionId),
          ),
        );
      const firstAnswer = (history?.answerCount ?? 0) === 0;
      const before = await countsOf(questionId);
      const params = { qaSessionId: session.qaSessionId, position: 1 };
      const responses = await Promise.all(
        (['A', 'B', 'A', 'B'] as const).map((choiceKey) =>
          peds.call(E.answerQuestion, { params, body: { choiceKey } }),
        ),
      );
      for (const response of responses) {
        expect(viewMode === 'test' ? [200] : [200, 409]).toContain(response.statusCode);
      }
      const after = (
        await peds.call(E.getSession, { params: { qaSessionId: session.qaSessionId } })
      ).json();
      expect(after.answeredCount).toBe(1);
      // one first answer in the shares, however many requests raced for it
      expect((await countsOf(questionId)) - before).toBe(firstAnswer ? 1 : 0);
      if (viewMode === 'tutor') {
        const saved = responses
          .filter((r) => r.statusCode === 200)
          .map((r) => r.json().selectedKey);
        expect(new Set(saved).size).toBe(1);
      }
    }
  });

  test('bad answers: a question not in the session, a choice that does not exist, another learner', async () => {
    const session = await learner.createSession('IM-QA', { numberOfQuestions: 2 });
    const qaSessionId = session.qaSessionId;
    await expectRefused(
      () =>
        learner.call(E.answerQuestion, {
          params: { qaSessionId, position: 3 },
          body: { choiceKey: 'A' },
        }),
      404,
      'This session has no question 3; it has 2.',
    );
    await expectRefused(
      () =>
        learner.call(E.answerQuestion, {
          params: { qaSessionId, position: 0 },
          body: { choiceKey: 'A' },
        }),
      400,
    );
    await expectRefused(
      () =>
        learner.call(E.answerQuestion, {
          params: { qaSessionId, position: 1 },
          body: { choiceKey: 'F' },
        }),
      400,
    );
    await expectRefused(
      () => learner.call(E.answerQuestion, { params: { qaSessionId, position: 1 }, body: {} }),
      400,
    );
    // A four-choice question has no E.
    const fourChoice = banks
      .get('im')!
      .questions.find((q) => q.status === 'published' && q.choices.length === 4);
    expect(fourChoice).toBeDefined();
    const position =
      session.items.findIndex((i) => sourceOf(i.questionId).choices.length === 4) + 1;
    if (position > 0) {
      await expectRefused(
        () =>
          learner.call(E.answerQuestion, {
            params: { qaSessionId, position },
            body: { choiceKey: 'E' },
          }),
        400,
        /Choice E is not one of this question's choices/,
      );
    }
    await expectRefused(
      () =>
        other.call(E.answerQuestion, {
          params: { qaSessionId, position: 1 },
          body: { choiceKey: 'A' },
        }),
      404,
    );
    await expectRefused(
      () => other.call(E.getSessionQuestion, { params: { qaSessionId, position: 1 } }),
      404,
    );
    await expectRefused(() => other.call(E.endSession, { params: { qaSessionId }, body: {} }), 404);
  });

  test('[QA-36] DELETE deletes a session; the learner history stays; others get 404', async () => {
    const session = await learner.createSession('IM-QA', { numberOfQuestions: 2 });
    const qaSessionId = session.qaSessionId;
    await learner.call(E.answerQuestion, {
      params: { qaSessionId, position: 1 },
      body: { choiceKey: 'A' },
    });
    await expectRefused(() => other.call(E.deleteSession, { params: { qaSessionId } }), 404);
    const deleted = await learner.call(E.deleteSession, { params: { qaSessionId } });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ deleted: true });
    expect((await learner.call(E.getSession, { params: { qaSessionId } })).statusCode).toBe(404);
    expect((await learner.call(E.deleteSession, { params: { qaSessionId } })).statusCode).toBe(404);
    const rows = await t.database.db
      .select()
      .from(qaSessions)
      .where(eq(qaSessions.id, qaSessionId));
    expect(rows).toEqual([]);
  });
});
