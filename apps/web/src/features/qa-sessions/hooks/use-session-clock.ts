import { useCallback, useEffect, useRef, useState } from 'react';
import { RECORD_ELAPSED_EVERY_SECONDS } from '@/lib/qa/session-clock';
import { type ReadableStore, useStoreValue, valueStore } from '@/lib/value-store';
import { recordSecondsElapsed } from '../api/record-seconds-elapsed';

/**
 * The seconds elapsed, as a store the few parts that show them subscribe to (the timer, the
 * paused screen), so a tick redraws them and not the whole player with its question.
 */
export type SessionClock = ReadableStore<number>;

/** The clock's seconds, redrawn on every tick. */
export function useClockSeconds(clock: SessionClock): number {
  return useStoreValue(clock);
}

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
  const [clock] = useState(() => valueStore(initialSeconds));
  const recordedRef = useRef(initialSeconds);

  const record = useCallback(
    async (keepalive = false): Promise<void> => {
      const value = clock.get();
      if (value === recordedRef.current) return;
      recordedRef.current = value;
      // Logged by the call layer; the next record carries the time anyway.
      await recordSecondsElapsed(qaSessionId, value, { keepalive }).catch(() => {});
    },
    [qaSessionId, clock],
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
      clock.set(clock.get() + whole);
      if (clock.get() - recordedRef.current >= RECORD_ELAPSED_EVERY_SECONDS) record();
    }, 250);
    return () => {
      clearInterval(timer);
      record();
    };
  }, [running, record, clock]);

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

  const readOnly: SessionClock = clock;
  return { clock: readOnly, record };
}
