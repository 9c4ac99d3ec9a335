import { routes } from '@boardready/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { qaCall } from '@/lib/qa/qa-call';

/** A Q&A product's progress: questions answered and correct over all sessions. */
export function getDashboardProduct(userProductId: number) {
  return qaCall('dashboardProduct', () =>
    apiRequest(routes.qa.dashboardProduct, { params: { userProductId } }),
  );
}

export const dashboardProductQueryOptions = (userProductId: number) =>
  queryOptions({
    queryKey: ['qa', 'progress', userProductId] as const,
    queryFn: () => getDashboardProduct(userProductId),
    staleTime: 0,
  });

export function useDashboardProduct(userProductId: number) {
  return useQuery(dashboardProductQueryOptions(userProductId));
}
