import { routes } from '@boardready/contracts/routes';
import { apiRequest } from '@/lib/api-client';

/** POST /api/3.0/admin/live/questions/{questionId}/answer: answers (or answers again) a question. */
export const answerQuestion = (questionId: number, answer: string) =>
  apiRequest(routes.live.answer, { params: { questionId }, query: {}, body: { answer } });
