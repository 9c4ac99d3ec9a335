import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { useCalculatorInput } from '../hooks/use-calculator-input';
import { useCalculatorStore } from '../stores/calculator-store';
import { loadCalculatorEngine } from '../utils/load-calculator-engine';
import type { CalculatorPanelProps } from './calculator-panel';

// The panel (and the dialog primitive under it) is fetched on first open too: most visits never
// open the calculator, and the first load has a tight budget. A failed fetch must not reach the
// route's error boundary and take the study page down with it.
const CalculatorPanel = lazy<ComponentType<CalculatorPanelProps>>(() =>
  import('./calculator-panel').then(
    (module) => ({ default: module.CalculatorPanel }),
    (error: unknown) => {
      console.error('The calculator failed to load.', error);
      return { default: PanelUnavailable };
    },
  ),
);

function PanelUnavailable() {
  const hide = useCalculatorStore((store) => store.hide);
  useEffect(() => hide(), [hide]);
  return null;
}

/**
 * Spec §2: "A calculator wrapper is always present in the page. Whether it is visible depends on
 * the flags." Mounted once in the root layout; it also holds the input, so an expression or result
 * is still there when the learner reopens the calculator.
 */
export function CalculatorHost() {
  const showCalculator = useCalculatorStore((store) => store.showCalculator);
  const { state, press } = useCalculatorInput();
  // Once opened, the panel stays mounted so closing runs its focus return (it renders nothing).
  const [opened, setOpened] = useState(false);
  if (showCalculator && !opened) setOpened(true);

  useEffect(() => {
    // Fetch the engine as the panel opens so '=' rarely has to wait; a failure is reported by
    // the first '=' that needs it.
    if (showCalculator) loadCalculatorEngine().catch(() => {});
  }, [showCalculator]);

  return (
    <div data-calculator-wrapper="">
      {opened && (
        <Suspense fallback={null}>
          <CalculatorPanel open={showCalculator} state={state} onPress={press} />
        </Suspense>
      )}
    </div>
  );
}
