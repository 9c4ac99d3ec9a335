import { routes } from '@boardready/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { liveKeys } from './live-keys';

/**
 * GET …/sessions/{liveSessionId}: one session, its stream while live, its replay once ended, and
 * its Q&A as the learner sees it (their own questions and upvotes marked). The Q&A then follows
 * the session's events (hooks/use-live-questions.ts), which write into this query's data.
 */
export const liveSessionQuery = (userProductId: number, liveSessionId: number) =>
  queryOptions({
    queryKey: liveKeys.session(userProductId, liveSessionId),
    queryFn: () =>
      apiRequest(routes.live.session, { params: { userProductId, liveSessionId }, query: {} }),
    // the events keep it current; a refetch on focus would only race them
    refetchOnWindowFocus: false,
  });

export function useLiveSession(userProductId: number, liveSessionId: number) {
  return useQuery(liveSessionQuery(userProductId, liveSessionId));
}
