import { routes } from '@boardready/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { qaCall, qaKeys } from '@/lib/qa/qa-call';

/** An attempt: its blocks, the current one and the time left (what a reload resumes from). */
export function getSaAttempt(attemptId: number) {
  return qaCall('getSaAttempt', () =>
    apiRequest(routes.qaSa.getAttempt, { params: { attemptId } }),
  );
}

export const saAttemptQueryOptions = (attemptId: number) =>
  queryOptions({ queryKey: qaKeys.saAttempt(attemptId), queryFn: () => getSaAttempt(attemptId) });

export function useSaAttempt(attemptId: number) {
  return useQuery(saAttemptQueryOptions(attemptId));
}
