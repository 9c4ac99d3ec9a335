/**
 * The account page's dates. Staff pick days (date inputs); a product's window is instants: a day
 * stands for its midnight in the staff member's time zone, as My Products shows the same instants
 * as dates in the learner's ("ends on" is the day access stops).
 */

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));

const pad = (n: number) => String(n).padStart(2, '0');

/** A date input's value (YYYY-MM-DD) for the local day of `date`. */
export function toDateInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The instant a date input's day begins, locally; null when the value is not a whole date. */
export function dayStart(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) {
    return null;
  }
  return date.toISOString();
}

/** The same local day a year later (Feb 29 becomes Mar 1): a year of access. */
export function yearAfter(date: Date): Date {
  return new Date(date.getFullYear() + 1, date.getMonth(), date.getDate());
}
