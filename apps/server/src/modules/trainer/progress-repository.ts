import { and, asc, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  bookSectionsRead,
  memoryItems,
  memoryReviewLogs,
  qaLearnerQuestions,
  qaQuestionStats,
  qaQuestions,
  qaSessionItems,
  qaSessions,
  studyUnits,
  trainerReadiness,
} from '../../db/schema';

/**
 * My Progress's reads (issue 25): each one statement over the learner's own rows since a day, by
 * the learner's day (from 04:00 in their time zone, as the memory model counts days).
 */

type Rows<T> = { rows: T[] };
type Counted = { day: string; n: number; flagged: number };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/** A moment's learner day, as a date, in SQL. */
const dateOf = (moment: unknown, timeZone: string) =>
  sql`((${moment} at time zone ${timeZone}) - interval '4 hours')::date`;

/**
 * Counts per learner day of the rows `from` selects as `d` (their date) and `x` (a flag): the day
 * is formatted once per group, not once per row (a learner's 20 000 reviews in twelve weeks).
 */
const perDay = (from: SQL) => sql`select to_char(d, 'YYYY-MM-DD') as day, count(*)::int as n,
  count(*) filter (where x)::int as flagged from (${from}) r group by d`;

export function progressRepository(db: Database) {
  return {
    /** Questions answered, and right, per day (test-mode answers count as right once scored). */
    async answersByDay(accountId: number, since: Date, timeZone: string) {
      const result = await db.execute(
        perDay(sql`select ${dateOf(sql`i.answered_at`, timeZone)} as d, i.is_correct as x
          from ${qaSessionItems} i join ${qaSessions} s on s.id = i.session_id
          where s.account_id = ${accountId} and i.answered_at >= ${since.toISOString()}`),
      );
      return rowsOf<Counted>(result).map((r) => ({
        day: r.day,
        questions: r.n,
        correct: r.flagged,
      }));
    },

    /** Flash-card reviews per day (a card's review log keeps its deck; a question's none). */
    async cardReviewsByDay(accountId: number, since: Date, timeZone: string) {
      const result = await db.execute(
        perDay(sql`select ${dateOf(sql`l.reviewed_at`, timeZone)} as d, false as x
          from ${memoryReviewLogs} l
          where l.account_id = ${accountId} and l.reviewed_at >= ${since.toISOString()}
            and l.deck_id is not null`),
      );
      return rowsOf<Counted>(result).map((r) => ({ day: r.day, cards: r.n }));
    },

    async sectionsReadByDay(accountId: number, since: Date, timeZone: string) {
      const result = await db.execute(
        perDay(sql`select ${dateOf(sql`read_at`, timeZone)} as d, false as x
          from ${bookSectionsRead}
          where account_id = ${accountId} and read_at >= ${since.toISOString()}`),
      );
      return rowsOf<Counted>(result).map((r) => ({ day: r.day, sectionsRead: r.n }));
    },

    async unitsDoneByDay(accountId: number, sinceDay: string) {
      return db
        .select({ day: studyUnits.day, unitsDone: sql<number>`count(*)::int` })
        .from(studyUnits)
        .where(
          and(
            eq(studyUnits.accountId, accountId),
            eq(studyUnits.status, 'done'),
            gte(studyUnits.day, sinceDay),
          ),
        )
        .groupBy(studyUnits.day);
    },

    /**
     * First answers per week (Monday, UTC) in a bank since a moment, with all learners' first
     * answers to the same questions (decision 0903's peers, one qa_question_stats row a question).
     */
    async weeks(accountId: number, bankId: number, since: Date) {
      const result = await db.execute(sql`
        select to_char(week, 'YYYY-MM-DD') as "weekStart", count(*)::int as answered,
          count(*) filter (where first_correct)::int as correct,
          coalesce(sum(n), 0)::int as "peerAnswered", coalesce(sum(c), 0)::int as "peerCorrect"
        from (
          select date_trunc('week', lq.first_answered_at at time zone 'UTC') as week,
            lq.first_correct, qs.answered as n, qs.correct as c
          from ${qaLearnerQuestions} lq join ${qaQuestions} q on q.id = lq.question_id
            left join ${qaQuestionStats} qs on qs.question_id = lq.question_id
          where lq.account_id = ${accountId} and lq.first_key is not null
            and lq.first_answered_at >= ${since.toISOString()}
            and q.bank_id = ${bankId} and q.status = 'published'
        ) mine
        group by week order by week`);
      return rowsOf<{
        weekStart: string;
        answered: number;
        correct: number;
        peerAnswered: number;
        peerCorrect: number;
      }>(result);
    },

    async readinessSince(accountId: number, sinceDay: string) {
      return db
        .select({
          day: trainerReadiness.day,
          score: trainerReadiness.score,
          low: trainerReadiness.low,
          high: trainerReadiness.high,
        })
        .from(trainerReadiness)
        .where(and(eq(trainerReadiness.accountId, accountId), gte(trainerReadiness.day, sinceDay)))
        .orderBy(asc(trainerReadiness.day));
    },

    /**
     * The learner's studied items, grouped by stability (eighths of its logarithm) and by whole
     * days since their last review: a few hundred groups for the retention forecast instead of
     * every item.
     */
    async memoryGroups(accountId: number, now: Date) {
      const result = await db.execute(sql`
        select round(ln(greatest(stability, 0.01)) * 8)::int as "logStability",
          greatest(0, floor(date_part('epoch', ${now.toISOString()}::timestamptz - last_review) / 86400))::int as "elapsedDays",
          count(*)::int as items
        from ${memoryItems}
        where account_id = ${accountId} and state <> 'new' and not suspended
          and last_review is not null
        group by 1, 2`);
      return rowsOf<{ logStability: number; elapsedDays: number; items: number }>(result);
    },
  };
}
