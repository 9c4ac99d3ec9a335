import type { AdminFavoriteLink, FavoriteLinkInput } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { favoriteAdminLinksQuery } from '@/lib/favorite-admin-links';

export const favoriteLinksQuery = queryOptions({
  queryKey: ['admin', 'favorite-links'],
  queryFn: () => apiRequest(routes.adminSettings.favoriteLinks),
});

export function useFavoriteLinks() {
  return useQuery(favoriteLinksQuery);
}

/** After any change the list reads again, and so does the user menu that shows the links. */
function refresh(client: QueryClient, links?: AdminFavoriteLink[]) {
  if (links) client.setQueryData(favoriteLinksQuery.queryKey, { links });
  void client.invalidateQueries({ queryKey: favoriteLinksQuery.queryKey });
  void client.invalidateQueries({ queryKey: favoriteAdminLinksQuery.queryKey });
}

export function useCreateFavoriteLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FavoriteLinkInput) =>
      apiRequest(routes.adminSettings.createFavoriteLink, { body }),
    onSuccess: () => refresh(client),
  });
}

export function useUpdateFavoriteLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ linkId, body }: { linkId: number; body: FavoriteLinkInput }) =>
      apiRequest(routes.adminSettings.updateFavoriteLink, { params: { linkId }, body }),
    onSuccess: () => refresh(client),
  });
}

export function useDeleteFavoriteLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (linkId: number) =>
      apiRequest(routes.adminSettings.deleteFavoriteLink, { params: { linkId } }),
    onSuccess: ({ links }) => refresh(client, links),
  });
}

export function useOrderFavoriteLinks() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (linkIds: number[]) =>
      apiRequest(routes.adminSettings.orderFavoriteLinks, { body: { linkIds } }),
    onSuccess: ({ links }) => refresh(client, links),
  });
}
