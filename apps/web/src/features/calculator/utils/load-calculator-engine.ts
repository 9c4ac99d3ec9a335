import type { Evaluate } from './calculator-input';

let engine: Promise<Evaluate> | null = null;
let loaded: Evaluate | null = null;

/**
 * Imports the mathjs engine once, when the calculator first opens; the dynamic import() is what
 * makes the bundler put mathjs in its own chunk, off the first load (ADR 0102).
 */
export function loadCalculatorEngine(): Promise<Evaluate> {
  engine ??= import('./calculator-engine').then(
    (module) => {
      loaded = module.evaluateExpression;
      return module.evaluateExpression;
    },
    (error: unknown) => {
      // A failed chunk download (offline, new deploy) must not stick: the next open retries.
      engine = null;
      throw error;
    },
  );
  return engine;
}

/** The engine if it has arrived, so key presses after loading stay synchronous. */
export function loadedCalculatorEngine(): Evaluate | null {
  return loaded;
}
