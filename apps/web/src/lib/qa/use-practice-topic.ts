import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { myProductsQuery } from '@/lib/my-products';
import { paths } from '@/lib/paths';
import type { BookTopicSessionRequest } from './create-book-topic-session';
import { useQaStore } from './qa-store';

/** The Q&A state keeps no reason for a failed interlinked-book session (spec §4, QA-27). */
export const PRACTICE_FAILED =
  'Your practice session could not be started. Check your connection and try again.';

/**
 * Practice on a topic from an interlink (a book section's, a card's): the Q&A state's
 * interlinked-book session (spec §4, QA-25..27), then its player. Rejects with a sentence to show
 * when the session could not be made.
 */
export function usePracticeTopic() {
  const startBookTopicSession = useQaStore((state) => state.startBookTopicSession);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useCallback(
    async ({ userProductId, coreContentTopicId }: BookTopicSessionRequest) => {
      const session = await startBookTopicSession({ userProductId, coreContentTopicId });
      if (!session) throw new Error(PRACTICE_FAILED);
      const { products } = await queryClient.ensureQueryData(myProductsQuery);
      const bank = products.find((product) => product.userProductId === userProductId);
      if (!bank) throw new Error(PRACTICE_FAILED);
      navigate(
        paths.qaSession(
          {
            specialtyTypeCode: bank.specialty,
            applicationTypeCode: bank.applicationType,
            userProductId,
          },
          session.qaSessionId,
        ),
      );
    },
    [startBookTopicSession, queryClient, navigate],
  );
}
