import type { BoardIdentifiers } from '@boardready/contracts/account';
import { routes } from '@boardready/contracts/routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { cmeKeys } from './cme-overview';

/**
 * GET /api/2.0/account/profile, under My Account's own key: the claim form fills in a board's
 * missing identifiers and must send the others unchanged.
 */
const profileQuery = queryOptions({
  queryKey: ['account', 'profile'],
  queryFn: () => apiRequest(routes.account.profile),
});

export const useBoardIdentifiers = (enabled: boolean) =>
  useQuery({ ...profileQuery, enabled, select: (profile) => profile.boardIdentifiers });

/**
 * PUT /api/2.0/account/boardidentifiers (the endpoint of My Account): the identifiers a claim's
 * MOC report needs; the CME figures are read again, so the report can go ahead.
 */
export function useSaveBoardIdentifiers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BoardIdentifiers) =>
      apiRequest(routes.account.setBoardIdentifiers, { body }),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQuery.queryKey, profile);
      return queryClient.invalidateQueries({ queryKey: cmeKeys.overview });
    },
  });
}
