import { describe, expect, it } from 'vitest';
import { PLAIN_FSRS, PLAN, simulateStrategy, trainerModelReport } from './trainer-model-bench';

describe('the trainer model bench', () => {
  const report = trainerModelReport({
    learners: 40,
    seeds: 2,
    pool: 200,
    days: 30,
    minutesPerDay: 20,
  });

  it('reports the readiness calibration in sane ranges', () => {
    const c = report.calibration;
    expect(c.learners).toBe(40);
    expect(c.maePoints).toBeGreaterThanOrEqual(0);
    expect(c.maePoints).toBeLessThan(30);
    expect(Math.abs(c.biasPoints)).toBeLessThanOrEqual(c.maePoints);
    expect(c.nominalCoverage).toBe(0.8);
    expect(c.coverage).toBeGreaterThanOrEqual(0);
    expect(c.coverage).toBeLessThanOrEqual(1);
    expect(c.brier).toBeGreaterThanOrEqual(0);
    expect(c.brier).toBeLessThanOrEqual(1);
    expect(c.bins).toHaveLength(5);
    expect(c.bins.reduce((s, b) => s + b.count, 0)).toBe(40);
    expect(c.byAnswered.reduce((s, b) => s + b.count, 0)).toBe(40);
  });

  it('compares the strategies on the same minutes', () => {
    const r = report.recall;
    expect(r.strategies.map((s) => s.name)).toContain('plain FSRS');
    expect(r.strategies.map((s) => s.name)).toContain('plan');
    for (const s of r.strategies) {
      expect(s.poolRecall.mean).toBeGreaterThan(0);
      expect(s.poolRecall.max).toBeLessThanOrEqual(1);
      expect(s.learnedRecall.max).toBeLessThanOrEqual(1);
      expect(s.maxDayMinutes).toBeLessThanOrEqual(20);
      expect(s.minutes.max).toBeLessThanOrEqual(20 * 30);
      expect(s.learned.max).toBeLessThanOrEqual(200);
    }
  });

  it('is deterministic, and the plan learns nothing new in the final days', () => {
    const setup = { pool: 100, days: 10, minutes: 20 };
    expect(simulateStrategy(PLAN, setup, 7)).toEqual(simulateStrategy(PLAN, setup, 7));
    // 3 days before the final week: at most 20 / 2 new questions a day
    expect(simulateStrategy(PLAN, setup, 7).learned).toBeLessThanOrEqual(3 * 10);
    expect(simulateStrategy(PLAIN_FSRS, setup, 7).learned).toBeGreaterThan(30);
  });
});
