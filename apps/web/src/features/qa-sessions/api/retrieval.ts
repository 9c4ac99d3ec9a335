import { routes } from '@boardready/contracts/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dueItemsQuery } from '@/lib/due-items';
import { qaCall, qaKeys } from '@/lib/qa/qa-call';

/** How many of the product's questions are due now for spaced retrieval (issue 24). */
export function useRetrievalDue(userProductId: number) {
  return useQuery({
    queryKey: qaKeys.retrieval(userProductId),
    queryFn: () =>
      qaCall('retrievalDue', () =>
        apiRequest(routes.qa.retrievalDue, { params: { userProductId } }),
      ),
    staleTime: 0,
  });
}

/** A tutor-mode session of the questions due now; answering them grades them. */
export function useCreateRetrievalSession(userProductId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      qaCall('createRetrievalSession', () =>
        apiRequest(routes.qa.createRetrievalSession, { params: { userProductId }, body: {} }),
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: qaKeys.sessions(userProductId) }),
        queryClient.invalidateQueries({ queryKey: qaKeys.retrieval(userProductId) }),
        queryClient.invalidateQueries({ queryKey: dueItemsQuery.queryKey }),
      ]),
  });
}
