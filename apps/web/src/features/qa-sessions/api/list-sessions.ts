import { routes } from '@boardready/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { qaCall, qaKeys } from '@/lib/qa/qa-call';

/** The learner's sessions of one Q&A product, newest first. */
export function listSessions(userProductId: number) {
  return qaCall('listSessions', () =>
    apiRequest(routes.qa.listSessions, { params: { userProductId } }),
  );
}

export const sessionsQueryOptions = (userProductId: number) =>
  queryOptions({
    queryKey: qaKeys.sessions(userProductId),
    queryFn: () => listSessions(userProductId),
    staleTime: 0,
  });

export function useQaSessions(userProductId: number) {
  return useQuery(sessionsQueryOptions(userProductId));
}
