import { routes } from '@boardready/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { liveKeys } from './live-keys';

/**
 * GET /api/2.0/admin/products, kept to the live products: those a session can be scheduled in
 * (staff with the admin right read the catalogue there), by short name.
 */
export const liveProductsQuery = queryOptions({
  queryKey: liveKeys.liveProducts,
  queryFn: async () => {
    const { products } = await apiRequest(routes.adminSettings.products);
    return products
      .filter((product) => product.typeCode === 'live')
      .sort((a, b) => a.shortName.localeCompare(b.shortName, 'en-US'));
  },
});

export function useLiveProducts() {
  return useQuery(liveProductsQuery);
}
