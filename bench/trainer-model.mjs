// The Personal Trainer's models on simulated learners (issue 25): the readiness estimate against
// the simulated exam score (calibration), and the recall on exam day that the plan reaches
// against plain FSRS at the same daily minutes, on a learner whose memory follows ACT-R
// (apps/server/src/test/trainer-model-bench.ts). Synthetic data: the figures say how the models
// behave on the simulation's assumptions, not on real learners. No budget.
//
//   node bench/trainer-model.mjs
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { infoRow } from './lib/rows.mjs';

const LEARNERS = Number(process.env.BENCH_TRAINER_LEARNERS ?? 400);
const SEEDS = Number(process.env.BENCH_TRAINER_SEEDS ?? 20);

const points = (x) => Number(x.toFixed(2));
const share = (x) => Number(x.toFixed(3));
const pct = (x) => `${(x * 100).toFixed(1)} %`;
const spread = (s, format = share) =>
  `mean ${format(s.mean)}, sd ${format(s.sd)}, ${format(s.min)} to ${format(s.max)}`;

function calibrationRows(c) {
  const data = `${c.learners} simulated learners, 20 to 2 000 bank answers each; exam ${c.examQuestions} questions by the blueprint, pass at ${pct(c.passing)}; ${pct(c.passRate)} passed`;
  const bands = c.byAnswered
    .map(
      (b) =>
        `${b.from}–${b.to - 1} answers: n ${b.count}, MAE ${points(b.maePoints)} pp, coverage ${pct(b.coverage)}`,
    )
    .join('; ');
  return [
    infoRow(
      'Trainer readiness (simulated): score MAE',
      points(c.maePoints),
      'pp',
      `${data}; ${bands}`,
    ),
    infoRow(
      'Trainer readiness (simulated): score bias (estimate − exam)',
      points(c.biasPoints),
      'pp',
      data,
    ),
    infoRow(
      'Trainer readiness (simulated): 80 % interval coverage',
      share(c.coverage),
      '',
      `observed ${pct(c.coverage)} against nominal ${pct(c.nominalCoverage)}; ${bands}`,
    ),
    infoRow(
      'Trainer readiness (simulated): pass probability Brier',
      Number(c.brier.toFixed(4)),
      '',
      `no-skill (the pass rate for all) ${c.brierBaseline.toFixed(4)}; mean predicted ${pct(c.meanPassProbability)}, passed ${pct(c.passRate)}`,
    ),
    ...c.bins.map((b) =>
      infoRow(
        `Trainer readiness (simulated): pass probability ${b.from.toFixed(1)}–${b.to.toFixed(1)}: observed pass share`,
        share(b.observedPass),
        '',
        `${b.count} learners, mean predicted ${share(b.meanPredicted)}`,
      ),
    ),
  ];
}

function recallRows(r) {
  const data = `${r.seeds} seeds (ACT-R learners), bank of ${r.pool} questions, ${r.days} days, ${r.minutesPerDay} min a day; unseen questions count 0; new question 2 min, review 1 min`;
  return r.strategies.flatMap((s, k) => {
    const targets = s.retentions.map((t) => `${t.retention} (${pct(t.share)} of weeks)`).join(', ');
    const rows = [
      infoRow(
        `Trainer exam-day recall (simulated): ${s.name}`,
        share(s.poolRecall.mean),
        '',
        `pool recall ${spread(s.poolRecall)}; learned ${Math.round(s.learned.mean)}, their recall ${share(s.learnedRecall.mean)}; reviews ${Math.round(s.reviews.mean)}, ${Math.round(s.backlog.mean)} still due on exam day; minutes ${Math.round(s.minutes.mean)} (at most ${s.maxDayMinutes} a day); targets ${targets}${k === 0 ? `; new limit ${r.plainNewLimit} a day` : ''}; ${data}`,
      ),
    ];
    if (k > 0) {
      rows.push(
        infoRow(
          `Trainer exam-day recall (simulated): ${s.name} − plain FSRS`,
          share(s.difference.mean),
          '',
          `${spread(s.difference)}; ahead on ${s.wins} of ${r.seeds} seeds`,
        ),
      );
    }
    return rows;
  });
}

export async function measureTrainerModel(log = console.info) {
  const { trainerModelReport } = await tsImport(
    path.resolve(import.meta.dirname, '../apps/server/src/test/trainer-model-bench.ts'),
    import.meta.url,
  );
  log(`trainer-model: ${LEARNERS} simulated candidates, ${SEEDS} exam-day simulations…`);
  const report = trainerModelReport({ learners: LEARNERS, seeds: SEEDS, log });
  const s = report.seconds;
  return [
    ...calibrationRows(report.calibration),
    ...recallRows(report.recall),
    infoRow(
      'Trainer model simulations',
      Number((s.calibration + s.recall).toFixed(1)),
      's',
      `calibration ${s.calibration.toFixed(1)} s; exam-day recall ${s.recall.toFixed(1)} s`,
    ),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { printRows } = await import('./bundle-size.mjs');
  printRows(await measureTrainerModel());
}
