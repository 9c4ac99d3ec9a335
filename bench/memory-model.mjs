// The memory-model report (issue 24): how well FSRS-6 (default and fitted per learner) and SM-2
// predict recall on synthetic learners whose memory follows a different model (ACT-R's
// declarative memory with the spacing effect; apps/server/src/modules/memory/synthetic-history.ts).
// Per learner the first half of the log trains the fit and the second half is scored, for every
// model on the same reviews: log loss, RMSE (bins), AUC; the true model's own score is the floor.
// Synthetic data: a figure here says how the models cope with a truth they do not contain, not how
// they do on real learners. No budget.
//
//   node bench/memory-model.mjs
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

const LEARNERS = Number(process.env.BENCH_MEMORY_LEARNERS ?? 100);

export async function measureMemoryModel(log = console.info) {
  const { memoryModelReport } = await tsImport(
    path.resolve(import.meta.dirname, '../apps/server/src/test/memory-model-bench.ts'),
    import.meta.url,
  );
  log(`memory-model: simulating ${LEARNERS} synthetic learners…`);
  const report = await memoryModelReport({ learners: LEARNERS, log });
  const s = report.seconds;
  const data = `synthetic: ${report.learners} learners, ${report.reviews} reviews, true model ${report.trueModel}; ${report.scored} later-half reviews scored`;
  const rows = [];
  for (const { name, metrics } of report.models) {
    for (const [what, value, digits] of [
      ['log loss', metrics.logLoss, 4],
      ['RMSE (bins)', metrics.rmseBins, 4],
      ['AUC', metrics.auc, 3],
    ]) {
      rows.push({
        name: `Memory model (synthetic): ${name}: ${what}`,
        value: Number(value.toFixed(digits)),
        unit: '',
        budget: '',
        pass: null,
        detail: data,
      });
    }
  }
  rows.push({
    name: `Memory model data and fits: ${report.learners} synthetic learners`,
    value: Number((s.simulation + s.fit + s.evaluation).toFixed(1)),
    unit: 's',
    budget: '',
    pass: null,
    detail: `simulation ${s.simulation.toFixed(1)} s; fits ${s.fit.toFixed(1)} s; evaluation ${s.evaluation.toFixed(1)} s`,
  });
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { printRows } = await import('./bundle-size.mjs');
  printRows(await measureMemoryModel());
}
