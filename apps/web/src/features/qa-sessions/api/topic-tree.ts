import { routes } from '@boardready/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { qaCall, qaKeys } from '@/lib/qa/qa-call';

/** The product's core-content topic tree with question counts, and its MOC objectives. */
export function getTopicTree(userProductId: number) {
  return qaCall('topicTree', () => apiRequest(routes.qa.topicTree, { params: { userProductId } }));
}

export const topicTreeQueryOptions = (userProductId: number) =>
  queryOptions({
    queryKey: qaKeys.topics(userProductId),
    queryFn: () => getTopicTree(userProductId),
    staleTime: 5 * 60_000,
  });

export function useTopicTree(userProductId: number) {
  return useQuery(topicTreeQueryOptions(userProductId));
}
