const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Anki's month and year: a twelfth of a year, and 365 days. */
const YEAR = 365 * DAY;
const MONTH = YEAR / 12;

interface Unit {
  /** the first value (seconds) this unit no longer writes */
  below: number;
  size: number;
  suffix: string;
  decimals: number;
}

const UNITS: readonly Unit[] = [
  { below: MINUTE, size: 1, suffix: 's', decimals: 0 },
  { below: HOUR, size: MINUTE, suffix: 'm', decimals: 0 },
  { below: DAY, size: HOUR, suffix: 'h', decimals: 1 },
  { below: MONTH, size: DAY, suffix: 'd', decimals: 0 },
  { below: YEAR, size: MONTH, suffix: 'mo', decimals: 1 },
];
const YEARS: Unit = { below: Number.POSITIVE_INFINITY, size: YEAR, suffix: 'y', decimals: 1 };

/**
 * A grade's next interval as Anki writes it on its answer buttons: the largest unit it reaches
 * (s, m, h, d, mo, y), seconds, minutes and days whole, hours, months and years with one decimal
 * when it is not zero: 1m, 10m, 1.5h, 1d, 12d, 3.2mo, 1.4y.
 */
export function formatInterval(seconds: number): string {
  const value = Math.max(0, seconds);
  const unit = UNITS.find((u) => value < u.below) ?? YEARS;
  const factor = 10 ** unit.decimals;
  const amount = Math.round((value / unit.size) * factor) / factor;
  // 59.6 s rounds to 60 s: it reads as the next unit's one (1m), as Anki shows it.
  const next = UNITS[UNITS.indexOf(unit) + 1] ?? (unit === YEARS ? undefined : YEARS);
  if (next && amount * unit.size >= unit.below) return `1${next.suffix}`;
  return `${amount}${unit.suffix}`;
}

/** The interval for a screen reader: "in 10 minutes", "in 1.5 hours", "in 3 days". */
export function spokenInterval(seconds: number): string {
  const short = formatInterval(seconds);
  const match = /^([\d.]+)(s|m|h|d|mo|y)$/.exec(short);
  if (!match) return short;
  const amount = Number(match[1]);
  const names: Record<string, string> = {
    s: 'second',
    m: 'minute',
    h: 'hour',
    d: 'day',
    mo: 'month',
    y: 'year',
  };
  const name = names[match[2] ?? ''] ?? '';
  return `in ${amount} ${name}${amount === 1 ? '' : 's'}`;
}
