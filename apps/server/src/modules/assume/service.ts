import type { CurrentSession, StaffRight } from '@boardready/contracts';
import { errors } from '@boardready/contracts/errors';
import type { Database } from '../../db/client';
import type { AuthContext } from '../../plugins/session';
import { audit } from '../audit/audit';
import { staffRights, toCurrentSession } from '../auth/account-dto';
import { accountRepository } from '../auth/account-repository';
import { sessionRepository } from '../auth/session-repository';

/** The staff rights `target` holds and `staff` does not. */
export function rightsBeyond(
  target: Parameters<typeof staffRights>[0],
  staff: Parameters<typeof staffRights>[0],
): StaffRight[] {
  const mine = staffRights(staff);
  return (Object.entries(staffRights(target)) as [StaffRight, boolean][])
    .filter(([right, held]) => held && !mine[right])
    .map(([right]) => right);
}

/**
 * Assume user (spec §4, decision 0601): the session keeps the staff member as its account and
 * acts as the assumed one; every start and stop is audited with both accounts.
 */
export function assumeService(db: Database) {
  const accounts = accountRepository(db);
  const sessions = sessionRepository(db);

  async function recordStop(auth: AuthContext, reason: string, requestId: string) {
    if (!auth.assumedAccount) return;
    await audit(db, {
      action: 'assume.stop',
      actorAccountId: auth.account.id,
      subjectAccountId: auth.assumedAccount.id,
      requestId,
      details: { reason },
    });
  }

  return {
    async start(auth: AuthContext, accountId: number, requestId: string): Promise<CurrentSession> {
      const staff = auth.account;
      if (accountId === staff.id) {
        throw errors.assumeSelf();
      }
      const target = await accounts.findById(accountId);
      if (!target) throw errors.accountNotFound(`There is no account #${accountId}.`);
      if (rightsBeyond(target, staff).length > 0) {
        throw errors.assumeSuperior(
          `You cannot assume ${target.email}: they hold staff rights you do not have.`,
        );
      }
      if (auth.assumedAccount?.id === target.id) return toCurrentSession(auth);
      // Going straight from one user to another ends the first impersonation, on the record.
      await recordStop(auth, 'switch', requestId);
      await sessions.setAssumed(auth.sessionId, target.id);
      await audit(db, {
        action: 'assume.start',
        actorAccountId: staff.id,
        subjectAccountId: target.id,
        requestId,
      });
      return toCurrentSession({ ...auth, assumedAccount: target });
    },

    /** Stopping when nothing is assumed changes nothing and answers the session as it is. */
    async stop(auth: AuthContext, requestId: string): Promise<CurrentSession> {
      if (!auth.assumedAccount) return toCurrentSession(auth);
      await sessions.setAssumed(auth.sessionId, null);
      await recordStop(auth, 'cancel', requestId);
      return toCurrentSession({ ...auth, assumedAccount: null });
    },
  };
}
