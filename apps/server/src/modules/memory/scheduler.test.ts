import { describe, expect, test } from 'vitest';
import type { StoredMemoryState } from '../../db/schema';
import {
  balancedDue,
  balanceRange,
  dayStart,
  fromFsrsCard,
  gradeIntervals,
  newMemoryState,
  schedulerFor,
  toFsrsCard,
} from './scheduler';

const defaults = { desiredRetention: 0.9, parameters: null };

/** A card in review, last seen `daysAgo` days before `now`, with the given stability. */
function reviewCard(now: Date, daysAgo: number, stability: number): StoredMemoryState {
  const last = new Date(now.getTime() - daysAgo * 86_400_000);
  return {
    state: 'review',
    due: now.toISOString(),
    stability,
    difficulty: 5,
    scheduledDays: daysAgo,
    learningSteps: 0,
    reps: 4,
    lapses: 0,
    lastReview: last.toISOString(),
  };
}

describe('the learner day (04:00 in their time zone)', () => {
  test('in UTC the day starts at 04:00; before 04:00 it is still yesterday', () => {
    expect(dayStart(new Date('2026-03-10T12:00:00Z'), 'UTC').toISOString()).toBe(
      '2026-03-10T04:00:00.000Z',
    );
    expect(dayStart(new Date('2026-03-10T03:59:00Z'), 'UTC').toISOString()).toBe(
      '2026-03-09T04:00:00.000Z',
    );
  });

  test('in New York, on both sides of the change to summer time', () => {
    // 04:00 EST is 09:00 UTC; 04:00 EDT is 08:00 UTC (clocks went forward on 2026-03-08)
    expect(dayStart(new Date('2026-03-07T15:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-03-07T09:00:00.000Z',
    );
    expect(dayStart(new Date('2026-03-09T15:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-03-09T08:00:00.000Z',
    );
  });

  test('east of UTC the day starts before midnight UTC', () => {
    expect(dayStart(new Date('2026-06-01T01:00:00Z'), 'Asia/Tokyo').toISOString()).toBe(
      '2026-05-31T19:00:00.000Z',
    );
  });
});

describe('FSRS through ts-fsrs', () => {
  const now = new Date('2026-05-01T10:00:00Z');

  test('a new card: Again and Hard stay in the learning steps, Good and Easy go further', () => {
    const intervals = gradeIntervals(schedulerFor(defaults), newMemoryState(now), now);
    expect(intervals[1]).toBe(60);
    expect(intervals[1]).toBeLessThan(intervals[2]);
    expect(intervals[2]).toBeLessThan(intervals[3]);
    expect(intervals[3]).toBeLessThan(intervals[4]);
    expect(intervals[4]).toBeGreaterThanOrEqual(86_400);
  });

  test('a higher desired retention brings a review back sooner', () => {
    const card = reviewCard(now, 10, 10);
    const relaxed = gradeIntervals(schedulerFor({ ...defaults, desiredRetention: 0.8 }), card, now);
    const strict = gradeIntervals(schedulerFor({ ...defaults, desiredRetention: 0.95 }), card, now);
    expect(strict[3]).toBeLessThan(relaxed[3]);
  });

  test('a state survives the round trip through ts-fsrs', () => {
    const card = reviewCard(now, 10, 10);
    expect(fromFsrsCard(toFsrsCard(card))).toEqual(card);
  });
});

describe('load balancing within the fuzz range', () => {
  const today = new Date('2026-05-01T04:00:00Z');
  const scheduled: StoredMemoryState = {
    ...reviewCard(today, 0, 20),
    due: new Date(today.getTime() + 20 * 86_400_000 + 6 * 3_600_000).toISOString(),
    scheduledDays: 20,
  };

  test('the card moves to the least busy day of its range, keeping its time of day', () => {
    const range = balanceRange(scheduled, 10, today)!;
    expect(range.fromDay).toBeLessThan(20);
    expect(range.toDay).toBeGreaterThan(20);
    const load = new Map<number, number>();
    for (let day = range.fromDay; day <= range.toDay; day += 1) load.set(day, 30);
    load.set(range.toDay, 2);
    const moved = balancedDue(scheduled, range, today, load);
    expect(moved.scheduledDays).toBe(20 + (range.toDay - 20));
    expect(new Date(moved.due).getUTCHours()).toBe(10);
  });

  test('with an even load it stays on the day FSRS chose', () => {
    const range = balanceRange(scheduled, 10, today)!;
    expect(balancedDue(scheduled, range, today, new Map())).toEqual(scheduled);
  });

  test('a long-overdue card (fractional days elapsed) keeps whole days', () => {
    // graded 206.3 days after its last review, it goes 215 days out: the range starts after 206
    const overdue = {
      ...scheduled,
      due: new Date(today.getTime() + 215 * 86_400_000).toISOString(),
      scheduledDays: 215,
    };
    const range = balanceRange(overdue, 206.3, today)!;
    expect(Number.isInteger(range.fromDay) && Number.isInteger(range.toDay)).toBe(true);
    const load = new Map([[range.fromDay, 0]]);
    for (let day = range.fromDay + 1; day <= range.toDay; day += 1) load.set(day, 9);
    expect(Number.isInteger(balancedDue(overdue, range, today, load).scheduledDays)).toBe(true);
  });

  test('learning steps and short intervals are not moved', () => {
    expect(balanceRange({ ...scheduled, state: 'learning' }, 0, today)).toBeNull();
    expect(balanceRange({ ...scheduled, scheduledDays: 2 }, 1, today)).toBeNull();
  });
});
