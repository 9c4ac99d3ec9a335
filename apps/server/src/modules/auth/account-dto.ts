import type { Account, CurrentSession } from '@boardready/contracts';
import type { AuthContext } from '../../plugins/session';
import type { AccountRow } from './session-repository';

/** The version of the Terms & Conditions and Privacy Policy in force (terms publishing moves it). */
export const CURRENT_TERMS_VERSION = 1;

export function toAccount(row: AccountRow): Account {
  return {
    AccountId: row.id,
    FirstName: row.firstName,
    LastName: row.lastName,
    Email: row.email,
    HasAcceptedTermsOfUsage: (row.acceptedTermsVersion ?? 0) >= CURRENT_TERMS_VERSION,
    isAdmin: row.isAdmin,
    isContentManager: row.isContentManager,
    canPreviewQna: row.canPreviewQna,
    canAssumeUsers: row.canAssumeUsers,
  };
}

export function toCurrentSession(
  auth: Pick<AuthContext, 'account' | 'assumedAccount'> | null,
): CurrentSession {
  if (!auth) return { isLoggedIn: false, account: null, assumedBy: null };
  return {
    isLoggedIn: true,
    account: toAccount(auth.assumedAccount ?? auth.account),
    assumedBy: auth.assumedAccount ? toAccount(auth.account) : null,
  };
}
