// A result row: { name, value, unit, budget, pass, detail? }. budget is the text printed ('≥ 95');
// pass is true or false against it, or null for a figure reported without a budget.
const CHECKS = {
  '≥': (value, limit) => value >= limit,
  '≤': (value, limit) => value <= limit,
  '<': (value, limit) => value < limit,
  '=': (value, limit) => value === limit,
};

/** A figure held to a budget: `op` is one of ≥ ≤ < =. */
export function budgetRow(name, value, unit, op, limit, detail) {
  return {
    name,
    value,
    unit,
    budget: `${op} ${limit}`,
    pass: CHECKS[op](value, limit),
    ...(detail ? { detail } : {}),
  };
}

/** A figure reported for information, with no budget. */
export function infoRow(name, value, unit, detail) {
  return { name, value, unit, budget: '', pass: null, ...(detail ? { detail } : {}) };
}

/** How long a bench's data took to build, with each step's seconds (`seconds`: step → s). */
export function setupRow(name, ms, seconds) {
  const steps = Object.entries(seconds).map(([step, s]) => `${step} ${s} s`);
  return infoRow(name, Number((ms / 1000).toFixed(1)), 's', steps.join('; '));
}

/**
 * A figure the machine was too busy to measure fairly: neither passed nor missed, and the bench
 * says so (run it again on a quiet machine).
 */
export function notJudgedRow(name, why) {
  return {
    name,
    value: 'not judged',
    unit: '',
    budget: '',
    pass: null,
    busy: true,
    detail: `machine too busy to judge: ${why}`,
  };
}

/**
 * Runs one part of the bench: a part that throws gives a failed row naming it, not the end of the
 * run, so that the other parts' figures are still printed and written.
 */
export async function partRows(part, measure, log = console.error) {
  try {
    return await measure();
  } catch (error) {
    log(`${part} failed: ${error instanceof Error ? error.stack : error}`);
    return [
      {
        name: `${part}: the part did not finish`,
        value: 0,
        unit: '',
        budget: 'finishes',
        pass: false,
        detail: String(error instanceof Error ? error.message : error),
      },
    ];
  }
}
