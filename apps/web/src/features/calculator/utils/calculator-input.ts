/**
 * The calculator's input state machine (spec §4 "Calculator input"), free of React and of the
 * expression engine so every rule can be tested as a table.
 *
 * The expression is kept as tokens, one per button press or key (a digit, an operator, 'sin('),
 * because CE removes "the last entered token": a user who pressed 'sin' expects one CE to take
 * the whole 'sin(' away, not just its parenthesis.
 */

/** What one button press or accepted key enters. 'clear' is the AC/CE button. */
export type CalculatorKey =
  | '0'
  | '1'
  | '2'
  | '3'
  | '4'
  | '5'
  | '6'
  | '7'
  | '8'
  | '9'
  | '.'
  | '+'
  | '-'
  | '×'
  | '÷'
  | '%'
  | '^'
  | '²'
  | '('
  | ')'
  | 'π'
  | 'E'
  | 'sin('
  | 'cos('
  | 'tan('
  | 'ln('
  | 'log('
  | '√('
  | '='
  | 'clear';

export interface CalculatorState {
  /** The expression being entered, as the display shows it, one entry per token. */
  tokens: readonly string[];
  /** The text of the last '=' ('0', a number, or 'Error'); null before any. */
  result: string | null;
}

/** Turns the display's expression into the result text (the lazily loaded engine does this). */
export type Evaluate = (expression: string) => string;

export const initialCalculatorState: CalculatorState = { tokens: [], result: null };

/** Keys that act on a number before them, so after '=' they continue from the result. */
const CONTINUES_RESULT: ReadonlySet<CalculatorKey> = new Set<CalculatorKey>([
  '+',
  '-',
  '×',
  '÷',
  '%',
  '^',
  '²',
  'E',
]);

/** Spec §2: the display shows the current expression, the result, or '0'. */
export function displayText(state: CalculatorState): string {
  if (state.tokens.length > 0) return state.tokens.join('');
  return state.result ?? '0';
}

/** Spec §4: 'AC' with no input or after a result, 'CE' while input is being entered. */
export function clearLabel(state: CalculatorState): 'AC' | 'CE' {
  return state.tokens.length > 0 ? 'CE' : 'AC';
}

/** '=' closes what the user left open, so 'sin(30' means 'sin(30)'. */
export function closeParentheses(tokens: readonly string[]): string {
  let open = 0;
  for (const token of tokens) {
    if (token.endsWith('(')) open += 1;
    else if (token === ')') open = Math.max(0, open - 1);
  }
  return tokens.join('') + ')'.repeat(open);
}

export function pressKey(
  state: CalculatorState,
  key: CalculatorKey,
  evaluate: Evaluate,
): CalculatorState {
  if (key === 'clear') {
    // CE removes the last token; with nothing entered the button reads AC and resets.
    if (state.tokens.length === 0) return initialCalculatorState;
    return { tokens: state.tokens.slice(0, -1), result: null };
  }
  if (key === '=') {
    // Pressing '=' again on a shown result keeps it rather than blanking it to '0'.
    if (state.tokens.length === 0 && state.result !== null) return state;
    return { tokens: [], result: evaluate(closeParentheses(state.tokens)) };
  }
  if (state.tokens.length === 0 && state.result !== null) {
    // After a result, an operator works on it (like a pocket calculator); anything else, and
    // anything after 'Error', starts a new expression.
    const carry = CONTINUES_RESULT.has(key) && state.result !== 'Error';
    return { tokens: carry ? [state.result, key] : [key], result: null };
  }
  return { tokens: [...state.tokens, key], result: null };
}

/**
 * Spec §4 keyboard: digits, . + - * / % ^ ( ) and = are entered as typed, Enter means =,
 * Backspace, Delete and Escape mean CE; spec §5: every other key is ignored (null).
 * '*' and '/' enter the same tokens as the × and ÷ buttons so the display reads one way.
 */
export function keyFromKeyboard(key: string): CalculatorKey | null {
  if (key.length === 1 && key >= '0' && key <= '9') return key as CalculatorKey;
  switch (key) {
    case '.':
    case '+':
    case '-':
    case '%':
    case '^':
    case '(':
    case ')':
    case '=':
      return key;
    case '*':
      return '×';
    case '/':
      return '÷';
    case 'Enter':
      return '=';
    case 'Backspace':
    case 'Delete':
    case 'Escape':
      return 'clear';
    default:
      return null;
  }
}
