import type { StudyState } from '@boardready/contracts';
import type { Rating } from '@boardready/contracts/flash-card-rules';
import { routes } from '@boardready/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QUEUED, writeThroughOutbox } from '@/lib/offline/outbox';
import { withFlag, withoutCard } from '../utils/offline-study';
import { flashCardKeys } from './flash-card-keys';
import { updateOfflinePacks } from './offline-pack';
import { adoptStudyState, topicQuery } from './study-state';

/** What a grade sends: the id is made once per grade, so a retry of it is written once. */
export interface Grade {
  cardId: number;
  rating: Rating;
  clientReviewId: string;
  durationMs: number;
  /** when the learner graded: a grade that waits offline is scheduled from then */
  reviewedAt: string;
}

/** A change of the card on screen (PATCH …/cards/{cardId}). */
export type CardChange =
  | { cardId: number; flagged: boolean }
  | { cardId: number; suspended: true }
  | { cardId: number; buried: true };

/** A grade's answer: the next study state, or QUEUED when it waits on this device to sync. */
export type GradeAnswer = StudyState | typeof QUEUED;

/**
 * The player's calls: grade (POST …/reviews), undo (POST …/reviews/undo) and a card's change
 * (PATCH …/cards/{cardId}). Each answers with the next study state, which the cache adopts; the
 * offline packs follow, so a card graded or put away online is not shown again offline.
 */
export function useStudyCalls(userProductId: number, topicId: number | null) {
  const queryClient = useQueryClient();
  const query = topicQuery(topicId);
  const onSuccess = (state: StudyState) =>
    adoptStudyState(queryClient, userProductId, topicId, state);

  const grade = useMutation({
    mutationFn: (body: Grade): Promise<GradeAnswer> =>
      writeThroughOutbox(routes.flashCards.review, { params: { userProductId }, query, body }),
    // Offline too: the outbox keeps the grade and answers QUEUED (a paused mutation never would).
    // No retry here: the client resends it while online, the outbox once back online.
    networkMode: 'always',
    onSuccess: (answer, { cardId }) => {
      updateOfflinePacks(queryClient, userProductId, (pack) => withoutCard(pack, cardId));
      if (answer !== QUEUED) onSuccess(answer);
    },
  });
  const undo = useMutation({
    mutationFn: () =>
      apiRequest(routes.flashCards.undoReview, { params: { userProductId }, query }),
    onSuccess: (state) => {
      onSuccess(state);
      // the card taken back is due again: the packs are asked for again
      void queryClient.invalidateQueries({ queryKey: flashCardKeys.offline(userProductId) });
    },
  });
  const change = useMutation({
    mutationFn: ({ cardId, ...body }: CardChange) =>
      apiRequest(routes.flashCards.updateCard, { params: { userProductId, cardId }, query, body }),
    onSuccess: (state, { cardId, ...body }) => {
      updateOfflinePacks(queryClient, userProductId, (pack) =>
        'flagged' in body ? withFlag(pack, cardId, body.flagged) : withoutCard(pack, cardId),
      );
      onSuccess(state);
    },
  });
  return { grade, undo, change };
}
