import type { MocReportStatus } from '@boardready/contracts/cme-rules';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cmeMocReports } from '../../db/schema';
import { insertMocReport } from '../../modules/cme-admin/test-fixture';

/**
 * The staff side of CME/MOC's ids for the security suite (issue 28, decision 1501): a MOC report
 * in the state the call takes (submitted for the board's answer, rejected to send again), and a
 * batch with a report in it. The demo data has none: one of the owner's is made when there is
 * none (the owner's own call may move it on).
 */

interface Owner {
  accountId: number;
}

async function reportOf(db: Database, owner: Owner, status: MocReportStatus) {
  const [held] = await db
    .select({ id: cmeMocReports.id, batchId: cmeMocReports.batchId })
    .from(cmeMocReports)
    .where(
      and(
        eq(cmeMocReports.accountId, owner.accountId),
        eq(cmeMocReports.status, status),
        status === 'queued' ? undefined : isNotNull(cmeMocReports.batchId),
      ),
    )
    .orderBy(desc(cmeMocReports.id))
    .limit(1);
  if (held) return held;
  const { report } = await insertMocReport(db, { accountId: owner.accountId, status });
  return { id: report.id, batchId: report.batchId };
}

/** A report sent to the board, awaiting its answer. */
export const submittedMocReport = async (db: Database, owner: Owner) =>
  (await reportOf(db, owner, 'submitted')).id;

/** A report the board rejected, to send again. */
export const rejectedMocReport = async (db: Database, owner: Owner) =>
  (await reportOf(db, owner, 'rejected')).id;

/** An exported batch with a report of the owner's in it. */
export const mocBatchWithReport = async (db: Database, owner: Owner) =>
  (await reportOf(db, owner, 'submitted')).batchId!;
