import { Dialog } from 'radix-ui';
import { type KeyboardEvent, type MouseEvent, useRef } from 'react';
import { usePanelDrag } from '../hooks/use-panel-drag';
import { useCalculatorStore } from '../stores/calculator-store';
import { BUTTON_ROWS, CLEAR_NAMES } from '../utils/calculator-buttons';
import { CALCULATOR_WIDTH, CALCULATOR_Z_INDEX } from '../utils/calculator-constants';
import {
  type CalculatorKey,
  type CalculatorState,
  clearLabel,
  displayText,
  keyFromKeyboard,
} from '../utils/calculator-input';

export interface CalculatorPanelProps {
  open: boolean;
  state: CalculatorState;
  onPress: (key: CalculatorKey) => void;
}

/**
 * Spec §2 floating calculator panel: a non-modal dialog (the page behind stays usable, so a
 * learner can read a question while calculating), shown at the stored position.
 */
export function CalculatorPanel({ open, state, onPress }: CalculatorPanelProps) {
  const position = useCalculatorStore((store) => store.position);
  const hide = useCalculatorStore((store) => store.hide);
  const panelRef = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const label = clearLabel(state);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Browser and system shortcuts (Ctrl+- zoom, Ctrl+C copy) are never calculator input.
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const key = keyFromKeyboard(event.key);
    // Spec §5: every key outside the accepted list is left alone (Tab, Space, arrows…).
    if (!key) return;
    // A keyboard user who tabbed to a button expects Enter to press that button.
    if (event.key === 'Enter' && (event.target as Element).closest('button')) return;
    event.preventDefault();
    onPress(key);
  };

  // Clicking a key keeps focus on the panel itself, so a later Enter means '=' (spec §4) and
  // does not press the last clicked button again.
  const handleButtonMouseDown = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    panelRef.current?.focus({ preventScroll: true });
  };

  return (
    <Dialog.Root
      open={open}
      modal={false}
      onOpenChange={(next) => {
        if (!next) hide();
      }}
    >
      <Dialog.Content
        ref={panelRef}
        data-calculator-panel=""
        tabIndex={-1}
        onOpenAutoFocus={(event) => {
          // Focus the panel, not its first button, so typing goes straight to the calculator.
          event.preventDefault();
          opener.current = document.activeElement as HTMLElement | null;
          panelRef.current?.focus({ preventScroll: true });
        }}
        onCloseAutoFocus={(event) => {
          // Give focus back to whatever opened the panel, unless the user has moved on.
          event.preventDefault();
          const active = document.activeElement;
          if ((!active || active === document.body) && opener.current?.isConnected) {
            opener.current.focus({ preventScroll: true });
          }
        }}
        // Non-modal: clicking the page or pressing Escape must not close it (Escape is CE).
        onInteractOutside={(event) => event.preventDefault()}
        onEscapeKeyDown={(event) => event.preventDefault()}
        onKeyDown={handleKeyDown}
        style={{
          position: 'fixed',
          left: position.x,
          top: position.y,
          // Spec width; a phone narrower than that gets the whole width (decision 0103).
          width: `min(${CALCULATOR_WIDTH}px, 100vw)`,
          zIndex: CALCULATOR_Z_INDEX,
        }}
        className="rounded-xl bg-white p-4 text-slate-900 shadow-2xl ring-1 ring-slate-300 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        <PanelHeader panelRef={panelRef} />
        <div className="mt-2 mb-3 rounded-lg bg-slate-100 px-3 py-2 ring-1 ring-slate-300">
          <Dialog.Description className="text-xs font-semibold text-slate-600">
            <span aria-hidden="true">DEG</span>
            <span className="sr-only">Angles in degrees</span>
          </Dialog.Description>
          <output
            aria-label="Calculator display"
            aria-live="polite"
            aria-atomic="true"
            className="block min-h-9 cursor-text text-right font-mono text-2xl break-all select-text"
          >
            {displayText(state)}
          </output>
        </div>
        <div className="grid grid-cols-[repeat(6,minmax(0,66px))]">
          {BUTTON_ROWS.flat().map((button) => {
            const isClear = button.key === 'clear';
            const text = isClear ? label : button.label;
            return (
              <button
                key={button.key}
                type="button"
                aria-label={isClear ? CLEAR_NAMES[label] : button.name}
                onMouseDown={handleButtonMouseDown}
                onClick={() => onPress(button.key)}
                className={`m-px h-12 w-[calc(100%-2px)] rounded-md text-lg font-medium select-none ${buttonTone(button.key)}`}
              >
                {text}
              </button>
            );
          })}
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}

function PanelHeader({ panelRef }: { panelRef: React.RefObject<HTMLDivElement | null> }) {
  const drag = usePanelDrag(panelRef);
  return (
    // The title bar is the drag handle (pointer only); the panel works fully without moving it.
    <div
      className="-mx-1 flex cursor-move touch-none items-center justify-between select-none"
      {...drag}
    >
      <Dialog.Title className="px-1 text-base font-semibold">Calculator</Dialog.Title>
      <Dialog.Close
        aria-label="Close calculator"
        className="inline-flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </Dialog.Close>
    </div>
  );
}

function buttonTone(key: CalculatorKey): string {
  if (key === '=') return 'bg-brand-700 text-white hover:bg-brand-800';
  if (key === 'clear') return 'bg-slate-300 text-slate-900 hover:bg-slate-400';
  if (/^[0-9.]$/.test(key))
    return 'bg-white text-slate-900 ring-1 ring-slate-200 hover:bg-slate-50';
  // A shade apart from the panel in both themes: slate-100 vanished into the dark panel.
  return 'bg-slate-200 text-slate-900 hover:bg-slate-300';
}
