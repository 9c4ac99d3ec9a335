import { routes } from '@boardready/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const myOrganizationsQuery = queryOptions({
  queryKey: ['organizations', 'mine'],
  queryFn: () => apiRequest(routes.navigation.myOrganizations),
});

export function useMyOrganizations(enabled: boolean) {
  return useQuery({ ...myOrganizationsQuery, enabled });
}
