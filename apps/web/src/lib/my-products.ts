import { routes } from '@boardready/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const myProductsQuery = queryOptions({
  queryKey: ['products', 'mine'],
  queryFn: () => apiRequest(routes.products.myProducts),
});

/** Spec §4: loaded when an account is present, reset when there is none; failure is its own state. */
export function useMyProducts(enabled: boolean) {
  return useQuery({ ...myProductsQuery, enabled });
}
