import type { QaSession } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '@/lib/api-client';
import { KEPT_OFFLINE_MS } from '@/lib/offline/offline-rules';
import { qaCall, qaKeys } from '@/lib/qa/qa-call';

/** GET /api/3.0/qa/sessions/{qaSessionId}/offline: the running session whole (decision 1705). */
export const offlinePackQuery = (qaSessionId: number) =>
  queryOptions({
    queryKey: qaKeys.offline(qaSessionId),
    queryFn: () =>
      qaCall('offlineSession', () =>
        apiRequest(routes.qa.offlineSession, { params: { qaSessionId } }),
      ),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: KEPT_OFFLINE_MS,
    // Only a convenience: the player works without it while online.
    retry: false,
  });

/**
 * While a running session is open online, its questions are fetched whole, once, and each one
 * the player has not loaded goes into the cache as if it had: the device then holds every
 * question of the session, and an offline reload finds them (lib/offline/kept-queries).
 */
export function useOfflinePack(session: QaSession | undefined) {
  const queryClient = useQueryClient();
  const qaSessionId = session?.qaSessionId ?? 0;
  const { data } = useQuery({
    ...offlinePackQuery(qaSessionId),
    enabled: session?.status === 'active',
  });
  useEffect(() => {
    if (!data) return;
    for (const { revealOnAnswer: _, ...question } of data.items) {
      const key = qaKeys.question(qaSessionId, question.position);
      if (queryClient.getQueryData(key) === undefined) queryClient.setQueryData(key, question);
    }
  }, [data, queryClient, qaSessionId]);
}
