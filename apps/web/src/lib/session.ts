import type { CurrentSession } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api3Gate, apiRequest } from './api-client';
import { queryClient } from './query-client';

export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: () => apiRequest(routes.auth.current),
  staleTime: 60_000,
});

/** Who is signed in (spec §3 auth state: isLoggedIn, currentAccount); loaded before first render. */
export function useSession(): CurrentSession {
  return useSuspenseQuery(sessionQuery).data;
}

/**
 * Adopts a new session (after sign-in or register): the 3.0 step runs first, so that 3.0 calls
 * held by the gate go out already authenticated.
 */
export async function adoptSession(session: CurrentSession) {
  queryClient.clear();
  if (session.isLoggedIn) {
    await apiRequest(routes.auth.api3Auth);
    api3Gate.open();
  }
  queryClient.setQueryData(sessionQuery.queryKey, session);
}

/** On start: a session carried over from an earlier visit also does the 3.0 step. */
export async function loadSessionAtStart() {
  const session = await queryClient.fetchQuery(sessionQuery);
  if (session.isLoggedIn) {
    await apiRequest(routes.auth.api3Auth);
    api3Gate.open();
  }
  return session;
}

export async function signOut() {
  await apiRequest(routes.auth.logout);
  api3Gate.close();
  queryClient.clear();
  queryClient.setQueryData(sessionQuery.queryKey, {
    isLoggedIn: false,
    account: null,
    assumedBy: null,
  });
}
