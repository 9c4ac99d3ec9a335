import type { StudyState } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { flashCardKeys } from './flash-card-keys';

const topicQuery = (topicId: number | null) => (topicId === null ? {} : { topicId });

/**
 * GET /api/3.0/fc/userproducts/{userProductId}/study[?topicId]: the card to study now and the
 * counts left. The server is the session's state: a reload asks it again and goes on from there.
 */
export const getStudyState = (userProductId: number, topicId: number | null) =>
  apiRequest(routes.flashCards.study, {
    params: { userProductId },
    query: topicQuery(topicId),
  });

export const studyStateQuery = (userProductId: number, topicId: number | null) =>
  queryOptions({
    queryKey: flashCardKeys.study(userProductId, topicId),
    queryFn: () => getStudyState(userProductId, topicId),
    staleTime: 0,
    // Dropped as the player closes: opening it again (another topic, back from the deck) never
    // shows a card already graded while the server is asked.
    gcTime: 0,
    // A card changing under the learner's eyes as the window regains focus would lose the answer
    // they were reading; every grade brings the next state anyway.
    refetchOnWindowFocus: false,
  });

export function useStudyState(userProductId: number, topicId: number | null) {
  return useQuery(studyStateQuery(userProductId, topicId));
}

/**
 * Every study call answers with the next state: it replaces the cached one, and the deck's counts
 * are read again when next shown.
 */
export function adoptStudyState(
  queryClient: QueryClient,
  userProductId: number,
  topicId: number | null,
  state: StudyState,
) {
  queryClient.setQueryData(flashCardKeys.study(userProductId, topicId), state);
  void queryClient.invalidateQueries({
    queryKey: flashCardKeys.overview(userProductId),
    refetchType: 'none',
  });
}

export { topicQuery };
