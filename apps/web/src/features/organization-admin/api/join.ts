import { routes } from '@boardready/contracts/routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** What an invitation link names; the token goes in the body, never in an API address. */
export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: ['invitation', token],
    queryFn: () => apiRequest(routes.organizations.invitation, { body: { token } }),
    staleTime: 0,
  });

export function useInvitation(token: string) {
  return useQuery(invitationQuery(token));
}

/**
 * Joins the program: memberships, products and MedCentral access change, so everything the app
 * holds of the account is read again (the toolbar's MedCentral tab among it).
 */
export function useAcceptInvitation(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(routes.organizations.acceptInvitation, { body: { token } }),
    onSuccess: () => client.invalidateQueries(),
  });
}
