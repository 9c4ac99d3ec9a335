import type { ResidentSummary } from '@boardready/contracts';
import { percentText } from '@boardready/contracts/learner-figures';

/**
 * How the program dashboard words its figures (decision 1403): the product's figure names
 * (learner-figures), days since a moment, assignments, percentiles, differences in points.
 */

const DAY_MS = 86_400_000;

/** "today", "yesterday", "12 days ago"; "never" without a moment. */
export function daysAgoText(iso: string | null, now: Date): string {
  if (iso === null) return 'never';
  const days = Math.floor((now.getTime() - Date.parse(iso)) / DAY_MS);
  if (days <= 0) return 'today';
  return days === 1 ? 'yesterday' : `${days} days ago`;
}

/** "2 of 3 done", with what is late and overdue: "1 late, 1 overdue". */
export function assignmentsText(tally: ResidentSummary['assignments']): {
  done: string;
  detail: string;
} {
  const parts = [
    tally.completedLate > 0 ? `${tally.completedLate} late` : null,
    tally.overdue > 0 ? `${tally.overdue} overdue` : null,
  ].filter(Boolean);
  return {
    done: tally.assigned === 0 ? 'none given' : `${tally.completed} of ${tally.assigned} done`,
    detail: parts.join(', '),
  };
}

/** "72% (pass 66%)"; "no plan" without an estimate. */
export function readinessText(readiness: ResidentSummary['readiness']): string {
  if (!readiness) return 'no plan';
  const score = `${Math.round(readiness.scorePercent)}%`;
  return readiness.passingPercent === null ? score : `${score} (pass ${readiness.passingPercent}%)`;
}

/** 1st, 2nd, 3rd, 11th, 22nd… */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** "80th percentile"; '—' when there is none. */
export function percentileText(percentile: number | null): string {
  return percentile === null ? '—' : `${ordinal(percentile)} percentile`;
}

/** "+4.2 points", "−45 points" (a true minus sign), "0 points"; '—' without a figure. */
export function pointsText(points: number | null): string {
  if (points === null) return '—';
  const size = Math.abs(points);
  const sign = points > 0 ? '+' : points < 0 ? '−' : '';
  return `${sign}${size} ${size === 1 ? 'point' : 'points'}`;
}

/** The difference between two percents, in points with one decimal; null when one is missing. */
export function differencePoints(a: number | null, b: number | null): number | null {
  return a === null || b === null ? null : Math.round((a - b) * 10) / 10;
}

/** "3 this week, 12 in 8 weeks" */
export function weeksText(weeks: readonly number[]): string {
  const total = weeks.reduce((sum, n) => sum + n, 0);
  return `${weeks.at(-1) ?? 0} this week, ${total} in ${weeks.length} weeks`;
}

export const scoreOrDash = (percent: number | null) => percentText(percent);

/** "Jan 5, 2025" */
export function shortDay(isoDay: string): string {
  return new Date(`${isoDay.slice(0, 10)}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}
