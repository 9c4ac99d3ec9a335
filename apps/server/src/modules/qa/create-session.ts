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

/**
 * The leaf topics a choice of a bank's topics stands for (a top-level topic for its children:
 * questions are tagged with leaf topics); null for no choice. Unknown ids → 400 naming them.
 */
async function leafTopicsOf(db: Database, bankId: number, topicIds: number[]) {
  if (topicIds.length === 0) return null;
  const topics = await bankRepository(db).topics(bankId);
  const known = new Set(topics.map((t) => t.id));
  const unknown = topicIds.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw errors.unknownTopics(`These topics are not in this question bank: ${listOf(unknown)}.`, {
      fields: { topicIds: `Unknown topic ids: ${listOf(unknown)}.` },
    });
  }
  const chosen = new Set(topicIds);
  return topics
    .filter((t) => chosen.has(t.id) || (t.parentId !== null && chosen.has(t.parentId)))
    .map((t) => t.id);
}

/** A bank's published questions (of these leaf topics; null: all), with no learner's filter. */
const bankPool = (bankId: number, leafTopicIds: number[] | null): Pool => ({
  bankId,
  // no status filter reads the learner's history: any account id does
  accountId: 0,
  leafTopicIds,
  curatedOnly: false,
  objectiveIds: null,
  skipped: false,
  notViewed: false,
  bookmarked: false,
  incorrect: false,
});

/**
 * Questions drawn at random from a bank's published ones, in the chosen topics (none: the whole
 * bank), with no learner's filter: a residency program's fixed set (MedCentral, decision 1402).
 * Fewer than asked when the topics hold fewer.
 */
export async function drawBankQuestions(
  db: Database,
  bankId: number,
  topicIds: number[],
  count: number,
): Promise<number[]> {
  const leafTopicIds = await leafTopicsOf(db, bankId, [...new Set(topicIds)]);
  const drawn = await poolRepository(db).samplePool(bankPool(bankId, leafTopicIds), count);
  return drawn.map((q) => q.id);
}

/** How many published questions a bank holds. */
export const countBankQuestions = (db: Database, bankId: number) =>
  poolRepository(db).countPool(bankPool(bankId, null));

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
    const leafTopicIds = await leafTopicsOf(db, product.bankId, topicIds);
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

  /** The published ones of these questions (of one bank, when given), in their order, with versions. */
  async function published(questionIds: number[], bankId?: number) {
    const versions = await pools.publishedVersions(questionIds, bankId);
    return questionIds
      .filter((id) => versions.has(id))
      .map((id) => ({ id, version: versions.get(id)! }));
  }

  /** An untimed session of these questions, made the active one, as the calls that start one answer. */
  async function startSession(
    accountId: number,
    userProductId: number,
    questions: { id: number; version: number }[],
    kind: {
      name: string;
      sessionType: 'BookTopic' | 'Retrieval' | 'Assignment';
      viewMode: ViewMode;
      requestedCount: number;
      filters?: StoredFilters;
    },
    now: Date,
  ) {
    const { filters = questionFilter.parse({}), ...rest } = kind;
    const created = await sessions.createSession(
      {
        accountId,
        userProductId,
        ...rest,
        durationSeconds: null,
        questionCount: questions.length,
        filters,
        createdAt: now,
        updatedAt: now,
      },
      questions,
      true,
    );
    return { qaSessionId: created.session.id };
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
      const questions = await published(items.map((item) => item.questionId));
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
      const questions = await published(due);
      if (questions.length === 0) throw errors.noQuestionsDue();
      return startSession(
        accountId,
        userProductId,
        questions,
        {
          name: `Spaced retrieval, ${now.toISOString().slice(0, 10)}`,
          sessionType: 'Retrieval',
          viewMode: 'tutor',
          requestedCount: numberOfQuestions,
        },
        now,
      );
    },

    /** How many of the product's questions are due now for retrieval, and how many wait. */
    async retrievalDue(accountId: number, userProductId: number, now = new Date()) {
      await productFor(accountId, userProductId, now);
      return memory.questionSchedule(accountId, userProductId, now);
    },

    /**
     * A session of exactly these questions of the product's bank, in this order, test mode and
     * untimed, made the active one: a residency program's assignment (MedCentral, decision 1402).
     * Questions retired (or of another bank) are left out; none left → 400.
     */
    async createFixedSession(
      accountId: number,
      userProductId: number,
      input: { name: string; questionIds: number[] },
      now = new Date(),
    ) {
      const product = await productFor(accountId, userProductId, now);
      const questions = await published(input.questionIds, product.bankId);
      if (questions.length === 0) {
        throw errors.noMatchingQuestions(
          'The questions of this assignment have all been removed from the question bank.',
        );
      }
      return startSession(
        accountId,
        userProductId,
        questions,
        {
          name: input.name.slice(0, 100),
          sessionType: 'Assignment',
          viewMode: 'test',
          requestedCount: questions.length,
        },
        now,
      );
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
      return startSession(
        accountId,
        userProductId,
        questions,
        {
          name: topic.name.slice(0, 100),
          sessionType: 'BookTopic',
          viewMode: 'tutor',
          requestedCount: questions.length,
          filters: stored,
        },
        now,
      );
    },
  };
}
