/**
 * The calculator's expression engine: a mathjs instance holding only what the calculator needs.
 * This module is imported dynamically (see load-calculator-engine.ts) so mathjs is its own chunk,
 * fetched the first time the calculator opens and never on the first load (GLOBAL-04, ADR 0102).
 *
 * The number-only entry ('mathjs/number') has the same factory API as 'mathjs' without BigNumber,
 * Complex, Fraction and Matrix; a calculator of plain numbers needs none of them, and dropping
 * them halves the chunk. It also makes √(-1) and ln(-1) NaN, which the spec shows as 'Error'.
 */
import {
  addDependencies,
  create,
  divideDependencies,
  evaluateDependencies,
  type FactoryFunctionMap,
  log10Dependencies,
  logDependencies,
  modDependencies,
  multiplyDependencies,
  powDependencies,
  sqrtDependencies,
  subtractDependencies,
  unaryMinusDependencies,
  unaryPlusDependencies,
} from 'mathjs/number';
import { PI_VALUE } from './calculator-constants';

// mathjs types its *Dependencies exports through an index signature, so with
// noUncheckedIndexedAccess each looks possibly undefined; every one named here exists.
const dependencies = {
  evaluateDependencies,
  addDependencies,
  subtractDependencies,
  multiplyDependencies,
  divideDependencies,
  modDependencies,
  powDependencies,
  unaryMinusDependencies,
  unaryPlusDependencies,
  sqrtDependencies,
  logDependencies,
  log10Dependencies,
} as FactoryFunctionMap;

const math = create(dependencies);

const DEGREE = Math.PI / 180;

/**
 * Angles are in degrees (ADR 0101). Whole multiples of 90° are exact, so sin(180) shows 0 and
 * not 1.22e-16, and tan(90) has no value (NaN, shown as 'Error') instead of 1.6e16.
 */
function quarterTurns(degrees: number): number | null {
  const turns = degrees / 90;
  return Number.isInteger(turns) ? ((turns % 4) + 4) % 4 : null;
}

const degreeFunctions = {
  sind(degrees: number): number {
    const q = quarterTurns(degrees);
    return q === null ? Math.sin(degrees * DEGREE) : [0, 1, 0, -1][q]!;
  },
  cosd(degrees: number): number {
    const q = quarterTurns(degrees);
    return q === null ? Math.cos(degrees * DEGREE) : [1, 0, -1, 0][q]!;
  },
  tand(degrees: number): number {
    const q = quarterTurns(degrees);
    return q === null ? Math.tan(degrees * DEGREE) : [0, Number.NaN, 0, Number.NaN][q]!;
  },
};

/** Display symbols → mathjs syntax. One pass, so a replacement is never replaced again. */
const TO_MATHJS: Record<string, string> = {
  '×': '*',
  '÷': '/',
  // Parenthesised so '2π' and 'π2' both read as products (mathjs implicit multiplication).
  π: `(${PI_VALUE})`,
  // The trailing space keeps '2²3' from becoming the number '2^23'; mathjs then rejects it.
  '²': '^2 ',
  '√(': 'sqrt(',
  'ln(': 'log(',
  'log(': 'log10(',
  'sin(': 'sind(',
  'cos(': 'cosd(',
  'tan(': 'tand(',
};
const SYMBOLS = /×|÷|π|²|√\(|ln\(|log\(|sin\(|cos\(|tan\(/g;

/** The display's expression in mathjs syntax. 'E' stays: mathjs reads 2E3 as 2000. */
export function toMathjs(expression: string): string {
  return expression.replace(SYMBOLS, (symbol) => TO_MATHJS[symbol] ?? symbol);
}

/**
 * Spec §4 '=': the result text for the display's expression (parentheses already closed).
 * - an undefined result (nothing to evaluate) is '0';
 * - NaN, an infinite result and an expression mathjs cannot read are 'Error' (ADR 0101);
 * - if the expression contains E, exponential notation with 0 decimals;
 * - otherwise 12 significant digits, so float noise disappears (0.1+0.2 shows 0.3).
 */
export function evaluateExpression(expression: string): string {
  let value: unknown;
  try {
    value = math.evaluate(toMathjs(expression), { ...degreeFunctions });
  } catch {
    return 'Error';
  }
  if (value === undefined) return '0';
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'Error';
  if (expression.includes('E')) return value.toExponential(0);
  return String(Number(value.toPrecision(12)));
}
