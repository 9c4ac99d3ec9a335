import { useCalculatorInput } from '../hooks/use-calculator-input';
import { CalculatorPanel } from './calculator-panel';

/**
 * The panel with the input it edits. Loaded on first open with the panel, and kept mounted from
 * then on, so an expression or result is still there when the learner reopens the calculator.
 */
export function CalculatorSession({ open }: { open: boolean }) {
  const { state, press } = useCalculatorInput();
  return <CalculatorPanel open={open} state={state} onPress={press} />;
}
