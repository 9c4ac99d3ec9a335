import { routes } from '@boardready/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
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
  });

export function useQaSession(qaSessionId: number) {
  return useQuery(sessionQueryOptions(qaSessionId));
}
