import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cachedRead, tableNames } from '../../db/memory-cache';
import {
  fcDeckProgress,
  products,
  qaBanks,
  qaLearnerBankStats,
  qaLearnerTopicStats,
  qaQuestions,
  qaSessions,
  qaTopics,
  studyUnits,
  trainerPlanProducts,
  trainerPlans,
  trainerReadiness,
  userProducts,
} from '../../db/schema';

/**
 * The Personal Trainer's rows (issue 25): the plan (the interview's answers), its products and
 * the days' study units; and the few reads of other features' tables the planner needs, each one
 * statement over the learner's own rows.
 */

export type PlanRow = typeof trainerPlans.$inferSelect;
export type NewUnit = Omit<typeof studyUnits.$inferInsert, 'id'>;

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

const BANK_TABLES = tableNames(qaBanks, qaTopics, qaQuestions);

export function trainerRepository(db: Database) {
  return {
    async plan(accountId: number) {
      const [plan] = await db
        .select()
        .from(trainerPlans)
        .where(eq(trainerPlans.accountId, accountId));
      if (!plan) return undefined;
      const chosen = await db
        .select({ userProductId: trainerPlanProducts.userProductId })
        .from(trainerPlanProducts)
        .where(eq(trainerPlanProducts.accountId, accountId))
        .orderBy(asc(trainerPlanProducts.userProductId));
      return { ...plan, userProductIds: chosen.map((row) => row.userProductId) };
    },

    /**
     * Writes the interview's answers and its products, and lets today be planned again: the
     * units of `day` not yet started are dropped with it.
     */
    async savePlan(
      plan: Omit<typeof trainerPlans.$inferInsert, 'createdAt' | 'plannedDay'>,
      userProductIds: number[],
      day: string,
      onSaved: (tx: Database) => Promise<void>,
    ) {
      await db.transaction(async (tx) => {
        await tx
          .insert(trainerPlans)
          .values({ ...plan, plannedDay: null })
          .onConflictDoUpdate({
            target: trainerPlans.accountId,
            set: { ...plan, plannedDay: null },
          });
        await tx
          .delete(trainerPlanProducts)
          .where(eq(trainerPlanProducts.accountId, plan.accountId));
        await tx
          .insert(trainerPlanProducts)
          .values(
            userProductIds.map((userProductId) => ({ accountId: plan.accountId, userProductId })),
          );
        await tx
          .delete(studyUnits)
          .where(
            and(
              eq(studyUnits.accountId, plan.accountId),
              eq(studyUnits.day, day),
              eq(studyUnits.status, 'planned'),
              isNull(studyUnits.startedAt),
            ),
          );
        await onSaved(tx as unknown as Database);
      });
    },

    /**
     * Claims the planning of `day` and sets the day's retention target: true for the one request
     * that moves the plan's day to it, so that two requests arriving together plan the day once.
     */
    async claimDay(tx: Database, accountId: number, day: string, retentionTarget: number) {
      const rows = await tx
        .update(trainerPlans)
        .set({ plannedDay: day, retentionTarget })
        .where(
          and(
            eq(trainerPlans.accountId, accountId),
            or(isNull(trainerPlans.plannedDay), ne(trainerPlans.plannedDay, day)),
          ),
        )
        .returning({ accountId: trainerPlans.accountId });
      return rows.length > 0;
    },

    /** The readiness estimate as a day's plan is made (My Progress shows it over time). */
    async recordReadiness(
      tx: Database,
      row: { accountId: number; day: string; score: number; low: number; high: number },
    ) {
      await tx
        .insert(trainerReadiness)
        .values(row)
        .onConflictDoUpdate({
          target: [trainerReadiness.accountId, trainerReadiness.day],
          set: { score: row.score, low: row.low, high: row.high },
        });
    },

    /** The units of a day, in order, with their product's name and their topic's. */
    async units(accountId: number, day: string) {
      return db
        .select({
          id: studyUnits.id,
          kind: studyUnits.kind,
          status: studyUnits.status,
          position: studyUnits.position,
          title: studyUnits.title,
          reason: studyUnits.reason,
          minutes: studyUnits.minutes,
          itemCount: studyUnits.itemCount,
          userProductId: studyUnits.userProductId,
          productName: products.shortName,
          topicId: studyUnits.topicId,
          topicName: qaTopics.name,
          sectionId: studyUnits.sectionId,
          qaSessionId: studyUnits.qaSessionId,
          sessionFinished: sql<
            boolean | null
          >`${qaSessions.status} = 'ended' or ${qaSessions.answeredCount} >= ${qaSessions.questionCount}`,
          baseline: studyUnits.baseline,
          startedAt: studyUnits.startedAt,
        })
        .from(studyUnits)
        .innerJoin(userProducts, eq(userProducts.id, studyUnits.userProductId))
        .innerJoin(products, eq(products.id, userProducts.productId))
        .leftJoin(qaTopics, eq(qaTopics.id, studyUnits.topicId))
        .leftJoin(qaSessions, eq(qaSessions.id, studyUnits.qaSessionId))
        .where(and(eq(studyUnits.accountId, accountId), eq(studyUnits.day, day)))
        .orderBy(asc(studyUnits.position), asc(studyUnits.id));
    },

    /** Topics of the units moved to the next day on the last planned day before `day`. */
    async postponedTopics(accountId: number, day: string) {
      const rows = await db.execute(sql`
        select topic_id as "topicId" from ${studyUnits}
        where account_id = ${accountId} and status = 'postponed' and topic_id is not null
          and day = (select max(day) from ${studyUnits} where account_id = ${accountId} and day < ${day})`);
      return rowsOf<{ topicId: number }>(rows).map((row) => row.topicId);
    },

    async unit(accountId: number, unitId: number) {
      const [row] = await db
        .select()
        .from(studyUnits)
        .where(and(eq(studyUnits.id, unitId), eq(studyUnits.accountId, accountId)));
      return row;
    },

    async addUnits(tx: Database, units: NewUnit[]) {
      if (units.length > 0) await tx.insert(studyUnits).values(units);
    },

    /** Drops the day's units not yet opened, for the day to be planned again. */
    async dropUnstarted(tx: Database, accountId: number, day: string) {
      await tx
        .delete(studyUnits)
        .where(
          and(
            eq(studyUnits.accountId, accountId),
            eq(studyUnits.day, day),
            eq(studyUnits.status, 'planned'),
            isNull(studyUnits.startedAt),
          ),
        );
    },

    /** Closes a planned unit (done, skipped, postponed); false when it was not planned any more. */
    async close(
      tx: Database,
      unitId: number,
      status: 'done' | 'skipped' | 'postponed',
      now: Date,
    ): Promise<boolean> {
      const rows = await tx
        .update(studyUnits)
        .set({ status, completedAt: now })
        .where(and(eq(studyUnits.id, unitId), eq(studyUnits.status, 'planned')))
        .returning({ id: studyUnits.id });
      return rows.length > 0;
    },

    async markDone(accountId: number, unitIds: number[], now: Date) {
      if (unitIds.length === 0) return;
      await db
        .update(studyUnits)
        .set({ status: 'done', completedAt: now })
        .where(
          and(
            eq(studyUnits.accountId, accountId),
            inArray(studyUnits.id, unitIds),
            eq(studyUnits.status, 'planned'),
          ),
        );
    },

    /**
     * Records the first opening of a unit, and the session it made with the questions it holds
     * (the unit then counts those).
     */
    async started(
      unitId: number,
      now: Date,
      session?: { qaSessionId: number; questionCount?: number },
    ) {
      await db
        .update(studyUnits)
        .set({
          startedAt: sql`coalesce(${studyUnits.startedAt}, ${now.toISOString()}::timestamptz)`,
          ...(session ? { qaSessionId: session.qaSessionId } : {}),
          ...(session?.questionCount ? { itemCount: session.questionCount } : {}),
        })
        .where(eq(studyUnits.id, unitId));
    },

    // --- what the planner reads of the learner's study

    /**
     * The bank of a code: its id, its top-level topics with their published questions, and the
     * top-level topic of every topic code (a book section names subtopics). Cached until an import.
     */
    async bank(code: string) {
      const rows = await cachedRead(db, `trainer-bank:${code}`, BANK_TABLES, async () => {
        const [bank] = await db
          .select({ id: qaBanks.id })
          .from(qaBanks)
          .where(eq(qaBanks.code, code));
        if (!bank) return [];
        const topics = await db.execute(sql`
          select t.id, t.code, t.name,
            (select count(*)::int from ${qaQuestions} q
              where q.bank_id = ${bank.id} and q.status = 'published' and t.id = any(q.topic_groups)) as questions
          from ${qaTopics} t where t.bank_id = ${bank.id} and t.parent_id is null
          order by t.sort_order, t.id`);
        const codes = await db.execute(sql`
          select t.code, coalesce(t.parent_id, t.id) as "topicId"
          from ${qaTopics} t where t.bank_id = ${bank.id}`);
        return [
          {
            id: bank.id,
            topics: rowsOf<{ id: number; code: string; name: string; questions: number }>(topics),
            topicOfCode: rowsOf<{ code: string; topicId: number }>(codes),
          },
        ];
      });
      const bank = rows[0];
      return (
        bank && { ...bank, topicOfCode: new Map(bank.topicOfCode.map((r) => [r.code, r.topicId])) }
      );
    },

    /** The learner's first answers per top-level topic of a bank, and how many were right. */
    async topicTallies(accountId: number, bankId: number) {
      // one kept row per topic (qa_learner_topic_stats), not the learner's answers
      return db
        .select({
          topicId: qaLearnerTopicStats.topicId,
          answered: qaLearnerTopicStats.answered,
          correct: qaLearnerTopicStats.correct,
        })
        .from(qaLearnerTopicStats)
        .innerJoin(qaTopics, eq(qaTopics.id, qaLearnerTopicStats.topicId))
        .where(and(eq(qaLearnerTopicStats.accountId, accountId), eq(qaTopics.bankId, bankId)));
    },

    /** The learner's first answers in a bank (each question once). */
    async learnerAnswered(accountId: number, bankId: number): Promise<number> {
      const [row] = await db
        .select({ answered: qaLearnerBankStats.answered })
        .from(qaLearnerBankStats)
        .where(
          and(eq(qaLearnerBankStats.accountId, accountId), eq(qaLearnerBankStats.bankId, bankId)),
        );
      return row?.answered ?? 0;
    },

    /** All learners' first answers in a bank, and how many were right. */
    async bankTally(bankId: number): Promise<{ answered: number; correct: number }> {
      const [row] = await db
        .select({
          answered: sql<number>`coalesce(sum(${qaLearnerBankStats.answered}), 0)::int`,
          correct: sql<number>`coalesce(sum(${qaLearnerBankStats.correct}), 0)::int`,
        })
        .from(qaLearnerBankStats)
        .where(eq(qaLearnerBankStats.bankId, bankId));
      return row ?? { answered: 0, correct: 0 };
    },

    /** The cards of a deck the learner has started (the new-cards unit's measure). */
    async startedCards(accountId: number, deckId: number) {
      const [row] = await db
        .select({ started: fcDeckProgress.startedCards })
        .from(fcDeckProgress)
        .where(and(eq(fcDeckProgress.accountId, accountId), eq(fcDeckProgress.deckId, deckId)));
      return row?.started ?? 0;
    },
  };
}

export type TrainerRepository = ReturnType<typeof trainerRepository>;
