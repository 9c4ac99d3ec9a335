import type { CurrentSession } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import { hashKey, queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api3Gate, apiRequest } from './api-client';
import { publicConfigQuery } from './public-config';
import { queryClient } from './query-client';

/** The session without its 3.0 step's state, which only the start reads. */
async function currentSession(): Promise<CurrentSession> {
  const { api3Authenticated: _, ...session } = await apiRequest(routes.auth.current);
  return session;
}

export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: currentSession,
  staleTime: 60_000,
});

/** Who is signed in (spec §3 auth state: isLoggedIn, currentAccount); loaded before first render. */
export function useSession(): CurrentSession {
  return useSuspenseQuery(sessionQuery).data;
}

/**
 * Drops everything cached for the account that leaves. The brand config belongs to no account
 * (dropping it would suspend the whole shell while it loads again); the session is replaced, not
 * dropped, so that everything reading it hears of the change.
 */
function forgetAccount() {
  const keep = new Set([hashKey(publicConfigQuery.queryKey), hashKey(sessionQuery.queryKey)]);
  queryClient.removeQueries({ predicate: (query) => !keep.has(query.queryHash) });
}

/**
 * Adopts a new session (after sign-in or register): the 3.0 step runs first, so that 3.0 calls
 * held by the gate go out already authenticated.
 */
export async function adoptSession(session: CurrentSession) {
  forgetAccount();
  if (session.isLoggedIn) {
    await apiRequest(routes.auth.api3Auth);
    api3Gate.open();
  }
  queryClient.setQueryData(sessionQuery.queryKey, session);
}

/**
 * On start: a session carried over from an earlier visit does the 3.0 step unless it did it
 * then (a reload: its 3.0 calls go out at once, one round trip sooner). Spec §7 holds only 3.0
 * calls until the step is done, so the first render does not wait for it (one round trip less
 * before anything shows); `onApi3Failure` hears if the step fails.
 */
export async function loadSessionAtStart(onApi3Failure: (error: unknown) => void) {
  const { api3Authenticated, ...session } = await apiRequest(routes.auth.current);
  queryClient.setQueryData(sessionQuery.queryKey, session);
  if (session.isLoggedIn && api3Authenticated) api3Gate.open();
  else if (session.isLoggedIn) {
    apiRequest(routes.auth.api3Auth).then(() => api3Gate.open(), onApi3Failure);
  }
  return session;
}

export async function signOut() {
  await apiRequest(routes.auth.logout);
  forgetSession();
}

/** The browser's side of a sign-out: cached data goes, 3.0 calls wait for the next sign-in. */
export function forgetSession() {
  api3Gate.close();
  queryClient.setQueryData(sessionQuery.queryKey, {
    isLoggedIn: false,
    account: null,
    assumedBy: null,
  });
  forgetAccount();
  // What the device kept for studying offline goes too (decision 1705); loaded only now.
  void import('./offline/kept-queries').then((kept) => kept.forgetKeptQueries());
}
