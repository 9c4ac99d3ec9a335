import type { MouseEvent } from 'react';
import { useCalculatorStore } from '../stores/calculator-store';
import { PANEL_SELECTOR } from '../utils/calculator-constants';

export interface OpenCalculatorButtonProps {
  className?: string;
}

/**
 * The calculator icon of Q&A sessions and book reading. The first time, the panel opens under the
 * icon (the store applies the spec's clamping, which turns it leftwards near the right edge);
 * after that it reopens where the learner left it.
 */
export function OpenCalculatorButton({ className = '' }: OpenCalculatorButtonProps) {
  const showCalculator = useCalculatorStore((store) => store.showCalculator);
  const show = useCalculatorStore((store) => store.show);

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (showCalculator) {
      // Already open: bring it to the user rather than doing nothing.
      document.querySelector<HTMLElement>(PANEL_SELECTOR)?.focus();
      return;
    }
    if (useCalculatorStore.getState().positioned) {
      show();
      return;
    }
    const rect = event.currentTarget.getBoundingClientRect();
    show({ x: rect.left, y: rect.bottom });
  };

  return (
    <button
      type="button"
      aria-label="Open calculator"
      aria-haspopup="dialog"
      aria-expanded={showCalculator}
      title="Calculator"
      onClick={handleClick}
      className={`inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 ${className}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <rect x="4" y="2" width="16" height="20" rx="2" />
        <path d="M8 6h8M8 11h.01M12 11h.01M16 11h.01M8 15h.01M12 15h.01M16 15h.01M8 19h.01M12 19h4" />
      </svg>
    </button>
  );
}
