export { CalculatorHost } from './components/calculator-host';
export { OpenCalculatorButton } from './components/open-calculator-button';
export { useCalculatorIcon } from './hooks/use-calculator-icon';
export { useCalculatorStore } from './stores/calculator-store';
