import { routes } from '@boardready/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { qaCall, qaKeys, type SaItemPhase } from '@/lib/qa/qa-call';

/** A question of the running block; once the attempt is completed, with its explanation. */
export function getSaItem(attemptId: number, position: number) {
  return qaCall('getSaItem', () =>
    apiRequest(routes.qaSa.getItem, { params: { attemptId, position } }),
  );
}

// A question does not change within its phase: the exam's answers are written through the
// cache, and a completed attempt is final.
export const saItemQueryOptions = (attemptId: number, position: number, phase: SaItemPhase) =>
  queryOptions({
    queryKey: qaKeys.saItem(attemptId, position, phase),
    queryFn: () => getSaItem(attemptId, position),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useSaItem(attemptId: number, position: number, phase: SaItemPhase, enabled = true) {
  return useQuery({ ...saItemQueryOptions(attemptId, position, phase), enabled });
}
