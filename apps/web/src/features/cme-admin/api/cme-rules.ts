import type { CmeActivityRuleBody, CmeProductRule } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { cmeAdminKeys } from './cme-admin-keys';

/** GET /api/2.0/admin/cme/activities: every product with its activity and credit rule. */
export const cmeRulesQuery = queryOptions({
  queryKey: cmeAdminKeys.rules,
  queryFn: () => apiRequest(routes.cme.adminRules),
});

export function useCmeRules() {
  return useQuery(cmeRulesQuery);
}

/** PUT …/activities/{productId}: the saved product replaces its row. */
export function useSaveCmeRule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, body }: { productId: number; body: CmeActivityRuleBody }) =>
      apiRequest(routes.cme.adminSaveRule, { params: { productId }, body }),
    onSuccess: (saved: CmeProductRule) => {
      client.setQueryData(cmeRulesQuery.queryKey, (list) =>
        list
          ? {
              products: list.products.map((p) => (p.productId === saved.productId ? saved : p)),
            }
          : list,
      );
      void client.invalidateQueries({ queryKey: cmeAdminKeys.rules });
    },
  });
}
