import { routes } from '@boardready/contracts/routes';
import { apiRequest } from '@/lib/api-client';
import { adoptSession } from '@/lib/session';

/**
 * Starts acting as another account (spec §4 assume user). Everything cached belonged to whoever
 * was acted as before, so the new session is adopted as after a sign-in.
 */
export async function startAssuming(accountId: number) {
  const session = await apiRequest(routes.assume.start, { params: { accountId } });
  await adoptSession(session);
  return session;
}

/** Stops acting as another account: the staff member's own session again. */
export async function stopAssuming() {
  const session = await apiRequest(routes.assume.stop);
  await adoptSession(session);
  return session;
}
