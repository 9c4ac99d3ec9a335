import { routes } from '@boardready/contracts/routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { forgetSession } from '@/lib/session';
import { adminAccountKey } from './admin-account';

export const accountSessionsQuery = (accountId: number) =>
  queryOptions({
    queryKey: [...adminAccountKey(accountId), 'sessions'],
    queryFn: () => apiRequest(routes.adminAccounts.sessions, { params: { accountId } }),
  });

export function useAccountSessions(accountId: number) {
  return useQuery(accountSessionsQuery(accountId));
}

/** Ends every session of the account; an admin who does it to their own account is signed out too. */
export function useSignOutAccountEverywhere(accountId: number, isYou: boolean) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(routes.adminAccounts.signOutEverywhere, { params: { accountId } }),
    onSuccess: () => {
      if (isYou) {
        forgetSession();
        return;
      }
      void client.invalidateQueries({ queryKey: adminAccountKey(accountId) });
    },
  });
}
