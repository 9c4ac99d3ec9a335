import { routes } from '@boardready/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { flushOutbox } from '@/lib/offline/outbox';
import { useOutboxStatus } from '@/lib/offline/outbox-status';
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
      // Answers given offline reach the server before the end that makes the score final.
      await flushOutbox();
      if (useOutboxStatus.getState().waiting > 0) throw new Error('Changes are waiting to sync.');
      return endSession(qaSessionId);
    },
    // Offline the end fails at once and says so, rather than wait unseen for the connection.
    networkMode: 'always',
    onSuccess: (ended) => {
      queryClient.setQueryData(qaKeys.session(qaSessionId), ended);
      queryClient.removeQueries({ queryKey: qaKeys.questions(qaSessionId) });
      queryClient.invalidateQueries({ queryKey: qaKeys.sessions(userProductId) });
      onEnded();
    },
    onError: () => onFailed(),
  });
}
