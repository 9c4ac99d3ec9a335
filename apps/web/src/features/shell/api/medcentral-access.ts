import { routes } from '@boardready/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const medCentralAccessQuery = queryOptions({
  queryKey: ['medcentral', 'access'],
  queryFn: () => apiRequest(routes.navigation.medCentralAccess),
});

export function useMedCentralAccess(enabled: boolean) {
  return useQuery({ ...medCentralAccessQuery, enabled });
}
