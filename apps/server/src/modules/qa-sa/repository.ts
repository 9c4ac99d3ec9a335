import { and, asc, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  type QaChoiceKey,
  qaQuestions,
  qaQuestionTopics,
  qaSaAnswers,
  qaSaAttempts,
  qaSaFormItems,
  qaSaForms,
  qaTopics,
  userProducts,
} from '../../db/schema';
import { asVersion } from '../qa/answer-repository';
import type { TakerScore } from './scoring';

/** Self-assessment reads and writes (decision 0904); the only Drizzle of this module. */

export type FormRow = typeof qaSaForms.$inferSelect;
export type AttemptRow = typeof qaSaAttempts.$inferSelect;
export type AnswerRow = typeof qaSaAnswers.$inferSelect;

const isRetired = sql<boolean>`${qaQuestions.status} = 'retired'`;

export function qaSaRepository(db: Database) {
  /**
   * A question as version `version` holds it (the attempt's, decision 1305): the current row, or
   * the kept version when one was published since the attempt started (the Q&A item's reader).
   */
  async function question(questionId: number, version: number) {
    const [row] = await db.select().from(qaQuestions).where(eq(qaQuestions.id, questionId));
    const topics = await db
      .select({ id: qaTopics.id, name: qaTopics.name })
      .from(qaQuestionTopics)
      .innerJoin(qaTopics, eq(qaTopics.id, qaQuestionTopics.topicId))
      .where(eq(qaQuestionTopics.questionId, questionId))
      .orderBy(asc(qaTopics.sortOrder));
    return asVersion(db, { question: row!, topics }, version);
  }

  /** The top-level topic of `topicIds` (the lowest id among their roots, as attemptKey's). */
  async function topTopic(topicIds: number[]) {
    const [row] = await db
      .select({
        id: sql<number>`min(coalesce(${qaTopics.parentId}, ${qaTopics.id}))`.mapWith(Number),
      })
      .from(qaTopics)
      .where(inArray(qaTopics.id, topicIds));
    return row!.id;
  }

  return {
    /** The account's newest holding of a catalogue product (a renewal outranks the old one). */
    async productOf(accountId: number, productId: number) {
      const [row] = await db
        .select({
          userProductId: userProducts.id,
          startsAt: userProducts.startsAt,
          endsAt: userProducts.endsAt,
        })
        .from(userProducts)
        .where(and(eq(userProducts.accountId, accountId), eq(userProducts.productId, productId)))
        .orderBy(desc(userProducts.endsAt), desc(userProducts.id))
        .limit(1);
      return row;
    },

    async forms(productId: number) {
      return db
        .select()
        .from(qaSaForms)
        .where(eq(qaSaForms.productId, productId))
        .orderBy(asc(qaSaForms.code));
    },

    async form(formId: number) {
      const [row] = await db.select().from(qaSaForms).where(eq(qaSaForms.id, formId));
      return row;
    },

    /** A form's questions in order; `retired`: staff have retired the question since. */
    async formItems(formId: number) {
      return db
        .select({
          position: qaSaFormItems.position,
          blockNumber: qaSaFormItems.blockNumber,
          questionId: qaSaFormItems.questionId,
          retired: isRetired,
        })
        .from(qaSaFormItems)
        .innerJoin(qaQuestions, eq(qaQuestions.id, qaSaFormItems.questionId))
        .where(eq(qaSaFormItems.formId, formId))
        .orderBy(asc(qaSaFormItems.position));
    },

    async attempts(userProductId: number) {
      return db
        .select()
        .from(qaSaAttempts)
        .where(eq(qaSaAttempts.userProductId, userProductId))
        .orderBy(desc(qaSaAttempts.startedAt), desc(qaSaAttempts.id));
    },

    async openAttempt(userProductId: number) {
      const [row] = await db
        .select({ id: qaSaAttempts.id })
        .from(qaSaAttempts)
        .where(
          and(eq(qaSaAttempts.userProductId, userProductId), eq(qaSaAttempts.status, 'inProgress')),
        );
      return row;
    },

    /** The attempt with its product's window, only through its owner. */
    async ownedAttempt(accountId: number, attemptId: number) {
      const [row] = await db
        .select({
          attempt: qaSaAttempts,
          startsAt: userProducts.startsAt,
          endsAt: userProducts.endsAt,
        })
        .from(qaSaAttempts)
        .innerJoin(userProducts, eq(userProducts.id, qaSaAttempts.userProductId))
        .where(and(eq(qaSaAttempts.id, attemptId), eq(qaSaAttempts.accountId, accountId)));
      return row;
    },

    async attempt(attemptId: number) {
      const [row] = await db.select().from(qaSaAttempts).where(eq(qaSaAttempts.id, attemptId));
      return row!;
    },

    /**
     * Starts an attempt with an answer row for every position of its form, each keeping the
     * version its question has now: the attempt shows and scores that one (decision 1305).
     */
    async insertAttempt(values: typeof qaSaAttempts.$inferInsert) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(qaSaAttempts).values(values).returning();
        const items = await tx
          .select({ position: qaSaFormItems.position, questionVersion: qaQuestions.version })
          .from(qaSaFormItems)
          .innerJoin(qaQuestions, eq(qaQuestions.id, qaSaFormItems.questionId))
          .where(eq(qaSaFormItems.formId, values.formId));
        await tx.insert(qaSaAnswers).values(items.map((item) => ({ attemptId: row!.id, ...item })));
        return row!;
      });
    },

    /** Moves an attempt on only if nobody moved it first (a stale tab, a double click). */
    async updateAttempt(
      attempt: Pick<AttemptRow, 'id' | 'currentBlock' | 'status'>,
      values: Partial<typeof qaSaAttempts.$inferInsert>,
    ) {
      const rows = await db
        .update(qaSaAttempts)
        .set(values)
        .where(
          and(
            eq(qaSaAttempts.id, attempt.id),
            eq(qaSaAttempts.currentBlock, attempt.currentBlock),
            eq(qaSaAttempts.status, attempt.status),
          ),
        )
        .returning({ id: qaSaAttempts.id });
      return rows.length > 0;
    },

    async answers(attemptId: number) {
      return db
        .select()
        .from(qaSaAnswers)
        .where(eq(qaSaAnswers.attemptId, attemptId))
        .orderBy(asc(qaSaAnswers.position));
    },

    async answer(attemptId: number, position: number) {
      const [row] = await db
        .select()
        .from(qaSaAnswers)
        .where(and(eq(qaSaAnswers.attemptId, attemptId), eq(qaSaAnswers.position, position)));
      return row;
    },

    async updateAnswer(
      attemptId: number,
      position: number,
      values: Partial<typeof qaSaAnswers.$inferInsert>,
    ) {
      const [row] = await db
        .update(qaSaAnswers)
        .set(values)
        .where(and(eq(qaSaAnswers.attemptId, attemptId), eq(qaSaAnswers.position, position)))
        .returning();
      return row!;
    },

    question,

    /**
     * Every question of an attempt with its correct key and its top-level topic (the
     * breakdown), as the version the attempt keeps holds them.
     */
    async attemptKey(attempt: Pick<AttemptRow, 'id' | 'formId'>) {
      const parent = sql<number>`coalesce(${qaTopics.parentId}, ${qaTopics.id})`;
      const rows = await db
        .select({
          position: qaSaFormItems.position,
          blockNumber: qaSaFormItems.blockNumber,
          questionId: qaSaFormItems.questionId,
          correctKey: qaQuestions.correctKey,
          retired: isRetired,
          topicId: sql<number>`min(${parent})`.mapWith(Number),
          keptVersion: sql<
            number | null
          >`nullif(${qaSaAnswers.questionVersion}, ${qaQuestions.version})`,
        })
        .from(qaSaFormItems)
        .innerJoin(qaQuestions, eq(qaQuestions.id, qaSaFormItems.questionId))
        .innerJoin(
          qaSaAnswers,
          and(
            eq(qaSaAnswers.attemptId, attempt.id),
            eq(qaSaAnswers.position, qaSaFormItems.position),
          ),
        )
        .leftJoin(qaQuestionTopics, eq(qaQuestionTopics.questionId, qaQuestions.id))
        .leftJoin(qaTopics, eq(qaTopics.id, qaQuestionTopics.topicId))
        .where(eq(qaSaFormItems.formId, attempt.formId))
        .groupBy(
          qaSaFormItems.position,
          qaSaFormItems.blockNumber,
          qaSaFormItems.questionId,
          qaQuestions.correctKey,
          qaQuestions.status,
          qaQuestions.version,
          qaSaAnswers.questionVersion,
        )
        .orderBy(asc(qaSaFormItems.position));
      // a question published anew since the attempt started: its kept version's key and topic
      return Promise.all(
        rows.map(async ({ keptVersion, questionId, ...row }) => {
          if (keptVersion === null) return row;
          const kept = await question(questionId, Number(keptVersion));
          const topicId = await topTopic(kept.topics.map((t) => t.id));
          return { ...row, correctKey: kept.question.correctKey, topicId };
        }),
      );
    },

    async topicNames(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: qaTopics.id, name: qaTopics.name, sortOrder: qaTopics.sortOrder })
        .from(qaTopics)
        .where(inArray(qaTopics.id, ids));
    },

    /** Correct and scored counts of every other account's first completed attempt at the form. */
    async otherTakersScores(formId: number, accountId: number): Promise<TakerScore[]> {
      const rows = await db
        .selectDistinctOn([qaSaAttempts.accountId], {
          correct: qaSaAttempts.correctCount,
          scored: sql<number>`${qaSaAttempts.questionCount} - jsonb_array_length(${qaSaAttempts.withdrawnPositions})`,
        })
        .from(qaSaAttempts)
        .where(
          and(
            eq(qaSaAttempts.formId, formId),
            eq(qaSaAttempts.status, 'completed'),
            ne(qaSaAttempts.accountId, accountId),
            isNotNull(qaSaAttempts.correctCount),
          ),
        )
        .orderBy(asc(qaSaAttempts.accountId), asc(qaSaAttempts.completedAt), asc(qaSaAttempts.id));
      return rows.map((r) => ({ correct: r.correct!, scored: Number(r.scored) }));
    },

    /**
     * How takers who completed the form answered one of its questions, in the version this
     * attempt shows (the review's shares).
     */
    async choiceCounts(formId: number, position: number, questionVersion: number) {
      const rows = await db
        .select({ key: qaSaAnswers.selectedKey, count: sql<number>`count(*)`.mapWith(Number) })
        .from(qaSaAnswers)
        .innerJoin(qaSaAttempts, eq(qaSaAttempts.id, qaSaAnswers.attemptId))
        .where(
          and(
            eq(qaSaAttempts.formId, formId),
            eq(qaSaAttempts.status, 'completed'),
            eq(qaSaAnswers.position, position),
            eq(qaSaAnswers.questionVersion, questionVersion),
            isNotNull(qaSaAnswers.selectedKey),
          ),
        )
        .groupBy(qaSaAnswers.selectedKey);
      return rows.map((r) => ({ key: r.key as QaChoiceKey, count: r.count }));
    },
  };
}

export type QaSaRepository = ReturnType<typeof qaSaRepository>;
