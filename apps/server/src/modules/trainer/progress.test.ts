import { forgetting_curve } from 'ts-fsrs';
import { describe, expect, test } from 'vitest';
import { addDays, retentionCurve, streaks } from './progress';

describe('My Progress’s rules (issue 25)', () => {
  test('[ROUTE-32] streaks: the current run counts today, or up to yesterday while today has no study yet', () => {
    const today = '2026-11-28';
    const days = [
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-26',
      '2026-11-27',
    ];
    expect(streaks(days, today)).toEqual({ current: 2, longest: 4 });
    expect(streaks([...days, today], today)).toEqual({ current: 3, longest: 4 });
    expect(streaks(['2026-11-25'], today)).toEqual({ current: 0, longest: 1 });
    expect(streaks([], today)).toEqual({ current: 0, longest: 0 });
    // across a month's end
    expect(streaks(['2026-11-30', '2026-12-01'], '2026-12-01')).toEqual({ current: 2, longest: 2 });
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  test('the retention forecast: the items’ mean recall on FSRS’s forgetting curve, falling day by day', () => {
    const groups = [
      { logStability: Math.round(Math.log(10) * 8), elapsedDays: 0, items: 3 },
      { logStability: Math.round(Math.log(2) * 8), elapsedDays: 1, items: 1 },
    ];
    const curve = retentionCurve(groups, 0.1542, 30);
    expect(curve).toHaveLength(31);
    const s10 = Math.exp(Math.round(Math.log(10) * 8) / 8);
    const s2 = Math.exp(Math.round(Math.log(2) * 8) / 8);
    const expected7 = (3 * forgetting_curve(0.1542, 7, s10) + forgetting_curve(0.1542, 8, s2)) / 4;
    expect(curve[7]!.recallPercent).toBeCloseTo(expected7 * 100, 1);
    expect(curve[0]!.recallPercent).toBeGreaterThan(curve[30]!.recallPercent);
    for (let i = 1; i < curve.length; i++) {
      expect(curve[i]!.recallPercent).toBeLessThanOrEqual(curve[i - 1]!.recallPercent);
    }
    expect(retentionCurve([], 0.1542, 3)).toEqual([
      { inDays: 0, recallPercent: 0 },
      { inDays: 1, recallPercent: 0 },
      { inDays: 2, recallPercent: 0 },
      { inDays: 3, recallPercent: 0 },
    ]);
  });
});
