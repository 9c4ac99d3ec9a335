import { routes } from '@boardready/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { cmsKeys } from './cms-keys';

export const getQuestionVersion = (questionId: number, version: number) =>
  apiRequest(routes.contentManager.getQuestionVersion, { params: { questionId, version } });

export const questionVersionQuery = (questionId: number, version: number) =>
  queryOptions({
    queryKey: cmsKeys.version(questionId, version),
    queryFn: () => getQuestionVersion(questionId, version),
    // a version's content never changes
    staleTime: Number.POSITIVE_INFINITY,
  });

/** One version of a question, whole (undefined `version`: nothing yet). */
export function useQuestionVersion(questionId: number, version: number | undefined) {
  return useQuery({ ...questionVersionQuery(questionId, version ?? 0), enabled: !!version });
}
