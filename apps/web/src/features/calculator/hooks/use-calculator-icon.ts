import { useEffect } from 'react';
import { useCalculatorStore } from '../stores/calculator-store';

/**
 * Spec §4 Show/Hide Calculator Icon for a study screen (a Q&A session, a book): the icon flag is
 * on while the screen is mounted and off when the learner leaves it.
 */
export function useCalculatorIcon(enabled = true) {
  const showIcon = useCalculatorStore((state) => state.showIcon);
  const hideIcon = useCalculatorStore((state) => state.hideIcon);
  useEffect(() => {
    if (!enabled) return;
    showIcon();
    return hideIcon;
  }, [enabled, showIcon, hideIcon]);
}
