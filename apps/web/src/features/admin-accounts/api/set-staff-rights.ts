import type { AccountStaffRights } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminAccountKey, adoptAdminAccount } from './admin-account';

export function useSetStaffRights(accountId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountStaffRights) =>
      apiRequest(routes.adminAccounts.setStaffRights, { params: { accountId }, body }),
    onSuccess: (account) => {
      adoptAdminAccount(client, account);
      void client.invalidateQueries({ queryKey: [...adminAccountKey(accountId), 'audit'] });
    },
  });
}
