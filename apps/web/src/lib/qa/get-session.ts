import { routes } from '@boardready/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { KEPT_OFFLINE_MS } from '@/lib/offline/offline-rules';
import { qaCall, qaKeys } from './qa-call';

/** QA-32: GET /api/2.0/qa/session/{qaSessionId}. */
export function getSession(qaSessionId: number) {
  return qaCall('getSession', () => apiRequest(routes.qa.getSession, { params: { qaSessionId } }));
}

export const sessionQueryOptions = (qaSessionId: number) =>
  queryOptions({
    queryKey: qaKeys.session(qaSessionId),
    queryFn: () => getSession(qaSessionId),
    // The player owns the session while it is open: it replaces the entry after every change.
    staleTime: Number.POSITIVE_INFINITY,
    // kept in memory, so that the device's offline copy keeps it too (decision 1705)
    gcTime: KEPT_OFFLINE_MS,
  });

export function useQaSession(qaSessionId: number) {
  return useQuery(sessionQueryOptions(qaSessionId));
}
