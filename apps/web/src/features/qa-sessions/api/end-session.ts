import { routes } from '@boardready/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { qaCall, qaKeys } from '@/lib/qa/qa-call';

/** End a session: the score is final and test mode reveals its answers. */
export function endSession(qaSessionId: number) {
  return qaCall('endSession', () =>
    apiRequest(routes.qa.endSession, { params: { qaSessionId }, body: {} }),
  );
}

/**
 * Ending from the player: the clock's last seconds are recorded first, then the session ends; the
 * ended session replaces the cached one and test mode's questions are fetched again with their
 * explanations. The callbacks run even when the ended session has replaced the player.
 */
export function useEndSession({
  qaSessionId,
  userProductId,
  onEnded,
  onFailed,
}: {
  qaSessionId: number;
  userProductId: number;
  onEnded(): void;
  onFailed(): void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    /** recordClock: the player's clock writes its last seconds first */
    mutationFn: async (recordClock: () => Promise<void>) => {
      await recordClock();
      return endSession(qaSessionId);
    },
    onSuccess: (ended) => {
      queryClient.setQueryData(qaKeys.session(qaSessionId), ended);
      queryClient.removeQueries({ queryKey: qaKeys.questions(qaSessionId) });
      queryClient.invalidateQueries({ queryKey: qaKeys.sessions(userProductId) });
      onEnded();
    },
    onError: onFailed,
  });
}
