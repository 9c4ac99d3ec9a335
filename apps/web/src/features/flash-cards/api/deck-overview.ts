import { routes } from '@boardready/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { flashCardKeys } from './flash-card-keys';

/** GET /api/3.0/fc/userproducts/{userProductId}: the deck, its topics' counts, the settings. */
export const getDeckOverview = (userProductId: number) =>
  apiRequest(routes.flashCards.deckOverview, { params: { userProductId } });

export const deckOverviewQuery = (userProductId: number) =>
  queryOptions({
    queryKey: flashCardKeys.overview(userProductId),
    queryFn: () => getDeckOverview(userProductId),
    // the counts move with every grade, here or on another device
    staleTime: 0,
  });

export function useDeckOverview(userProductId: number) {
  return useQuery(deckOverviewQuery(userProductId));
}
