import { routes } from '@boardready/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminAccountKey, adoptAdminAccount } from './admin-account';

/**
 * Spec §7's /api/1.0/account/change/netsuitecustomerid/: the api client leaves its 401/403 to the
 * caller (no redirect to /login), so the form says what happened (netsuite-section.tsx).
 */
export function useSetNetSuiteCustomerId(accountId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (netSuiteCustomerId: string) =>
      apiRequest(routes.adminAccounts.setNetSuiteCustomerId, {
        params: { accountId },
        body: { netSuiteCustomerId },
      }),
    onSuccess: (account) => {
      adoptAdminAccount(client, account);
      void client.invalidateQueries({ queryKey: [...adminAccountKey(accountId), 'audit'] });
    },
  });
}
