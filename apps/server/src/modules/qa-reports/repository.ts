import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  qaBankProducts,
  qaBanks,
  qaChoiceCounts,
  qaLearnerBankStats,
  qaLearnerQuestions,
  qaLearnerTopicStats,
  qaQuestionStats,
  qaQuestions,
  qaSessions,
  qaTopics,
  userProducts,
} from '../../db/schema';
import { settleBankSessions } from '../qa/settle-repository';

/**
 * The performance report's aggregates (decision 0903), each one statement over a learner's own
 * rows: qa_learner_questions by its key (account, question), the peers' first answers from
 * qa_question_stats by question, the percentile from one qa_learner_bank_stats row per learner.
 */

export interface Tally {
  answered: number;
  correct: number;
  /** all learners' first answers on the same questions, and how many were right */
  peerAnswered: number;
  peerCorrect: number;
}

export interface Overall extends Tally {
  /** published questions of the bank */
  total: number;
  lastAnsweredAt: string | Date | null;
}

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/**
 * The learner's first answers to the bank's published questions, each with all learners' first
 * answers to it and how many were right (n, c: one qa_question_stats row, no aggregate).
 */
function mine(accountId: number, bankId: number) {
  return sql`mine as materialized (
    select lq.question_id, lq.first_correct, lq.first_answered_at, q.topic_groups,
      coalesce(qs.answered, 0) as n, coalesce(qs.correct, 0) as c
    from ${qaLearnerQuestions} lq join ${qaQuestions} q on q.id = lq.question_id
    left join ${qaQuestionStats} qs on qs.question_id = lq.question_id
    where lq.account_id = ${accountId} and lq.first_key is not null
      and q.bank_id = ${bankId} and q.status = 'published'
  )`;
}

/** A tally's columns over `mine m`: the learner's first answers and the peers' on them. */
const TALLY = sql`count(*)::int as answered, count(*) filter (where m.first_correct)::int as correct,
  coalesce(sum(m.n), 0)::int as "peerAnswered", coalesce(sum(m.c), 0)::int as "peerCorrect"`;

export function qaReportRepository(db: Database) {
  return {
    /** Published questions per top-level topic of a bank (a question counts once per topic). */
    async topicTotals(bankId: number) {
      const result = await db.execute(sql`
        select g.topic_id as "topicId", count(*)::int as total
        from ${qaQuestions} q, unnest(q.topic_groups) g(topic_id)
        where q.bank_id = ${bankId} and q.status = 'published'
        group by 1`);
      return rowsOf<{ topicId: number; total: number }>(result);
    },

    async publishedCount(bankId: number) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(qaQuestions)
        .where(and(eq(qaQuestions.bankId, bankId), eq(qaQuestions.status, 'published')));
      return row?.n ?? 0;
    },

    async bankTitle(bankId: number) {
      const [row] = await db
        .select({ title: qaBanks.title })
        .from(qaBanks)
        .where(eq(qaBanks.id, bankId));
      return row?.title ?? '';
    },

    /** The summary's tally alone (the progress summary). */
    async overall(accountId: number, bankId: number): Promise<Overall> {
      const result = await db.execute(sql`with ${mine(accountId, bankId)}
        select ${TALLY}, max(m.first_answered_at) as "lastAnsweredAt",
          (select count(*)::int from ${qaQuestions}
            where bank_id = ${bankId} and status = 'published') as total
        from mine m`);
      return rowsOf<Overall>(result)[0]!;
    },

    /**
     * The whole report's tallies in one statement, so that the learner's first answers and the
     * peers' counts are read once. Rows by kind: 'topic' (a top-level topic the learner answered
     * in: the learner's and the peers' tally), 'week' (Monday, UTC; the latest
     * `weeks` with answers), 'overall' (the summary's tally). Rows rather than JSON aggregates: with json_agg the planner joined
     * every question of the bank to the learner's answers (600 ms instead of 6). Topics come from
     * each question's topic_groups, read with the key from one covering index, and a week is
     * formatted once it is grouped: half the statement's time of joining the bank's topic links
     * (issue 23).
     */
    async report(accountId: number, bankId: number, weeks: number) {
      const result = await db.execute(sql`with ${mine(accountId, bankId)},
        tallies as (
          select g.topic_id, ${TALLY} from mine m, unnest(m.topic_groups) g(topic_id)
          group by g.topic_id
        ),
        weeks as (
          select date_trunc('week', m.first_answered_at at time zone 'UTC') as week_start,
            count(*)::int as answered, count(*) filter (where m.first_correct)::int as correct
          from mine m group by 1 order by 1 desc limit ${weeks}
        )
        select 'topic' as kind, topic_id::text as key, 0 as total, answered, correct,
          "peerAnswered", "peerCorrect"
        from tallies
        union all
        select 'week', to_char(week_start, 'YYYY-MM-DD'), 0, answered, correct, 0, 0 from weeks
        union all
        select 'overall', to_json(max(m.first_answered_at)) #>> '{}', 0, ${TALLY}
        from mine m`);
      const rows = rowsOf<
        Tally & { kind: 'topic' | 'week' | 'overall'; key: string | null; total: number }
      >(result);
      const all = rows.find((r) => r.kind === 'overall')!;
      return {
        /** the summary's tally; the bank's total is the sum of nothing here, so it is read apart */
        overall: { ...all, lastAnsweredAt: all.key },
        topics: rows
          .filter((r) => r.kind === 'topic')
          .map((r) => ({ ...r, topicId: Number(r.key) })),
        trend: rows
          .filter((r) => r.kind === 'week')
          .map((r) => ({ weekStart: r.key!, answered: r.answered, correct: r.correct }))
          .sort((a, b) => a.weekStart.localeCompare(b.weekStart)),
      };
    },

    async topLevelTopics(bankId: number) {
      return db
        .select({ id: qaTopics.id, name: qaTopics.name })
        .from(qaTopics)
        .where(and(eq(qaTopics.bankId, bankId), sql`${qaTopics.parentId} is null`))
        .orderBy(qaTopics.sortOrder, qaTopics.id);
    },

    /** Seconds spent and questions answered in the product's sessions with time recorded. */
    async pace(accountId: number, userProductId: number) {
      const [row] = await db
        .select({
          seconds: sql<number>`coalesce(sum(${qaSessions.secondsElapsed}), 0)::int`,
          answered: sql<number>`coalesce(sum(${qaSessions.answeredCount}), 0)::int`,
        })
        .from(qaSessions)
        .where(
          and(
            eq(qaSessions.userProductId, userProductId),
            eq(qaSessions.accountId, accountId),
            sql`${qaSessions.answeredCount} > 0`,
            sql`${qaSessions.secondsElapsed} > 0`,
          ),
        );
      return row ?? { seconds: 0, answered: 0 };
    },

    /**
     * The learner's rank among the bank's other learners with answers: how many score lower and
     * how many the same (scores compared as fractions, cross-multiplied: no rounding).
     */
    async standing(accountId: number, bankId: number) {
      const result = await db.execute(sql`
        with me as (
          select answered, correct from ${qaLearnerBankStats}
          where account_id = ${accountId} and bank_id = ${bankId} and answered > 0
        )
        select count(*)::int as peers,
          count(*) filter (where s.correct::bigint * me.answered
            < me.correct::bigint * s.answered)::int as below,
          count(*) filter (where s.correct::bigint * me.answered
            = me.correct::bigint * s.answered)::int as equal,
          (select count(*)::int from me) as ranked
        from ${qaLearnerBankStats} s cross join me
        where s.bank_id = ${bankId} and s.account_id <> ${accountId} and s.answered > 0`);
      const [row] = rowsOf<{ peers: number; below: number; equal: number; ranked: number }>(result);
      return row ?? { peers: 0, below: 0, equal: 0, ranked: 0 };
    },

    /** Other learners of the bank with answers (when the learner has none to rank). */
    async peerCount(accountId: number, bankId: number) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(qaLearnerBankStats)
        .where(
          and(
            eq(qaLearnerBankStats.bankId, bankId),
            sql`${qaLearnerBankStats.accountId} <> ${accountId}`,
            sql`${qaLearnerBankStats.answered} > 0`,
          ),
        );
      return row?.n ?? 0;
    },

    /**
     * Erases the learner's history of a bank in one transaction: the answers of their running
     * test-mode sessions are scored (so that they leave with the rest), their first answers leave
     * the peers' choice counts, then their history rows, statistics and the sessions of every
     * product of theirs this bank serves go. Other learners' rows are not touched.
     */
    async reset(accountId: number, bankId: number, now: Date) {
      await db.transaction(async (tx) => {
        await tx.execute(settleBankSessions(accountId, bankId, now));
        await tx.execute(sql`
          update ${qaQuestionStats} s set answered = greatest(s.answered - x.n, 0),
            correct = greatest(s.correct - x.c, 0)
          from (
            select lq.question_id, count(*)::int as n,
              count(*) filter (where lq.first_correct)::int as c
            from ${qaLearnerQuestions} lq join ${qaQuestions} q on q.id = lq.question_id
            where lq.account_id = ${accountId} and q.bank_id = ${bankId}
              and lq.first_key is not null
            group by 1
          ) x
          where s.question_id = x.question_id`);
        await tx.execute(sql`
          update ${qaChoiceCounts} c set count = greatest(c.count - x.n, 0)
          from (
            select lq.question_id, lq.first_key, count(*)::int as n
            from ${qaLearnerQuestions} lq join ${qaQuestions} q on q.id = lq.question_id
            where lq.account_id = ${accountId} and q.bank_id = ${bankId}
              and lq.first_key is not null
            group by 1, 2
          ) x
          where c.question_id = x.question_id and c.choice_key = x.first_key`);
        await tx
          .delete(qaLearnerQuestions)
          .where(
            and(
              eq(qaLearnerQuestions.accountId, accountId),
              inArray(
                qaLearnerQuestions.questionId,
                tx
                  .select({ id: qaQuestions.id })
                  .from(qaQuestions)
                  .where(eq(qaQuestions.bankId, bankId)),
              ),
            ),
          );
        await tx.delete(qaSessions).where(
          and(
            eq(qaSessions.accountId, accountId),
            inArray(
              qaSessions.userProductId,
              tx
                .select({ id: userProducts.id })
                .from(userProducts)
                .innerJoin(qaBankProducts, eq(qaBankProducts.productId, userProducts.productId))
                .where(
                  and(eq(userProducts.accountId, accountId), eq(qaBankProducts.bankId, bankId)),
                ),
            ),
          ),
        );
        await tx
          .delete(qaLearnerBankStats)
          .where(
            and(eq(qaLearnerBankStats.accountId, accountId), eq(qaLearnerBankStats.bankId, bankId)),
          );
        await tx
          .delete(qaLearnerTopicStats)
          .where(
            and(
              eq(qaLearnerTopicStats.accountId, accountId),
              inArray(
                qaLearnerTopicStats.topicId,
                tx.select({ id: qaTopics.id }).from(qaTopics).where(eq(qaTopics.bankId, bankId)),
              ),
            ),
          );
      });
    },
  };
}

export type QaReportRepository = ReturnType<typeof qaReportRepository>;
