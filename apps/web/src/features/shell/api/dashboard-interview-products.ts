import { routes } from '@boardready/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const dashboardInterviewProductsQuery = queryOptions({
  queryKey: ['products', 'dashboard-interview'],
  queryFn: () => apiRequest(routes.products.dashboardInterviewProducts),
});

export function useDashboardInterviewProducts(enabled: boolean) {
  return useQuery({ ...dashboardInterviewProductsQuery, enabled });
}
