import type { CalculatorKey } from './calculator-input';

export interface CalculatorButton {
  key: CalculatorKey;
  /** What the button shows (the AC/CE button's label comes from the input state). */
  label: string;
  /**
   * The accessible name where the label alone is unclear to a screen reader; it contains the
   * visible letters so speech users can say what they see (WCAG 2.5.3).
   */
  name?: string;
}

/** Spec §2 button grid, 5 rows × 6 columns, in reading order. */
export const BUTTON_ROWS: readonly (readonly CalculatorButton[])[] = [
  [
    { key: 'E', label: 'EXP', name: 'Exponent (EXP)' },
    { key: 'π', label: 'π', name: 'Pi' },
    { key: '(', label: '(', name: 'Open parenthesis' },
    { key: ')', label: ')', name: 'Close parenthesis' },
    { key: '%', label: '%', name: 'Percent' },
    { key: 'clear', label: 'AC' },
  ],
  [
    { key: 'sin(', label: 'sin', name: 'Sine' },
    { key: 'ln(', label: 'ln', name: 'ln (natural logarithm)' },
    { key: '7', label: '7' },
    { key: '8', label: '8' },
    { key: '9', label: '9' },
    { key: '÷', label: '÷', name: 'Divide' },
  ],
  [
    { key: 'cos(', label: 'cos', name: 'Cosine' },
    { key: 'log(', label: 'log', name: 'log (base-10 logarithm)' },
    { key: '4', label: '4' },
    { key: '5', label: '5' },
    { key: '6', label: '6' },
    { key: '×', label: '×', name: 'Multiply' },
  ],
  [
    { key: 'tan(', label: 'tan', name: 'Tangent' },
    { key: '√(', label: '√', name: 'Square root' },
    { key: '3', label: '3' },
    { key: '2', label: '2' },
    { key: '1', label: '1' },
    { key: '-', label: '-', name: 'Minus' },
  ],
  [
    { key: '²', label: 'x²', name: 'Square (x²)' },
    { key: '^', label: 'x^', name: 'Power (x^)' },
    { key: '.', label: '.', name: 'Decimal point' },
    { key: '0', label: '0' },
    { key: '=', label: '=', name: 'Equals' },
    { key: '+', label: '+', name: 'Plus' },
  ],
];

/** The AC/CE button's name follows its label (spec §4). */
export const CLEAR_NAMES = { AC: 'AC (all clear)', CE: 'CE (clear entry)' } as const;
