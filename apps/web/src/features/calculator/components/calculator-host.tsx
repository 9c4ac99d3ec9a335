import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { useCalculatorStore } from '../stores/calculator-store';
import { loadCalculatorEngine } from '../utils/load-calculator-engine';

// The panel, its input rules and the dialog primitive under it are fetched on first open: most
// visits never open the calculator, and the first load has a tight budget. A failed fetch must
// not reach the route's error boundary and take the study page down with it.
const CalculatorSession = lazy<ComponentType<{ open: boolean }>>(() =>
  import('./calculator-session').then(
    (module) => ({ default: module.CalculatorSession }),
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
 * the flags." Mounted once in the root layout.
 */
export function CalculatorHost() {
  const showCalculator = useCalculatorStore((store) => store.showCalculator);
  // Once opened, the panel stays mounted: closing runs its focus return, and the input is kept.
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
          <CalculatorSession open={showCalculator} />
        </Suspense>
      )}
    </div>
  );
}
