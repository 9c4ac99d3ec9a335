import type { StudyState } from '@boardready/contracts';
import type { Rating } from '@boardready/contracts/flash-card-rules';
import { routes } from '@boardready/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { adoptStudyState, topicQuery } from './study-state';

/** What a grade sends: the id is made once per grade, so a retry of it is written once. */
export interface Grade {
  cardId: number;
  rating: Rating;
  clientReviewId: string;
  durationMs: number;
}

/** A change of the card on screen (PATCH …/cards/{cardId}). */
export type CardChange =
  | { cardId: number; flagged: boolean }
  | { cardId: number; suspended: true }
  | { cardId: number; buried: true };

/** A network failure is tried again (the same review id: the server writes it once); a refusal is not. */
const retryUnanswered = (failures: number, error: Error) =>
  !(error instanceof ApiError) && failures < 2;

/**
 * The player's calls: grade (POST …/reviews), undo (POST …/reviews/undo) and a card's change
 * (PATCH …/cards/{cardId}). Each answers with the next study state, which the cache adopts.
 */
export function useStudyCalls(userProductId: number, topicId: number | null) {
  const queryClient = useQueryClient();
  const query = topicQuery(topicId);
  const onSuccess = (state: StudyState) =>
    adoptStudyState(queryClient, userProductId, topicId, state);

  const grade = useMutation({
    mutationFn: (body: Grade) =>
      apiRequest(routes.flashCards.review, { params: { userProductId }, query, body }),
    retry: retryUnanswered,
    onSuccess,
  });
  const undo = useMutation({
    mutationFn: () =>
      apiRequest(routes.flashCards.undoReview, { params: { userProductId }, query }),
    onSuccess,
  });
  const change = useMutation({
    mutationFn: ({ cardId, ...body }: CardChange) =>
      apiRequest(routes.flashCards.updateCard, { params: { userProductId, cardId }, query, body }),
    onSuccess,
  });
  return { grade, undo, change };
}
