import { routes } from '@boardready/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { liveKeys } from './live-keys';

/** GET /api/3.0/live/userproducts/{userProductId}: the product's sessions, earliest first. */
export const liveScheduleQuery = (userProductId: number) =>
  queryOptions({
    queryKey: liveKeys.schedule(userProductId),
    queryFn: () => apiRequest(routes.live.schedule, { params: { userProductId }, query: {} }),
  });

export function useLiveSchedule(userProductId: number) {
  return useQuery(liveScheduleQuery(userProductId));
}
