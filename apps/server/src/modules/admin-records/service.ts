import type {
  QuestionFeedbackDetail,
  QuestionFeedbackItem,
  QuestionFeedbackPage,
} from '@boardready/contracts';
import {
  CLOSED_FEEDBACK_STATUSES,
  FEEDBACK_STATUSES,
  type FeedbackSort,
  type FeedbackStatus,
} from '@boardready/contracts/admin-records-rules';
import { errors } from '@boardready/contracts/errors';
import type { Database } from '../../db/client';
import { audit } from '../audit/audit';
import { auditRepository } from '../audit/audit-repository';
import { excerptOf } from '../notebook/service';
import { type FeedbackRow, feedbackRepository } from './feedback-repository';

/** The audit action of a triage; the item's history is read back from the log by it. */
export const TRIAGE_ACTION = 'qa.feedback.triage';
const HISTORY_LENGTH = 50;

const stemText = (html: string) => html.replace(/<[^>]*>/g, ' ');

function toItem(row: FeedbackRow): QuestionFeedbackItem {
  const reopened =
    row.status === 'new' &&
    row.storedStatus !== null &&
    CLOSED_FEEDBACK_STATUSES.includes(row.storedStatus);
  return {
    questionId: row.questionId,
    code: row.code,
    version: row.version,
    questionStatus: row.questionStatus,
    bank: row.bank,
    excerpt: excerptOf(stemText(row.stemHtml)),
    reports: row.reports,
    newReports: row.newReports,
    lastReportAt: row.lastReportAt.toISOString(),
    status: row.status,
    reopenedFrom: reopened ? row.storedStatus : null,
    note: row.note,
    triagedBy: row.triagedBy,
    triagedAt: row.triagedAt?.toISOString() ?? null,
    lockVersion: row.lockVersion,
  };
}

const isStatus = (value: unknown): value is FeedbackStatus =>
  (FEEDBACK_STATUSES as readonly unknown[]).includes(value);

/** Learners' reports on questions, triaged by admins (issue 26); every triage is audited. */
export function feedbackService(db: Database) {
  const repo = feedbackRepository(db);

  async function itemRow(questionId: number) {
    const row = await repo.item(questionId);
    if (!row) throw errors.questionFeedbackNotFound();
    return row;
  }

  return {
    async list(filter: {
      status?: FeedbackStatus | undefined;
      bankId?: number | undefined;
      sort: FeedbackSort;
      limit: number;
      offset: number;
    }): Promise<QuestionFeedbackPage> {
      const [rows, counts, banks] = await Promise.all([
        repo.list(filter),
        repo.counts(filter.bankId),
        repo.banks(),
      ]);
      // Past the last page the rows carry no total: the counts of the status asked for give it.
      const total =
        rows[0]?.total ??
        (filter.status ? counts[filter.status] : Object.values(counts).reduce((a, b) => a + b, 0));
      return { items: rows.map(toItem), total, counts, banks };
    },

    async detail(questionId: number): Promise<QuestionFeedbackDetail> {
      const row = await itemRow(questionId);
      const [question, reports, log] = await Promise.all([
        repo.question(questionId),
        repo.reports(questionId),
        auditRepository(db).page({
          action: TRIAGE_ACTION,
          details: { questionId },
          limit: HISTORY_LENGTH,
        }),
      ]);
      if (!question) throw errors.questionFeedbackNotFound();
      return {
        item: toItem(row),
        question: {
          stemHtml: question.stemHtml,
          leadIn: question.leadIn,
          choices: question.choices.map((c) => ({ key: c.key, html: c.text })),
          correctKey: question.correctKey,
          explanationSummary: question.explanationSummary,
        },
        reports: reports.map((r) => ({
          accountId: r.accountId,
          email: r.email,
          name: `${r.firstName} ${r.lastName}`.trim(),
          comment: r.comment,
          createdAt: r.createdAt.toISOString(),
          updatedAt: r.updatedAt.toISOString(),
          sinceTriage: row.triagedAt === null || r.updatedAt > row.triagedAt,
        })),
        history: log.items.flatMap((entry) => {
          const { status, previous, note } = entry.details;
          if (!isStatus(status) || !isStatus(previous)) return [];
          return [
            {
              at: entry.at,
              by: entry.actor,
              status,
              previous,
              note: typeof note === 'string' ? note : '',
            },
          ];
        }),
      };
    },

    /**
     * Sets where an item stands, with the staff's note, over the item as the admin read it: when
     * another triage was written since (its lockVersion) or a learner's report reopened it (the
     * status shown), 409 and nothing written. Setting what it already shows changes nothing and
     * records nothing, whatever was read; setting it again after a learner reopened it closes it
     * anew.
     */
    async triage(
      questionId: number,
      input: {
        status: FeedbackStatus;
        note: string;
        lockVersion: number;
        previousStatus: FeedbackStatus;
      },
      actor: { accountId: number; requestId: string },
      now = new Date(),
    ): Promise<{ item: QuestionFeedbackItem }> {
      return db.transaction(async (tx) => {
        const txRepo = feedbackRepository(tx);
        const before = await txRepo.item(questionId);
        if (!before) throw errors.questionFeedbackNotFound();
        if (before.status === input.status && before.note === input.note) {
          return { item: toItem(before) };
        }
        const stale =
          before.lockVersion !== input.lockVersion || before.status !== input.previousStatus;
        const triage = { status: input.status, note: input.note, by: actor.accountId, at: now };
        if (stale || !(await txRepo.setTriage(questionId, input.lockVersion, triage))) {
          throw errors.feedbackTriageConflict();
        }
        await audit(tx, {
          action: TRIAGE_ACTION,
          actorAccountId: actor.accountId,
          requestId: actor.requestId,
          details: {
            questionId,
            code: before.code,
            status: input.status,
            previous: before.status,
            note: input.note,
          },
        });
        const after = await txRepo.item(questionId);
        return { item: toItem(after!) };
      });
    },
  };
}
