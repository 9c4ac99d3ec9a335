import { routes } from '@boardready/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { liveKeys } from './live-keys';

/** GET /api/3.0/admin/live/sessions: every product's sessions, latest first, with open questions. */
export const staffLiveSessionsQuery = queryOptions({
  queryKey: liveKeys.staffSessions,
  queryFn: () => apiRequest(routes.live.staffSessions, { query: {} }),
});

export function useStaffLiveSessions() {
  return useQuery(staffLiveSessionsQuery);
}
