import type { CurrentSession } from '@boardready/contracts';

/**
 * Spec §4 step 1: the terms dialog opens when auth is not loading, the account has an AccountId,
 * HasAcceptedTermsOfUsage is false, the user is not assuming another user, and the logged-in
 * flag is false (an account that has not accepted the terms in force is in a restricted
 * session: known, not logged in; decision 0601).
 */
export function shouldOpenTermsDialog(authLoading: boolean, session: CurrentSession): boolean {
  const { account } = session;
  return (
    !authLoading &&
    Boolean(account?.AccountId) &&
    account?.HasAcceptedTermsOfUsage === false &&
    session.assumedBy === null &&
    !session.isLoggedIn
  );
}
