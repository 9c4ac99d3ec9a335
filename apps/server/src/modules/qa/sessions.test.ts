import {
  MAX_SESSION_QUESTIONS,
  type QaSession,
  qaEndpoints,
  qaSession,
} from '@boardready/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { userProducts } from '../../db/schema';
import { type QaSessionWorld, qaSessionWorld } from '../../test/qa-session-world';
import type { QaClient } from '../../test/qa-test-client';
import type { TestApp } from '../../test/test-app';

/** Creating a session (v3 and its refusals); a product's list, topic tree and live count. */

const E = qaEndpoints;
const DAY = 86_400_000;

let t: TestApp;
let learner: QaClient;
let peds: QaClient;
let other: QaClient;
let banks: QaSessionWorld['banks'];
let ids: QaSessionWorld['ids'];
let sourceOf: QaSessionWorld['sourceOf'];
let expectRefused: QaSessionWorld['expectRefused'];

beforeAll(async () => {
  ({ t, learner, peds, other, banks, ids, sourceOf, expectRefused } = await qaSessionWorld());
});
afterAll(() => t.close());

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

describe("a product's sessions, topic tree and live count", () => {
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
