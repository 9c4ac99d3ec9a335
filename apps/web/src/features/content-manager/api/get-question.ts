import { routes } from '@boardready/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { cmsKeys } from './cms-keys';

export const getQuestion = (questionId: number) =>
  apiRequest(routes.contentManager.getQuestion, { params: { questionId } });

export const questionQuery = (questionId: number) =>
  queryOptions({ queryKey: cmsKeys.question(questionId), queryFn: () => getQuestion(questionId) });

/** A question, its versions (newest first) and its open draft. */
export function useCmsQuestion(questionId: number) {
  return useQuery(questionQuery(questionId));
}
