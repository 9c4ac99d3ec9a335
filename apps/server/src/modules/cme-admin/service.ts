import {
  type CmeProductRule,
  type cmeActivityRuleBody,
  type MocBatch,
  type MocQueue,
  type MocQueueReport,
  type mocQueueQuery,
  type mocResultBody,
  productSpecialty,
} from '@boardready/contracts';
import {
  boardIdentifierGaps,
  MOC_BOARDS,
  type MocBoard,
  mocDeadlinesNear,
} from '@boardready/contracts/cme-rules';
import { errors } from '@boardready/contracts/errors';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { Actor } from '../admin-settings/actor';
import { audit } from '../audit/audit';
import { cmeRepository } from '../cme/repository';
import { mocBatchFile, mocBatchFilename } from './batch-file';
import {
  type ActivityRow,
  type ActivityValues,
  type BatchRow,
  cmeAdminRepository,
  type ProductRuleRow,
  type ReportRow,
} from './repository';

type RuleBody = z.output<typeof cmeActivityRuleBody>;
type QueueQuery = z.output<typeof mocQueueQuery>;
type ResultBody = z.output<typeof mocResultBody>;

const SPECIALTY_ORDER = productSpecialty.options;

function toProductRule(row: ProductRuleRow): CmeProductRule {
  const a = row.activity;
  return {
    productId: row.productId,
    productCode: row.productCode,
    productName: row.productName,
    typeCode: row.typeCode,
    specialty: row.specialty,
    activityId: a?.id ?? null,
    rule: a && {
      activityCode: a.activityCode,
      title: a.title,
      kind: a.kind,
      unitsPerCredit: a.unitsPerCredit,
      passingPercent: a.passingPercent,
      maxQuarters: a.maxQuarters,
      abimRatioPercent: a.abimRatioPercent,
      abpRatioPercent: a.abpRatioPercent,
      releasedOn: a.releasedOn,
      expiresOn: a.expiresOn,
      active: a.active,
      updatedAt: a.updatedAt.toISOString(),
    },
    claimCount: row.claimCount,
  };
}

export function toQueueReport(row: ReportRow): MocQueueReport {
  return {
    reportId: row.id,
    claimId: row.claimId,
    accountId: row.accountId,
    board: row.board,
    boardId: row.boardId,
    firstName: row.firstName,
    lastName: row.lastName,
    birthMonth: row.birthMonth,
    birthDay: row.birthDay,
    activityCode: row.activityCode,
    completedOn: row.completedOn,
    pointsQuarters: row.pointsQuarters,
    status: row.status,
    batchId: row.batchId,
    rejectReason: row.rejectReason,
    resubmissions: row.resubmissions,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const toBatch = (row: BatchRow): MocBatch => ({
  batchId: row.id,
  board: row.board,
  reportCount: row.reportCount,
  createdAt: row.createdAt.toISOString(),
  createdByName: row.createdByName,
});

const codeTaken = (code: string) =>
  errors.cmeActivityCodeTaken(`Another product already uses the activity ID ${code}.`, {
    fields: { activityCode: 'Another product uses this activity ID.' },
  });

/** The rule's stored columns from the form (a passing share only for questions). */
const toValues = (body: RuleBody): ActivityValues => ({
  activityCode: body.activityCode,
  title: body.title,
  kind: body.kind,
  unitsPerCredit: body.unitsPerCredit,
  passingPercent: body.kind === 'questions' ? body.passingPercent : null,
  maxQuarters: body.maxQuarters,
  abimRatioPercent: body.abimRatioPercent,
  abpRatioPercent: body.abpRatioPercent,
  releasedOn: body.releasedOn,
  expiresOn: body.expiresOn,
  active: body.active,
});

/** What a save changed, field by field, for the audit log. */
function changes(before: ActivityRow, after: ActivityValues) {
  const out: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after) as (keyof ActivityValues)[]) {
    if (before[key] !== after[key]) out[key] = { from: before[key], to: after[key] };
  }
  return out;
}

/** "the ABIM ID and the birth day" */
const inWords = (gaps: string[]) =>
  gaps.length <= 1 ? (gaps[0] ?? '') : `${gaps.slice(0, -1).join(', ')} and ${gaps.at(-1)}`;

/**
 * The staff side of CME/MOC (issue 28, decision 1501): products' credit rules, the MOC reporting
 * queue, batches and the boards' answers. Every write is audited in its transaction.
 */
export function cmeAdminService(db: Database, options: { productName: string }) {
  return {
    async rules(): Promise<{ products: CmeProductRule[] }> {
      const rows = await cmeAdminRepository(db).productRules();
      // stable sort: within a specialty the rows keep the types' order, then the codes'
      const ordered = rows.sort(
        (a, b) => SPECIALTY_ORDER.indexOf(a.specialty) - SPECIALTY_ORDER.indexOf(b.specialty),
      );
      return { products: ordered.map(toProductRule) };
    },

    async saveRule(productId: number, body: RuleBody, actor: Actor): Promise<CmeProductRule> {
      return db.transaction(async (tx) => {
        const repo = cmeAdminRepository(tx);
        const product = await repo.productRule(productId);
        if (!product) throw errors.productNotFound();
        if (await repo.activityCodeTaken(body.activityCode, productId))
          throw codeTaken(body.activityCode);
        const before = product.activity;
        if (before && before.kind !== body.kind && product.claimCount > 0)
          throw errors.cmeRuleKindLocked(undefined, {
            fields: {
              kind: `Learners have made ${product.claimCount === 1 ? 'a claim' : `${product.claimCount} claims`} under this rule: it keeps counting ${before.kind.replace('_', ' ')}.`,
            },
          });
        const values = toValues(body);
        let activity: ActivityRow;
        try {
          activity = await repo.upsertActivity(productId, values);
        } catch (error) {
          // another product took the code between the check and the write
          if (isUniqueViolation(error)) throw codeTaken(body.activityCode);
          throw error;
        }
        await audit(tx, {
          action: before ? 'cme.activity.update' : 'cme.activity.create',
          actorAccountId: actor.accountId,
          requestId: actor.requestId,
          details: before
            ? {
                productId,
                activityId: activity.id,
                activityCode: activity.activityCode,
                changes: changes(before, values),
              }
            : { productId, activityId: activity.id, activityCode: activity.activityCode, values },
        });
        return toProductRule({ ...product, activity });
      });
    },

    async queue(query: QueueQuery, now = new Date()): Promise<MocQueue> {
      const repo = cmeAdminRepository(db);
      const [rows, counts] = await Promise.all([repo.reports(query), repo.queuedCounts()]);
      const page = rows.slice(0, query.limit);
      return {
        reports: page.map(toQueueReport),
        nextBefore: rows.length > query.limit ? page.at(-1)!.id : null,
        queued: MOC_BOARDS.map((board) => ({
          board,
          count: counts.find((c) => c.board === board)?.count ?? 0,
        })),
        deadlines: mocDeadlinesNear(now),
      };
    },

    async batches(): Promise<{ batches: MocBatch[] }> {
      return { batches: (await cmeAdminRepository(db).batches()).map(toBatch) };
    },

    /**
     * Every queued report of the board into a new batch, submitted, in one transaction: with none
     * queued the batch is rolled back with the 409.
     */
    async exportBatch(board: MocBoard, actor: Actor): Promise<MocBatch> {
      return db.transaction(async (tx) => {
        const repo = cmeAdminRepository(tx);
        const batchId = await repo.insertBatch(board, actor.accountId);
        const reportIds = await repo.submitQueued(board, batchId);
        if (reportIds.length === 0) throw errors.nothingQueued();
        await repo.setBatchCount(batchId, reportIds.length);
        await audit(tx, {
          action: 'cme.batch.export',
          actorAccountId: actor.accountId,
          requestId: actor.requestId,
          details: { batchId, board, reportIds },
        });
        return toBatch((await repo.batch(batchId))!);
      });
    },

    /** The batch's upload file and its name. */
    async batchFile(batchId: number): Promise<{ filename: string; text: string }> {
      const repo = cmeAdminRepository(db);
      const batch = await repo.batch(batchId);
      if (!batch) throw errors.mocBatchNotFound();
      const reports = await repo.batchReports(batchId);
      return {
        filename: mocBatchFilename(options.productName, batch.board, batch.id),
        text: mocBatchFile(reports),
      };
    },

    async recordResult(reportId: number, body: ResultBody, actor: Actor): Promise<MocQueueReport> {
      return db.transaction(async (tx) => {
        const repo = cmeAdminRepository(tx);
        const rejectReason = body.outcome === 'rejected' ? body.reason : null;
        const row = await repo.recordResult(reportId, { status: body.outcome, rejectReason });
        if (!row) {
          if (!(await repo.report(reportId))) throw errors.mocReportNotFound();
          throw errors.mocReportNotSubmitted();
        }
        await audit(tx, {
          action: 'cme.report.result',
          actorAccountId: actor.accountId,
          requestId: actor.requestId,
          details: {
            reportId,
            claimId: row.claimId,
            accountId: row.accountId,
            board: row.board,
            batchId: row.batchId,
            outcome: body.outcome,
            ...(rejectReason === null ? {} : { reason: rejectReason }),
          },
        });
        return toQueueReport(row);
      });
    },

    /**
     * A rejected report queued again with what the learner's account holds now (the board may
     * have rejected a wrong ID the learner has since corrected); the reason goes, the audit log
     * keeps it.
     */
    async resubmit(reportId: number, actor: Actor): Promise<MocQueueReport> {
      return db.transaction(async (tx) => {
        const repo = cmeAdminRepository(tx);
        const report = await repo.report(reportId);
        if (!report) throw errors.mocReportNotFound();
        if (report.status !== 'rejected') throw errors.mocReportNotRejected();
        // the learner's side reads the same name and identifiers a claim snapshots
        const learner = await cmeRepository(tx).identity(report.accountId);
        const gaps = boardIdentifierGaps(report.board, learner);
        if (gaps.length > 0)
          throw errors.boardIdentifiersIncomplete(
            `The learner's account still lacks ${inWords(gaps)}: they add it in My Account, then the report can be sent again.`,
          );
        const identity = {
          boardId: (report.board === 'ABIM' ? learner.abimNumber : learner.abpNumber)!,
          firstName: learner.firstName,
          lastName: learner.lastName,
          birthMonth: learner.birthMonth!,
          birthDay: learner.birthDay!,
        };
        const row = await repo.requeue(reportId, identity);
        if (!row) throw errors.mocReportNotRejected();
        const changed = Object.fromEntries(
          (Object.keys(identity) as (keyof typeof identity)[])
            .filter((key) => report[key] !== identity[key])
            .map((key) => [key, { from: report[key], to: identity[key] }]),
        );
        await audit(tx, {
          action: 'cme.report.resubmit',
          actorAccountId: actor.accountId,
          requestId: actor.requestId,
          details: {
            reportId,
            claimId: row.claimId,
            accountId: row.accountId,
            board: row.board,
            previousBatchId: report.batchId,
            rejectReason: report.rejectReason,
            resubmissions: row.resubmissions,
            changes: changed,
          },
        });
        return toQueueReport(row);
      });
    },
  };
}
