import { routes } from '@boardready/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const favoriteAdminLinksQuery = queryOptions({
  queryKey: ['account', 'favorite-admin-links'],
  queryFn: () => apiRequest(routes.navigation.favoriteAdminLinks),
});

export function useFavoriteAdminLinks(enabled: boolean) {
  return useQuery({ ...favoriteAdminLinksQuery, enabled });
}
