import { routes } from '@boardready/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { mediaKeys } from './media-keys';
import { placesSaved } from './save-position';

/** GET /api/3.0/media/userproducts/{userProductId}: the lectures, with the learner's place in each. */
export const mediaLibraryQuery = (userProductId: number) =>
  queryOptions({
    queryKey: mediaKeys.library(userProductId),
    queryFn: async () => {
      await placesSaved();
      return apiRequest(routes.media.library, { params: { userProductId }, query: {} });
    },
    // the places move as the learner plays, here or on another device
    staleTime: 0,
  });

export function useMediaLibrary(userProductId: number) {
  return useQuery(mediaLibraryQuery(userProductId));
}
