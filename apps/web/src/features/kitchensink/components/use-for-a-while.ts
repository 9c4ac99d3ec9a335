import { useCallback, useEffect, useState } from 'react';

const A_WHILE_MS = 3000;

/**
 * A state that is on for three seconds after `start`: the showcase's spinners turn only on demand,
 * because a spinner that never stops keeps the page painting (and browser tests waiting on it).
 */
export function useForAWhile(): [boolean, () => void] {
  const [on, setOn] = useState(false);
  useEffect(() => {
    if (!on) return;
    const timer = setTimeout(() => setOn(false), A_WHILE_MS);
    return () => clearTimeout(timer);
  }, [on]);
  return [on, useCallback(() => setOn(true), [])];
}
