import type { QaSession } from '@boardready/contracts';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { paths, type QaProductRoute } from '@/lib/paths';
import { useQaStore } from '@/lib/qa/qa-store';
import { isTimeUp } from '@/lib/qa/session-clock';
import { useEndSession } from '../api/end-session';
import { useSessionClock } from './use-session-clock';

const END_FAILED = 'The session could not be ended. Check your connection and try again.';

/**
 * The session's clock and its end: the clock runs while the session does and the player is not
 * paused; ending (asked for, or a timed session's time up) stops it, records it, ends the session
 * and opens its summary. A failed end says so and lets the clock run again.
 */
export function useSessionEnding({
  session,
  route,
  paused,
  onEnding,
  onNotice,
}: {
  session: QaSession;
  route: QaProductRoute;
  paused: boolean;
  /** the end starts: the confirmation closes */
  onEnding(): void;
  onNotice(notice: string): void;
}) {
  const { qaSessionId } = session;
  const active = session.status === 'active';
  const navigate = useNavigate();
  const setActiveQaSession = useQaStore((state) => state.setActiveQaSession);
  const end = useEndSession({
    qaSessionId,
    userProductId: session.userProductId,
    onEnded: () => {
      setActiveQaSession(null);
      navigate(paths.qaSession(route, qaSessionId), { replace: true });
    },
    onFailed: () => onNotice(END_FAILED),
  });
  const ending = end.isPending || end.isSuccess;
  const clock = useSessionClock({
    qaSessionId,
    initialSeconds: session.secondsElapsed,
    running: active && !paused && !ending,
  });
  const { mutate } = end;
  const { record } = clock;
  const finish = useCallback(() => {
    onEnding();
    mutate(record);
  }, [onEnding, mutate, record]);

  // The player redraws when the time is up, not on every tick.
  const timeUpNow = () => isTimeUp(session.durationSeconds, clock.clock.get());
  // (the server draws the player as it stands when the page is asked for, decision 0415)
  const timeUp = useSyncExternalStore(clock.clock.subscribe, timeUpNow, timeUpNow);
  useEffect(() => {
    if (timeUp && active && !ending) finish();
  }, [timeUp, active, ending, finish]);

  return { clock: clock.clock, ending, finish };
}
