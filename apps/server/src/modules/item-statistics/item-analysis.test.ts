import { describe, expect, test } from 'vitest';
import {
  correlationSums,
  type ItemAggregate,
  itemStatisticsOf,
  nextSliceSize,
  pointBiserial,
  restScore,
} from './item-analysis';

/**
 * A known small data set, computed by hand. Six learners answered the question; the first three
 * right. Their rest scores (share right of their first answers to the bank's ten other questions)
 * are 0.9, 0.8, 0.6 (right) and 0.7, 0.4, 0.2 (wrong).
 *   p = 3 / 6 = 0.5
 *   mean rest of those right M1 = 2.3 / 3 = 0.7667, of those wrong M0 = 1.3 / 3 = 0.4333
 *   rest scores: mean 0.6, Σy² = 2.5, population variance 2.5 / 6 − 0.36 = 0.056667, sd 0.238048
 *   point-biserial r = (M1 − M0) / sd × √(p q) = 0.333333 / 0.238048 × 0.5 = 0.700140
 */
const SIX = [
  { right: true, rest: 0.9 },
  { right: true, rest: 0.8 },
  { right: true, rest: 0.6 },
  { right: false, rest: 0.7 },
  { right: false, rest: 0.4 },
  { right: false, rest: 0.2 },
];

describe('item analysis (decision 1302)', () => {
  test('the rest score leaves this answer out of the learner’s bank tally', () => {
    // 11 first answers, 10 right: this one right leaves 9 of 10 others; wrong, 10 of 10
    expect(restScore(11, 10, true)).toBeCloseTo(0.9, 12);
    expect(restScore(11, 10, false)).toBe(1);
    expect(restScore(11, 4, false)).toBeCloseTo(0.4, 12);
    // their only answer: no rest to score
    expect(restScore(1, 1, true)).toBeNull();
    expect(restScore(0, 0, false)).toBeNull();
  });

  test('the point-biserial of the hand-computed set is 0.700140', () => {
    const sums = correlationSums(SIX);
    expect(sums).toEqual({
      n: 6,
      sx: 3,
      sy: expect.closeTo(3.6, 12),
      syy: expect.closeTo(2.5, 12),
      sxy: expect.closeTo(2.3, 12),
    });
    expect(pointBiserial(sums)).toBeCloseTo(0.70014, 5);
  });

  test('it is symmetric: the same learners answering the other way give −r', () => {
    const flipped = SIX.map(({ right, rest }) => ({ right: !right, rest }));
    expect(pointBiserial(correlationSums(flipped))).toBeCloseTo(-0.70014, 5);
  });

  test('no correlation when right and wrong learners score alike on the rest', () => {
    // M1 = M0 = 0.5
    const flat = [
      { right: true, rest: 0.5 },
      { right: false, rest: 0.25 },
      { right: false, rest: 0.75 },
      { right: true, rest: 0.5 },
    ];
    expect(pointBiserial(correlationSums(flat))).toBeCloseTo(0, 12);
  });

  test('undefined without variance or with fewer than two learners', () => {
    expect(pointBiserial(correlationSums(SIX.map((p) => ({ ...p, right: true }))))).toBeNull();
    expect(pointBiserial(correlationSums(SIX.map((p) => ({ ...p, rest: 0.5 }))))).toBeNull();
    expect(pointBiserial(correlationSums(SIX.slice(0, 1)))).toBeNull();
    expect(pointBiserial(correlationSums([]))).toBeNull();
  });

  test('a question’s row: p-value, discrimination and the reasons it needs review', () => {
    const aggregate: ItemAggregate = {
      questionId: 7,
      topicGroups: [3],
      answered: 6,
      correct: 3,
      choiceCounts: { A: 3, B: 2, D: 1 },
      rest: correlationSums(SIX),
      timedAnswers: 3,
      medianSeconds: 90,
      flags: 4,
      openFlags: 3,
    };
    expect(itemStatisticsOf(aggregate)).toEqual({
      questionId: 7,
      topicGroups: [3],
      answered: 6,
      correct: 3,
      pValue: 0.5,
      discrimination: expect.closeTo(0.70014, 5),
      discriminationAnswers: 6,
      choiceCounts: { A: 3, B: 2, D: 1 },
      medianSeconds: 90,
      timedAnswers: 3,
      flags: 4,
      openFlags: 3,
      // six answers are too few to judge the figures; three open flags are enough
      reasons: ['flagged'],
      reviewRank: 1,
    });
    const unanswered = itemStatisticsOf({
      ...aggregate,
      answered: 0,
      correct: 0,
      choiceCounts: {},
      rest: correlationSums([]),
      openFlags: 0,
    });
    expect(unanswered).toMatchObject({
      pValue: null,
      discrimination: null,
      reasons: [],
      reviewRank: 0,
    });
  });

  test('slices shrink when a statement took long and grow when it was quick', () => {
    const bounds = { targetMs: 50, min: 50, max: 4000 };
    expect(nextSliceSize(500, 150, bounds)).toBe(250);
    expect(nextSliceSize(500, 60, bounds)).toBe(500);
    expect(nextSliceSize(500, 10, bounds)).toBe(1000);
    expect(nextSliceSize(60, 500, bounds)).toBe(50);
    expect(nextSliceSize(3000, 1, bounds)).toBe(4000);
  });
});
