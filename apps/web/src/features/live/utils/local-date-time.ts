/**
 * A wall-clock date and time as a datetime-local field holds it ('2026-05-12T18:00') and the
 * instant it means in a time zone (the browser's unless a test names one), both ways. Intl knows
 * every zone's offsets, summer time included; the Date API alone knows only the browser's.
 */

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The browser's zone id ('America/New_York'). */
export const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The zone's offset from UTC at an instant, in minutes (New York in winter: -300). */
function offsetMinutes(utcMs: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(utcMs);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  const wallAsUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return Math.round((wallAsUtc - Math.floor(utcMs / 1000) * 1000) / 60_000);
}

const two = (n: number) => String(n).padStart(2, '0');

/** '-04:00', '+05:30', '+00:00'. */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
}

/** The wall clock of an instant shifted by an offset, as 'YYYY-MM-DDTHH:mm'. */
function wallText(utcMs: number, offset: number): string {
  const wall = new Date(utcMs + offset * 60_000);
  return `${wall.getUTCFullYear()}-${two(wall.getUTCMonth() + 1)}-${two(wall.getUTCDate())}T${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}`;
}

/**
 * The instant a wall-clock date and time means in the zone, as ISO with the zone's offset
 * ('2026-05-12T18:00' in New York → '2026-05-12T18:00:00-04:00'); null when it is no date and time.
 * A time the clocks skip (spring forward) is read with the offset before the change, as a clock
 * that was not yet put forward would show it: 02:30 becomes 03:30; a time they show twice (fall
 * back) is the first.
 */
export function instantOfLocalDateTime(local: string, timeZone = browserZone()): string | null {
  const match = LOCAL.exec(local.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((n) => Number(n ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const date = new Date(wallAsUtc);
  // Date.UTC rolls over what is out of range (the 31st of April): refuse it instead
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || hour > 23 || minute > 59)
    return null;
  // the zone's offsets a day either side: the instant is the wall time less one of them (offsets
  // change at most once in two days). Both fit when the clocks go back (01:30 twice): the first;
  // neither when they go forward (02:30 skipped): the offset before, as the clock before showed it.
  const DAY = 86_400_000;
  const candidates = [
    offsetMinutes(wallAsUtc - DAY, timeZone),
    offsetMinutes(wallAsUtc + DAY, timeZone),
  ].map((offset) => wallAsUtc - offset * 60_000);
  const fitting = candidates.filter(
    (at) => wallText(at, offsetMinutes(at, timeZone)) === wallText(wallAsUtc, 0),
  );
  const instant = fitting.length ? Math.min(...fitting) : candidates[0]!;
  const actual = offsetMinutes(instant, timeZone);
  return `${wallText(instant, actual)}:${two(second)}${offsetText(actual)}`;
}

/** The wall-clock date and time of an instant in the zone, as a datetime-local field holds it. */
export function localDateTimeOf(at: Date, timeZone = browserZone()): string {
  return wallText(at.getTime(), offsetMinutes(at.getTime(), timeZone));
}
