import { describe, expect, test } from 'vitest';
import {
  clockTimeOfDay,
  msUntilNext,
  sessionMoment,
  sessionTimeRange,
  startsIn,
  timeZoneName,
} from './session-time';

/** ICU puts narrow and thin spaces around times and dashes: compared as plain spaces. */
const plain = (text: string) => text.replace(/\s+/g, ' ');
/** 'now' is in 2026, the sessions' year: the year goes unsaid */
const NOW = new Date('2026-11-30T12:00:00Z');
const NEW_YORK = { locale: 'en-US', timeZone: 'America/New_York', now: NOW };
const LONDON = { locale: 'en-GB', timeZone: 'Europe/London', now: NOW };

describe('a live session’s times in the learner’s zone', () => {
  const startsAt = '2026-12-01T23:00:00Z';
  const endsAt = '2026-12-02T00:30:00Z';

  test('the range names the day, the times and the zone, in the learner’s words', () => {
    expect(plain(sessionTimeRange(startsAt, endsAt, NEW_YORK))).toBe(
      'Tue, Dec 1, 6:00 – 7:30 PM EST',
    );
    expect(plain(sessionTimeRange('2026-12-01T18:00:00Z', '2026-12-01T19:30:00Z', LONDON))).toBe(
      'Tue 1 Dec, 18:00–19:30 GMT',
    );
    // past midnight where the learner is: both days
    expect(plain(sessionTimeRange(startsAt, endsAt, LONDON))).toBe(
      'Tue 1 Dec, 23:00 GMT – Wed 2 Dec, 00:30 GMT',
    );
  });

  test('another year than this one is said, in the learner’s zone', () => {
    expect(plain(sessionTimeRange('2027-01-08T23:00:00Z', '2027-01-09T00:30:00Z', NEW_YORK))).toBe(
      'Fri, Jan 8, 2027, 6:00 – 7:30 PM EST',
    );
    // New Year's Eve in New York is already next year in UTC: the learner's year counts
    expect(plain(sessionMoment('2027-01-01T02:00:00Z', NEW_YORK))).toBe('Thu, Dec 31, 9:00 PM EST');
    expect(plain(sessionMoment('2025-06-01T16:00:00Z', LONDON))).toBe('Sun, 1 Jun 2025, 17:00 BST');
  });

  test('one moment, and the zone’s name', () => {
    expect(plain(sessionMoment(startsAt, NEW_YORK))).toBe('Tue, Dec 1, 6:00 PM EST');
    expect(timeZoneName(new Date(startsAt), NEW_YORK)).toBe('Eastern Standard Time');
    expect(timeZoneName(new Date('2026-07-01T12:00:00Z'), NEW_YORK)).toBe('Eastern Daylight Time');
    expect(plain(clockTimeOfDay('2026-12-01T23:05:00Z', NEW_YORK))).toBe('6:05 PM');
  });

  test('how soon it starts, rounded down', () => {
    const now = new Date('2026-12-01T20:30:00Z');
    expect(startsIn(startsAt, now, NEW_YORK)).toBe('in 2 hours');
    expect(startsIn(startsAt, new Date('2026-11-28T22:00:00Z'), NEW_YORK)).toBe('in 3 days');
    expect(startsIn(startsAt, new Date('2026-12-01T22:59:30Z'), NEW_YORK)).toBe('in 1 minute');
  });

  test('the next boundary still to come', () => {
    const now = new Date('2026-12-01T23:10:00Z');
    expect(msUntilNext([startsAt, endsAt], now)).toBe(80 * 60_000);
    expect(msUntilNext([startsAt], now)).toBeNull();
  });
});
