import { routes } from '@boardready/contracts/routes';
import { apiRequest } from '@/lib/api-client';

/** POST /api/3.0/admin/live/questions/{questionId}/hide: takes a question away from learners. */
export const hideQuestion = (questionId: number) =>
  apiRequest(routes.live.hide, { params: { questionId }, query: {} });
