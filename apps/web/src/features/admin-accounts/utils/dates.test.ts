import { describe, expect, test } from 'vitest';
import { dayStart, toDateInput, yearAfter } from './dates';

describe('the account page’s dates', () => {
  test('a date input’s day is its local midnight, and back', () => {
    const start = dayStart('2026-03-14');
    expect(start).not.toBeNull();
    const date = new Date(start!);
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([
      2026, 2, 14, 0,
    ]);
    expect(toDateInput(date)).toBe('2026-03-14');
  });

  test('not a whole date: null', () => {
    for (const value of ['', '2026-02-30', '2026-13-01', '14/03/2026', '2026-3-1']) {
      expect(dayStart(value), value).toBeNull();
    }
  });

  test('a year after a day: the same day, Feb 29 becoming Mar 1', () => {
    expect(toDateInput(yearAfter(new Date(2026, 10, 29, 15)))).toBe('2027-11-29');
    expect(toDateInput(yearAfter(new Date(2028, 1, 29)))).toBe('2029-03-01');
  });
});
