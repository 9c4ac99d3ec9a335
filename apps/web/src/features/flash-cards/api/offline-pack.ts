import type { OfflineDeck } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { KEPT_OFFLINE_MS } from '@/lib/offline/offline-rules';
import { flashCardKeys } from './flash-card-keys';
import { topicQuery } from './study-state';

/**
 * GET /api/3.0/fc/userproducts/{userProductId}/offline[?topicId]: today's due cards in the study
 * queue's order, which the player steps through offline (decision 1705). The app keeps it on
 * the device (its key is under flashCardKeys.offline), so an offline reload finds it.
 */
export const getOfflinePack = (userProductId: number, topicId: number | null) =>
  apiRequest(routes.flashCards.offlineCards, {
    params: { userProductId },
    query: topicQuery(topicId),
  });

export const offlinePackQuery = (userProductId: number, topicId: number | null) =>
  queryOptions({
    queryKey: flashCardKeys.offlinePack(userProductId, topicId),
    queryFn: () => getOfflinePack(userProductId, topicId),
    // Asked once while the player is open online, then kept in step by the player's calls; a
    // sync asks again (every query is invalidated), and so does a new day.
    staleTime: (query) => {
      const pack = query.state.data;
      return pack && Date.now() < Date.parse(pack.dayEnd) ? Number.POSITIVE_INFINITY : 0;
    },
    // in memory as long as the device keeps it
    gcTime: KEPT_OFFLINE_MS,
  });

/** The pack, asked for while `enabled`; one kept from before shows either way. */
export function useOfflinePack(userProductId: number, topicId: number | null, enabled: boolean) {
  return useQuery({ ...offlinePackQuery(userProductId, topicId), enabled });
}

/**
 * Changes every pack of the deck (the whole deck's and each topic's), so that a card graded in
 * one is not shown again from another.
 */
export function updateOfflinePacks(
  queryClient: QueryClient,
  userProductId: number,
  change: (pack: OfflineDeck) => OfflineDeck,
) {
  queryClient.setQueriesData<OfflineDeck>(
    { queryKey: flashCardKeys.offline(userProductId) },
    (pack) => (pack ? change(pack) : pack),
  );
}
