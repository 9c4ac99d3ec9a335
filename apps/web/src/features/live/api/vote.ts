import { routes } from '@boardready/contracts/routes';
import { apiRequest } from '@/lib/api-client';

/**
 * PUT (upvote) or DELETE (take it back) …/questions/{questionId}/vote: the question's upvotes
 * after it, and whether the learner's is among them.
 */
export const setVote = (
  userProductId: number,
  liveSessionId: number,
  questionId: number,
  upvote: boolean,
) =>
  apiRequest(upvote ? routes.live.upvote : routes.live.withdrawVote, {
    params: { userProductId, liveSessionId, questionId },
    query: {},
  });
