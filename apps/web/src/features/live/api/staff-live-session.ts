import { routes } from '@boardready/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { liveKeys } from './live-keys';

/**
 * GET /api/3.0/admin/live/sessions/{liveSessionId}: a session's Q&A for moderation, every question
 * with who asked it; then kept current by the staff events (hooks/use-live-questions.ts).
 */
export const staffLiveSessionQuery = (liveSessionId: number) =>
  queryOptions({
    queryKey: liveKeys.staffSession(liveSessionId),
    queryFn: () => apiRequest(routes.live.staffSession, { params: { liveSessionId }, query: {} }),
    refetchOnWindowFocus: false,
  });

export function useStaffLiveSession(liveSessionId: number) {
  return useQuery(staffLiveSessionQuery(liveSessionId));
}
