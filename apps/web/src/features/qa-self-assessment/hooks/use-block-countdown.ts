import { useEffect, useState } from 'react';
import { secondsLeft } from '@/lib/qa/session-clock';

/** Seconds left in the running block, counted down from what the server said when it said it. */
export function useBlockCountdown(secondsRemaining: number | null, receivedAt: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (secondsRemaining === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [secondsRemaining]);
  if (secondsRemaining === null) return null;
  return secondsLeft(secondsRemaining, receivedAt, now);
}
