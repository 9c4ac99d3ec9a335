import { routes } from '@boardready/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { qaCall, qaKeys } from '@/lib/qa/qa-call';

/** Score, percentile, pass-likelihood estimate, topics and answers of a completed attempt. */
export function getSaResults(attemptId: number) {
  return qaCall('saResults', () => apiRequest(routes.qaSa.results, { params: { attemptId } }));
}

export const saResultsQueryOptions = (attemptId: number) =>
  queryOptions({
    queryKey: qaKeys.saResults(attemptId),
    queryFn: () => getSaResults(attemptId),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useSaResults(attemptId: number) {
  return useQuery(saResultsQueryOptions(attemptId));
}
