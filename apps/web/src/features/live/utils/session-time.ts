/**
 * A session's times in the learner's own time zone and words (Intl): the browser's locale and
 * zone unless a test names them. Instants come from the server (ISO, with their offset).
 */

interface Where {
  locale?: string | undefined;
  timeZone?: string | undefined;
  /** the moment the year is compared with (tests); now by default */
  now?: Date | undefined;
}

const DAY_AND_TIME: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

/** The format of a session's times: with its year when one of them is not in this year. */
function dayAndTime(instants: string[], { locale, timeZone, now = new Date() }: Where) {
  const yearOf = (at: Date) =>
    new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone }).format(at);
  const thisYear = yearOf(now);
  const otherYear = instants.some((at) => yearOf(new Date(at)) !== thisYear);
  return new Intl.DateTimeFormat(locale, {
    ...DAY_AND_TIME,
    ...(otherYear ? { year: 'numeric' } : {}),
    timeZone,
  });
}

/**
 * 'Tue, Dec 1, 6:00 – 7:30 PM EST' (en-US), 'Tue 1 Dec, 18:00–19:30 GMT-5' (en-GB); with the
 * year when it is not this one ('Fri, Jan 8, 2027, 6:00 – 7:30 PM EST').
 */
export function sessionTimeRange(startsAt: string, endsAt: string, where: Where = {}): string {
  return dayAndTime([startsAt, endsAt], where).formatRange(new Date(startsAt), new Date(endsAt));
}

/** 'Tue, Dec 1, 6:00 PM EST': one moment, as the range's start says it. */
export function sessionMoment(at: string, where: Where = {}): string {
  return dayAndTime([at], where).format(new Date(at));
}

/** 'Eastern Standard Time': the zone the times are in, by its name at that moment. */
export function timeZoneName(at: Date, { locale, timeZone }: Where = {}): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'long' }).formatToParts(
    at,
  );
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/** A time of day: '6:05 PM' (a question's, on the moderation screen). */
export function clockTimeOfDay(at: string, { locale, timeZone }: Where = {}): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone }).format(
    new Date(at),
  );
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** 'in 3 hours', 'in 2 days', 'in 1 minute': how soon a session starts (rounded down). */
export function startsIn(startsAt: string, now: Date, { locale }: Where = {}): string {
  const ms = Math.max(0, new Date(startsAt).getTime() - now.getTime());
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  for (const [unit, size] of UNITS) {
    if (ms >= size) return format.format(Math.floor(ms / size), unit);
  }
  return format.format(1, 'minute');
}

/** The next of the given instants still to come, in ms from now (null when all have passed). */
export function msUntilNext(instants: readonly string[], now: Date): number | null {
  const ahead = instants.map((at) => new Date(at).getTime() - now.getTime()).filter((ms) => ms > 0);
  return ahead.length ? Math.min(...ahead) : null;
}
