/**
 * A due moment in a datetime-local field: the director's own time zone on screen, an ISO moment
 * with its offset on the wire.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** '2026-03-09T23:59' in the browser's time zone. */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The field's value as an ISO moment; '' when it holds no valid date (the server then names it). */
export function fromLocalInput(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

/** A week from now, at 23:59: the usual due moment of a week's work. */
export function defaultDue(now = new Date()): string {
  const due = new Date(now);
  due.setDate(due.getDate() + 7);
  due.setHours(23, 59, 0, 0);
  return toLocalInput(due);
}
