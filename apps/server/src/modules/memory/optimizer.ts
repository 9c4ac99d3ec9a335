import {
  computeParameters,
  FSRSBinding,
  FSRSBindingItem,
  FSRSBindingReview,
} from '@open-spaced-repetition/binding';
import { default_w } from 'ts-fsrs';
import { DAY_START_HOUR, zoneFormat } from './scheduler';

/**
 * The FSRS optimizer (decision 1102): a learner's FSRS-6 parameters fitted from their own review
 * log with @open-spaced-repetition/binding (fsrs-rs), and measured on a log.
 *
 *   fitParameters(logs, { timeZone })                  → Promise<number[]> (21 FSRS-6 weights)
 *       async: the binding trains on a native thread, the event loop stays free.
 *   evaluateParameters(parameters | null, logs, opts)  → { logLoss, rmseBins, auc, count, binding }
 *       FSRS-6's prediction for each review, replayed item by item with the binding's own step
 *       (fsrs-rs `next_states`, the same numbers as its `evaluate` for a single item), scored by
 *       the functions below, which score SM-2 too: every model is measured on the same reviews
 *       by the same code. `binding` is fsrs-rs' own `evaluate` of the log, kept beside: it batches
 *       items 512 at a time and its figures move by about 1 % with the order of the items (the
 *       same log reversed gives another log loss), so it is a cross-check, not the figure.
 *       null = FSRS-6's default weights (ts-fsrs'). Synchronous: about 40 ms per 1 000
 *       predictions on this busy box (fsrs-rs re-runs each item's history); in the background.
 *   evaluateSm2(logs, opts)                            → the same metrics for SM-2 (the baseline)
 *   areaUnderCurve(predictions)                        → AUC (pure; Mann–Whitney with ties)
 *
 * `logs` are one learner's memory_review_logs rows in any order (itemId, reviewedAt, rating).
 * As in Anki, time counts in the learner's days (from 04:00 in their time zone): a review's
 * delta_t is the number of days since the item's previous review, 0 within a day. One prediction
 * is made per review on a later day than the item's previous one (same-day reviews shape the
 * memory state but are not predicted, as fsrs-rs and the FSRS benchmark do). `targetsFrom` keeps
 * only the predictions of reviews at or after a moment, with everything before as history: fit on
 * the early part of a log, evaluate on the rest.
 *
 * SM-2 is scored as the FSRS benchmark scores it (srs-benchmark, models/sm_2.py, untrained
 * weights): each day's first review updates SM-2's interval and ease (first success 1 day, second
 * 6 days, then interval × ease; a lapse starts over at 1 day; ease EF + 0.1 − (5−q)(0.08 +
 * (5−q)·0.02) with q = rating + 1, at least 1.3), and the interval is read as the time at which
 * recall falls to 90 %: R(t) = 0.9^(t / interval).
 */

export interface ReviewLogEntry {
  itemId: number;
  reviewedAt: Date;
  /** 1 Again, 2 Hard, 3 Good, 4 Easy */
  rating: number;
}

export interface LogOptions {
  /** the learner's IANA time zone; default UTC */
  timeZone?: string;
  /** predict only reviews at or after this moment (their earlier reviews stay as history) */
  targetsFrom?: Date;
}

export interface ModelMetrics {
  logLoss: number;
  /** fsrs-rs' RMSE over bins of interval, review count and lapses */
  rmseBins: number;
  auc: number;
  /** predictions scored */
  count: number;
}

/** One review in learner days: delta_t from the item's previous review. */
interface DayReview {
  rating: number;
  deltaT: number;
  at: number;
  entry: ReviewLogEntry;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The learner's day number of a moment (days start at 04:00 in their zone). */
function dayNumberIn(timeZone: string): (at: number) => number {
  if (timeZone === 'UTC') return (at) => Math.floor((at - DAY_START_HOUR * HOUR_MS) / DAY_MS);
  const format = zoneFormat(timeZone);
  const offsets = new Map<number, number>();
  return (at) => {
    const hour = Math.floor(at / HOUR_MS);
    let offset = offsets.get(hour);
    if (offset === undefined) {
      const part = (type: string, parts: Intl.DateTimeFormatPart[]) =>
        Number(parts.find((p) => p.type === type)?.value);
      const parts = format.formatToParts(new Date(hour * HOUR_MS));
      const local = Date.UTC(
        part('year', parts),
        part('month', parts) - 1,
        part('day', parts),
        part('hour', parts),
      );
      offset = local - hour * HOUR_MS;
      offsets.set(hour, offset);
    }
    return Math.floor((at + offset - DAY_START_HOUR * HOUR_MS) / DAY_MS);
  };
}

/**
 * Work on a whole log comes as generators that yield between chunks of about 5 ms here: run at
 * once for the bench and the tests (`whole`), or with the event loop let in at each yield for
 * the background fit (`inSteps`), which must not hold up requests (decision 1102).
 */
type Steps<T> = Generator<undefined, T>;

function whole<T>(steps: Steps<T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

async function inSteps<T>(steps: Steps<T>): Promise<T> {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    await new Promise(setImmediate);
  }
}

/** Each item's reviews in time order, with delta_t in learner days. */
function* reviewsByItemSteps(
  logs: readonly ReviewLogEntry[],
  timeZone: string,
): Steps<DayReview[][]> {
  const dayOf = dayNumberIn(timeZone);
  const byItem = new Map<number, ReviewLogEntry[]>();
  for (const [index, log] of logs.entries()) {
    const list = byItem.get(log.itemId);
    if (list) list.push(log);
    else byItem.set(log.itemId, [log]);
    if (index % 20_000 === 19_999) yield;
  }
  const items: DayReview[][] = [];
  for (const list of byItem.values()) {
    list.sort((a, b) => a.reviewedAt.getTime() - b.reviewedAt.getTime());
    let previousDay: number | null = null;
    items.push(
      list.map((log) => {
        const at = log.reviewedAt.getTime();
        const day = dayOf(at);
        const deltaT = previousDay === null ? 0 : day - previousDay;
        previousDay = day;
        return { rating: log.rating, deltaT, at, entry: log };
      }),
    );
    if (items.length % 1_000 === 0) yield;
  }
  return items;
}

const reviewsByItem = (logs: readonly ReviewLogEntry[], timeZone: string) =>
  whole(reviewsByItemSteps(logs, timeZone));

/** The reviews that get a prediction: on a later day than the item's previous review. */
function isTarget(review: DayReview, index: number, from: number): boolean {
  return index > 0 && review.deltaT > 0 && review.at >= from;
}

/** The binding's training items: one per predicted review, holding the item's reviews so far. */
function* trainingItemsSteps(items: DayReview[][], from: number): Steps<FSRSBindingItem[]> {
  const result: FSRSBindingItem[] = [];
  for (const [n, reviews] of items.entries()) {
    const bound = reviews.map((r) => new FSRSBindingReview(r.rating, r.deltaT));
    reviews.forEach((review, index) => {
      if (isTarget(review, index, from))
        result.push(new FSRSBindingItem(bound.slice(0, index + 1)));
    });
    if (n % 200 === 199) yield;
  }
  return result;
}

/**
 * Fits FSRS-6's 21 weights to a learner's log (the binding's computeParameters, short-term
 * memory on, one relearning step as the app schedules). Off the event loop. With too little data
 * fsrs-rs answers its defaults.
 */
export async function fitParameters(
  logs: readonly ReviewLogEntry[],
  options: LogOptions = {},
): Promise<number[]> {
  const grouped = await inSteps(reviewsByItemSteps(logs, options.timeZone ?? 'UTC'));
  const items = await inSteps(trainingItemsSteps(grouped, 0));
  if (items.length === 0) return [...default_w];
  return computeParameters(items, { enableShortTerm: true, numRelearningSteps: 1 });
}

/** A prediction and what happened: recalled (1, any grade above Again) or forgotten (0). */
export interface Prediction {
  recall: number;
  outcome: 0 | 1;
  /** fsrs-rs' RMSE bin of the review: interval, number of long-term reviews, lapses */
  bin: string;
}

/** fsrs-rs' bin of a predicted review from its delta_t and the item's earlier reviews. */
function binOf(deltaT: number, history: readonly DayReview[]): string {
  const logBin = (x: number, base: number, scale: number) =>
    Math.round(scale * base ** Math.floor(Math.log(x) / Math.log(base)));
  const longTerm = history.filter((r) => r.deltaT > 0);
  const length = longTerm.length + 2; // the current review counts, plus one as fsrs-rs adds
  const lapses = longTerm.filter((r) => r.rating === 1).length;
  return [
    Math.round(2.48 * 3.62 ** Math.floor(Math.log(deltaT) / Math.log(3.62)) * 100),
    logBin(length, 1.89, 1.99),
    lapses === 0 ? 0 : logBin(lapses, 1.73, 1.65),
  ].join(':');
}

/**
 * FSRS-6 replayed over each item's reviews with the binding's own step: a prediction for every
 * target review (binned when `bins`); null after each item and undefined within the grouping of
 * the log, where a long replay may pause.
 */
function* replayFsrs(
  parameters: readonly number[] | null,
  logs: readonly ReviewLogEntry[],
  options: LogOptions,
  bins: boolean,
): Generator<Prediction | null | undefined> {
  const weights = [...(parameters ?? default_w)];
  const model = new FSRSBinding(weights);
  const decay = weights[20]!;
  const factor = 0.9 ** (-1 / decay) - 1;
  const from = options.targetsFrom?.getTime() ?? 0;
  const grouped = yield* reviewsByItemSteps(logs, options.timeZone ?? 'UTC');
  for (const reviews of grouped) {
    let memory = null;
    for (const [index, review] of reviews.entries()) {
      if (memory && isTarget(review, index, from)) {
        yield {
          recall: (1 + (factor * review.deltaT) / memory.stability) ** -decay,
          outcome: review.rating > 1 ? 1 : 0,
          bin: bins ? binOf(review.deltaT, reviews.slice(0, index)) : '',
        };
      }
      const next = model.nextStates(memory, 0.9, review.deltaT);
      memory = [next.again, next.hard, next.good, next.easy][review.rating - 1]!.memory;
    }
    yield null;
  }
}

/** FSRS-6's predictions for every target review, replayed with the binding's own step. */
export function fsrsPredictions(
  parameters: readonly number[] | null,
  logs: readonly ReviewLogEntry[],
  options: LogOptions = {},
): Prediction[] {
  const predictions: Prediction[] = [];
  for (const prediction of replayFsrs(parameters, logs, options, true)) {
    if (prediction) predictions.push(prediction);
  }
  return predictions;
}

/**
 * FSRS-6's log loss on a log, replayed a few items at a time with the event loop let in between:
 * the background fit compares weights on a learner's whole log without holding up requests.
 */
export async function fsrsLogLoss(
  parameters: readonly number[] | null,
  logs: readonly ReviewLogEntry[],
  options: LogOptions = {},
): Promise<number> {
  const predictions: Prediction[] = [];
  let items = 0;
  for (const prediction of replayFsrs(parameters, logs, options, false)) {
    if (prediction) predictions.push(prediction);
    else if (prediction === undefined || ++items % ITEMS_BETWEEN_PAUSES === 0) {
      await new Promise(setImmediate);
    }
  }
  if (predictions.length === 0) throw new Error('the log has no review to predict');
  return logLoss(predictions);
}

/** About 5 ms of replay at a time on this machine kind (some 10 reviews an item). */
const ITEMS_BETWEEN_PAUSES = 25;

/** SM-2's predictions for the same target reviews (see the head of this file). */
export function sm2Predictions(
  logs: readonly ReviewLogEntry[],
  options: LogOptions = {},
): Prediction[] {
  const from = options.targetsFrom?.getTime() ?? 0;
  const predictions: Prediction[] = [];
  for (const reviews of reviewsByItem(logs, options.timeZone ?? 'UTC')) {
    let interval = 0;
    let ease = 2.5;
    let streak = 0;
    for (const [index, review] of reviews.entries()) {
      if (index > 0 && review.deltaT === 0) continue; // SM-2 sees a day's first review only
      if (isTarget(review, index, from)) {
        predictions.push({
          recall: 0.9 ** (review.deltaT / interval),
          outcome: review.rating > 1 ? 1 : 0,
          bin: binOf(review.deltaT, reviews.slice(0, index)),
        });
      }
      streak = review.rating > 1 ? streak + 1 : 1;
      interval = streak === 1 ? 1 : streak === 2 ? 6 : interval * ease;
      const q = review.rating + 1;
      ease = Math.max(1.3, ease + 0.1 - (5 - q) * (0.08 + (5 - q) * 0.02));
    }
  }
  return predictions;
}

/**
 * Any other predictor's probabilities (e.g. the synthetic learners' true model) on the same
 * reviews, binned the same way, so that it is scored beside FSRS and SM-2.
 */
export function predictionsOf(
  recallOf: (review: ReviewLogEntry) => number,
  logs: readonly ReviewLogEntry[],
  options: LogOptions = {},
): Prediction[] {
  const from = options.targetsFrom?.getTime() ?? 0;
  const predictions: Prediction[] = [];
  for (const reviews of reviewsByItem(logs, options.timeZone ?? 'UTC')) {
    reviews.forEach((review, index) => {
      if (!isTarget(review, index, from)) return;
      predictions.push({
        recall: recallOf(review.entry),
        outcome: review.rating > 1 ? 1 : 0,
        bin: binOf(review.deltaT, reviews.slice(0, index)),
      });
    });
  }
  return predictions;
}

const clampProbability = (p: number) => Math.min(1 - 1e-7, Math.max(1e-7, p));

export function logLoss(predictions: readonly Prediction[]): number {
  let sum = 0;
  for (const { recall, outcome } of predictions) {
    const p = clampProbability(recall);
    sum -= outcome === 1 ? Math.log(p) : Math.log(1 - p);
  }
  return sum / predictions.length;
}

/** fsrs-rs' RMSE (bins): the root of the count-weighted squared gap of each bin's means. */
export function rmseBins(predictions: readonly Prediction[]): number {
  const bins = new Map<string, { predicted: number; actual: number; count: number }>();
  for (const { recall, outcome, bin } of predictions) {
    const entry = bins.get(bin) ?? { predicted: 0, actual: 0, count: 0 };
    entry.predicted += recall;
    entry.actual += outcome;
    entry.count += 1;
    bins.set(bin, entry);
  }
  let sum = 0;
  for (const { predicted, actual, count } of bins.values()) {
    sum += ((predicted - actual) / count) ** 2 * count;
  }
  return Math.sqrt(sum / predictions.length);
}

/**
 * The area under the ROC curve: the chance that a recalled review was given a higher probability
 * than a forgotten one (ties count half), by the rank-sum (Mann–Whitney) formula. NaN when every
 * outcome is the same.
 */
export function areaUnderCurve(predictions: readonly Pick<Prediction, 'recall' | 'outcome'>[]) {
  const sorted = [...predictions].sort((a, b) => a.recall - b.recall);
  let positives = 0;
  let rankSum = 0;
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j < sorted.length && sorted[j]!.recall === sorted[i]!.recall) j++;
    const meanRank = (i + 1 + j) / 2; // ranks i+1 … j share their mean
    for (let k = i; k < j; k++) {
      if (sorted[k]!.outcome === 1) {
        positives++;
        rankSum += meanRank;
      }
    }
    i = j;
  }
  const negatives = sorted.length - positives;
  if (positives === 0 || negatives === 0) return Number.NaN;
  return (rankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}

/** Log loss, RMSE (bins) and AUC of a set of predictions. */
export function metricsOf(predictions: readonly Prediction[]): ModelMetrics {
  return {
    logLoss: logLoss(predictions),
    rmseBins: rmseBins(predictions),
    auc: areaUnderCurve(predictions),
    count: predictions.length,
  };
}

/**
 * How well FSRS-6 with these weights (null: the defaults) predicts a log: log loss, RMSE (bins)
 * and AUC of its replayed predictions, and fsrs-rs' own evaluate beside them. Throws when the log
 * has nothing to predict (no item reviewed on two different days).
 */
export function evaluateParameters(
  parameters: readonly number[] | null,
  logs: readonly ReviewLogEntry[],
  options: LogOptions = {},
): ModelMetrics & { binding: { logLoss: number; rmseBins: number } } {
  const items = whole(
    trainingItemsSteps(
      reviewsByItem(logs, options.timeZone ?? 'UTC'),
      options.targetsFrom?.getTime() ?? 0,
    ),
  );
  if (items.length === 0) throw new Error('the log has no review to predict');
  const binding = new FSRSBinding([...(parameters ?? default_w)]).evaluate(items);
  return {
    ...metricsOf(fsrsPredictions(parameters, logs, options)),
    binding: { logLoss: binding.logLoss, rmseBins: binding.rmseBins },
  };
}

/** SM-2's log loss, RMSE (bins) and AUC on the same reviews FSRS is scored on. */
export function evaluateSm2(
  logs: readonly ReviewLogEntry[],
  options: LogOptions = {},
): ModelMetrics {
  return metricsOf(sm2Predictions(logs, options));
}
