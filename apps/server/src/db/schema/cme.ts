import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { ownerAccountId, stamp } from './columns';
import { products } from './products';

/**
 * CME/MOC (issue 28, decision 1501): each product's accredited activity and its credit rule (set
 * by staff), learners' claims of the credit their recorded work earned, and the MOC reports of
 * those claims on their way to the boards through ACCME PARS. Credit and points are whole
 * quarter hours. Earned credit is never stored: it is derived from the learner's work.
 */

export const cmeWorkKinds = ['questions', 'book_chapters', 'course_lessons'] as const;
export const mocBoards = ['ABIM', 'ABP'] as const;
export const mocReportStatuses = ['queued', 'submitted', 'accepted', 'rejected'] as const;

/** A product's accredited activity and the rule by which its work earns credit. */
export const cmeActivities = pgTable(
  'cme_activities',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .unique('cme_activities_product_key')
      .references(() => products.id, { onDelete: 'cascade' }),
    /** the activity's ID as the accreditor knows it (reported to PARS) */
    activityCode: text('activity_code').notNull().unique('cme_activities_code_key'),
    title: text('title').notNull(),
    kind: text('kind', { enum: cmeWorkKinds }).notNull(),
    /** how many units of work earn one credit */
    unitsPerCredit: integer('units_per_credit').notNull(),
    /** questions: the percent of a block's first answers correct for the block to count */
    passingPercent: integer('passing_percent'),
    maxQuarters: integer('max_quarters').notNull(),
    /** MOC points per credit, in percent (100: one point per credit); null: no points of that board */
    abimRatioPercent: integer('abim_ratio_percent'),
    abpRatioPercent: integer('abp_ratio_percent'),
    /** work is counted from this day; claims are taken until the activity expires */
    releasedOn: date('released_on', { mode: 'string' }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    /** staff can withdraw an activity: no new claims, earned and claimed credit stay */
    active: boolean('active').notNull().default(true),
    updatedAt: stamp('updated_at'),
  },
  (t) => [
    check('cme_activities_units', sql`${t.unitsPerCredit} > 0`),
    check('cme_activities_passing', sql`${t.passingPercent} between 0 and 100`),
    check('cme_activities_max', sql`${t.maxQuarters} > 0`),
    check('cme_activities_dates', sql`${t.expiresOn} > ${t.releasedOn}`),
  ],
);

/**
 * A learner's claim of credit: it covers the earned quarters [covered_from, covered_to) of the
 * activity (the work done up to the claim) and claims at most that many. The next claim starts
 * where this one ended, so one piece of work is never claimed twice: two claims racing for the
 * same work meet the unique key.
 */
export const cmeClaims = pgTable(
  'cme_claims',
  {
    id: serial('id').primaryKey(),
    accountId: ownerAccountId(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => cmeActivities.id, { onDelete: 'restrict' }),
    coveredFromQuarters: integer('covered_from_quarters').notNull(),
    coveredToQuarters: integer('covered_to_quarters').notNull(),
    claimedQuarters: integer('claimed_quarters').notNull(),
    /** the day the covered work was completed: the claim's day */
    completedOn: date('completed_on', { mode: 'string' }).notNull(),
    /** the evaluation's ratings by statement key, and the learner's comment */
    evaluation: jsonb('evaluation')
      .$type<{ ratings: Record<string, number>; comment: string }>()
      .notNull(),
    createdAt: stamp('created_at'),
  },
  (t) => [
    unique('cme_claims_work_key').on(t.accountId, t.activityId, t.coveredFromQuarters),
    index('cme_claims_account_idx').on(t.accountId, t.createdAt),
    check('cme_claims_claimed', sql`${t.claimedQuarters} > 0`),
    check(
      'cme_claims_covered',
      sql`${t.claimedQuarters} <= ${t.coveredToQuarters} - ${t.coveredFromQuarters}`,
    ),
  ],
);

/** An export of a board's queued reports: the tab-delimited file staff upload to PARS. */
export const cmeMocBatches = pgTable('cme_moc_batches', {
  id: serial('id').primaryKey(),
  board: text('board', { enum: mocBoards }).notNull(),
  reportCount: integer('report_count').notNull(),
  createdByAccountId: integer('created_by_account_id').references(() => accounts.id, {
    onDelete: 'set null',
  }),
  createdAt: stamp('created_at'),
});

/**
 * A claim's MOC points for one board, with what PARS needs as it was when queued (the learner
 * consented to this report). Its id is the completion's id in every batch, so a report is sent
 * once; a rejected one goes back to the queue only when staff resubmit it.
 */
export const cmeMocReports = pgTable(
  'cme_moc_reports',
  {
    id: serial('id').primaryKey(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => cmeClaims.id, { onDelete: 'cascade' }),
    accountId: ownerAccountId(),
    board: text('board', { enum: mocBoards }).notNull(),
    pointsQuarters: integer('points_quarters').notNull(),
    boardId: text('board_id').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    birthMonth: integer('birth_month').notNull(),
    birthDay: integer('birth_day').notNull(),
    activityCode: text('activity_code').notNull(),
    completedOn: date('completed_on', { mode: 'string' }).notNull(),
    status: text('status', { enum: mocReportStatuses }).notNull().default('queued'),
    batchId: integer('batch_id').references(() => cmeMocBatches.id, { onDelete: 'set null' }),
    rejectReason: text('reject_reason'),
    /** how many times staff sent it again after a rejection */
    resubmissions: integer('resubmissions').notNull().default(0),
    consentedAt: stamp('consented_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [
    unique('cme_moc_reports_claim_board_key').on(t.claimId, t.board),
    index('cme_moc_reports_queue_idx').on(t.board, t.status, t.id),
    index('cme_moc_reports_batch_idx').on(t.batchId),
    check('cme_moc_reports_points', sql`${t.pointsQuarters} > 0`),
  ],
);
