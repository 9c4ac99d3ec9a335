import type { MocBoard, MocReportStatus } from '@boardready/contracts/cme-rules';
import { and, asc, count, desc, eq, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accounts,
  cmeActivities,
  cmeClaims,
  cmeMocBatches,
  cmeMocReports,
  products,
  productTypes,
} from '../../db/schema';

export type ActivityRow = typeof cmeActivities.$inferSelect;
export type ActivityValues = Omit<
  typeof cmeActivities.$inferInsert,
  'id' | 'productId' | 'updatedAt'
>;
export type ReportRow = typeof cmeMocReports.$inferSelect;
export type BatchRow = typeof cmeMocBatches.$inferSelect & { createdByName: string | null };

export interface ProductRuleRow {
  productId: number;
  productCode: string;
  productName: string;
  typeCode: string;
  specialty: (typeof products.$inferSelect)['specialty'];
  activity: ActivityRow | null;
  claimCount: number;
}

const claimCount =
  sql<number>`(select count(*) from ${cmeClaims} where ${cmeClaims.activityId} = ${cmeActivities.id})`
    .mapWith(Number)
    .as('claim_count');

const batchColumns = {
  id: cmeMocBatches.id,
  board: cmeMocBatches.board,
  reportCount: cmeMocBatches.reportCount,
  createdByAccountId: cmeMocBatches.createdByAccountId,
  createdAt: cmeMocBatches.createdAt,
  createdByName: sql<
    string | null
  >`case when ${accounts.id} is null then null else ${accounts.firstName} || ' ' || ${accounts.lastName} end`,
};

/**
 * The staff side of CME/MOC (issue 28, decision 1501): products with their activity and rule, the
 * MOC reports' queue, batches, and the board's answers. Status changes are written as
 * `update … where status = <expected> returning`, so that two staff members acting at once never
 * move one report twice (an export never puts a report in two batches).
 */
export function cmeAdminRepository(db: Database) {
  const productRules = () =>
    db
      .select({
        productId: products.id,
        productCode: products.code,
        productName: products.shortName,
        typeCode: products.typeCode,
        specialty: products.specialty,
        activity: cmeActivities,
        claimCount,
      })
      .from(products)
      .innerJoin(productTypes, eq(productTypes.code, products.typeCode))
      .leftJoin(cmeActivities, eq(cmeActivities.productId, products.id));

  return {
    /** Every product with its activity (if any) and how many claims it has, in the types' order. */
    async productRules(): Promise<ProductRuleRow[]> {
      const rows = await productRules().orderBy(
        asc(productTypes.sortOrder),
        asc(products.code),
        asc(products.id),
      );
      return rows.map((r) => ({ ...r, claimCount: r.activity ? r.claimCount : 0 }));
    },

    async productRule(productId: number): Promise<ProductRuleRow | undefined> {
      const [row] = await productRules().where(eq(products.id, productId));
      return row && { ...row, claimCount: row.activity ? row.claimCount : 0 };
    },

    /** Whether another product's activity has this code (codes are the accreditor's: compared as typed, any case). */
    async activityCodeTaken(code: string, productId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: cmeActivities.id })
        .from(cmeActivities)
        .where(
          and(
            sql`lower(${cmeActivities.activityCode}) = lower(${code})`,
            ne(cmeActivities.productId, productId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Sets the product's activity: made the first time, changed in place after (its id stays). */
    async upsertActivity(productId: number, values: ActivityValues): Promise<ActivityRow> {
      const [row] = await db
        .insert(cmeActivities)
        .values({ productId, ...values })
        .onConflictDoUpdate({
          target: cmeActivities.productId,
          set: { ...values, updatedAt: sql`now()` },
        })
        .returning();
      return row!;
    },

    /** A page of reports, newest first, filtered; one more than `limit` says there is a next page. */
    async reports(filter: {
      board?: MocBoard | undefined;
      status?: MocReportStatus | undefined;
      before?: number | undefined;
      limit: number;
    }): Promise<ReportRow[]> {
      return db
        .select()
        .from(cmeMocReports)
        .where(
          and(
            filter.board ? eq(cmeMocReports.board, filter.board) : undefined,
            filter.status ? eq(cmeMocReports.status, filter.status) : undefined,
            filter.before !== undefined ? lt(cmeMocReports.id, filter.before) : undefined,
          ),
        )
        .orderBy(desc(cmeMocReports.id))
        .limit(filter.limit + 1);
    },

    async queuedCounts(): Promise<{ board: MocBoard; count: number }[]> {
      return db
        .select({ board: cmeMocReports.board, count: count() })
        .from(cmeMocReports)
        .where(eq(cmeMocReports.status, 'queued'))
        .groupBy(cmeMocReports.board);
    },

    async report(reportId: number): Promise<ReportRow | undefined> {
      const [row] = await db.select().from(cmeMocReports).where(eq(cmeMocReports.id, reportId));
      return row;
    },

    async batches(): Promise<BatchRow[]> {
      return db
        .select(batchColumns)
        .from(cmeMocBatches)
        .leftJoin(accounts, eq(accounts.id, cmeMocBatches.createdByAccountId))
        .orderBy(desc(cmeMocBatches.id));
    },

    async batch(batchId: number): Promise<BatchRow | undefined> {
      const [row] = await db
        .select(batchColumns)
        .from(cmeMocBatches)
        .leftJoin(accounts, eq(accounts.id, cmeMocBatches.createdByAccountId))
        .where(eq(cmeMocBatches.id, batchId));
      return row;
    },

    /** The reports of a batch in the order of their ids: the file's lines. */
    async batchReports(batchId: number): Promise<ReportRow[]> {
      return db
        .select()
        .from(cmeMocReports)
        .where(eq(cmeMocReports.batchId, batchId))
        .orderBy(asc(cmeMocReports.id));
    },

    async insertBatch(board: MocBoard, createdByAccountId: number): Promise<number> {
      const [row] = await db
        .insert(cmeMocBatches)
        .values({ board, reportCount: 0, createdByAccountId })
        .returning({ id: cmeMocBatches.id });
      return row!.id;
    },

    async setBatchCount(batchId: number, reportCount: number): Promise<void> {
      await db.update(cmeMocBatches).set({ reportCount }).where(eq(cmeMocBatches.id, batchId));
    },

    /**
     * Every report of the board still queued goes into the batch, submitted. A report another
     * export took meanwhile is no longer queued when this one reaches it (PostgreSQL reads the
     * row again after the other's commit), so it lands in one batch only.
     */
    async submitQueued(board: MocBoard, batchId: number): Promise<number[]> {
      const rows = await db
        .update(cmeMocReports)
        .set({ status: 'submitted', batchId, updatedAt: sql`now()` })
        .where(and(eq(cmeMocReports.board, board), eq(cmeMocReports.status, 'queued')))
        .returning({ id: cmeMocReports.id });
      return rows.map((r) => r.id).sort((a, b) => a - b);
    },

    /** The board's answer to a submitted report; undefined when it is not submitted (any more). */
    async recordResult(
      reportId: number,
      result: { status: 'accepted' | 'rejected'; rejectReason: string | null },
    ): Promise<ReportRow | undefined> {
      const [row] = await db
        .update(cmeMocReports)
        .set({ ...result, updatedAt: sql`now()` })
        .where(and(eq(cmeMocReports.id, reportId), eq(cmeMocReports.status, 'submitted')))
        .returning();
      return row;
    },

    /** A rejected report queued again with fresh identifiers; undefined when it is not rejected (any more). */
    async requeue(
      reportId: number,
      identity: {
        boardId: string;
        firstName: string;
        lastName: string;
        birthMonth: number;
        birthDay: number;
      },
    ): Promise<ReportRow | undefined> {
      const [row] = await db
        .update(cmeMocReports)
        .set({
          ...identity,
          status: 'queued',
          batchId: null,
          rejectReason: null,
          resubmissions: sql`${cmeMocReports.resubmissions} + 1`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(cmeMocReports.id, reportId), eq(cmeMocReports.status, 'rejected')))
        .returning();
      return row;
    },
  };
}
