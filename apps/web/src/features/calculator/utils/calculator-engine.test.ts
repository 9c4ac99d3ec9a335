import { describe, expect, test } from 'vitest';
import { evaluateExpression, toMathjs } from './calculator-engine';

/**
 * Spec §4 '=' rules as a table: the display's expression (parentheses already closed by the
 * input state machine) and what the display shows after '='. Each row names the checklist IDs
 * it checks.
 */
const CASES: ReadonlyArray<readonly [ids: string, expression: string, shows: string]> = [
  // Every button of the grid at least once.
  ['CALC-37', '', '0'],
  ['CALC-31', '7', '7'],
  ['CALC-31', '8+9', '17'],
  ['CALC-31', '5-8', '-3'],
  ['CALC-31', '6×7', '42'],
  ['CALC-31', '1÷4', '0.25'],
  ['CALC-31', '0.5+.5', '1'],
  ['CALC-42', '2^10', '1024'],
  ['CALC-42', '3²', '9'],
  ['CALC-42', '(2+3)²', '25'],
  ['CALC-42', 'π²', '9.86960440109'],
  ['CALC-34', '√(16)', '4'],
  ['CALC-34', '√(2)', '1.41421356237'],
  ['CALC-34', '2√(9)', '6'],
  ['CALC-32', 'log(1000)', '3'],
  ['CALC-32', 'log(0.01)', '-2'],
  ['CALC-33', 'ln(1)', '0'],
  ['CALC-33', 'ln(2.71828182846)', '1'],
  ['CALC-33', 'ln(10)', '2.30258509299'],
  ['CALC-35', 'π', '3.14159265359'],
  ['CALC-35', '2π', '6.28318530718'],
  ['CALC-35', 'π2', '6.28318530718'],
  ['CALC-35', 'π×1000000000000', '3141592653590'],
  ['CALC-42', 'sin(30)', '0.5'],
  ['CALC-42', 'sin(90)', '1'],
  ['CALC-42', 'sin(180)', '0'],
  ['CALC-42', 'sin(-90)', '-1'],
  ['CALC-42', 'sin(450)', '1'],
  ['CALC-42', 'cos(60)', '0.5'],
  ['CALC-42', 'cos(90)', '0'],
  ['CALC-42', 'cos(180)', '-1'],
  ['CALC-42', 'tan(45)', '1'],
  ['CALC-42', 'tan(-45)', '-1'],
  ['CALC-42', 'tan(180)', '0'],
  ['CALC-42', '50%', '0.5'],
  ['CALC-42', '200+10%', '220'],
  ['CALC-42', '200-10%', '180'],
  ['CALC-42', '200×10%', '20'],
  ['CALC-42', '7%3', '1'],
  // Precedence and associativity.
  ['CALC-31', '2+3×4', '14'],
  ['CALC-31', '(2+3)×4', '20'],
  ['CALC-31', '10-4-3', '3'],
  ['CALC-31', '16÷4÷2', '2'],
  ['CALC-31', '2^3^2', '512'],
  ['CALC-31', '-2^2', '-4'],
  ['CALC-31', '2×-3', '-6'],
  ['CALC-31', '2+3²×2', '20'],
  ['CALC-31', '1+2^-1', '1.5'],
  // Nesting.
  ['CALC-31', '((1+2)×(3+4))', '21'],
  ['CALC-31', '2(3+4)', '14'],
  ['CALC-31', '(1+2)(3+4)', '21'],
  ['CALC-34', '√(√(16))', '2'],
  ['CALC-32', 'sin(log(1000)×10)', '0.5'],
  ['CALC-33', 'ln(√(1))', '0'],
  // No float noise.
  ['CALC-12', '0.1+0.2', '0.3'],
  ['CALC-12', '1÷3', '0.333333333333'],
  ['CALC-12', '0.000001×0.000001', '1e-12'],
  ['CALC-12', '1000000×1000000', '1000000000000'],
  ['CALC-12', '-0', '0'],
  // E notation: exponential with 0 decimals.
  ['CALC-36', '2E3', '2e+3'],
  ['CALC-36', '1.5E3', '2e+3'],
  ['CALC-36', '1E-3', '1e-3'],
  ['CALC-36', '2E3+500', '3e+3'],
  ['CALC-36', '4.2E1×2', '8e+1'],
  ['CALC-36', '2E', 'Error'],
  ['CALC-36', 'E5', 'Error'],
  // NaN, infinities and unreadable expressions.
  ['CALC-38', '0÷0', 'Error'],
  ['CALC-38', '√(-4)', 'Error'],
  ['CALC-38', 'ln(-1)', 'Error'],
  ['CALC-38', 'tan(90)', 'Error'],
  ['CALC-42', '8÷0', 'Error'],
  ['CALC-42', 'ln(0)', 'Error'],
  ['CALC-42', '1+', 'Error'],
  ['CALC-42', '×2', 'Error'],
  ['CALC-42', '1.2.3', 'Error'],
  ['CALC-42', '()', 'Error'],
  ['CALC-42', '2²3', 'Error'],
];

describe('calculator evaluation (spec §4 "=")', () => {
  test.each(CASES)('[%s] %j shows %j', (_ids, expression, shows) => {
    expect(evaluateExpression(expression)).toBe(shows);
  });

  test('[CALC-42] display symbols are translated to mathjs syntax in one pass', () => {
    expect(toMathjs('log(ln(√(2π)))×3÷sin(cos(tan(1²')).toBe(
      'log10(log(sqrt(2(3.14159265359))))*3/sind(cosd(tand(1^2 ',
    );
  });
});
