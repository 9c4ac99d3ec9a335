import { useCallback, useEffect, useRef, useState } from 'react';
import { RECORD_ELAPSED_EVERY_SECONDS } from '@/lib/qa/session-clock';
import { recordSecondsElapsed } from '../api/record-seconds-elapsed';

/**
 * The session's clock: seconds elapsed, counted while the session runs and is not paused,
 * recorded with the secondselapsed call every 30 s, on pause, and when the learner leaves (the
 * page hides, reloads or the player unmounts; keepalive carries the last one out).
 */
export function useSessionClock({
  qaSessionId,
  initialSeconds,
  running,
}: {
  qaSessionId: number;
  initialSeconds: number;
  running: boolean;
}) {
  const [seconds, setSeconds] = useState(initialSeconds);
  const secondsRef = useRef(initialSeconds);
  const recordedRef = useRef(initialSeconds);

  const record = useCallback(
    async (keepalive = false): Promise<void> => {
      const value = secondsRef.current;
      if (value === recordedRef.current) return;
      recordedRef.current = value;
      // Logged by the call layer; the next record carries the time anyway.
      await recordSecondsElapsed(qaSessionId, value, { keepalive }).catch(() => {});
    },
    [qaSessionId],
  );

  useEffect(() => {
    if (!running) return;
    let last = Date.now();
    let carry = 0;
    const timer = setInterval(() => {
      // Count real time between ticks, so a throttled background tab does not lose seconds.
      const now = Date.now();
      carry += now - last;
      last = now;
      const whole = Math.floor(carry / 1000);
      if (whole === 0) return;
      carry -= whole * 1000;
      secondsRef.current += whole;
      setSeconds(secondsRef.current);
      if (secondsRef.current - recordedRef.current >= RECORD_ELAPSED_EVERY_SECONDS) record();
    }, 250);
    return () => {
      clearInterval(timer);
      record();
    };
  }, [running, record]);

  useEffect(() => {
    const onLeave = () => record(true);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') record(true);
    };
    window.addEventListener('pagehide', onLeave);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onLeave);
      document.removeEventListener('visibilitychange', onVisibility);
      record(true);
    };
  }, [record]);

  return { seconds, record };
}
