import type { MedCentralHome, StartedAssignment } from '@boardready/contracts';
import { errors } from '@boardready/contracts/errors';
import type { Database } from '../../db/client';
import { audit } from '../audit/audit';
import type { AccountRow } from '../auth/session-repository';
import type { Book } from '../books/book-content';
import { qaService } from '../qa/service';
import type { Actor } from './announcements';
import type { assignmentCases } from './assignments';
import { settleAssignmentCompletions } from './completion-repository';
import { programOut, toAnnouncement, toProgress, toSummary } from './dto';
import type { ProgramAccess } from './program-access';
import { medCentralRepository } from './repository';

/**
 * A member's MedCentral (decision 1402): the program's announcements and their own assignments
 * with where they stand, and taking a question assignment: its Q&A session, made by the Q&A
 * module from the assignment's fixed questions on the resident's copy of the product.
 */
export function takingCases(
  db: Database,
  books: readonly Book[],
  access: ProgramAccess,
  assignments: Pick<ReturnType<typeof assignmentCases>, 'reach'>,
) {
  const repo = medCentralRepository(db);

  return {
    async programs(account: AccountRow) {
      return { programs: (await access.programsOf(account)).map(programOut) };
    },

    async home(
      account: AccountRow,
      organizationId: number,
      now = new Date(),
    ): Promise<MedCentralHome> {
      const program = await access.programFor(account, organizationId);
      await settleAssignmentCompletions(db, { organizationId, accountId: account.id });
      const [announcements, mine] = await Promise.all([
        repo.announcements(organizationId, program.canManage ? 'all' : program.groupId),
        repo.assignmentsOf(organizationId, account.id),
      ]);
      const copies = await repo.usableCopies(
        account.id,
        [...new Set(mine.map((m) => m.assignment.productId))],
        now,
      );
      return {
        program: programOut(program),
        announcements: announcements.map(toAnnouncement),
        assignments: mine.map(({ assignment, recipient }) => {
          const copy = copies.get(assignment.productId);
          return {
            assignment: toSummary(assignment, books),
            mine: {
              ...toProgress(recipient, assignment, now),
              userProductId: copy?.userProductId ?? null,
              specialty: copy?.specialty ?? null,
              qaSessionId: recipient.qaSessionId,
            },
          };
        }),
      };
    },

    /**
     * The resident's session of a question assignment: the one they started (to continue, or to
     * review once ended), or a new one of exactly its questions on their usable copy of its
     * product, the seat's first. A closed assignment starts no new session.
     */
    async start(actor: Actor, assignmentId: number, now = new Date()): Promise<StartedAssignment> {
      const { account } = actor;
      const { row, recipient } = await assignments.reach(account, assignmentId);
      if (!recipient) throw errors.assignmentNotFound('This assignment was not given to you.');
      if (row.kind !== 'questions') throw errors.notAQuestionAssignment();
      return db.transaction(async (tx) => {
        const txRepo = medCentralRepository(tx);
        const locked = (await txRepo.recipient(assignmentId, account.id, true))!;
        if (locked.qaSessionId !== null) {
          const product = await txRepo.sessionProduct(locked.qaSessionId, account.id);
          if (product) return { qaSessionId: locked.qaSessionId, ...product };
        }
        if (row.closedAt !== null) throw errors.assignmentClosed();
        const copy = (await txRepo.usableCopies(account.id, [row.productId], now)).get(
          row.productId,
        );
        if (!copy) throw errors.noCopyOfAssignedProduct();
        const { qaSessionId } = await qaService(tx).createFixedSession(
          account.id,
          copy.userProductId,
          { name: row.title, questionIds: await txRepo.questionIds(assignmentId) },
          now,
        );
        await txRepo.setSession(assignmentId, account.id, qaSessionId, now);
        await audit(tx, {
          action: 'medcentral.assignment.start',
          actorAccountId: account.id,
          requestId: actor.requestId,
          details: {
            organizationId: row.organizationId,
            assignmentId,
            qaSessionId,
            userProductId: copy.userProductId,
          },
        });
        return { qaSessionId, ...copy };
      });
    },
  };
}
