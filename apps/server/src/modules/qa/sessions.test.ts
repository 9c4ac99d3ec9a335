import {
  MAX_SESSION_QUESTIONS,
  type QaSession,
  qaEndpoints,
  qaSession,
} from '@boardready/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { qaChoiceCounts, qaLearnerQuestions, qaSessions, userProducts } from '../../db/schema';
import { bankIds, type QaClient, qaClient, qaSnapshot } from '../../test/qa-test-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { Bank } from '../qbank-content/bank';
import { findQbanksDir, loadAllBanks } from '../qbank-content/load-bank';

const E = qaEndpoints;
const DAY = 86_400_000;

let t: TestApp;
let learner: QaClient; // IM learner: IM-QA, IM-SA
let peds: QaClient; // PEDS learner
let other: QaClient; // combo: IM-QA, PEDS-QA, MS-QA of their own
let banks: Map<string, Bank>;
let ids: Awaited<ReturnType<typeof bankIds>>;

beforeAll(async () => {
  t = await createTestApp();
  learner = await qaClient(t, 'learner@demo.test');
  peds = await qaClient(t, 'peds@demo.test');
  other = await qaClient(t, 'combo@demo.test');
  banks = new Map((await loadAllBanks(findQbanksDir(import.meta.dirname))).map((b) => [b.code, b]));
  ids = await bankIds(t.database.db);
});
afterAll(() => t.close());

/** The source question behind a row id. */
function sourceOf(questionId: number) {
  const code = ids.questionCode.get(questionId)!;
  for (const bank of banks.values()) {
    const question = bank.questions.find((q) => q.id === code);
    if (question) return question;
  }
  throw new Error(`no source for ${code}`);
}

/** Expects a refusal with the envelope, and that no Q&A row changed. */
async function expectRefused(
  run: () => Promise<{ statusCode: number; json(): { error: { code: string; message: string } } }>,
  status: number,
  message?: string | RegExp,
) {
  const before = await qaSnapshot(t.database.db);
  const response = await run();
  expect(response.statusCode).toBe(status);
  const { error } = response.json();
  expect(error.code).toEqual(expect.any(String));
  if (message !== undefined) expect(error.message).toMatch(message);
  expect(await qaSnapshot(t.database.db)).toBe(before);
  return error;
}

describe('creating a session (v3)', () => {
  test('[QA-34] [QA-06] [QA-08] [QA-10] [QA-11] [QA-20] [QA-04] [QA-05] [QA-42] the v3 request creates a session and answers the whole object', async () => {
    const response = await learner.call(E.createSession, {
      params: { userProductId: learner.productId('IM-QA') },
      body: {
        userProductId: learner.productId('IM-QA'),
        sessionType: 'UserDefined',
        name: '  Cardiology drill  ',
        isMobile: false,
        numberOfQuestions: 5,
        durationSeconds: 600,
        topicIds: [],
        includeSkipped: false,
        includeNotViewed: false,
        includeBookmarked: false,
        includeIncorrect: false,
        curatedReviewQuestionsOnly: false,
        mocaPedsQuestionsOnly: false,
        mocaLearningObjectives: [],
        viewMode: 'test',
      },
    });
    expect(response.statusCode).toBe(201);
    const session: QaSession = qaSession.parse(response.json());
    expect(session).toMatchObject({
      qaSessionId: expect.any(Number),
      secondsElapsed: 0,
      userProductId: learner.productId('IM-QA'),
      name: 'Cardiology drill',
      sessionType: 'UserDefined',
      viewMode: 'test',
      durationSeconds: 600,
      status: 'active',
      isActive: true,
      requestedNumberOfQuestions: 5,
      numberOfQuestions: 5,
      answeredCount: 0,
      correctCount: 0,
      currentPosition: 1,
      endedAt: null,
    });
    expect(session.items.map((i) => i.position)).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(session.items.map((i) => i.questionId)).size).toBe(5);
    for (const item of session.items) {
      expect(item).toEqual({
        position: item.position,
        questionId: item.questionId,
        state: 'unseen',
        isCorrect: null,
        bookmarked: false,
        hasNote: false,
      });
      const source = sourceOf(item.questionId);
      expect(source.id).toMatch(/^IM-/);
      expect(source.status).toBe('published');
    }
  });

  test('[QA-11] an untimed session has no duration; [QA-07] sessionType defaults to UserDefined', async () => {
    const session = await learner.createSession('IM-QA', { numberOfQuestions: 3 });
    expect(session.durationSeconds).toBeNull();
    expect(session.sessionType).toBe('UserDefined');
  });

  test('[QA-10] fewer matching questions than asked: the session holds what there is and says so', async () => {
    const curated = banks
      .get('im')!
      .questions.filter((q) => q.status === 'published' && q.curatedReview).length;
    const session = await learner.createSession('IM-QA', {
      numberOfQuestions: MAX_SESSION_QUESTIONS,
      curatedReviewQuestionsOnly: true,
    });
    expect(session.requestedNumberOfQuestions).toBe(MAX_SESSION_QUESTIONS);
    expect(session.numberOfQuestions).toBe(curated);
    expect(session.items).toHaveLength(curated);
    expect(session.items.every((i) => sourceOf(i.questionId).curatedReview)).toBe(true);
  });

  test('[QA-09] isMobile is always false: true is refused', async () => {
    await expectRefused(
      () =>
        learner.call(E.createSession, {
          params: { userProductId: learner.productId('IM-QA') },
          body: { name: 'x', numberOfQuestions: 3, viewMode: 'tutor', isMobile: true },
        }),
      400,
    );
  });

  test('[VALID-08] bad create requests are refused with a clear message and write nothing', async () => {
    const upId = learner.productId('IM-QA');
    const create = (body: Record<string, unknown>) => () =>
      learner.call(E.createSession, {
        params: { userProductId: upId },
        body: { name: 'Bad', numberOfQuestions: 5, viewMode: 'tutor', ...body },
      });
    await expectRefused(create({ numberOfQuestions: 0 }), 400, /at least 1 question/);
    await expectRefused(create({ numberOfQuestions: 201 }), 400, /at most 200 questions/);
    await expectRefused(create({ numberOfQuestions: 2.5 }), 400);
    await expectRefused(create({ name: '   ' }), 400, /Give the session a name/);
    await expectRefused(create({ name: 'x'.repeat(101) }), 400);
    await expectRefused(create({ durationSeconds: 30 }), 400, /at least 1 minute/);
    await expectRefused(create({ durationSeconds: 13 * 3600 }), 400, /at most 12 hours/);
    await expectRefused(create({ viewMode: 'exam' }), 400);
    await expectRefused(create({ surprise: true }), 400);
    const unknownTopic = await expectRefused(
      create({ topicIds: [ids.topicId('im', 'heart-failure'), 987654] }),
      400,
      /not in this question bank: 987654/,
    );
    expect(unknownTopic.code).toBe('unknown_topics');
    // A PEDS topic is unknown to the IM bank.
    await expectRefused(
      create({ topicIds: [ids.topicId('peds', 'cardiology')] }),
      400,
      /not in this question bank/,
    );
    await expectRefused(
      create({ mocaLearningObjectives: [ids.objectiveId.get('PEDS-LO-001')!] }),
      400,
      /MOC learning objectives are not in this question bank/,
    );
    await expectRefused(create({ userProductId: learner.productId('IM-SA') }), 400, /differs/);
  });

  test('zero matching questions: 400 "No questions match these filters." and nothing written', async () => {
    // A fresh learner has nothing bookmarked.
    const error = await expectRefused(
      () =>
        other.call(E.createSession, {
          params: { userProductId: other.productId('MS-QA') },
          body: {
            name: 'Bookmarks',
            numberOfQuestions: 5,
            viewMode: 'tutor',
            includeBookmarked: true,
          },
        }),
      400,
    );
    expect(error).toEqual({
      code: 'no_matching_questions',
      message: 'No questions match these filters.',
    });
  });

  test("[QA-06] another learner's product answers 404, a product without a bank 404, an expired one 403", async () => {
    const body = { name: 'Mine', numberOfQuestions: 3, viewMode: 'tutor' };
    await expectRefused(
      () =>
        learner.call(E.createSession, {
          params: { userProductId: peds.productId('PEDS-QA') },
          body,
        }),
      404,
      'There is no such product.',
    );
    await expectRefused(
      () =>
        learner.call(E.createSession, {
          params: { userProductId: learner.productId('IM-BOOK') },
          body,
        }),
      404,
      'This product has no question bank.',
    );
    const upId = other.productId('IM-QA');
    await t.database.db
      .update(userProducts)
      .set({ endsAt: new Date(Date.now() - DAY) })
      .where(eq(userProducts.id, upId));
    try {
      await expectRefused(
        () => other.call(E.createSession, { params: { userProductId: upId }, body }),
        403,
        'This product has expired.',
      );
    } finally {
      await t.database.db
        .update(userProducts)
        .set({ endsAt: new Date(Date.now() + 365 * DAY) })
        .where(eq(userProducts.id, upId));
    }
  });
});

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

  test('the list of a product: newest first, summaries only, own sessions only', async () => {
    const upId = peds.productId('PEDS-QA');
    const a = await peds.createSession('PEDS-QA', { name: 'First', numberOfQuestions: 2 });
    const b = await peds.createSession('PEDS-QA', { name: 'Second', numberOfQuestions: 2 });
    const response = await peds.call(E.listSessions, { params: { userProductId: upId } });
    expect(response.statusCode).toBe(200);
    const { sessions } = response.json();
    expect(sessions.slice(0, 2).map((s: QaSession) => s.qaSessionId)).toEqual([
      b.qaSessionId,
      a.qaSessionId,
    ]);
    expect(sessions[0]).not.toHaveProperty('items');
    expect(sessions.every((s: QaSession) => s.userProductId === upId)).toBe(true);
    await expectRefused(
      () => learner.call(E.listSessions, { params: { userProductId: upId } }),
      404,
    );
  });

  test('the topic tree counts published questions per topic; a group counts each question once', async () => {
    const response = await peds.call(E.topicTree, {
      params: { userProductId: peds.productId('PEDS-QA') },
    });
    expect(response.statusCode).toBe(200);
    const tree = response.json();
    const bank = banks.get('peds')!;
    const published = bank.questions.filter((q) => q.status === 'published');
    expect(tree.specialty).toBe('PEDS');
    expect(tree.topics.map((t: { name: string }) => t.name)).toEqual(
      bank.topics.map((g) => g.name),
    );
    for (const [i, group] of bank.topics.entries()) {
      const node = tree.topics[i];
      expect(node.id).toBe(ids.topicId('peds', group.id));
      const leafIds = group.children.map((c) => c.id);
      expect(node.questionCount).toBe(
        published.filter((q) => q.topicIds.some((id) => leafIds.includes(id))).length,
      );
      for (const [j, child] of group.children.entries()) {
        expect(node.children[j]).toEqual({
          id: ids.topicId('peds', child.id),
          name: child.name,
          questionCount: published.filter((q) => q.topicIds.includes(child.id)).length,
          children: [],
        });
      }
    }
    expect(tree.mocaLearningObjectives).toEqual(
      bank.mocLearningObjectives.map((o) => ({
        id: ids.objectiveId.get(o.id),
        text: o.text,
        questionCount: published.filter((q) => q.mocLearningObjectiveIds.includes(o.id)).length,
      })),
    );
    const im = (
      await learner.call(E.topicTree, { params: { userProductId: learner.productId('IM-QA') } })
    ).json();
    expect(im.specialty).toBe('IM');
    expect(im.mocaLearningObjectives).toEqual([]);
    await expectRefused(
      () => learner.call(E.topicTree, { params: { userProductId: peds.productId('PEDS-QA') } }),
      404,
    );
  });

  test('the live count follows the filters and refuses unknown ids', async () => {
    const upId = learner.productId('IM-QA');
    const bank = banks.get('im')!;
    const count = async (body: Record<string, unknown>) => {
      const response = await learner.call(E.countQuestions, {
        params: { userProductId: upId },
        body,
      });
      expect(response.statusCode).toBe(200);
      return response.json().available;
    };
    expect(await count({})).toBe(bank.questions.filter((q) => q.status === 'published').length);
    const cardio = bank.topics.find((g) => g.id === 'cardiology')!;
    expect(await count({ topicIds: [ids.topicId('im', 'cardiology')] })).toBe(
      bank.questions.filter(
        (q) =>
          q.status === 'published' &&
          q.topicIds.some((id) => cardio.children.some((c) => c.id === id)),
      ).length,
    );
    await expectRefused(
      () =>
        learner.call(E.countQuestions, {
          params: { userProductId: upId },
          body: { topicIds: [424242] },
        }),
      400,
      /424242/,
    );
    await expectRefused(
      () => other.call(E.countQuestions, { params: { userProductId: upId }, body: {} }),
      404,
    );
  });
});
