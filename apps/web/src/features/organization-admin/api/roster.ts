import type { OrganizationRoster } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const organizationAdminKey = ['organization-admin'] as const;

export const rosterQuery = (organizationId: number) =>
  queryOptions({
    queryKey: [...organizationAdminKey, 'roster', organizationId],
    queryFn: () => apiRequest(routes.organizations.roster, { params: { organizationId } }),
  });

export function useRoster(organizationId: number, enabled = true) {
  return useQuery({ ...rosterQuery(organizationId), enabled });
}

/**
 * A write of the members page: every one answers the roster as it now is, shown at once; the
 * account's list of organizations (its counts) is read again when next shown.
 */
export function useRosterWrite<V>(
  organizationId: number,
  send: (variables: V) => Promise<OrganizationRoster>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (roster) => {
      client.setQueryData(rosterQuery(organizationId).queryKey, roster);
      void client.invalidateQueries({ queryKey: [...organizationAdminKey, 'accounts'] });
    },
  });
}
