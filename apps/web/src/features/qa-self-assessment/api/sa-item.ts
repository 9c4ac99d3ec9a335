import { routes } from '@boardready/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { qaCall, qaKeys } from '@/lib/qa/qa-call';

/** A question of the running block; once the attempt is completed, with its explanation. */
export function getSaItem(attemptId: number, position: number) {
  return qaCall('getSaItem', () =>
    apiRequest(routes.qaSa.getItem, { params: { attemptId, position } }),
  );
}

export const saItemQueryOptions = (attemptId: number, position: number) =>
  queryOptions({
    queryKey: qaKeys.saItem(attemptId, position),
    queryFn: () => getSaItem(attemptId, position),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useSaItem(attemptId: number, position: number, enabled = true) {
  return useQuery({ ...saItemQueryOptions(attemptId, position), enabled });
}
