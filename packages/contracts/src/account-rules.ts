// Zod-free rules of the My Account page, so that the page can show them before the schemas load.

/**
 * ABIM and ABP IDs are six-digit numbers (each board's diplomate lookup shows them so); ACCME's
 * PARS matches them with the diplomate's birth month and day when we report MOC points.
 */
export const BOARD_ID_DIGITS = 6;

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Days a month can have in some year (no year is kept, so February has 29). */
export function daysInMonth(month: number): number {
  if (month === 2) return 29;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** A board ID as typed: spaces and dashes people copy along are dropped. */
export function normalizeBoardId(value: string): string {
  return value.replace(/[\s-]/g, '');
}
