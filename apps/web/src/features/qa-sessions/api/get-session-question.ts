import { routes } from '@boardready/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { KEPT_OFFLINE_MS } from '@/lib/offline/offline-rules';
import { qaCall, qaKeys } from '@/lib/qa/qa-call';

/** One question of a session with the learner's marks (and its explanation once due). */
export function getSessionQuestion(qaSessionId: number, position: number) {
  return qaCall('getSessionQuestion', () =>
    apiRequest(routes.qa.getSessionQuestion, { params: { qaSessionId, position } }),
  );
}

export const sessionQuestionQueryOptions = (qaSessionId: number, position: number) =>
  queryOptions({
    queryKey: qaKeys.question(qaSessionId, position),
    queryFn: () => getSessionQuestion(qaSessionId, position),
    staleTime: Number.POSITIVE_INFINITY,
    // kept in memory, so that the device's offline copy keeps it too (decision 1705)
    gcTime: KEPT_OFFLINE_MS,
  });

export function useSessionQuestion(qaSessionId: number, position: number | undefined) {
  return useQuery({
    ...sessionQuestionQueryOptions(qaSessionId, position ?? 0),
    enabled: position !== undefined,
  });
}
