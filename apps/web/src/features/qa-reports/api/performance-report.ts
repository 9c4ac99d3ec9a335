import { routes } from '@boardready/contracts/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { qaCall, qaKeys } from '@/lib/qa/qa-call';

/** The performance report of a Q&A product (decision 0903). */
export function getPerformanceReport(userProductId: number) {
  return qaCall('performanceReport', () =>
    apiRequest(routes.qaReports.performanceReport, { params: { userProductId } }),
  );
}

export function usePerformanceReport(userProductId: number) {
  return useQuery({
    queryKey: qaKeys.report(userProductId),
    queryFn: () => getPerformanceReport(userProductId),
    staleTime: 0,
  });
}

/** Erases the learner's history of the product's bank; every Q&A query of it is stale after. */
export function resetHistory(userProductId: number) {
  return qaCall('resetHistory', () =>
    apiRequest(routes.qaReports.resetHistory, {
      params: { userProductId },
      body: { confirm: true },
    }),
  );
}

export function useResetHistory(userProductId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resetHistory(userProductId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: qaKeys.all }),
  });
}
