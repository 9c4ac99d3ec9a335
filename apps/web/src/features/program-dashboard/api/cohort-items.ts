import { routes } from '@boardready/contracts/routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { type ItemsFilters, itemsQueryOf } from '../utils/dashboard-filters';
import { programDashboardKeys } from './program-dashboard-keys';

/** GET /api/2.0/medcentral/dashboard/items: a page of the questions the cohort misses most. */
export function useCohortItems(filters: ItemsFilters) {
  const query = itemsQueryOf(filters);
  return useQuery({
    queryKey: programDashboardKeys.items(query),
    queryFn: () => apiRequest(routes.programDashboard.cohortItems, { query }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
