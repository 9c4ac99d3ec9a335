import { routes } from '@boardready/contracts/routes';
import { apiRequest } from '@/lib/api-client';

/** POST …/sessions/{liveSessionId}/questions: the learner's question (201: it as they see it). */
export const askQuestion = (userProductId: number, liveSessionId: number, text: string) =>
  apiRequest(routes.live.ask, {
    params: { userProductId, liveSessionId },
    query: {},
    body: { text },
  });
