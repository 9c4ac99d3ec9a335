import {
  evaluateParameters,
  evaluateSm2,
  fitParameters,
  type LogOptions,
  type ModelMetrics,
  metricsOf,
  predictionsOf,
  type ReviewLogEntry,
} from '../modules/memory/optimizer';
import { simulateLearner, TRUE_MODEL_NAME } from '../modules/memory/synthetic-history';

/**
 * The memory-model report (bench/memory-model.mjs): synthetic learners whose recall follows
 * ACT-R (synthetic-history.ts), scheduled by ts-fsrs with FSRS-6's defaults; per learner, the
 * first half of the log (by time) trains FSRS-6's fitted weights and the second half is scored for
 * every model, on the same reviews: FSRS-6 default, FSRS-6 fitted on the first half, SM-2, and the
 * true model itself (the floor no model can beat on these data). Metrics are averaged over
 * learners weighted by their scored reviews, as the FSRS benchmark does.
 */

export interface MemoryModelOptions {
  learners?: number;
  cardCount?: number;
  days?: number;
  newCardsPerDay?: number;
  seed?: number;
  log?: (line: string) => void;
}

export interface MemoryModelReport {
  trueModel: string;
  learners: number;
  reviews: number;
  scored: number;
  models: { name: string; metrics: ModelMetrics }[];
  seconds: { simulation: number; fit: number; evaluation: number };
}

const START = new Date('2025-01-06T00:00:00Z');

export async function memoryModelReport(
  options: MemoryModelOptions = {},
): Promise<MemoryModelReport> {
  const learners = options.learners ?? 100;
  const log = options.log ?? (() => {});
  const perModel = new Map<string, { metrics: ModelMetrics; weight: number }[]>();
  const add = (name: string, metrics: ModelMetrics) =>
    perModel.set(name, [...(perModel.get(name) ?? []), { metrics, weight: metrics.count }]);
  const seconds = { simulation: 0, fit: 0, evaluation: 0 };
  const clock = (what: keyof typeof seconds, since: number) => {
    seconds[what] += (performance.now() - since) / 1000;
  };
  let reviews = 0;
  let scored = 0;
  for (let n = 0; n < learners; n++) {
    let since = performance.now();
    const history = simulateLearner({
      seed: (options.seed ?? 2024) + n,
      cardCount: options.cardCount ?? 200,
      days: options.days ?? 150,
      newCardsPerDay: options.newCardsPerDay ?? 8,
      start: START,
    });
    clock('simulation', since);
    const logs: ReviewLogEntry[] = history.reviews.map((r) => ({
      itemId: r.card,
      reviewedAt: r.reviewedAt,
      rating: r.rating,
    }));
    reviews += logs.length;
    const times = logs.map((l) => l.reviewedAt.getTime()).sort((a, b) => a - b);
    const split = new Date(times[Math.floor(times.length / 2)]!);
    const later: LogOptions = { targetsFrom: split };
    since = performance.now();
    const fitted = await fitParameters(logs.filter((l) => l.reviewedAt < split));
    clock('fit', since);
    since = performance.now();
    const defaults = evaluateParameters(null, logs, later);
    add('FSRS-6, default parameters', defaults);
    add('FSRS-6, fitted on the first half', evaluateParameters(fitted, logs, later));
    add('SM-2', evaluateSm2(logs, later));
    // the true model's own probabilities at the same reviews, scored the same way
    const truth = new Map(logs.map((entry, i) => [entry, history.reviews[i]!.trueRecall]));
    add(
      `${TRUE_MODEL_NAME} (the truth)`,
      metricsOf(predictionsOf((entry) => truth.get(entry)!, logs, later)),
    );
    clock('evaluation', since);
    scored += defaults.count;
    if ((n + 1) % 10 === 0) log(`memory-model: ${n + 1} of ${learners} learners`);
  }
  const models = [...perModel].map(([name, list]) => {
    const total = list.reduce((s, e) => s + e.weight, 0);
    const mean = (key: 'logLoss' | 'rmseBins' | 'auc') =>
      list.reduce((s, e) => s + e.metrics[key] * e.weight, 0) / total;
    return {
      name,
      metrics: {
        logLoss: mean('logLoss'),
        rmseBins: mean('rmseBins'),
        auc: mean('auc'),
        count: total,
      },
    };
  });
  return { trueModel: TRUE_MODEL_NAME, learners, reviews, scored, models, seconds };
}
