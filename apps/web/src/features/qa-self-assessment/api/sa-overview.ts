import { routes } from '@boardready/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { qaCall, qaKeys } from '@/lib/qa/qa-call';

/** A self-assessment product's forms with the learner's attempts (the sa-overview). */
export function getSaOverview(userProductId: number) {
  return qaCall('saOverview', () =>
    apiRequest(routes.qaSa.overview, { params: { userProductId } }),
  );
}

export const saOverviewQueryOptions = (userProductId: number) =>
  queryOptions({
    queryKey: qaKeys.saOverview(userProductId),
    queryFn: () => getSaOverview(userProductId),
  });

export function useSaOverview(userProductId: number, enabled = true) {
  return useQuery({ ...saOverviewQueryOptions(userProductId), enabled });
}
