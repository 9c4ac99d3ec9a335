import type { Account, CurrentSession, StaffRight } from '@boardready/contracts';
import type { AuthContext } from '../../plugins/session';
import type { AccountRow } from './session-repository';

/**
 * The staff rights an account holds. Spec §6: 'Preview Q&A' is for the Preview Q&A permission
 * or the product's super user (decision 0202), so the super user holds that right too.
 */
export function staffRights(row: AccountRow) {
  return {
    admin: row.isAdmin,
    contentManager: row.isContentManager,
    previewQna: row.canPreviewQna || row.isSuperUser,
    assumeUsers: row.canAssumeUsers,
  } satisfies Record<StaffRight, boolean>;
}

/** `termsVersion`: the version of the terms in force (the account must have accepted it). */
export function toAccount(row: AccountRow, termsVersion: number): Account {
  const rights = staffRights(row);
  return {
    AccountId: row.id,
    FirstName: row.firstName,
    LastName: row.lastName,
    Email: row.email,
    HasAcceptedTermsOfUsage: (row.acceptedTermsVersion ?? 0) >= termsVersion,
    isAdmin: rights.admin,
    isContentManager: rights.contentManager,
    canPreviewQna: rights.previewQna,
    canAssumeUsers: rights.assumeUsers,
  };
}

export const SIGNED_OUT: CurrentSession = { isLoggedIn: false, account: null, assumedBy: null };

/**
 * The session as the SPA reads it. An account that has not accepted the terms in force (and is
 * not being assumed) is known but not logged in: the restricted session of decision 0601, in
 * which the terms dialog opens (spec §4: it opens only while the logged-in flag is false).
 */
export function toCurrentSession(
  auth: Pick<AuthContext, 'account' | 'assumedAccount' | 'termsVersion'> | null,
): CurrentSession {
  if (!auth) return SIGNED_OUT;
  const acting = auth.assumedAccount ?? auth.account;
  const account = toAccount(acting, auth.termsVersion);
  return {
    isLoggedIn: auth.assumedAccount !== null || account.HasAcceptedTermsOfUsage,
    account,
    assumedBy: auth.assumedAccount ? toAccount(auth.account, auth.termsVersion) : null,
  };
}
