import type {
  AdminAccountProducts,
  ExtendProductBody,
  GrantProductBody,
} from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminAccountKey } from './admin-account';

export const accountProductsQuery = (accountId: number) =>
  queryOptions({
    queryKey: [...adminAccountKey(accountId), 'products'],
    queryFn: () => apiRequest(routes.adminAccounts.products, { params: { accountId } }),
  });

export function useAccountProducts(accountId: number) {
  return useQuery(accountProductsQuery(accountId));
}

/** Every product write answers the account's products: shown at once, and the audit trail read again. */
function adopt(client: QueryClient, accountId: number, answer: AdminAccountProducts) {
  client.setQueryData(accountProductsQuery(accountId).queryKey, answer);
  void client.invalidateQueries({ queryKey: [...adminAccountKey(accountId), 'audit'] });
}

export function useGrantProduct(accountId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GrantProductBody) =>
      apiRequest(routes.adminAccounts.grantProduct, { params: { accountId }, body }),
    onSuccess: (answer) => adopt(client, accountId, answer),
  });
}

export function useExtendProduct(accountId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userProductId, ...body }: ExtendProductBody & { userProductId: number }) =>
      apiRequest(routes.adminAccounts.extendProduct, {
        params: { accountId, userProductId },
        body,
      }),
    onSuccess: (answer) => adopt(client, accountId, answer),
  });
}

export function useRevokeProduct(accountId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userProductId: number) =>
      apiRequest(routes.adminAccounts.revokeProduct, { params: { accountId, userProductId } }),
    onSuccess: (answer) => adopt(client, accountId, answer),
  });
}
