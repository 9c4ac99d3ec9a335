import type { Database } from '../../db/client';
import { questionReports } from '../qa/question-flags';
import type { AttemptAccess } from './attempt-access';
import { qaSaRepository } from './repository';

/**
 * "Report a problem" on an exam's question (decision 0907): the Q&A question flag, recorded the
 * same way. While the attempt runs only the running block's questions can be reported (the
 * others are not on screen); once it is completed, any of its questions (the learner reviews
 * them with their explanations).
 */
export function attemptReports(db: Database, access: AttemptAccess, clock: () => Date) {
  const repo = qaSaRepository(db);
  const reports = questionReports(db);
  const { attemptFor, settle, positionCheck, openItem } = access;

  /** The question at `position`, if it may be reported; a write first records a block run out. */
  async function questionAt(
    accountId: number,
    attemptId: number,
    position: number,
    now: Date,
    write: boolean,
  ) {
    const found = await attemptFor(accountId, attemptId, now);
    positionCheck(found.form, position);
    const attempt = write ? await settle(found.attempt, found.form, now) : found.attempt;
    if (attempt.status === 'completed') {
      return (await repo.formItems(found.form.id))[position - 1]!.questionId;
    }
    return (await openItem(attempt, found.form, position, now)).questionId;
  }

  return {
    async itemReport(accountId: number, attemptId: number, position: number) {
      const questionId = await questionAt(accountId, attemptId, position, clock(), false);
      return reports.reportOn(accountId, questionId);
    },
    async reportItem(accountId: number, attemptId: number, position: number, comment: string) {
      const now = clock();
      const questionId = await questionAt(accountId, attemptId, position, now, true);
      return reports.report(accountId, questionId, comment, now);
    },
  };
}
