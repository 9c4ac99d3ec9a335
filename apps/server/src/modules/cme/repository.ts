import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  inArray,
  lt,
  lte,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cachedRead, tableNames } from '../../db/memory-cache';
import {
  accounts,
  boardIdentifiers,
  bookSectionsRead,
  cmeActivities,
  cmeClaims,
  cmeMocReports,
  courseLessonProgress,
  courseLessons,
  products,
  productTypes,
  qaBankProducts,
  qaLearnerQuestions,
  qaQuestions,
  userProducts,
} from '../../db/schema';

/**
 * The learner's side of CME/MOC (issue 28, decision 1501): the activities of the products an
 * account holds or held, the work their rules count, the account's claims and their MOC
 * reports. Every read is the caller's own rows; earned credit is read from the work, never kept.
 */

export type ActivityRow = typeof cmeActivities.$inferSelect;
export type ClaimRow = typeof cmeClaims.$inferSelect;
export type NewClaim = typeof cmeClaims.$inferInsert;
export type ReportRow = typeof cmeMocReports.$inferSelect;
export type NewReport = typeof cmeMocReports.$inferInsert;

/** An activity with what the learner's page shows of its product and where its work is. */
export interface HeldActivity extends ActivityRow {
  productCode: string;
  productName: string;
  specialty: (typeof products.$inferSelect)['specialty'];
  /** the product's question bank, if it has one */
  bankId: number | null;
}

/** A claim with its activity's code and title. */
export interface ClaimWithActivity extends ClaimRow {
  activityCode: string;
  title: string;
  productName: string;
}

export interface LearnerIdentity {
  firstName: string;
  lastName: string;
  abimNumber: string | null;
  abpNumber: string | null;
  birthMonth: number | null;
  birthDay: number | null;
}

/** a bank in more runs of ids than this is told by a join (a multirange is searched in log time) */
const MAX_ID_RUNS = 2000;
const QUESTION_TABLES = tableNames(qaQuestions);

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

const heldColumns = {
  id: cmeActivities.id,
  productId: cmeActivities.productId,
  activityCode: cmeActivities.activityCode,
  title: cmeActivities.title,
  kind: cmeActivities.kind,
  unitsPerCredit: cmeActivities.unitsPerCredit,
  passingPercent: cmeActivities.passingPercent,
  maxQuarters: cmeActivities.maxQuarters,
  abimRatioPercent: cmeActivities.abimRatioPercent,
  abpRatioPercent: cmeActivities.abpRatioPercent,
  releasedOn: cmeActivities.releasedOn,
  expiresOn: cmeActivities.expiresOn,
  active: cmeActivities.active,
  updatedAt: cmeActivities.updatedAt,
  productCode: products.code,
  productName: products.fullName,
  specialty: products.specialty,
  bankId: qaBankProducts.bankId,
};

const claimColumns = {
  id: cmeClaims.id,
  accountId: cmeClaims.accountId,
  activityId: cmeClaims.activityId,
  coveredFromQuarters: cmeClaims.coveredFromQuarters,
  coveredToQuarters: cmeClaims.coveredToQuarters,
  claimedQuarters: cmeClaims.claimedQuarters,
  completedOn: cmeClaims.completedOn,
  evaluation: cmeClaims.evaluation,
  createdAt: cmeClaims.createdAt,
  activityCode: cmeActivities.activityCode,
  title: cmeActivities.title,
  productName: products.fullName,
};

export function cmeRepository(db: Database) {
  /** Activities of products the account holds or held (a past subscription's work still earned). */
  function heldActivities(accountId: number, now: Date, activityId?: number) {
    const held = db
      .select({ one: sql`1` })
      .from(userProducts)
      .where(
        and(
          eq(userProducts.accountId, accountId),
          eq(userProducts.productId, cmeActivities.productId),
          lte(userProducts.startsAt, now),
        ),
      );
    return db
      .select(heldColumns)
      .from(cmeActivities)
      .innerJoin(products, eq(products.id, cmeActivities.productId))
      .innerJoin(productTypes, eq(productTypes.code, products.typeCode))
      .leftJoin(qaBankProducts, eq(qaBankProducts.productId, cmeActivities.productId))
      .where(
        and(exists(held), activityId === undefined ? undefined : eq(cmeActivities.id, activityId)),
      )
      .orderBy(asc(productTypes.sortOrder), asc(products.code));
  }

  /**
   * A bank's question ids as runs of consecutive ids ('{[1,501),[733,740)}'), or null when the
   * bank lies in more pieces than a multirange should carry. Runs of consecutive ids hold no
   * other bank's question, whatever the ids between them are.
   */
  async function bankIdRanges(bankId: number): Promise<string | null> {
    const [row] = await cachedRead(db, `cme-bank-ids:${bankId}`, QUESTION_TABLES, async () => {
      const result = await db.execute(sql`
        select min(id)::int as lo, (max(id) + 1)::int as hi
        from (
          select id, id - row_number() over (order by id) as run
          from ${qaQuestions} where bank_id = ${bankId}
        ) ids
        group by run order by lo`);
      const runs = rowsOf<{ lo: number; hi: number }>(result);
      return [
        {
          ranges:
            runs.length > MAX_ID_RUNS
              ? null
              : `{${runs.map((r) => `[${r.lo},${r.hi})`).join(',')}}`,
        },
      ];
    });
    return row?.ranges ?? null;
  }

  async function reportsOf(claimIds: number[]): Promise<ReportRow[]> {
    if (claimIds.length === 0) return [];
    return db
      .select()
      .from(cmeMocReports)
      .where(inArray(cmeMocReports.claimId, claimIds))
      .orderBy(asc(cmeMocReports.board));
  }

  return {
    activities: (accountId: number, now: Date): Promise<HeldActivity[]> =>
      heldActivities(accountId, now),

    /** One activity, if it is of a product the account holds or held. */
    async activity(accountId: number, activityId: number, now: Date) {
      const [row] = await heldActivities(accountId, now, activityId);
      return row;
    },

    /**
     * The account's first answers in the bank from `since`, in the order given (ties by
     * question), as one character each, '1' right and '0' wrong (earning.ts cuts them in blocks):
     * 50 000 answers are one 50 kB value, read in one pass over
     * qa_learner_questions_first_answered_idx in its order. (The sorted subquery feeds the
     * aggregate in its order: PostgreSQL 15's `string_agg(… order by …)` would sort again.) The
     * bank is told by its questions' id runs (a multirange, cached until qa_questions changes)
     * rather than a join, which would hash the whole bank and sort; a bank in too many pieces is
     * joined (`join` forces it: tests).
     */
    async firstAnswerResults(
      accountId: number,
      bankId: number,
      since: Date,
      options: { join?: boolean } = {},
    ): Promise<string> {
      const ranges = options.join ? null : await bankIdRanges(bankId);
      const inBank =
        ranges === null
          ? sql`lq.question_id in (select q.id from ${qaQuestions} q where q.bank_id = ${bankId})`
          : sql`${ranges}::int4multirange @> lq.question_id`;
      const result = await db.execute(sql`
        select coalesce(string_agg(r, ''), '') as results
        from (
          select case when lq.first_correct then '1' else '0' end as r
          from ${qaLearnerQuestions} lq
          where lq.account_id = ${accountId} and lq.first_key is not null
            and lq.first_answered_at >= ${since.toISOString()} and ${inBank}
          order by lq.first_answered_at, lq.question_id
        ) ordered`);
      return rowsOf<{ results: string }>(result)[0]?.results ?? '';
    },

    /** The sections of a book the account read to their end from `since`. */
    async sectionsRead(accountId: number, bookCode: string, since: Date): Promise<string[]> {
      const rows = await db
        .select({ sectionId: bookSectionsRead.sectionId })
        .from(bookSectionsRead)
        .where(
          and(
            eq(bookSectionsRead.accountId, accountId),
            eq(bookSectionsRead.bookCode, bookCode),
            gte(bookSectionsRead.readAt, since),
          ),
        );
      return rows.map((r) => r.sectionId);
    },

    /**
     * The lessons of a course product's course the account did from `since` (decision 1602): a
     * lesson a later release hid still counts, as the work was done.
     */
    async courseLessonsDone(accountId: number, productCode: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ done: count() })
        .from(courseLessonProgress)
        .innerJoin(courseLessons, eq(courseLessons.id, courseLessonProgress.lessonId))
        .where(
          and(
            eq(courseLessonProgress.accountId, accountId),
            gte(courseLessonProgress.completedAt, since),
            arrayContains(courseLessons.productCodes, [productCode]),
          ),
        );
      return row?.done ?? 0;
    },

    /** The account's claims, newest first, optionally of one activity or one year of completions. */
    async claims(
      accountId: number,
      filter: { activityId?: number; year?: number } = {},
    ): Promise<ClaimWithActivity[]> {
      return db
        .select(claimColumns)
        .from(cmeClaims)
        .innerJoin(cmeActivities, eq(cmeActivities.id, cmeClaims.activityId))
        .innerJoin(products, eq(products.id, cmeActivities.productId))
        .where(
          and(
            eq(cmeClaims.accountId, accountId),
            filter.activityId === undefined
              ? undefined
              : eq(cmeClaims.activityId, filter.activityId),
            filter.year === undefined
              ? undefined
              : and(
                  gte(cmeClaims.completedOn, `${filter.year}-01-01`),
                  lt(cmeClaims.completedOn, `${filter.year + 1}-01-01`),
                ),
          ),
        )
        .orderBy(desc(cmeClaims.createdAt), desc(cmeClaims.id));
    },

    /** One claim of the account's (another's is not found). */
    async claim(accountId: number, claimId: number): Promise<ClaimWithActivity | undefined> {
      const [row] = await db
        .select(claimColumns)
        .from(cmeClaims)
        .innerJoin(cmeActivities, eq(cmeActivities.id, cmeClaims.activityId))
        .innerJoin(products, eq(products.id, cmeActivities.productId))
        .where(and(eq(cmeClaims.id, claimId), eq(cmeClaims.accountId, accountId)));
      return row;
    },

    /** The MOC reports of these claims, by board. */
    reports: reportsOf,

    /** The earned quarters each of the account's claims of an activity covered. */
    async coveredRanges(accountId: number, activityId: number) {
      return db
        .select({
          coveredFromQuarters: cmeClaims.coveredFromQuarters,
          coveredToQuarters: cmeClaims.coveredToQuarters,
        })
        .from(cmeClaims)
        .where(and(eq(cmeClaims.accountId, accountId), eq(cmeClaims.activityId, activityId)));
    },

    /** The account's name and what PARS needs beside it (nulls: not entered). */
    async identity(accountId: number): Promise<LearnerIdentity> {
      const [row] = await db
        .select({
          firstName: accounts.firstName,
          lastName: accounts.lastName,
          abimNumber: boardIdentifiers.abimNumber,
          abpNumber: boardIdentifiers.abpNumber,
          birthMonth: boardIdentifiers.birthMonth,
          birthDay: boardIdentifiers.birthDay,
        })
        .from(accounts)
        .leftJoin(boardIdentifiers, eq(boardIdentifiers.accountId, accounts.id))
        .where(eq(accounts.id, accountId));
      if (!row) throw new Error(`account ${accountId} not found`);
      return row;
    },

    /**
     * Writes a claim; undefined when a claim of the account already starts where this one does
     * (two claims raced for the same work: the unique key lets one in).
     */
    async addClaim(values: NewClaim): Promise<ClaimRow | undefined> {
      const [row] = await db
        .insert(cmeClaims)
        .values(values)
        .onConflictDoNothing({
          target: [cmeClaims.accountId, cmeClaims.activityId, cmeClaims.coveredFromQuarters],
        })
        .returning();
      return row;
    },

    async addReports(values: NewReport[]): Promise<ReportRow[]> {
      if (values.length === 0) return [];
      return db.insert(cmeMocReports).values(values).returning();
    },

    /** The demo seed's activity of a product, unless it has one (staff may have changed it). */
    async addActivityUnlessAny(values: Omit<typeof cmeActivities.$inferInsert, 'id'>) {
      await db.insert(cmeActivities).values(values).onConflictDoNothing();
    },
  };
}
