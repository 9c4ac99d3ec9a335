import { routes } from '@boardready/contracts/routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { qaCall, qaKeys } from '@/lib/qa/qa-call';

/** The learner's own flag on the question at this position ("wrong or outdated"), or null. */
export function getQuestionFlag(qaSessionId: number, position: number) {
  return qaCall('getQuestionFlag', () =>
    apiRequest(routes.qa.getQuestionFlag, { params: { qaSessionId, position } }),
  );
}

export const questionFlagQueryOptions = (qaSessionId: number, position: number) =>
  queryOptions({
    queryKey: [...qaKeys.question(qaSessionId, position), 'flag'] as const,
    queryFn: () => getQuestionFlag(qaSessionId, position),
  });

export function useQuestionFlag(qaSessionId: number, position: number, enabled: boolean) {
  return useQuery({ ...questionFlagQueryOptions(qaSessionId, position), enabled });
}

export function flagQuestion(qaSessionId: number, position: number, comment: string) {
  return qaCall('flagQuestion', () =>
    apiRequest(routes.qa.flagQuestion, { params: { qaSessionId, position }, body: { comment } }),
  );
}

/** Flags the question; the answer replaces the cached flag. */
export function useFlagQuestion(qaSessionId: number, position: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: string) => flagQuestion(qaSessionId, position, comment),
    onSuccess: (data) =>
      queryClient.setQueryData(questionFlagQueryOptions(qaSessionId, position).queryKey, data),
  });
}
