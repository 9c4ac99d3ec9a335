import { describe, expect, test } from 'vitest';
import { evaluateExpression } from './calculator-engine';
import {
  type CalculatorKey,
  type CalculatorState,
  clearLabel,
  closeParentheses,
  displayText,
  initialCalculatorState,
  keyFromKeyboard,
  pressKey,
} from './calculator-input';

function press(keys: readonly CalculatorKey[], from = initialCalculatorState): CalculatorState {
  return keys.reduce((state, key) => pressKey(state, key, evaluateExpression), from);
}

/** Button presses and what the display then shows (the input machine with the real engine). */
const SEQUENCES: ReadonlyArray<readonly [ids: string, keys: CalculatorKey[], shows: string]> = [
  ['CALC-10', [], '0'],
  ['CALC-11', ['1', '2', '+', '3'], '12+3'],
  ['CALC-11', ['sin(', '3', '0'], 'sin(30'],
  ['CALC-11', ['E', 'π', '(', ')', '%', '÷', '×', '-', '+', '²', '^', '.'], 'Eπ()%÷×-+²^.'],
  ['CALC-11', ['ln(', 'log(', 'cos(', 'tan(', '√('], 'ln(log(cos(tan(√('],
  ['CALC-12', ['2', '+', '3', '='], '5'],
  ['CALC-31', ['sin(', '3', '0', '='], '0.5'],
  ['CALC-31', ['(', '(', '2', '+', '3', ')', '×', '4', '='], '20'],
  ['CALC-31', ['√(', '√(', '8', '1', '='], '3'],
  ['CALC-32', ['log(', '1', '0', '0', '='], '2'],
  ['CALC-35', ['π', '='], '3.14159265359'],
  ['CALC-36', ['1', 'E', '4', '='], '1e+4'],
  ['CALC-37', ['='], '0'],
  ['CALC-38', ['0', '÷', '0', '='], 'Error'],
  ['CALC-42', ['9', '²', '='], '81'],
  ['CALC-42', ['2', '^', '8', '='], '256'],
  ['CALC-42', ['4', '0', '%', '='], '0.4'],
  // After a result an operator continues from it; anything else starts again.
  ['CALC-12', ['2', '+', '3', '=', '×', '4', '='], '20'],
  ['CALC-12', ['2', '+', '3', '=', '²', '='], '25'],
  ['CALC-12', ['2', '+', '3', '=', '7'], '7'],
  ['CALC-12', ['2', '+', '3', '=', 'sin('], 'sin('],
  ['CALC-12', ['0', '÷', '0', '=', '+', '1'], '+1'],
  ['CALC-12', ['2', '+', '3', '=', '='], '5'],
  // CE removes the last token: a digit, an operator or a whole function.
  ['CALC-28', ['1', '2', 'clear'], '1'],
  ['CALC-28', ['1', '+', 'clear'], '1'],
  ['CALC-28', ['2', '×', 'sin(', 'clear'], '2×'],
  ['CALC-28', ['√(', '9', 'clear', 'clear'], '0'],
  ['CALC-28', ['2', '+', '3', '=', '+', 'clear'], '5'],
  ['CALC-29', ['7', 'clear'], '0'],
  ['CALC-30', ['2', '+', '3', '=', 'clear'], '0'],
  ['CALC-30', ['clear'], '0'],
];

describe('calculator input (spec §4)', () => {
  test.each(SEQUENCES)('[%s] %j shows %j', (_ids, keys, shows) => {
    expect(displayText(press(keys))).toBe(shows);
  });

  test('[CALC-10] [CALC-25] the calculator starts at 0 with AC', () => {
    expect(displayText(initialCalculatorState)).toBe('0');
    expect(clearLabel(initialCalculatorState)).toBe('AC');
  });

  test('[CALC-27] the clear button reads CE while input is being entered', () => {
    expect(clearLabel(press(['4']))).toBe('CE');
    expect(clearLabel(press(['sin(']))).toBe('CE');
  });

  test('[CALC-26] the clear button reads AC after a result', () => {
    expect(clearLabel(press(['4', '=']))).toBe('AC');
    expect(clearLabel(press(['0', '÷', '0', '=']))).toBe('AC');
  });

  test('[CALC-29] CE that empties the display resets to 0 with AC', () => {
    const state = press(['5', 'clear']);
    expect(state).toEqual(initialCalculatorState);
    expect(clearLabel(state)).toBe('AC');
  });

  test('[CALC-30] AC after a result resets to the initial state', () => {
    expect(press(['9', '=', 'clear'])).toEqual(initialCalculatorState);
  });

  test('[CALC-31] = closes every open parenthesis before evaluating', () => {
    expect(closeParentheses(['sin(', '(', '3', '0'])).toBe('sin((30))');
    expect(closeParentheses(['(', '1', ')', ')', '('])).toBe('(1))()');
    expect(closeParentheses([])).toBe('');
  });

  test('[CALC-31] = hands the engine the display expression with parentheses closed', () => {
    const seen: string[] = [];
    pressKey(press(['√(', '(', '2']), '=', (expression) => {
      seen.push(expression);
      return '0';
    });
    expect(seen).toEqual(['√((2))']);
  });
});

describe('calculator keyboard (spec §4, §5)', () => {
  test.each([...'0123456789'])('[CALC-39] digit %s is entered as typed', (digit) => {
    expect(keyFromKeyboard(digit)).toBe(digit);
  });

  test.each([
    ['.', '.'],
    ['+', '+'],
    ['-', '-'],
    ['*', '×'],
    ['/', '÷'],
    ['%', '%'],
    ['^', '^'],
    ['(', '('],
    [')', ')'],
    ['=', '='],
  ])('[CALC-39] %s is entered as %s', (typed, key) => {
    expect(keyFromKeyboard(typed)).toBe(key);
  });

  test('[CALC-40] Enter means =', () => {
    expect(keyFromKeyboard('Enter')).toBe('=');
  });

  test.each(['Backspace', 'Delete', 'Escape'])('[CALC-41] %s means CE', (typed) => {
    expect(keyFromKeyboard(typed)).toBe('clear');
  });

  test.each([
    'a',
    'e',
    'E',
    'x',
    ',',
    ' ',
    'Tab',
    'Shift',
    'ArrowLeft',
    'Home',
    'F5',
    'π',
    '×',
    '²',
    'Dead',
    '',
    '10',
  ])('[VALID-07] %j is ignored', (typed) => {
    expect(keyFromKeyboard(typed)).toBeNull();
  });
});
