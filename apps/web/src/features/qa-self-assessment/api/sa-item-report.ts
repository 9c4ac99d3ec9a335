import { routes } from '@boardready/contracts/routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { qaCall, qaKeys } from '@/lib/qa/qa-call';

/** The learner's own problem report on an exam question, or null (decision 0907). */
const reportQueryOptions = (attemptId: number, position: number) =>
  queryOptions({
    queryKey: [...qaKeys.saAttempt(attemptId), 'item', position, 'report'] as const,
    queryFn: () =>
      qaCall('getSaItemReport', () =>
        apiRequest(routes.qaSa.getItemReport, { params: { attemptId, position } }),
      ),
  });

export function useSaItemReport(attemptId: number, position: number) {
  return useQuery(reportQueryOptions(attemptId, position));
}

/** Reports a problem with the question; the answer replaces the cached report. */
export function useReportSaItem(attemptId: number, position: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: string) =>
      qaCall('reportSaItem', () =>
        apiRequest(routes.qaSa.reportItem, { params: { attemptId, position }, body: { comment } }),
      ),
    onSuccess: (data) =>
      queryClient.setQueryData(reportQueryOptions(attemptId, position).queryKey, data),
  });
}
