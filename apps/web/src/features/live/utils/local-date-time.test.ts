import { describe, expect, test } from 'vitest';
import { instantOfLocalDateTime, localDateTimeOf } from './local-date-time';

const NEW_YORK = 'America/New_York';

describe('a wall-clock date and time in a zone, as an instant', () => {
  test('read in the zone, with its offset of that day (summer and winter)', () => {
    expect(instantOfLocalDateTime('2026-05-12T18:00', NEW_YORK)).toBe('2026-05-12T18:00:00-04:00');
    expect(instantOfLocalDateTime('2026-12-01T18:00', NEW_YORK)).toBe('2026-12-01T18:00:00-05:00');
    expect(instantOfLocalDateTime('2026-05-12T18:00:30', 'Asia/Kolkata')).toBe(
      '2026-05-12T18:00:30+05:30',
    );
    expect(instantOfLocalDateTime('2026-01-05T09:15', 'UTC')).toBe('2026-01-05T09:15:00+00:00');
    expect(Date.parse(instantOfLocalDateTime('2026-05-12T18:00', NEW_YORK)!)).toBe(
      Date.parse('2026-05-12T22:00:00Z'),
    );
  });

  test('the hour the clocks skip reads as the clock before the change; the hour they repeat is the first', () => {
    // New York puts its clocks forward at 02:00 on 8 March 2026, back at 02:00 on 1 November
    expect(instantOfLocalDateTime('2026-03-08T02:30', NEW_YORK)).toBe('2026-03-08T03:30:00-04:00');
    expect(instantOfLocalDateTime('2026-11-01T01:30', NEW_YORK)).toBe('2026-11-01T01:30:00-04:00');
    expect(instantOfLocalDateTime('2026-11-01T02:30', NEW_YORK)).toBe('2026-11-01T02:30:00-05:00');
  });

  test('what is no date and time is null', () => {
    for (const text of ['', '2026-05-12', '18:00', '2026-04-31T10:00', '2026-05-12T24:00', 'soon'])
      expect(instantOfLocalDateTime(text, NEW_YORK)).toBeNull();
  });

  test('and back: an instant as the field holds it', () => {
    expect(localDateTimeOf(new Date('2026-05-12T22:00:00Z'), NEW_YORK)).toBe('2026-05-12T18:00');
    expect(localDateTimeOf(new Date('2026-12-31T23:30:00Z'), 'Asia/Tokyo')).toBe(
      '2027-01-01T08:30',
    );
  });
});
