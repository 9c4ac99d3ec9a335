import { MIN_TOPIC_ANSWERS } from '@boardready/contracts/program-dashboard-rules';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accounts,
  bookSectionsRead,
  medcentralAssignmentRecipients,
  medcentralAssignments,
  memoryReviewLogs,
  organizationGroups,
  organizationLicenses,
  organizationMembers,
  qaBankProducts,
  qaBanks,
  qaItemStatisticRuns,
  qaItemStatistics,
  qaLearnerBankStats,
  qaLearnerQuestions,
  qaLearnerTopicStats,
  qaQuestions,
  qaSessions,
  qaTopics,
  trainerPlans,
  trainerReadiness,
} from '../../db/schema';

/**
 * The program dashboard's reads (decision 1403). Everything about learners comes from the tallies
 * the answer statement keeps (qa_learner_bank_stats, qa_learner_topic_stats) and from indexes over
 * a window (the weeks' first answers), never from a scan of the residents' answers; only the
 * cohort item analysis reads the residents' first answers whole.
 */

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;
const intArray = (values: readonly number[]) => `{${values.join(',')}}`;
/**
 * The week of a first answer, in SQL: 0 for the week starting at `weeks[0]`, 1 for the next…
 * (width_bucket over the later Mondays: comparisons, not epoch arithmetic in numeric).
 */
const weekOf = (weeks: readonly Date[]) =>
  sql`width_bucket(lq.first_answered_at, ${`{${weeks
    .slice(1)
    .map((d) => d.toISOString())
    .join(',')}}`}::timestamptz[])`;
/** A moment as epoch milliseconds (rounded in double precision): one type whichever driver reads it. */
const epochMs = (moment: unknown) => sql`round(date_part('epoch', ${moment}) * 1000)`;
const dateOf = (ms: number | null) => (ms === null ? null : new Date(ms));

export interface ResidentRow {
  accountId: number;
  firstName: string;
  lastName: string;
  email: string;
  groupId: number | null;
  groupName: string | null;
  pgyYear: number | null;
  joinedAt: Date;
  answered: number;
  correct: number;
  lastActiveAt: Date | null;
  readiness: { day: string; score: number; low: number; high: number } | null;
  examCode: string | null;
}

export interface AssignmentRow {
  accountId: number;
  assignmentId: number;
  title: string;
  kind: 'questions' | 'book_section' | 'deck';
  dueAt: Date;
  closedAt: Date | null;
  startedAt: Date | null;
  completedAt: Date | null;
  scorePercent: number | null;
  passed: boolean | null;
}

export interface TopicSums {
  topicId: number;
  answered: number;
  correct: number;
  /** learners (or residents) with a first answer in it */
  learners: number;
}

/** Peers' figures in a topic (or the bank, topicId 0) against the caller's tally. */
export interface PeerRankRow {
  topicId: number;
  answered: number;
  correct: number;
  learners: number;
  peers: number;
  below: number;
  equal: number;
}

export function programDashboardRepository(db: Database) {
  return {
    /** The program's groups by name, with their residents. */
    async groups(organizationId: number) {
      const result = await db.execute(sql`
        select g.id as "groupId", g.name,
          (select count(*)::int from ${organizationMembers} m
            where m.group_id = g.id and m.role = 'resident') as residents
        from ${organizationGroups} g where g.organization_id = ${organizationId}
        order by g.name, g.id`);
      return rowsOf<{ groupId: number; name: string; residents: number }>(result);
    },

    /**
     * The program's question banks: those its licenses' products are served by and those its
     * residents answer in, the one most residents answer in first.
     */
    async banks(organizationId: number) {
      const result = await db.execute(sql`
        with residents as (
          select account_id from ${organizationMembers}
          where organization_id = ${organizationId} and role = 'resident'
        ), answered as (
          select s.bank_id, count(*)::int as n from ${qaLearnerBankStats} s
          join residents r on r.account_id = s.account_id where s.answered > 0
          group by s.bank_id
        ), licensed as (
          select distinct bp.bank_id from ${organizationLicenses} l
          join ${qaBankProducts} bp on bp.product_id = l.product_id
          where l.organization_id = ${organizationId}
        )
        select b.id as "bankId", b.title, b.specialty
        from ${qaBanks} b left join answered a on a.bank_id = b.id
        where a.bank_id is not null or b.id in (select bank_id from licensed)
        order by coalesce(a.n, 0) desc, b.title, b.id`);
      return rowsOf<{ bankId: number; title: string; specialty: string }>(result);
    },

    /** The bank's top-level topics, in the bank's order. */
    async topics(bankId: number) {
      return db
        .select({ topicId: qaTopics.id, name: qaTopics.name })
        .from(qaTopics)
        .where(and(eq(qaTopics.bankId, bankId), isNull(qaTopics.parentId)))
        .orderBy(asc(qaTopics.sortOrder), asc(qaTopics.id));
    },

    /**
     * The program's residents by name with their tally in the bank, their latest readiness
     * estimate and plan's exam, and their last study of any kind: one row each, each figure an
     * index probe (the readiness by day, the card log by moment, the sessions by account).
     */
    async residents(organizationId: number, bankId: number | null): Promise<ResidentRow[]> {
      const result = await db.execute(sql`
        select m.account_id as "accountId", a.first_name as "firstName", a.last_name as "lastName",
          a.email, m.group_id as "groupId", g.name as "groupName", m.pgy_year as "pgyYear",
          ${epochMs(sql`m.joined_at`)} as "joinedAt",
          coalesce(s.answered, 0)::int as answered, coalesce(s.correct, 0)::int as correct,
          r.day::text as "readinessDay", r.score, r.low, r.high, p.exam_code as "examCode",
          ${epochMs(sql`greatest(
            (select max(q.updated_at) from ${qaSessions} q where q.account_id = m.account_id),
            (select max(l.reviewed_at) from ${memoryReviewLogs} l where l.account_id = m.account_id),
            (select max(b.read_at) from ${bookSectionsRead} b where b.account_id = m.account_id),
            (select max(x.completed_at) from ${medcentralAssignmentRecipients} x
              where x.account_id = m.account_id))`)} as "lastActiveAt"
        from ${organizationMembers} m
        join ${accounts} a on a.id = m.account_id
        left join ${organizationGroups} g on g.id = m.group_id
        left join ${qaLearnerBankStats} s on s.account_id = m.account_id and s.bank_id = ${bankId ?? 0}
        left join ${trainerPlans} p on p.account_id = m.account_id
        left join lateral (
          select day, score, low, high from ${trainerReadiness} tr
          where tr.account_id = m.account_id order by tr.day desc limit 1
        ) r on true
        where m.organization_id = ${organizationId} and m.role = 'resident'
        order by a.last_name, a.first_name, a.id`);
      return rowsOf<
        Omit<ResidentRow, 'joinedAt' | 'lastActiveAt' | 'readiness'> & {
          joinedAt: number;
          lastActiveAt: number | null;
          readinessDay: string | null;
          score: number | null;
          low: number | null;
          high: number | null;
        }
      >(result).map(({ readinessDay, score, low, high, joinedAt, lastActiveAt, ...row }) => ({
        ...row,
        joinedAt: new Date(joinedAt),
        lastActiveAt: dateOf(lastActiveAt),
        readiness:
          readinessDay === null
            ? null
            : { day: readinessDay, score: score!, low: low!, high: high! },
      }));
    },

    /**
     * First answers per learner and week (Mondays, UTC, `weeks` the first of each), in any bank: the
     * first answers' (account, moment) index alone answers it, over the window only.
     */
    async weeks(who: Who, weeks: readonly Date[]) {
      const result = await db.execute(sql`
        select lq.account_id as "accountId", ${weekOf(weeks)} as week, count(*)::int as answered
        from ${qaLearnerQuestions} lq
        where lq.account_id in (${accountsOf(who)}) and lq.first_key is not null
          and lq.first_answered_at >= ${weeks[0]!.toISOString()}::timestamptz
        group by 1, 2`);
      return rowsOf<{ accountId: number; week: number; answered: number }>(result);
    },

    /** One learner's first answers per week of `weeks`, and the right ones, in any bank. */
    async accountWeeks(accountId: number, weeks: readonly Date[]) {
      const result = await db.execute(sql`
        select ${weekOf(weeks)} as week, count(*)::int as answered,
          count(*) filter (where lq.first_correct)::int as correct
        from ${qaLearnerQuestions} lq
        where lq.account_id = ${accountId} and lq.first_key is not null
          and lq.first_answered_at >= ${weeks[0]!.toISOString()}::timestamptz
        group by 1`);
      return rowsOf<{ week: number; answered: number; correct: number }>(result);
    },

    /** The ids of the program's residents (of a group, of a PGY year), by id. */
    async residentIds(who: Who): Promise<number[]> {
      const result = await db.execute(sql`${accountsOf(who)} order by 1`);
      return rowsOf<{ accountId: number }>(result).map((r) => r.accountId);
    },

    /**
     * The moments of every recipient row of the program's assignments, as numbers: what the
     * tallies need of thousands of rows, and nothing more (decision 1403's dashboard read).
     */
    async assignmentMoments(organizationId: number) {
      const result = await db.execute(sql`
        select r.account_id as "accountId", ${epochMs(sql`a.due_at`)} as "dueAt",
          ${epochMs(sql`a.closed_at`)} as "closedAt", ${epochMs(sql`r.completed_at`)} as "completedAt"
        from ${medcentralAssignments} a
        join ${medcentralAssignmentRecipients} r on r.assignment_id = a.id
        where a.organization_id = ${organizationId}`);
      return rowsOf<{
        accountId: number;
        dueAt: number;
        closedAt: number | null;
        completedAt: number | null;
      }>(result).map((row) => ({
        accountId: row.accountId,
        dueAt: new Date(row.dueAt),
        closedAt: dateOf(row.closedAt),
        completedAt: dateOf(row.completedAt),
      }));
    },

    /**
     * Every recipient row of the program's assignments (one resident's with `accountId`), by due
     * moment: moments read as numbers, not parsed as dates by the driver (thousands of rows).
     */
    async assignments(organizationId: number, accountId?: number): Promise<AssignmentRow[]> {
      const result = await db.execute(sql`
        select r.account_id as "accountId", a.id as "assignmentId", a.title, a.kind,
          ${epochMs(sql`a.due_at`)} as "dueAt", ${epochMs(sql`a.closed_at`)} as "closedAt",
          ${epochMs(sql`r.started_at`)} as "startedAt",
          ${epochMs(sql`r.completed_at`)} as "completedAt",
          r.score_percent as "scorePercent", r.passed
        from ${medcentralAssignments} a
        join ${medcentralAssignmentRecipients} r on r.assignment_id = a.id
        where a.organization_id = ${organizationId}
          ${accountId === undefined ? sql`` : sql`and r.account_id = ${accountId}`}
        order by a.due_at, a.id`);
      return rowsOf<
        Omit<AssignmentRow, 'dueAt' | 'closedAt' | 'startedAt' | 'completedAt'> & {
          dueAt: number;
          closedAt: number | null;
          startedAt: number | null;
          completedAt: number | null;
        }
      >(result).map((row) => ({
        ...row,
        dueAt: new Date(row.dueAt),
        closedAt: dateOf(row.closedAt),
        startedAt: dateOf(row.startedAt),
        completedAt: dateOf(row.completedAt),
      }));
    },

    /** The residents' tallies per top-level topic of the bank (one row per topic). */
    async cohortTopics(bankId: number, who: Who): Promise<TopicSums[]> {
      const result = await db.execute(sql`
        select t.id as "topicId", coalesce(sum(s.answered), 0)::int as answered,
          coalesce(sum(s.correct), 0)::int as correct,
          count(s.account_id) filter (where s.answered > 0)::int as learners
        from ${qaTopics} t
        left join ${qaLearnerTopicStats} s on s.topic_id = t.id
          and s.account_id in (${accountsOf(who)})
        where t.bank_id = ${bankId} and t.parent_id is null
        group by t.id`);
      return rowsOf<TopicSums>(result);
    },

    /** Every learner's tallies per top-level topic of the bank, pooled (the topic index alone). */
    async allLearnerTopics(bankId: number): Promise<TopicSums[]> {
      const result = await db.execute(sql`
        select s.topic_id as "topicId", sum(s.answered)::int as answered,
          sum(s.correct)::int as correct, count(*) filter (where s.answered > 0)::int as learners
        from ${qaLearnerTopicStats} s
        where s.topic_id in (select id from ${qaTopics} where bank_id = ${bankId} and parent_id is null)
        group by s.topic_id`);
      return rowsOf<TopicSums>(result);
    },

    /** The tallies of each of `who` per top-level topic of the bank. */
    async topicTallies(bankId: number, who: Who) {
      const result = await db.execute(sql`
        select s.account_id as "accountId", s.topic_id as "topicId", s.answered, s.correct
        from ${qaLearnerTopicStats} s join ${qaTopics} t on t.id = s.topic_id
        where s.account_id in (${accountsOf(who)})
          and t.bank_id = ${bankId} and t.parent_id is null`);
      return rowsOf<{ accountId: number; topicId: number; answered: number; correct: number }>(
        result,
      );
    },

    /** The tallies of each of `who` in the bank. */
    async bankTallies(bankId: number, who: Who) {
      const result = await db.execute(sql`
        select account_id as "accountId", answered, correct from ${qaLearnerBankStats}
        where bank_id = ${bankId} and account_id in (${accountsOf(who)})`);
      return rowsOf<{ accountId: number; answered: number; correct: number }>(result);
    },

    /**
     * All learners against one learner's tallies, per topic: their pooled first answers, and how
     * many of the others (with MIN_TOPIC_ANSWERS answers) score below and the same, compared
     * exactly; one index range per topic (qa_learner_topic_stats_topic_idx).
     */
    async topicRanks(
      accountId: number,
      mine: readonly { topicId: number; answered: number; correct: number }[],
    ): Promise<PeerRankRow[]> {
      if (mine.length === 0) return [];
      const result = await db.execute(sql`
        select s.topic_id as "topicId", ${rankColumns(accountId)}
        from ${qaLearnerTopicStats} s
        join unnest(${intArray(mine.map((m) => m.topicId))}::int[],
          ${intArray(mine.map((m) => m.answered))}::int[],
          ${intArray(mine.map((m) => m.correct))}::int[]) as me(topic_id, answered, correct)
          on me.topic_id = s.topic_id
        group by s.topic_id`);
      return rowsOf<PeerRankRow>(result);
    },

    /** The same over the bank's tallies (qa_learner_bank_stats_bank_idx). */
    async bankRank(
      accountId: number,
      bankId: number,
      mine: { answered: number; correct: number },
    ): Promise<PeerRankRow> {
      const result = await db.execute(sql`
        select 0 as "topicId", ${rankColumns(accountId)}
        from ${qaLearnerBankStats} s
        cross join (select ${mine.answered}::int as answered, ${mine.correct}::int as correct) me
        where s.bank_id = ${bankId}`);
      return rowsOf<PeerRankRow>(result)[0]!;
    },

    /** One resident's latest Q&A sessions, card reviews and sections read by day. */
    async activity(accountId: number, since: Date, limit: number) {
      const at = since.toISOString();
      const [sessions, cards, reading] = await Promise.all([
        db.execute(sql`
          select name as "sessionName", answered_count as answered, correct_count as correct,
            ${epochMs(sql`updated_at`)} as at
          from ${qaSessions} where account_id = ${accountId} and updated_at >= ${at}::timestamptz
            and answered_count > 0
          order by updated_at desc limit ${limit}`),
        db.execute(sql`
          select to_char(reviewed_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as n
          from ${memoryReviewLogs} where account_id = ${accountId} and reviewed_at >= ${at}::timestamptz
          group by 1 order by 1 desc limit ${limit}`),
        db.execute(sql`
          select to_char(read_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as n
          from ${bookSectionsRead} where account_id = ${accountId} and read_at >= ${at}::timestamptz
          group by 1 order by 1 desc limit ${limit}`),
      ]);
      return {
        sessions: rowsOf<{ sessionName: string; answered: number; correct: number; at: number }>(
          sessions,
        ),
        cards: rowsOf<{ day: string; n: number }>(cards),
        reading: rowsOf<{ day: string; n: number }>(reading),
      };
    },

    /**
     * The residents' first answers per question of the bank (questions at least `minResidents`
     * of them answered), with all learners' p-value of the bank's last item statistics run: a
     * page, the most missed against all learners first, and the count.
     */
    async cohortItems(filter: {
      bankId: number;
      who: Who;
      topicId: number | null;
      minResidents: number;
      limit: number;
      offset: number;
    }) {
      const topic =
        filter.topicId === null ? sql`` : sql`and q.topic_groups @> array[${filter.topicId}::int]`;
      const result = await db.execute(sql`
        with cohort as (
          select lq.question_id, count(*)::int as n, count(*) filter (where lq.first_correct)::int as c
          from ${qaLearnerQuestions} lq
          where lq.account_id in (${accountsOf(filter.who)}) and lq.first_key is not null
          group by lq.question_id
          having count(*) >= ${filter.minResidents}
        ), listed as (
          -- the bank's published questions and their topics from qa_questions_key_idx alone
          select q.id as "questionId", q.topic_groups as "topicGroups",
            c.n as "residentsAnswered", c.c as "residentsCorrect",
            s.p_value as "pValue", s.answered as "allAnswered"
          from cohort c
          join ${qaQuestions} q on q.id = c.question_id
          left join ${qaItemStatistics} s on s.question_id = q.id
          where q.bank_id = ${filter.bankId} and q.status = 'published' ${topic}
        )
        select p.*, t.total from (select count(*)::int as total from listed) t
        left join lateral (
          select l.*, q.code from (
            select * from listed
            order by ("residentsCorrect"::float8 / "residentsAnswered" - "pValue") asc nulls last,
              "residentsAnswered" desc, "questionId"
            limit ${filter.limit} offset ${filter.offset}
          ) l join ${qaQuestions} q on q.id = l."questionId"
          order by ("residentsCorrect"::float8 / "residentsAnswered" - "pValue") asc nulls last,
            "residentsAnswered" desc, "questionId"
        ) p on true`);
      const rows = rowsOf<{
        questionId: number | null;
        code: string;
        topicGroups: number[];
        residentsAnswered: number;
        residentsCorrect: number;
        pValue: number | null;
        allAnswered: number | null;
        total: number;
      }>(result);
      return {
        total: rows[0]?.total ?? 0,
        items: rows.filter(
          (r): r is (typeof rows)[number] & { questionId: number } => r.questionId !== null,
        ),
      };
    },

    /** When the bank's item statistics were last computed (null: never). */
    async itemStatisticsComputedAt(bankId: number): Promise<Date | null> {
      const [row] = await db
        .select({ computedAt: qaItemStatisticRuns.computedAt })
        .from(qaItemStatisticRuns)
        .where(eq(qaItemStatisticRuns.bankId, bankId));
      return row?.computedAt ?? null;
    },
  };
}

/**
 * Whose rows a read takes: the program's residents (of a group, of a PGY year when given), or
 * one account.
 */
export type Who =
  | { organizationId: number; groupId?: number | undefined; pgy?: number | undefined }
  | { accountId: number };

/** The accounts of `who`, as a subquery of one column (account_id). */
function accountsOf(who: Who) {
  if ('accountId' in who) return sql`select ${who.accountId}::int as "accountId"`;
  const m = organizationMembers;
  return sql`select ${m.accountId} as "accountId" from ${m}
    where ${m.organizationId} = ${who.organizationId} and ${m.role} = 'resident'
    ${who.groupId === undefined ? sql`` : sql`and ${m.groupId} = ${who.groupId}`}
    ${who.pgy === undefined ? sql`` : sql`and ${m.pgyYear} = ${who.pgy}`}`;
}

/** Pooled sums of every learner, and the others' rank against `me` (answered, correct). */
function rankColumns(accountId: number) {
  const ranked = sql`s.account_id <> ${accountId} and s.answered >= ${MIN_TOPIC_ANSWERS}`;
  return sql`coalesce(sum(s.answered), 0)::int as answered,
    coalesce(sum(s.correct), 0)::int as correct,
    count(*) filter (where s.answered > 0)::int as learners,
    count(*) filter (where ${ranked})::int as peers,
    count(*) filter (where ${ranked}
      and s.correct::bigint * me.answered < me.correct::bigint * s.answered)::int as below,
    count(*) filter (where ${ranked}
      and s.correct::bigint * me.answered = me.correct::bigint * s.answered)::int as equal`;
}
