import { describe, expect, test } from 'vitest';
import {
  areaUnderCurve,
  evaluateParameters,
  evaluateSm2,
  fitParameters,
  type ReviewLogEntry,
  sm2Predictions,
} from './optimizer';
import { simulateLearner } from './synthetic-history';

const DAY = 86_400_000;
const at = (day: number, hour = 12) =>
  new Date(Date.UTC(2025, 0, 1) + day * DAY + hour * 3_600_000);
const logsOf = (history: ReturnType<typeof simulateLearner>): ReviewLogEntry[] =>
  history.reviews.map((r) => ({ itemId: r.card, reviewedAt: r.reviewedAt, rating: r.rating }));

describe('AUC', () => {
  test('1 when every recalled review is ranked above every forgotten one, 0 when below, ½ for a coin', () => {
    const ranked = [
      { recall: 0.2, outcome: 0 as const },
      { recall: 0.4, outcome: 0 as const },
      { recall: 0.7, outcome: 1 as const },
      { recall: 0.9, outcome: 1 as const },
    ];
    expect(areaUnderCurve(ranked)).toBe(1);
    expect(areaUnderCurve(ranked.map((p) => ({ ...p, outcome: (1 - p.outcome) as 0 | 1 })))).toBe(
      0,
    );
    expect(areaUnderCurve(ranked.map((p) => ({ ...p, recall: 0.5 })))).toBe(0.5);
  });

  test('counts pairs: 3 of 4 pairs ordered gives 0.75; ties count half', () => {
    const mixed = [
      { recall: 0.1, outcome: 0 as const },
      { recall: 0.6, outcome: 1 as const },
      { recall: 0.8, outcome: 0 as const },
      { recall: 0.9, outcome: 1 as const },
    ];
    expect(areaUnderCurve(mixed)).toBe(0.75);
    const tied = [
      { recall: 0.5, outcome: 0 as const },
      { recall: 0.5, outcome: 1 as const },
      { recall: 0.9, outcome: 1 as const },
    ];
    expect(areaUnderCurve(tied)).toBe(0.75);
    expect(areaUnderCurve([{ recall: 0.3, outcome: 1 }])).toBeNaN();
  });
});

describe('SM-2 as the FSRS benchmark scores it', () => {
  test('intervals 1, 6, then × ease; recall read as 0.9^(t / interval); same-day repeats ignored', () => {
    const logs: ReviewLogEntry[] = [
      { itemId: 1, reviewedAt: at(0), rating: 3 },
      { itemId: 1, reviewedAt: at(0, 13), rating: 3 }, // same day: not seen by SM-2
      { itemId: 1, reviewedAt: at(1), rating: 3 }, // interval 1, t 1 → 0.9
      { itemId: 1, reviewedAt: at(7), rating: 3 }, // interval 6, t 6 → 0.9
      { itemId: 1, reviewedAt: at(22), rating: 1 }, // interval 6 × 2.5 = 15, t 15 → 0.9
      { itemId: 1, reviewedAt: at(24), rating: 3 }, // lapse: interval 1, t 2 → 0.81
    ];
    const predictions = sm2Predictions(logs);
    expect(predictions.map((p) => Number(p.recall.toFixed(4)))).toEqual([0.9, 0.9, 0.9, 0.81]);
    expect(predictions.map((p) => p.outcome)).toEqual([1, 1, 0, 1]);
  });

  test('a day starts at 04:00 in the learner’s zone', () => {
    const logs: ReviewLogEntry[] = [
      { itemId: 1, reviewedAt: new Date('2025-01-01T12:00:00Z'), rating: 3 },
      // 02:00 in UTC is still 1 January's learner day: nothing to predict
      { itemId: 1, reviewedAt: new Date('2025-01-02T02:00:00Z'), rating: 3 },
    ];
    expect(sm2Predictions(logs)).toHaveLength(0);
    // in New York 02:00 UTC is 21:00 of 1 January, 12:00 UTC is 07:00: the same day too
    expect(sm2Predictions(logs, { timeZone: 'America/New_York' })).toHaveLength(0);
    // in Tokyo, 12:00 UTC is 21:00 on 1 January and 02:00 UTC is 11:00 on 2 January
    expect(sm2Predictions(logs, { timeZone: 'Asia/Tokyo' })).toHaveLength(1);
  });
});

describe('fitting and evaluating FSRS-6', () => {
  const history = simulateLearner({
    seed: 11,
    cardCount: 600,
    days: 300,
    newCardsPerDay: 10,
    start: new Date('2025-01-01T00:00:00Z'),
  });
  const logs = logsOf(history);
  const times = logs.map((l) => l.reviewedAt.getTime()).sort((a, b) => a - b);
  const split = new Date(times[Math.floor(times.length / 2)]!);
  const train = logs.filter((l) => l.reviewedAt < split);

  test('evaluate: the replayed predictions score like fsrs-rs’ own evaluate, with an AUC', () => {
    const result = evaluateParameters(null, logs);
    expect(result.count).toBeGreaterThan(2000);
    expect(result.logLoss).toBeGreaterThan(0);
    expect(Math.abs(result.logLoss - result.binding.logLoss)).toBeLessThan(0.02);
    expect(Math.abs(result.rmseBins - result.binding.rmseBins)).toBeLessThan(0.03);
    expect(result.auc).toBeGreaterThan(0);
    expect(result.auc).toBeLessThan(1);
    // SM-2 is scored on the same reviews
    expect(evaluateSm2(logs).count).toBe(result.count);
  });

  test('a fit on the first half predicts the second half better than the defaults, off the event loop', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const fitted = await fitParameters(train);
    clearInterval(timer);
    expect(fitted).toHaveLength(21);
    expect(ticks).toBeGreaterThan(0);
    const later = { targetsFrom: split };
    const fittedScore = evaluateParameters(fitted, logs, later);
    const defaultScore = evaluateParameters(null, logs, later);
    expect(fittedScore.count).toBe(defaultScore.count);
    expect(fittedScore.logLoss).toBeLessThan(defaultScore.logLoss);
    expect(fittedScore.rmseBins).toBeLessThan(defaultScore.rmseBins);
    expect(fittedScore.logLoss).toBeLessThan(evaluateSm2(logs, later).logLoss);
  });

  test('a log with nothing to predict: the defaults, and evaluation refuses', async () => {
    const one: ReviewLogEntry[] = [{ itemId: 1, reviewedAt: at(0), rating: 3 }];
    expect(await fitParameters(one)).toHaveLength(21);
    expect(() => evaluateParameters(null, one)).toThrow(/nothing|no review/);
  });
});
