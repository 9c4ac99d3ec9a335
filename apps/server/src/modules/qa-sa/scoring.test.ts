import { describe, expect, test } from 'vitest';
import { blockClocks, passLikelihood, percentileRank, scorePercent } from './scoring';

describe('self-assessment scoring (decision 0904)', () => {
  test('the pass likelihood is 50% at the passing standard and follows the logistic curve', () => {
    expect(passLikelihood(65, 65)).toBe(0.5);
    // 1 / (1 + e^-1) and 1 / (1 + e^-2), by hand
    expect(passLikelihood(70, 65)).toBeCloseTo(0.7311, 4);
    expect(passLikelihood(75, 65)).toBeCloseTo(0.8808, 4);
    expect(passLikelihood(55, 65)).toBeCloseTo(0.1192, 4);
    expect(passLikelihood(100, 65)).toBeGreaterThan(0.999);
    expect(passLikelihood(0, 65)).toBeLessThan(0.001);
  });

  test('the percent score has one decimal', () => {
    expect(scorePercent(13, 20)).toBe(65);
    expect(scorePercent(2, 3)).toBe(66.7);
    expect(scorePercent(0, 0)).toBe(0);
  });

  test('the percentile counts lower takers and half the ties, this attempt included', () => {
    const of20 = (correct: number) => ({ correct, scored: 20 });
    // others 8, 10, 12, 12, 15; me 12: lower 2, equal 3 → 100 × 3.5 / 6 = 58.3 → 58
    expect(percentileRank(of20(12), [8, 10, 12, 12, 15].map(of20))).toBe(58);
    expect(percentileRank(of20(20), [])).toBe(50);
    expect(percentileRank(of20(20), [1, 2, 3].map(of20))).toBe(88);
    expect(percentileRank(of20(0), [1, 2, 3].map(of20))).toBe(13);
  });

  test('[decision 0905] scores with a withdrawn question compare as fractions', () => {
    // me 9 of 19 (47.4%) against 9 of 20 (45%, lower), 19 of 40 (47.5%, higher), 18 of 38 (equal)
    const others = [
      { correct: 9, scored: 20 },
      { correct: 19, scored: 40 },
      { correct: 18, scored: 38 },
    ];
    // lower 1, equal 2 (me included) → 100 × 2 / 4 = 50
    expect(percentileRank({ correct: 9, scored: 19 }, others)).toBe(50);
    // a form whose every question was withdrawn scores 0 of 0 and never divides by zero
    expect(percentileRank({ correct: 0, scored: 0 }, [{ correct: 1, scored: 1 }])).toBe(25);
  });

  test('the block clock runs from the start and ends the block at its limit', () => {
    const startedAt = new Date('2026-01-01T10:00:00Z');
    const attempt = {
      status: 'inProgress' as const,
      currentBlock: 2,
      blockStartedAt: startedAt,
      blockSeconds: [600, 0, 0],
    };
    const blocks = [
      { timeLimitSeconds: 900 },
      { timeLimitSeconds: 900 },
      { timeLimitSeconds: 900 },
    ];
    expect(blockClocks(attempt, blocks, new Date('2026-01-01T10:05:00Z'))).toEqual([
      { state: 'ended', secondsUsed: 600, expired: false },
      { state: 'running', secondsUsed: 300, expired: false },
      { state: 'notStarted', secondsUsed: 0, expired: false },
    ]);
    expect(blockClocks(attempt, blocks, new Date('2026-01-01T10:20:00Z'))[1]).toEqual({
      state: 'ended',
      secondsUsed: 900,
      expired: true,
    });
    expect(blockClocks({ ...attempt, blockStartedAt: null }, blocks, startedAt)[1]?.state).toBe(
      'notStarted',
    );
  });
});
