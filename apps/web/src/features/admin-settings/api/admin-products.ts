import type { AdminProduct, ProductInput } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { myProductsQuery } from '@/lib/my-products';

export const adminProductsQuery = queryOptions({
  queryKey: ['admin', 'products'],
  queryFn: () => apiRequest(routes.adminSettings.products),
});

export function useAdminProducts() {
  return useQuery(adminProductsQuery);
}

/**
 * A saved product replaces its row (or joins the list); the admin's own products read again, as a
 * learner's would on their next visit (names, trainer).
 */
function adopt(client: QueryClient, product: AdminProduct) {
  client.setQueryData(adminProductsQuery.queryKey, (list) =>
    list
      ? {
          ...list,
          products: list.products.some((p) => p.productId === product.productId)
            ? list.products.map((p) => (p.productId === product.productId ? product : p))
            : [...list.products, product],
        }
      : list,
  );
  void client.invalidateQueries({ queryKey: adminProductsQuery.queryKey });
  void client.invalidateQueries({ queryKey: myProductsQuery.queryKey });
}

export function useCreateProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductInput) => apiRequest(routes.adminSettings.createProduct, { body }),
    onSuccess: (product) => adopt(client, product),
  });
}

export function useUpdateProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, body }: { productId: number; body: ProductInput }) =>
      apiRequest(routes.adminSettings.updateProduct, { params: { productId }, body }),
    onSuccess: (product) => adopt(client, product),
  });
}
