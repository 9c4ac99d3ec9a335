import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

/** Spec §4: hidden this long after navigation ends. */
export const LOADING_INDICATOR_HIDE_MS = 1000;

/** Spec §2/§4 route loading indicator: shown on navigation start, hidden 1000 ms after its end. */
export function RouteLoadingIndicator() {
  const navigating = useNavigation().state !== 'idle';
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (navigating) {
      setVisible(true);
      return;
    }
    const timer = setTimeout(() => setVisible(false), LOADING_INDICATOR_HIDE_MS);
    return () => clearTimeout(timer);
  }, [navigating]);
  if (!visible) return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-[1200] h-1 overflow-hidden bg-brand-100"
    >
      <div className="h-full w-1/3 animate-[loading_1.2s_ease-in-out_infinite] bg-brand-700" />
    </div>
  );
}
