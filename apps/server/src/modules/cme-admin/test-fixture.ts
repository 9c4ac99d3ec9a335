import type { MocBoard, MocReportStatus } from '@boardready/contracts/cme-rules';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accounts,
  cmeActivities,
  cmeClaims,
  cmeMocBatches,
  cmeMocReports,
  products,
} from '../../db/schema';

/**
 * Claims and MOC reports made directly in the database, for the staff side's tests and the
 * security suite: the learner's claim goes through modules/cme, whose rules are not under test
 * here. Each call makes a new claim (of the work after the account's last one) and its report.
 */

/** The product's activity, made for the test when the product has none (ABIM and ABP points). */
export async function activityOf(db: Database, productCode: string) {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.code, productCode));
  if (!product) throw new Error(`no product ${productCode}`);
  const [held] = await db
    .select()
    .from(cmeActivities)
    .where(eq(cmeActivities.productId, product.id));
  if (held) return held;
  const [made] = await db
    .insert(cmeActivities)
    .values({
      productId: product.id,
      activityCode: `TEST-${productCode}`,
      title: `${productCode} test activity`,
      kind: 'questions',
      unitsPerCredit: 10,
      passingPercent: 50,
      maxQuarters: 200,
      abimRatioPercent: 100,
      abpRatioPercent: 100,
      releasedOn: '2025-01-01',
      expiresOn: '2028-12-31',
    })
    .returning();
  return made!;
}

export async function accountIdByEmail(db: Database, email: string): Promise<number> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, email));
  if (!row) throw new Error(`no account ${email}`);
  return row.id;
}

export interface ReportFixture {
  accountId: number;
  productCode?: string;
  board?: MocBoard;
  status?: MocReportStatus;
  quarters?: number;
  completedOn?: string;
  boardId?: string;
  firstName?: string;
  lastName?: string;
  rejectReason?: string | null;
}

/** A claim of the account and its report to a board, in the state asked (a batch for submitted and after). */
export async function insertMocReport(db: Database, fixture: ReportFixture) {
  const board = fixture.board ?? 'ABIM';
  const status = fixture.status ?? 'queued';
  const quarters = fixture.quarters ?? 4;
  const activity = await activityOf(db, fixture.productCode ?? 'IM-QA');
  const [last] = await db
    .select({ to: sql<number>`coalesce(max(${cmeClaims.coveredToQuarters}), 0)`.mapWith(Number) })
    .from(cmeClaims)
    .where(and(eq(cmeClaims.accountId, fixture.accountId), eq(cmeClaims.activityId, activity.id)));
  const from = last?.to ?? 0;
  const completedOn = fixture.completedOn ?? '2026-03-02';
  const [claim] = await db
    .insert(cmeClaims)
    .values({
      accountId: fixture.accountId,
      activityId: activity.id,
      coveredFromQuarters: from,
      coveredToQuarters: from + quarters,
      claimedQuarters: quarters,
      completedOn,
      evaluation: {
        ratings: { objectivesMet: 5, relevantToPractice: 4, willChangePractice: 4, freeOfBias: 5 },
        comment: '',
      },
    })
    .returning();
  let batchId: number | null = null;
  if (status !== 'queued') {
    const [batch] = await db
      .insert(cmeMocBatches)
      .values({ board, reportCount: 1 })
      .returning({ id: cmeMocBatches.id });
    batchId = batch!.id;
  }
  const [report] = await db
    .insert(cmeMocReports)
    .values({
      claimId: claim!.id,
      accountId: fixture.accountId,
      board,
      pointsQuarters: quarters,
      boardId: fixture.boardId ?? (board === 'ABIM' ? '204817' : '118350'),
      firstName: fixture.firstName ?? 'Alex',
      lastName: fixture.lastName ?? 'Rivera',
      birthMonth: 3,
      birthDay: 14,
      activityCode: activity.activityCode,
      completedOn,
      status,
      batchId,
      rejectReason:
        fixture.rejectReason !== undefined
          ? fixture.rejectReason
          : status === 'rejected'
            ? 'ID not found'
            : null,
    })
    .returning();
  return { activity, claim: claim!, report: report! };
}
