import type { QuestionFilter } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { qaCall, qaKeys } from '@/lib/qa/qa-call';

/** How many questions a filter would give: the create form's live count. */
export function countQuestions(userProductId: number, filter: QuestionFilter) {
  return qaCall('countQuestions', () =>
    apiRequest(routes.qa.countQuestions, { params: { userProductId }, body: filter }),
  );
}

export const questionCountQueryOptions = (userProductId: number, filter: QuestionFilter) =>
  queryOptions({
    queryKey: qaKeys.count(userProductId, filter),
    queryFn: () => countQuestions(userProductId, filter),
    // The learner's history changes only when they answer; while the form is open it is stable.
    staleTime: 60_000,
  });

/** The form passes a debounced filter, so typing does not send a call per keystroke. */
export function useQuestionCount(userProductId: number, filter: QuestionFilter) {
  return useQuery({
    ...questionCountQueryOptions(userProductId, filter),
    placeholderData: keepPreviousData,
  });
}
