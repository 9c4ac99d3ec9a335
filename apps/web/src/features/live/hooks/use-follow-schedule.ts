import type { LiveSessionStatus } from '@boardready/contracts/live-rules';
import { liveSessionStatus } from '@boardready/contracts/live-rules';
import { useEffect, useState } from 'react';
import { msUntilNext } from '../utils/session-time';

const ORDER: Record<LiveSessionStatus, number> = { upcoming: 0, live: 1, ended: 2 };
/** How often to ask again while the server's clock has not yet reached the browser's. */
const BEHIND_MS = 10_000;
/** setTimeout's longest wait (about 24.8 days). */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

/**
 * Keeps a screen's sessions current as they start and end: `refetch` runs just after the next
 * start or end to come, so the server says what changed (a session now live has its stream, an
 * ended one its replay). While the server still says an earlier state than the browser's clock
 * does (the two clocks differ a little), it asks again every few seconds.
 */
export function useFollowSchedule(
  sessions: readonly { startsAt: string; endsAt: string; status: LiveSessionStatus }[],
  refetch: () => unknown,
) {
  const [tick, setTick] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each tick sets the next wait
  useEffect(() => {
    const now = new Date();
    const behind = sessions.some(
      (s) => ORDER[liveSessionStatus(s.startsAt, s.endsAt, now)] > ORDER[s.status],
    );
    const next = msUntilNext(
      sessions.flatMap((s) => [s.startsAt, s.endsAt]),
      now,
    );
    const wait = behind ? BEHIND_MS : next === null ? null : next + 1_000;
    if (wait === null) return;
    const timer = setTimeout(
      () => {
        refetch();
        setTick((n) => n + 1);
      },
      Math.min(wait, LONGEST_WAIT_MS),
    );
    return () => clearTimeout(timer);
  }, [sessions, refetch, tick]);
}
