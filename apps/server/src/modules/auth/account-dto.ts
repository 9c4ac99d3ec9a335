import type { Account, CurrentSession, StaffRight } from '@boardready/contracts';
import type { AuthContext } from '../../plugins/session';
import type { AccountRow } from './session-repository';

/** The version of the Terms & Conditions and Privacy Policy in force (terms publishing moves it). */
export const CURRENT_TERMS_VERSION = 1;

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

export function toAccount(row: AccountRow): Account {
  const rights = staffRights(row);
  return {
    AccountId: row.id,
    FirstName: row.firstName,
    LastName: row.lastName,
    Email: row.email,
    HasAcceptedTermsOfUsage: (row.acceptedTermsVersion ?? 0) >= CURRENT_TERMS_VERSION,
    isAdmin: rights.admin,
    isContentManager: rights.contentManager,
    canPreviewQna: rights.previewQna,
    canAssumeUsers: rights.assumeUsers,
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
