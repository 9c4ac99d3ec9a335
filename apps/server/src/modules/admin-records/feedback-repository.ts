import {
  CLOSED_FEEDBACK_STATUSES,
  type FeedbackSort,
  type FeedbackStatus,
} from '@boardready/contracts/admin-records-rules';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, qaBanks, qaQuestionFlags, qaQuestions, qaQuestionTriage } from '../../db/schema';

/**
 * The triage queue of learners' reports on questions (qa_question_flags, one per learner and
 * question): an item per reported question, with its reports counted and the staff's triage
 * (qa_question_triage). An item closed as fixed or dismissed counts as new again once a report is
 * written after it was closed: read here from the reports' times, at no cost to the learners'
 * write path.
 */

export interface FeedbackFilter {
  status?: FeedbackStatus | undefined;
  bankId?: number | undefined;
  questionId?: number | undefined;
}

const t = qaQuestionTriage;
// constants written into the text (not parameters), so that the status expression reads the same
// in a select and its group by
const closed = sql.raw(CLOSED_FEEDBACK_STATUSES.map((s) => `'${s}'`).join(', '));

/** A question's reports, counted, and when the newest was written (qa_question_flags_question_idx). */
function reportTotals(db: Database) {
  return db
    .select({
      questionId: qaQuestionFlags.questionId,
      reports: sql<number>`count(*)::int`.as('reports'),
      lastAt: sql<Date | string>`max(${qaQuestionFlags.updatedAt})`.as('last_at'),
    })
    .from(qaQuestionFlags)
    .groupBy(qaQuestionFlags.questionId)
    .as('report_totals');
}

type Totals = ReturnType<typeof reportTotals>;

/** Where an item stands: its triage, unless a report came after it was closed (then new). */
const statusOf = (totals: Totals) => sql<FeedbackStatus>`case
  when ${t.status} is null then 'new'
  when ${t.status} in (${closed}) and ${totals.lastAt} > ${t.triagedAt} then 'new'
  else ${t.status} end`;

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

export function feedbackRepository(db: Database) {
  /** The queue's filters over a select from the totals joined to question, bank and triage. */
  const whereOf = (totals: Totals, status: SQL<FeedbackStatus>, filter: FeedbackFilter) =>
    and(
      filter.bankId ? eq(qaQuestions.bankId, filter.bankId) : undefined,
      filter.questionId ? eq(totals.questionId, filter.questionId) : undefined,
      filter.status ? sql`${status} = ${filter.status}` : undefined,
    );

  function items(filter: FeedbackFilter) {
    const totals = reportTotals(db);
    const status = statusOf(totals);
    return {
      totals,
      query: db
        .select({
          questionId: totals.questionId,
          code: qaQuestions.code,
          version: qaQuestions.version,
          questionStatus: qaQuestions.status,
          stemHtml: qaQuestions.stemHtml,
          bankId: qaBanks.id,
          bankTitle: qaBanks.title,
          reports: totals.reports,
          lastAt: totals.lastAt,
          status,
          storedStatus: t.status,
          note: t.note,
          triagedBy: t.triagedBy,
          triagedByEmail: accounts.email,
          triagedAt: t.triagedAt,
          lockVersion: sql<number>`coalesce(${t.lockVersion}, 0)`,
          newReports: sql<number>`(
            select count(*)::int from ${qaQuestionFlags}
            where ${qaQuestionFlags.questionId} = ${totals.questionId}
              and (${t.triagedAt} is null or ${qaQuestionFlags.updatedAt} > ${t.triagedAt}))`,
          total: sql<number>`(count(*) over ())::int`,
        })
        .from(totals)
        .innerJoin(qaQuestions, eq(qaQuestions.id, totals.questionId))
        .innerJoin(qaBanks, eq(qaBanks.id, qaQuestions.bankId))
        .leftJoin(t, eq(t.questionId, totals.questionId))
        .leftJoin(accounts, eq(accounts.id, t.triagedBy))
        .where(whereOf(totals, status, filter))
        .$dynamic(),
    };
  }

  return {
    /** A page of the queue, newest report first or most reported first. */
    async list(
      filter: FeedbackFilter & { sort: FeedbackSort; limit: number; offset: number },
    ): Promise<FeedbackRow[]> {
      const { totals, query } = items(filter);
      const rows = await query
        .orderBy(
          ...(filter.sort === 'mostReported' ? [desc(totals.reports)] : []),
          desc(totals.lastAt),
          desc(totals.questionId),
        )
        .limit(filter.limit)
        .offset(filter.offset);
      return rows.map(toFeedbackRow);
    },

    async item(questionId: number): Promise<FeedbackRow | null> {
      const [row] = await items({ questionId }).query;
      return row ? toFeedbackRow(row) : null;
    },

    /** Items of each status, in one bank or all. */
    async counts(bankId: number | undefined): Promise<Record<FeedbackStatus, number>> {
      const totals = reportTotals(db);
      const status = statusOf(totals);
      const rows = await db
        .select({ status, items: sql<number>`count(*)::int` })
        .from(totals)
        .innerJoin(qaQuestions, eq(qaQuestions.id, totals.questionId))
        .leftJoin(t, eq(t.questionId, totals.questionId))
        .where(whereOf(totals, status, { bankId }))
        .groupBy(status);
      const counts = { new: 0, in_review: 0, fixed: 0, dismissed: 0 };
      for (const row of rows) counts[row.status] = Number(row.items);
      return counts;
    },

    async banks() {
      return db
        .select({ id: qaBanks.id, title: qaBanks.title })
        .from(qaBanks)
        .orderBy(asc(qaBanks.title), asc(qaBanks.id));
    },

    /** Each learner's report on the question, newest first. */
    async reports(questionId: number) {
      return db
        .select({
          accountId: qaQuestionFlags.accountId,
          email: accounts.email,
          firstName: accounts.firstName,
          lastName: accounts.lastName,
          comment: qaQuestionFlags.comment,
          createdAt: qaQuestionFlags.createdAt,
          updatedAt: qaQuestionFlags.updatedAt,
        })
        .from(qaQuestionFlags)
        .innerJoin(accounts, eq(accounts.id, qaQuestionFlags.accountId))
        .where(eq(qaQuestionFlags.questionId, questionId))
        .orderBy(desc(qaQuestionFlags.updatedAt), asc(qaQuestionFlags.accountId));
    },

    /** The question as learners see it now. */
    async question(questionId: number) {
      const [row] = await db
        .select({
          stemHtml: qaQuestions.stemHtml,
          leadIn: qaQuestions.leadIn,
          choices: qaQuestions.choices,
          correctKey: qaQuestions.correctKey,
          explanationSummary: qaQuestions.explanationSummary,
        })
        .from(qaQuestions)
        .where(eq(qaQuestions.id, questionId));
      return row ?? null;
    },

    /**
     * Writes the triage over the one read (`lockVersion`, 0: none yet); false when another was
     * written since, and then nothing is. The check is in the statement, so two admins' writes
     * at the same moment cannot both pass it.
     */
    async setTriage(
      questionId: number,
      lockVersion: number,
      triage: { status: FeedbackStatus; note: string; by: number; at: Date },
    ): Promise<boolean> {
      const values = {
        status: triage.status,
        note: triage.note,
        triagedBy: triage.by,
        triagedAt: triage.at,
      };
      const written =
        lockVersion === 0
          ? await db
              .insert(t)
              .values({ questionId, ...values, lockVersion: 1 })
              .onConflictDoNothing({ target: t.questionId })
              .returning({ questionId: t.questionId })
          : await db
              .update(t)
              .set({ ...values, lockVersion: sql`${t.lockVersion} + 1` })
              .where(and(eq(t.questionId, questionId), eq(t.lockVersion, lockVersion)))
              .returning({ questionId: t.questionId });
      return written.length === 1;
    },
  };
}

export interface FeedbackRow {
  questionId: number;
  code: string;
  version: number;
  questionStatus: string;
  stemHtml: string;
  bank: { id: number; title: string };
  reports: number;
  newReports: number;
  lastReportAt: Date;
  status: FeedbackStatus;
  /** the triage as stored: a reopened item keeps the status it was closed with */
  storedStatus: FeedbackStatus | null;
  note: string;
  triagedBy: { AccountId: number; Email: string } | null;
  triagedAt: Date | null;
  /** grows with every triage; 0 before the first */
  lockVersion: number;
  /** items matching the list's filters (on a list's rows) */
  total: number;
}

function toFeedbackRow(row: {
  questionId: number;
  code: string;
  version: number;
  questionStatus: string;
  stemHtml: string;
  bankId: number;
  bankTitle: string;
  reports: number;
  lastAt: Date | string;
  status: FeedbackStatus;
  storedStatus: FeedbackStatus | null;
  note: string | null;
  triagedBy: number | null;
  triagedByEmail: string | null;
  triagedAt: Date | string | null;
  lockVersion: number;
  newReports: number;
  total: number;
}): FeedbackRow {
  return {
    questionId: row.questionId,
    code: row.code,
    version: row.version,
    questionStatus: row.questionStatus,
    stemHtml: row.stemHtml,
    bank: { id: row.bankId, title: row.bankTitle },
    reports: Number(row.reports),
    newReports: Number(row.newReports),
    lastReportAt: toDate(row.lastAt),
    status: row.status,
    storedStatus: row.storedStatus,
    note: row.note ?? '',
    triagedBy:
      row.triagedBy !== null && row.triagedByEmail !== null
        ? { AccountId: row.triagedBy, Email: row.triagedByEmail }
        : null,
    triagedAt: row.triagedAt === null ? null : toDate(row.triagedAt),
    lockVersion: Number(row.lockVersion),
    total: Number(row.total),
  };
}
