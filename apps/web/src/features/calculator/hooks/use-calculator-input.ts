import { useCallback, useRef, useState } from 'react';
import {
  type CalculatorKey,
  type CalculatorState,
  type Evaluate,
  initialCalculatorState,
  pressKey,
} from '../utils/calculator-input';
import { loadCalculatorEngine, loadedCalculatorEngine } from '../utils/load-calculator-engine';

/** Shown when the engine chunk cannot be fetched: '=' cannot answer, the rest still works. */
const unavailable: Evaluate = () => 'Error';

/**
 * The calculator's input, applied in the order keys were pressed. Only '=' needs the engine;
 * if it is pressed before the engine has arrived, it and every key after it wait in a queue, so
 * '2+3=×4' typed fast on first open still means (2+3)×4.
 */
export function useCalculatorInput() {
  const [state, setState] = useState<CalculatorState>(initialCalculatorState);
  const queue = useRef<Promise<void> | null>(null);

  const press = useCallback((key: CalculatorKey) => {
    const ready = loadedCalculatorEngine();
    if (!queue.current && (ready || key !== '=')) {
      setState((current) => pressKey(current, key, ready ?? unavailable));
      return;
    }
    const next = (queue.current ?? Promise.resolve()).then(async () => {
      const evaluate =
        key === '='
          ? await loadCalculatorEngine().catch((error: unknown) => {
              console.error('The calculator engine failed to load.', error);
              return unavailable;
            })
          : unavailable;
      setState((current) => pressKey(current, key, evaluate));
    });
    queue.current = next;
    void next.finally(() => {
      if (queue.current === next) queue.current = null;
    });
  }, []);

  return { state, press };
}
