import { routes } from '@boardready/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { organizationAdminKey } from './roster';

export const accountOrganizationsQuery = (accountId: number) =>
  queryOptions({
    queryKey: [...organizationAdminKey, 'accounts', accountId],
    queryFn: () => apiRequest(routes.organizations.accountOrganizations, { params: { accountId } }),
  });

export function useAccountOrganizations(accountId: number, enabled = true) {
  return useQuery({ ...accountOrganizationsQuery(accountId), enabled });
}
