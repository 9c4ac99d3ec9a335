import { errors } from '@boardready/contracts/errors';
import type { Database } from '../../db/client';
import { audit } from '../audit/audit';
import { questionRepository } from './question-repository';
import type { SessionAccess } from './session-access';

/** Learners flag a question; staff read the flags and retire questions (decision 0902). */

/**
 * A learner's problem report on a question ("Report a problem", decision 0907): one per learner
 * and question, whichever player it came from (a Q&A session or a self-assessment attempt).
 */
export function questionReports(db: Database) {
  const questionRepo = questionRepository(db);
  return {
    async reportOn(accountId: number, questionId: number) {
      const flag = await questionRepo.flag(accountId, questionId);
      return { flag: flag ? toFlag(flag) : null };
    },
    async report(accountId: number, questionId: number, comment: string, now: Date) {
      return { flag: toFlag(await questionRepo.saveFlag(accountId, questionId, comment, now)) };
    },
  };
}

export function questionFlags(db: Database, access: SessionAccess) {
  const questionRepo = questionRepository(db);
  const reports = questionReports(db);
  const { sessionFor, itemFor } = access;

  return {
    /** The learner's own flag on the question at this position. */
    async questionFlag(accountId: number, sessionId: number, position: number, now = new Date()) {
      const session = await sessionFor(accountId, sessionId, now);
      const { item } = await itemFor(session, position);
      return reports.reportOn(accountId, item.questionId);
    },

    async flagQuestion(
      accountId: number,
      sessionId: number,
      position: number,
      comment: string,
      now = new Date(),
    ) {
      const session = await sessionFor(accountId, sessionId, now);
      const { item } = await itemFor(session, position);
      return reports.report(accountId, item.questionId, comment, now);
    },

    async listFlags(limit: number) {
      const rows = await questionRepo.listFlags(limit);
      return {
        flags: rows.map((r) => ({
          ...toFlag(r.flag),
          questionCode: r.questionCode,
          questionStatus: r.questionStatus,
          accountId: r.flag.accountId,
          accountEmail: r.accountEmail,
        })),
      };
    },

    /**
     * Staff retire a question by id or code (audited; the CLI has no actor); sessions holding it
     * are pruned when next touched.
     */
    async retireQuestion(
      where: { id: number } | { code: string },
      actor: { accountId: number; requestId: string } | null,
      now = new Date(),
    ) {
      const result = await questionRepo.retireQuestion(where, now);
      if (!result) throw errors.questionNotFound();
      if (result.changed) {
        await audit(db, {
          action: 'qa.question.retire',
          actorAccountId: actor?.accountId ?? null,
          ...(actor ? { requestId: actor.requestId } : {}),
          details: { questionId: result.questionId, code: result.code, via: actor ? 'api' : 'cli' },
        });
      }
      return { ...result, status: 'retired' as const };
    },
  };
}

function toFlag(row: { questionId: number; comment: string; createdAt: Date; updatedAt: Date }) {
  return {
    questionId: row.questionId,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
