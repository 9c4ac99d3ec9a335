import type { AdminAccount } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const adminAccountKey = (accountId: number) => ['admin', 'accounts', accountId] as const;

export const adminAccountQuery = (accountId: number) =>
  queryOptions({
    queryKey: [...adminAccountKey(accountId), 'account'],
    queryFn: () => apiRequest(routes.adminAccounts.account, { params: { accountId } }),
  });

export function useAdminAccount(accountId: number, enabled = true) {
  return useQuery({ ...adminAccountQuery(accountId), enabled });
}

/** After a change: the page shows the server's answer at once; searches show it when next read. */
export function adoptAdminAccount(client: QueryClient, account: AdminAccount) {
  client.setQueryData(adminAccountQuery(account.accountId).queryKey, account);
  void client.invalidateQueries({ queryKey: ['admin', 'accounts', 'search'] });
}
