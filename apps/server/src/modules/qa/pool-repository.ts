import { and, eq, exists, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  qaLearnerQuestions,
  qaQuestionMocObjectives,
  qaQuestions,
  qaQuestionTopics,
  qaSessions,
} from '../../db/schema';
import { bookmarkedBy } from '../notebook/repository';

/** Which of a bank's published questions a session may draw (decision 0802). */
export interface Pool {
  bankId: number;
  accountId: number;
  /** leaf topic ids; null = every topic */
  leafTopicIds: number[] | null;
  curatedOnly: boolean;
  /** null = no objective filter */
  objectiveIds: number[] | null;
  /** the union of the chosen status filters; all false = no status filter */
  skipped: boolean;
  notViewed: boolean;
  bookmarked: boolean;
  incorrect: boolean;
}

const lq = qaLearnerQuestions;

export function poolRepository(db: Database) {
  /** The pool's conditions, over qa_questions left-joined to the learner's history. */
  function poolWhere(pool: Pool): SQL | undefined {
    const conditions: (SQL | undefined)[] = [
      eq(qaQuestions.bankId, pool.bankId),
      eq(qaQuestions.status, 'published'),
    ];
    if (pool.curatedOnly) conditions.push(eq(qaQuestions.curatedReview, true));
    if (pool.leafTopicIds) {
      conditions.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(qaQuestionTopics)
            .where(
              and(
                eq(qaQuestionTopics.questionId, qaQuestions.id),
                inArray(qaQuestionTopics.topicId, pool.leafTopicIds),
              ),
            ),
        ),
      );
    }
    if (pool.objectiveIds) {
      conditions.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(qaQuestionMocObjectives)
            .where(
              and(
                eq(qaQuestionMocObjectives.questionId, qaQuestions.id),
                inArray(qaQuestionMocObjectives.objectiveId, pool.objectiveIds),
              ),
            ),
        ),
      );
    }
    const status = [
      pool.skipped ? and(eq(lq.seen, true), eq(lq.answered, false)) : undefined,
      pool.notViewed ? or(isNull(lq.questionId), eq(lq.seen, false)) : undefined,
      pool.bookmarked ? bookmarkedBy(pool.accountId, qaQuestions.id) : undefined,
      pool.incorrect ? eq(lq.lastCorrect, false) : undefined,
    ].filter((c) => c !== undefined);
    if (status.length > 0) conditions.push(or(...status));
    return and(...conditions);
  }
  // the bookmarked filter reads the notebook, not the history
  const usesHistory = (pool: Pool) => pool.skipped || pool.notViewed || pool.incorrect;
  const historyJoin = (pool: Pool) =>
    and(eq(lq.accountId, pool.accountId), eq(lq.questionId, qaQuestions.id));

  return {
    async countPool(pool: Pool): Promise<number> {
      const base = db.select({ n: sql<number>`count(*)::int` }).from(qaQuestions);
      const query = usesHistory(pool) ? base.leftJoin(lq, historyJoin(pool)) : base;
      const [row] = await query.where(poolWhere(pool));
      return row?.n ?? 0;
    },

    /** A uniform random sample of the pool, in random order. */
    async samplePool(pool: Pool, limit: number): Promise<{ id: number; version: number }[]> {
      const base = db
        .select({ id: qaQuestions.id, version: qaQuestions.version })
        .from(qaQuestions);
      const query = usesHistory(pool) ? base.leftJoin(lq, historyJoin(pool)) : base;
      return query.where(poolWhere(pool)).orderBy(sql`random()`).limit(limit);
    },

    /** Published versions of these questions, for a duplicate (retired ones drop out). */
    /** The published ones of these questions (of one bank, when given), with their versions. */
    async publishedVersions(questionIds: number[], bankId?: number): Promise<Map<number, number>> {
      if (questionIds.length === 0) return new Map();
      const rows = await db
        .select({ id: qaQuestions.id, version: qaQuestions.version })
        .from(qaQuestions)
        .where(
          and(
            inArray(qaQuestions.id, questionIds),
            eq(qaQuestions.status, 'published'),
            bankId === undefined ? undefined : eq(qaQuestions.bankId, bankId),
          ),
        );
      return new Map(rows.map((r) => [r.id, r.version]));
    },

    /**
     * A Q&A product's progress: the bank's published questions and the learner's first answers,
     * the first-time score of contracts/learner-figures (the performance report counts the same).
     * A first answer is recorded when it is scored: an answer of a running test-mode session
     * counts here when the session ends, so the share right stays true.
     */
    async progress(accountId: number, bankId: number, userProductId: number) {
      const [totals] = await db
        .select({
          total: sql<number>`count(*)::int`,
          answered: sql<number>`count(*) filter (where ${lq.firstKey} is not null)::int`,
          correct: sql<number>`count(*) filter (where ${lq.firstCorrect})::int`,
        })
        .from(qaQuestions)
        .leftJoin(lq, and(eq(lq.accountId, accountId), eq(lq.questionId, qaQuestions.id)))
        .where(and(eq(qaQuestions.bankId, bankId), eq(qaQuestions.status, 'published')));
      const [sessions] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(qaSessions)
        .where(
          and(eq(qaSessions.accountId, accountId), eq(qaSessions.userProductId, userProductId)),
        );
      return {
        total: totals?.total ?? 0,
        answered: totals?.answered ?? 0,
        correct: totals?.correct ?? 0,
        sessions: sessions?.n ?? 0,
      };
    },
  };
}
