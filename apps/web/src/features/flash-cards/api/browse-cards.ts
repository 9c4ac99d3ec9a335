import type { BrowseCard } from '@boardready/contracts';
import { buildPath } from '@boardready/contracts/route-ref';
import { routes } from '@boardready/contracts/routes';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, buildUrl } from '@/lib/api-client';
import { type BrowseFilters, browseQueryOf } from '../utils/browse-filters';
import { flashCardKeys } from './flash-card-keys';

/** Under the deck's key: a grade or a change anywhere in the deck reads them again. */
const browseKeys = {
  list: (userProductId: number, filters: BrowseFilters) =>
    [...flashCardKeys.deck(userProductId), 'browse', browseQueryOf(filters)] as const,
  card: (userProductId: number, cardId: number) =>
    [...flashCardKeys.deck(userProductId), 'browseCard', cardId] as const,
};

/**
 * GET …/fc/userproducts/{id}/browse: a page of the deck's cards with the learner's state of each.
 * The page on screen stays while the next one loads, so the list never blanks between pages.
 */
export function useBrowseCards(userProductId: number, filters: BrowseFilters) {
  return useQuery({
    queryKey: browseKeys.list(userProductId, filters),
    queryFn: () =>
      apiRequest(routes.flashCards.browseCards, {
        params: { userProductId },
        query: browseQueryOf(filters),
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** One card (…/browse?cardId=): the browser's ?card= opens it, on whichever page it is. */
export function useBrowsedCard(userProductId: number, cardId: number | null) {
  return useQuery({
    queryKey: browseKeys.card(userProductId, cardId ?? 0),
    queryFn: async () => {
      const page = await apiRequest(routes.flashCards.browseCards, {
        params: { userProductId },
        query: { cardId: cardId ?? 0 },
      });
      return page.cards[0] ?? null;
    },
    enabled: cardId !== null,
    staleTime: 0,
  });
}

export type BrowseCardChange = { suspended: boolean } | { flagged: boolean } | { buried: boolean };

/**
 * PATCH …/browse/{cardId}: suspend, flag or bury a card, or take it back. The card's answer is
 * shown at once; the lists, the deck's counts and the study queue are read again.
 */
export function useUpdateBrowsedCard(userProductId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cardId, change }: { cardId: number; change: BrowseCardChange }) =>
      apiRequest(routes.flashCards.updateBrowsedCard, {
        params: { userProductId, cardId },
        body: change,
      }),
    onSuccess: (card: BrowseCard) => {
      queryClient.setQueryData(browseKeys.card(userProductId, card.cardId), card);
      return queryClient.invalidateQueries({
        queryKey: flashCardKeys.deck(userProductId),
        predicate: (query) => query.queryKey[2] !== 'browseCard',
      });
    },
  });
}

/** GET …/reviews.csv as a download link: the browser saves the attachment the server names. */
export const reviewLogCsvHref = (userProductId: number) =>
  buildUrl(buildPath(routes.flashCards.reviewLogCsv.path, { userProductId }));
