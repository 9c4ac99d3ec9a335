import {
  MAX_SESSION_QUESTIONS,
  type QaSession,
  type QuestionFilter,
  questionFilter,
  type TopicNode,
  type ViewMode,
} from '@boardready/contracts';
import { errors } from '@boardready/contracts/errors';
import type { Database } from '../../db/client';
import { memoryRepository } from '../memory/repository';
import { bankRepository } from './bank-repository';
import { revealsCorrectness, toSession } from './dto';
import { type Pool, poolRepository } from './pool-repository';
import type { QaProduct, SessionAccess } from './session-access';
import { type StoredFilters, sessionRepository } from './session-repository';

/**
 * Making sessions (decision 0802): the filters a bank offers and the questions they leave, a new
 * session drawn from the pool, a copy of a session, a book topic's session (QA-40).
 */

const listOf = (ids: number[]) => ids.join(', ');

export interface CreateInput extends QuestionFilter {
  name: string;
  numberOfQuestions: number;
  durationSeconds: number | null;
  viewMode: ViewMode;
}

export function sessionCreation(db: Database, access: SessionAccess) {
  const banks = bankRepository(db);
  const pools = poolRepository(db);
  const sessions = sessionRepository(db);
  const memory = memoryRepository(db);
  const { productFor, sessionFor } = access;

  /** The filter checked against the bank (unknown ids → 400 naming them) and made a pool. */
  async function poolFor(product: QaProduct, filter: QuestionFilter) {
    const topicIds = [...new Set(filter.topicIds)];
    const objectiveIds = [...new Set(filter.mocaLearningObjectives)];
    let leafTopicIds: number[] | null = null;
    if (topicIds.length > 0) {
      const topics = await banks.topics(product.bankId);
      const known = new Set(topics.map((t) => t.id));
      const unknown = topicIds.filter((id) => !known.has(id));
      if (unknown.length > 0) {
        throw errors.unknownTopics(
          `These topics are not in this question bank: ${listOf(unknown)}.`,
          { fields: { topicIds: `Unknown topic ids: ${listOf(unknown)}.` } },
        );
      }
      // A top-level topic stands for its children: questions are tagged with leaf topics.
      const chosen = new Set(topicIds);
      leafTopicIds = topics
        .filter((t) => chosen.has(t.id) || (t.parentId !== null && chosen.has(t.parentId)))
        .map((t) => t.id);
    }
    if (objectiveIds.length > 0) {
      const known = new Set((await banks.objectives(product.bankId)).map((o) => o.id));
      const unknown = objectiveIds.filter((id) => !known.has(id));
      if (unknown.length > 0) {
        throw errors.unknownObjectives(
          `These MOC learning objectives are not in this question bank: ${listOf(unknown)}.`,
          {
            fields: {
              mocaLearningObjectives: `Unknown learning objective ids: ${listOf(unknown)}.`,
            },
          },
        );
      }
    }
    const pool: Pool = {
      bankId: product.bankId,
      accountId: product.accountId,
      leafTopicIds,
      curatedOnly: filter.curatedReviewQuestionsOnly,
      // QA-19: mocaPedsQuestionsOnly follows the list; the server does not trust the flag.
      objectiveIds: objectiveIds.length > 0 ? objectiveIds : null,
      skipped: filter.includeSkipped,
      notViewed: filter.includeNotViewed,
      bookmarked: filter.includeBookmarked,
      incorrect: filter.includeIncorrect,
    };
    const stored: StoredFilters = {
      topicIds,
      includeSkipped: filter.includeSkipped,
      includeNotViewed: filter.includeNotViewed,
      includeBookmarked: filter.includeBookmarked,
      includeIncorrect: filter.includeIncorrect,
      curatedReviewQuestionsOnly: filter.curatedReviewQuestionsOnly,
      mocaLearningObjectives: objectiveIds,
    };
    return { pool, stored };
  }

  async function create(
    accountId: number,
    userProductId: number,
    input: CreateInput,
    options: { activate: boolean; now?: Date },
  ): Promise<QaSession> {
    const now = options.now ?? new Date();
    const product = await productFor(accountId, userProductId, now);
    const { pool, stored } = await poolFor(product, input);
    const questions = await pools.samplePool(pool, input.numberOfQuestions);
    if (questions.length === 0) throw errors.noMatchingQuestions();
    const created = await sessions.createSession(
      {
        accountId,
        userProductId,
        name: input.name,
        sessionType: 'UserDefined',
        viewMode: input.viewMode,
        durationSeconds: input.durationSeconds,
        requestedCount: input.numberOfQuestions,
        questionCount: questions.length,
        filters: stored,
        createdAt: now,
        updatedAt: now,
      },
      questions,
      options.activate,
    );
    return toSession(created.session, created.items);
  }

  return {
    create,

    async count(
      accountId: number,
      userProductId: number,
      filter: QuestionFilter,
      now = new Date(),
    ) {
      const product = await productFor(accountId, userProductId, now, true);
      const { pool } = await poolFor(product, filter);
      return { available: await pools.countPool(pool) };
    },

    async topicTree(accountId: number, userProductId: number, now = new Date()) {
      const product = await productFor(accountId, userProductId, now, true);
      const [topics, counts, objectives, objectiveCounts, specialty] = await Promise.all([
        banks.topics(product.bankId),
        banks.topicCounts(product.bankId),
        banks.objectives(product.bankId),
        banks.objectiveCounts(product.bankId),
        banks.bankSpecialty(product.bankId),
      ]);
      const node = (t: { id: number; name: string }): TopicNode => ({
        id: t.id,
        name: t.name,
        questionCount: counts.get(t.id) ?? 0,
        children: topics.filter((c) => c.parentId === t.id).map(node),
      });
      return {
        specialty: specialty ?? product.specialty,
        topics: topics.filter((t) => t.parentId === null).map(node),
        mocaLearningObjectives: objectives.map((o) => ({
          id: o.id,
          text: o.text,
          questionCount: objectiveCounts.get(o.id) ?? 0,
        })),
      };
    },

    /** QA-38/39: the same questions fresh, or only those answered wrong; retired ones drop out. */
    async duplicate(
      accountId: number,
      sessionId: number,
      options: { questions: 'all' | 'incorrect'; name?: string | undefined },
      now = new Date(),
    ) {
      const session = await sessionFor(accountId, sessionId, now);
      let items = await sessions.items(session);
      if (options.questions === 'incorrect') {
        if (!revealsCorrectness(session)) {
          throw errors.sessionNotEnded();
        }
        items = items.filter((item) => item.isCorrect === false);
        if (items.length === 0) {
          throw errors.noIncorrectQuestions();
        }
      }
      const versions = await pools.publishedVersions(items.map((item) => item.questionId));
      const questions = items
        .filter((item) => versions.has(item.questionId))
        .map((item) => ({ id: item.questionId, version: versions.get(item.questionId)! }));
      if (questions.length === 0) {
        throw errors.noMatchingQuestions(
          'The questions of this session have all been removed from the question bank.',
        );
      }
      const suffix = options.questions === 'incorrect' ? ' (incorrect)' : ' (copy)';
      const name = options.name ?? `${session.name.slice(0, 100 - suffix.length)}${suffix}`;
      const created = await sessions.createSession(
        {
          accountId,
          userProductId: session.userProductId,
          name,
          sessionType: 'Duplicate',
          viewMode: session.viewMode,
          durationSeconds: session.durationSeconds,
          requestedCount: questions.length,
          questionCount: questions.length,
          filters: session.filters,
          createdAt: now,
          updatedAt: now,
        },
        questions,
        false,
      );
      return toSession(created.session, created.items);
    },

    /**
     * Spaced retrieval (issue 24): the product's questions due now as memory items, soonest due
     * first, in a tutor-mode session; each answer grades its item. Retired questions drop out.
     */
    async createRetrievalSession(
      accountId: number,
      userProductId: number,
      numberOfQuestions: number,
      now = new Date(),
    ) {
      await productFor(accountId, userProductId, now);
      const due = await memory.dueQuestionIds(accountId, userProductId, now, numberOfQuestions);
      const versions = await pools.publishedVersions(due);
      const questions = due
        .filter((id) => versions.has(id))
        .map((id) => ({ id, version: versions.get(id)! }));
      if (questions.length === 0) throw errors.noQuestionsDue();
      const created = await sessions.createSession(
        {
          accountId,
          userProductId,
          name: `Spaced retrieval, ${now.toISOString().slice(0, 10)}`,
          sessionType: 'Retrieval',
          viewMode: 'tutor',
          durationSeconds: null,
          requestedCount: numberOfQuestions,
          questionCount: questions.length,
          filters: questionFilter.parse({}),
          createdAt: now,
          updatedAt: now,
        },
        questions,
        true,
      );
      return { qaSessionId: created.session.id };
    },

    /** How many of the product's questions are due now for retrieval, and how many wait. */
    async retrievalDue(accountId: number, userProductId: number, now = new Date()) {
      await productFor(accountId, userProductId, now);
      return memory.questionSchedule(accountId, userProductId, now);
    },

    /** QA-40: every published question of a book topic (and its children), tutor mode, untimed. */
    async createBookTopicSession(
      accountId: number,
      userProductId: number,
      topicId: number,
      now = new Date(),
    ) {
      const product = await productFor(accountId, userProductId, now);
      const topics = await banks.topics(product.bankId);
      const topic = topics.find((t) => t.id === topicId);
      if (!topic) {
        throw errors.topicNotFound();
      }
      const { pool, stored } = await poolFor(
        product,
        questionFilter.parse({ topicIds: [topic.id] }),
      );
      const questions = await pools.samplePool(pool, MAX_SESSION_QUESTIONS);
      if (questions.length === 0) {
        throw errors.noMatchingQuestions(`The topic ${topic.name} has no questions yet.`);
      }
      const created = await sessions.createSession(
        {
          accountId,
          userProductId,
          name: topic.name.slice(0, 100),
          sessionType: 'BookTopic',
          viewMode: 'tutor',
          durationSeconds: null,
          requestedCount: questions.length,
          questionCount: questions.length,
          filters: stored,
          createdAt: now,
          updatedAt: now,
        },
        questions,
        true,
      );
      return { qaSessionId: created.session.id };
    },
  };
}
