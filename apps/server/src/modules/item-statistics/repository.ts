import type {
  ItemStatisticOrder,
  ItemStatisticSort,
} from '@boardready/contracts/item-statistics-rules';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  type QaChoiceKey,
  qaBanks,
  qaItemStatisticRuns,
  qaItemStatistics,
  qaLearnerBankStats,
  qaLearnerQuestions,
  qaQuestionFlags,
  qaQuestions,
  qaQuestionTriage,
  qaSessionItems,
  qaTopics,
} from '../../db/schema';
import type { ItemAggregate, ItemStatisticRow } from './item-analysis';

/**
 * Item statistics (decision 1302): what a run reads (everyone's first answers to a slice of a
 * bank's questions, summed by the database), what it writes (a row per question, the bank's run
 * row) and what content managers read (a bank's rows, a page at a time).
 */

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

export interface RunRow {
  bankId: number;
  state: 'idle' | 'running';
  startedAt: Date | null;
  beatAt: Date | null;
  computedAt: Date | null;
  durationMs: number | null;
  questions: number | null;
  needsReview: number | null;
  lastError: string | null;
}

export interface BankRow {
  bankId: number;
  code: string;
  title: string;
  specialty: string;
  publishedQuestions: number;
  run: RunRow | null;
}

export interface ListFilter {
  bankId: number;
  needsReview?: boolean | undefined;
  topicId?: number | undefined;
  sort: ItemStatisticSort;
  order: ItemStatisticOrder;
  limit: number;
  offset: number;
}

export interface ListedRow extends ItemStatisticRow {
  code: string;
  stemExcerpt: string;
  status: 'published' | 'retired';
  correctKey: QaChoiceKey;
  choiceKeys: QaChoiceKey[];
}

const KEYS = ['A', 'B', 'C', 'D', 'E'] as const satisfies readonly QaChoiceKey[];

/** How much of a stem the list shows: enough to tell questions apart. */
export const STEM_EXCERPT_LENGTH = 240;

/** A figure's sort: questions without it last, whichever the direction; the question breaks ties. */
function byFigure(column: SQL, order: ItemStatisticOrder): SQL {
  return order === 'asc'
    ? sql`${column} asc nulls last, ${qaItemStatistics.questionId} asc`
    : sql`${column} desc nulls last, ${qaItemStatistics.questionId} asc`;
}

function orderOf(sort: ItemStatisticSort, order: ItemStatisticOrder): SQL {
  const s = qaItemStatistics;
  switch (sort) {
    case 'review':
      // desc: the order of qa_item_statistics_review_idx, so the first page is read in order
      return order === 'desc'
        ? sql`${s.reviewRank} desc nulls last, ${s.openFlags} desc nulls last, ${s.questionId} asc`
        : sql`${s.reviewRank} asc, ${s.openFlags} asc, ${s.questionId} asc`;
    case 'question':
      return order === 'asc' ? sql`${s.questionId} asc` : sql`${s.questionId} desc`;
    case 'pValue':
      return byFigure(sql`${s.pValue}`, order);
    case 'discrimination':
      return byFigure(sql`${s.discrimination}`, order);
    case 'answered':
      return byFigure(sql`${s.answered}`, order);
    case 'medianSeconds':
      return byFigure(sql`${s.medianSeconds}`, order);
    case 'flags':
      return byFigure(sql`${s.openFlags}`, order);
  }
}

/** Only the columns a run writes, each from the row being inserted. */
const UPSERT_SET = Object.fromEntries(
  (
    [
      ['bankId', 'bank_id'],
      ['topicGroups', 'topic_groups'],
      ['answered', 'answered'],
      ['correct', 'correct'],
      ['pValue', 'p_value'],
      ['discrimination', 'discrimination'],
      ['discriminationAnswers', 'discrimination_answers'],
      ['choiceCounts', 'choice_counts'],
      ['medianSeconds', 'median_seconds'],
      ['timedAnswers', 'timed_answers'],
      ['flags', 'flags'],
      ['openFlags', 'open_flags'],
      ['reasons', 'reasons'],
      ['reviewRank', 'review_rank'],
    ] as const
  ).map(([key, column]) => [key, sql.raw(`excluded.${column}`)]),
);

export function itemStatisticsRepository(db: Database) {
  return {
    async bankIds(): Promise<number[]> {
      const rows = await db.select({ id: qaBanks.id }).from(qaBanks).orderBy(asc(qaBanks.id));
      return rows.map((r) => r.id);
    },

    /** Every bank (or one) with its published questions and its run row. */
    async banks(bankId?: number): Promise<BankRow[]> {
      const rows = await db
        .select({
          bankId: qaBanks.id,
          code: qaBanks.code,
          title: qaBanks.title,
          specialty: qaBanks.specialty,
          publishedQuestions: sql<number>`(select count(*)::int from ${qaQuestions} q
            where q.bank_id = ${qaBanks.id} and q.status = 'published')`,
          run: qaItemStatisticRuns,
        })
        .from(qaBanks)
        .leftJoin(qaItemStatisticRuns, eq(qaItemStatisticRuns.bankId, qaBanks.id))
        .where(bankId === undefined ? undefined : eq(qaBanks.id, bankId))
        .orderBy(asc(qaBanks.specialty), asc(qaBanks.title));
      return rows;
    },

    /** The top-level topics of a bank (or of every bank), in the bank's order. */
    async topicGroups(bankId?: number) {
      return db
        .select({ id: qaTopics.id, bankId: qaTopics.bankId, name: qaTopics.name })
        .from(qaTopics)
        .where(
          and(
            isNull(qaTopics.parentId),
            bankId === undefined ? undefined : eq(qaTopics.bankId, bankId),
          ),
        )
        .orderBy(asc(qaTopics.sortOrder), asc(qaTopics.id));
    },

    async run(bankId: number): Promise<RunRow | null> {
      const [row] = await db
        .select()
        .from(qaItemStatisticRuns)
        .where(eq(qaItemStatisticRuns.bankId, bankId));
      return row ?? null;
    },

    /**
     * Takes the bank for a run, in one statement (two app instances never both get it): when no
     * run holds it, or the one that does has not beaten for `leaseSeconds` (its process died);
     * with `staleMinutes`, only when its figures are older than that. False when the bank is not
     * taken (or does not exist).
     */
    async claim(
      bankId: number,
      {
        requestedBy,
        leaseSeconds,
        staleMinutes,
      }: { requestedBy: number | null; leaseSeconds: number; staleMinutes?: number },
    ): Promise<boolean> {
      const stale =
        staleMinutes === undefined
          ? sql``
          : sql`and (r.computed_at is null
                or r.computed_at < now() - make_interval(mins => ${staleMinutes}))`;
      const result = await db.execute(sql`
        insert into ${qaItemStatisticRuns} as r (bank_id, state, started_at, beat_at, requested_by)
        select id, 'running', now(), now(), ${requestedBy}::int from ${qaBanks} where id = ${bankId}
        on conflict (bank_id) do update set state = 'running', started_at = now(), beat_at = now(),
          requested_by = excluded.requested_by
        where (r.state <> 'running'
            or r.beat_at < now() - make_interval(secs => ${leaseSeconds}))
          ${stale}
        returning r.bank_id`);
      return rowsOf(result).length > 0;
    },

    /** The run is alive: another instance must not take the bank over. */
    async beat(bankId: number) {
      await db
        .update(qaItemStatisticRuns)
        .set({ beatAt: sql`now()` })
        .where(eq(qaItemStatisticRuns.bankId, bankId));
    },

    /** The bank's published questions, by id (the run's slices are ranges of these). */
    async publishedQuestionIds(bankId: number): Promise<number[]> {
      const rows = await db
        .select({ id: qaQuestions.id })
        .from(qaQuestions)
        .where(and(eq(qaQuestions.bankId, bankId), eq(qaQuestions.status, 'published')))
        .orderBy(asc(qaQuestions.id));
      return rows.map((r) => r.id);
    },

    /**
     * Everyone's first answers to the bank's published questions with ids in [from, to], summed
     * per question in one statement: the answers, right ones and per choice; the point-biserial's
     * sums over the learners with a rest score ((C − x) / (N − 1) from their bank tally, see
     * item-analysis.ts restScore); the median time of the first answers (the sessions' items that
     * counted, answered after seen, capped); the flags, and those staff have not settled.
     */
    async aggregates(
      bankId: number,
      from: number,
      to: number,
      capSeconds: number,
    ): Promise<ItemAggregate[]> {
      const lq = qaLearnerQuestions;
      const result = await db.execute(sql`
        with slice as (
          select q.id, q.topic_groups from ${qaQuestions} q
          where q.bank_id = ${bankId} and q.status = 'published' and q.id between ${from} and ${to}
        ),
        firsts as (
          select lq.question_id, lq.first_key, lq.first_correct::int as x,
            case when b.answered > 1 then
              least(1, greatest(0, (b.correct - lq.first_correct::int)::float8 / (b.answered - 1)))
            end as y
          from ${lq} lq
          left join ${qaLearnerBankStats} b
            on b.account_id = lq.account_id and b.bank_id = ${bankId}
          where lq.question_id between ${from} and ${to} and lq.first_key is not null
        ),
        answers as (
          select question_id, count(*)::int as answered, sum(x)::int as correct,
            ${sql.raw(KEYS.map((k) => `count(*) filter (where first_key = '${k}')::int as "${k}"`).join(', '))},
            count(y)::int as rn, coalesce(sum(x) filter (where y is not null), 0)::float8 as rsx,
            coalesce(sum(y), 0)::float8 as rsy, coalesce(sum(y * y), 0)::float8 as rsyy,
            coalesce(sum(x * y), 0)::float8 as rsxy
          from firsts group by question_id
        ),
        times as (
          select i.question_id, count(*)::int as timed,
            percentile_cont(0.5) within group (order by
              least(extract(epoch from i.answered_at - i.seen_at)::float8, ${capSeconds}::float8)
            ) as median
          from ${qaSessionItems} i
          where i.question_id between ${from} and ${to} and i.counted_in_shares
            and i.seen_at is not null and i.answered_at >= i.seen_at
          group by i.question_id
        ),
        flags as (
          select f.question_id, count(*)::int as flags,
            count(*) filter (where t.status is null or t.status not in ('fixed', 'dismissed')
              or f.updated_at > t.triaged_at)::int as open
          from ${qaQuestionFlags} f
          left join ${qaQuestionTriage} t on t.question_id = f.question_id
          where f.question_id between ${from} and ${to}
          group by f.question_id
        )
        select s.id as "questionId", s.topic_groups as "topicGroups",
          coalesce(a.answered, 0) as answered, coalesce(a.correct, 0) as correct,
          ${sql.raw(KEYS.map((k) => `coalesce(a."${k}", 0) as "${k}"`).join(', '))},
          coalesce(a.rn, 0) as rn, coalesce(a.rsx, 0) as rsx, coalesce(a.rsy, 0) as rsy,
          coalesce(a.rsyy, 0) as rsyy, coalesce(a.rsxy, 0) as rsxy,
          coalesce(t.timed, 0) as timed, t.median, coalesce(f.flags, 0) as flags,
          coalesce(f.open, 0) as open
        from slice s
        left join answers a on a.question_id = s.id
        left join times t on t.question_id = s.id
        left join flags f on f.question_id = s.id
        order by s.id`);
      type Raw = Record<QaChoiceKey, number> & {
        questionId: number;
        topicGroups: number[];
        answered: number;
        correct: number;
        rn: number;
        rsx: number;
        rsy: number;
        rsyy: number;
        rsxy: number;
        timed: number;
        median: number | null;
        flags: number;
        open: number;
      };
      return rowsOf<Raw>(result).map((r) => ({
        questionId: r.questionId,
        topicGroups: r.topicGroups,
        answered: r.answered,
        correct: r.correct,
        choiceCounts: Object.fromEntries(KEYS.filter((k) => r[k] > 0).map((k) => [k, r[k]])),
        rest: { n: r.rn, sx: r.rsx, sy: r.rsy, syy: r.rsyy, sxy: r.rsxy },
        timedAnswers: r.timed,
        medianSeconds: r.median === null ? null : Number(r.median),
        flags: r.flags,
        openFlags: r.open,
      }));
    },

    /** Writes a slice's rows (one statement), each stamped now. */
    async save(bankId: number, rows: readonly ItemStatisticRow[]) {
      if (rows.length === 0) return;
      await db
        .insert(qaItemStatistics)
        .values(rows.map((row) => ({ ...row, bankId, computedAt: sql`now()` })))
        .onConflictDoUpdate({
          target: qaItemStatistics.questionId,
          set: { ...UPSERT_SET, computedAt: sql`now()` },
        });
    },

    /**
     * The run is done: rows it did not write (questions retired or moved since) go, and the run
     * row records it, in one transaction so the page never shows the figures without their time.
     */
    async finish(
      bankId: number,
      figures: { durationMs: number; questions: number; needsReview: number },
    ) {
      await db.transaction(async (tx) => {
        await tx.execute(sql`delete from ${qaItemStatistics} s
          using ${qaItemStatisticRuns} r
          where s.bank_id = ${bankId} and r.bank_id = ${bankId} and s.computed_at < r.started_at`);
        await tx
          .update(qaItemStatisticRuns)
          .set({ ...figures, state: 'idle', computedAt: sql`now()`, lastError: null })
          .where(eq(qaItemStatisticRuns.bankId, bankId));
      });
    },

    /**
     * After a run: its upserts left every row of the bank dead once, and the planner has not
     * seen the new rows. Vacuumed, the list's count and first pages read the index alone.
     */
    async tidy() {
      await db.execute(sql`vacuum (analyze) ${qaItemStatistics}`);
    },

    /** The run stopped without finishing: the bank is free, the last figures stay. */
    async release(bankId: number, error: string | null) {
      await db
        .update(qaItemStatisticRuns)
        .set({ state: 'idle', lastError: error })
        .where(eq(qaItemStatisticRuns.bankId, bankId));
    },

    /** The rows of a bank matching `filter`, a page of them, and how many match. */
    async list(filter: ListFilter): Promise<{ total: number; rows: ListedRow[] }> {
      const s = qaItemStatistics;
      const where = and(
        eq(s.bankId, filter.bankId),
        filter.needsReview === undefined
          ? undefined
          : filter.needsReview
            ? sql`${s.reviewRank} > 0`
            : sql`${s.reviewRank} = 0`,
        filter.topicId === undefined
          ? undefined
          : sql`${s.topicGroups} @> array[${filter.topicId}]::integer[]`,
      );
      // The page is chosen over the narrow sort keys alone (a wide row sorted 20 000 times
      // over spilled to disk), then only its rows are read whole and meet their questions.
      const [counted, picked] = await Promise.all([
        db.select({ n: sql<number>`count(*)::int` }).from(s).where(where),
        db
          .select({ id: s.questionId })
          .from(s)
          .where(where)
          .orderBy(orderOf(filter.sort, filter.order))
          .limit(filter.limit)
          .offset(filter.offset),
      ]);
      const ids = picked.map((row) => row.id);
      const rows =
        ids.length === 0
          ? []
          : await db
              .select({
                stats: s,
                code: qaQuestions.code,
                stemExcerpt: sql<string>`left(btrim(regexp_replace(
                  ${qaQuestions.stemHtml}, '<[^>]*>|[[:space:]]+', ' ', 'g')), ${STEM_EXCERPT_LENGTH})`,
                status: qaQuestions.status,
                correctKey: qaQuestions.correctKey,
                choiceKeys: sql<QaChoiceKey[]>`array(
                  select c->>'key' from jsonb_array_elements(${qaQuestions.choices}) c)`,
              })
              .from(s)
              .innerJoin(qaQuestions, eq(qaQuestions.id, s.questionId))
              .where(inArray(s.questionId, ids));
      const byId = new Map(rows.map((row) => [row.stats.questionId, row]));
      return {
        total: counted[0]?.n ?? 0,
        rows: ids.flatMap((id) => {
          const row = byId.get(id);
          if (!row) return [];
          const { stats, ...question } = row;
          return [{ ...stats, reasons: stats.reasons as ItemStatisticRow['reasons'], ...question }];
        }),
      };
    },
  };
}
