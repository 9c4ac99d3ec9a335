import { describe, expect, test } from 'vitest';
import {
  EASY_P_VALUE,
  FLAGS_FOR_REVIEW,
  HARD_P_VALUE,
  LOW_DISCRIMINATION,
  MIN_ANSWERS_FOR_STATISTICS,
  type ReviewFigures,
  reviewReasons,
} from './item-statistics-rules';

/** A question that is fine: enough answers, middling difficulty, discriminating, unflagged. */
const FINE: ReviewFigures = {
  answered: 200,
  pValue: 0.6,
  discriminationAnswers: 190,
  discrimination: 0.35,
  openFlags: 0,
};
const reasonsOf = (change: Partial<ReviewFigures>) => reviewReasons({ ...FINE, ...change });

describe('when a question needs review (decision 1302)', () => {
  test('a fine question needs none', () => {
    expect(reasonsOf({})).toEqual([]);
  });

  test('a point-biserial under 0.1 with enough answers discriminates badly; 0.1 itself does not', () => {
    expect(LOW_DISCRIMINATION).toBe(0.1);
    expect(reasonsOf({ discrimination: 0.09 })).toEqual(['lowDiscrimination']);
    expect(reasonsOf({ discrimination: -0.2 })).toEqual(['lowDiscrimination']);
    expect(reasonsOf({ discrimination: 0.1 })).toEqual([]);
    // too few learners with a rest score: the correlation says nothing yet
    expect(
      reasonsOf({ discrimination: -0.5, discriminationAnswers: MIN_ANSWERS_FOR_STATISTICS - 1 }),
    ).toEqual([]);
    expect(
      reasonsOf({ discrimination: 0.05, discriminationAnswers: MIN_ANSWERS_FOR_STATISTICS }),
    ).toEqual(['lowDiscrimination']);
    // undefined (everyone alike): no verdict on discrimination
    expect(reasonsOf({ discrimination: null })).toEqual([]);
  });

  test('a share correct under 0.2 is too hard, over 0.95 too easy, with 30 answers or more', () => {
    expect([HARD_P_VALUE, EASY_P_VALUE, MIN_ANSWERS_FOR_STATISTICS]).toEqual([0.2, 0.95, 30]);
    expect(reasonsOf({ pValue: 0.19 })).toEqual(['tooHard']);
    expect(reasonsOf({ pValue: 0.2 })).toEqual([]);
    expect(reasonsOf({ pValue: 0.95 })).toEqual([]);
    expect(reasonsOf({ pValue: 0.96 })).toEqual(['tooEasy']);
    expect(reasonsOf({ pValue: 1, answered: 29 })).toEqual([]);
    expect(reasonsOf({ pValue: 1, answered: 30 })).toEqual(['tooEasy']);
    expect(reasonsOf({ pValue: null, answered: 0, discriminationAnswers: 0 })).toEqual([]);
  });

  test('three open flags, or two that are at least 1 % of the answerers, flag it', () => {
    expect(FLAGS_FOR_REVIEW).toBe(3);
    // three, whatever the answers (none at all included)
    expect(reasonsOf({ openFlags: 3, answered: 10_000 })).toEqual(['flagged']);
    expect(
      reasonsOf({ openFlags: 3, answered: 0, pValue: null, discriminationAnswers: 0 }),
    ).toEqual(['flagged']);
    // two of 200 answerers is 1 %; two of 201 is less
    expect(reasonsOf({ openFlags: 2, answered: 200 })).toEqual(['flagged']);
    expect(reasonsOf({ openFlags: 2, answered: 201 })).toEqual([]);
    // one learner alone is not a pattern, even of few answerers
    expect(reasonsOf({ openFlags: 1, answered: 5 })).toEqual([]);
  });

  test('several reasons come most pressing first', () => {
    expect(reasonsOf({ openFlags: 4, discrimination: -0.3, pValue: 0.1 })).toEqual([
      'flagged',
      'lowDiscrimination',
      'tooHard',
    ]);
    expect(reasonsOf({ discrimination: 0.02, pValue: 0.99 })).toEqual([
      'lowDiscrimination',
      'tooEasy',
    ]);
  });
});
