import { describe, expect, test } from 'vitest';
import { calendarWeeks, dayText, lastDays, shade } from './progress-figures';

const day = (d: string, extra = {}) => ({
  day: d,
  questions: 0,
  correct: 0,
  cards: 0,
  sectionsRead: 0,
  unitsDone: 0,
  ...extra,
});

describe('My Progress’s figures', () => {
  test('the last days, every day there, days without study at zero', () => {
    const days = lastDays({ today: '2026-11-28', days: [day('2026-11-27', { questions: 4 })] }, 3);
    expect(days.map((d) => [d.day, d.questions])).toEqual([
      ['2026-11-26', 0],
      ['2026-11-27', 4],
      ['2026-11-28', 0],
    ]);
  });

  test('the calendar: weeks from Monday, days outside the window left blank', () => {
    // Wednesday 2026-11-25 to Saturday 2026-11-28
    const weeks = calendarWeeks({
      since: '2026-11-25',
      today: '2026-11-28',
      days: [day('2026-11-26', { cards: 10 })],
    });
    expect(weeks).toHaveLength(1);
    expect(weeks[0]!.monday).toBe('2026-11-23');
    expect(weeks[0]!.days.map((d) => d && [d.day, d.work, d.studied])).toEqual([
      null,
      null,
      ['2026-11-25', 0, false],
      ['2026-11-26', 10, true],
      ['2026-11-27', 0, false],
      ['2026-11-28', 0, false],
      null,
    ]);
    expect([0, 1, 5, 10].map((w) => shade(w, 10))).toEqual([0, 1, 2, 4]);
  });

  test('a timeline line says what was done', () => {
    expect(
      dayText(
        day('2026-11-28', { questions: 12, correct: 9, cards: 1, sectionsRead: 2, unitsDone: 3 }),
      ),
    ).toBe('12 questions (75\u00a0% right) · 1 flash card · 2 sections read · 3 study units done');
  });
});
