import type { QaSession } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { writeThroughOutbox } from '@/lib/offline/outbox';
import { qaCall, qaKeys } from '@/lib/qa/qa-call';

export interface SessionUpdate {
  qaSessionId: number;
  name?: string;
  secondsElapsed?: number;
  currentPosition?: number;
}

/** QA-35: PUT /api/2.0/qa/session (a name, the elapsed time, the question on screen). */
export function updateSession(update: SessionUpdate) {
  return qaCall('updateSession', () => apiRequest(routes.qa.updateSession, { body: update }));
}

/** Rename from the session list; the list and the session refresh with the answer. */
export function useRenameSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { qaSessionId: number; name: string }) => updateSession(input),
    onSuccess: (session) => {
      queryClient.setQueryData(qaKeys.session(session.qaSessionId), session);
      return queryClient.invalidateQueries({ queryKey: qaKeys.sessions(session.userProductId) });
    },
  });
}

/**
 * The question on screen is remembered (a reload comes back to it) and counts as seen: the
 * cached session shows it at once, the server is told (a failure is logged by the call layer).
 */
export function useRememberPosition(qaSessionId: number) {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    // Offline, the latest position waits in the outbox in place of any earlier one.
    mutationFn: (currentPosition: number) =>
      qaCall('updateSession', () =>
        writeThroughOutbox(
          routes.qa.updateSession,
          { body: { qaSessionId, currentPosition } },
          { replaces: `qa-position:${qaSessionId}` },
        ),
      ),
    networkMode: 'always',
    onMutate: (position) => {
      queryClient.setQueryData<QaSession>(qaKeys.session(qaSessionId), (current) =>
        current
          ? {
              ...current,
              currentPosition: position,
              items: current.items.map((item) =>
                item.position === position && item.state === 'unseen'
                  ? { ...item, state: 'seen' }
                  : item,
              ),
            }
          : current,
      );
    },
  });
  return mutate;
}
