import { MAIL_DELIVERIES, type MailDelivery } from '@boardready/contracts/admin-records-rules';

/**
 * The record screens' filters (Admin → Mail outbox, Audit log), kept in the address so that a
 * reload, Back and a shared link show the same list. Dates are the admin's own days: a range
 * runs from the start of its first day to the end of its last, in this browser's time zone.
 * What the address holds that the API would refuse is read as no filter.
 */

const MAX_ID = 2_147_483_647;

/** A page of records: the one before (older than) or after (newer than) a record's id. */
export interface RecordCursor {
  before: number | null;
  after: number | null;
}

export interface DateRange {
  /** YYYY-MM-DD or '' */
  from: string;
  until: string;
}

export interface MailFilters extends RecordCursor, DateRange {
  q: string;
  delivery: MailDelivery | null;
}

export interface AuditFilters extends RecordCursor, DateRange {
  action: string;
  /** an e-mail address or an account id, as typed */
  account: string;
}

function wholeNumber(value: string | null): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const number = Number(value);
  return number <= MAX_ID ? number : null;
}

/** YYYY-MM-DD of a real day, else ''. */
export function isoDay(value: string | null): string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return '';
  const day = new Date(`${value}T00:00:00`);
  return Number.isNaN(day.getTime()) || localDay(day) !== value ? '' : value;
}

/** A moment's day in this browser's time zone, as YYYY-MM-DD. */
export function localDay(moment: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

const cursorFrom = (search: URLSearchParams): RecordCursor => {
  const before = wholeNumber(search.get('before'));
  // one cursor at a time (the API refuses both); `before` wins
  return { before, after: before === null ? wholeNumber(search.get('after')) : null };
};

const rangeFrom = (search: URLSearchParams): DateRange => ({
  from: isoDay(search.get('from')),
  until: isoDay(search.get('until')),
});

export function mailFiltersFrom(search: URLSearchParams): MailFilters {
  const delivery = search.get('delivery');
  return {
    q: (search.get('q') ?? '').trim().slice(0, 100),
    delivery: (MAIL_DELIVERIES as readonly string[]).includes(delivery ?? '')
      ? (delivery as MailDelivery)
      : null,
    ...rangeFrom(search),
    ...cursorFrom(search),
  };
}

export function auditFiltersFrom(search: URLSearchParams): AuditFilters {
  const action = search.get('action') ?? '';
  return {
    action: /^[a-z0-9_.]{1,60}$/.test(action) ? action : '',
    account: (search.get('account') ?? '').trim().slice(0, 254),
    ...rangeFrom(search),
    ...cursorFrom(search),
  };
}

/** The address of a list: only what is set, so the plain list has a plain link. */
export function searchOf(filters: MailFilters | AuditFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== null && value !== '') search.set(key, String(value));
  }
  return search;
}

/** A filter changed: the list starts again at its newest page. */
export function withFilter<F extends RecordCursor>(filters: F, change: Partial<F>): F {
  return { ...filters, before: null, after: null, ...change };
}

/** Whether the range ends before it starts (the screen says so rather than asking). */
export function rangeProblem(range: DateRange): string | undefined {
  return range.from && range.until && range.until < range.from
    ? 'The last day must not come before the first.'
    : undefined;
}

/** The API's since/until: from the start of the first day to the start of the day after the last. */
export function rangeQuery(range: DateRange): { since?: string; until?: string } {
  const query: { since?: string; until?: string } = {};
  if (range.from) query.since = new Date(`${range.from}T00:00:00`).toISOString();
  if (range.until) {
    const next = new Date(`${range.until}T00:00:00`);
    next.setDate(next.getDate() + 1);
    query.until = next.toISOString();
  }
  return query;
}

const cursorQuery = (cursor: RecordCursor) => ({
  ...(cursor.before !== null ? { before: cursor.before } : {}),
  ...(cursor.after !== null ? { after: cursor.after } : {}),
});

export const RECORD_PAGE_SIZE = 25;

/** GET /api/2.0/admin/mailoutbox's query. */
export function mailQuery(filters: MailFilters) {
  return {
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.delivery ? { delivery: filters.delivery } : {}),
    ...rangeQuery(filters),
    ...cursorQuery(filters),
    limit: RECORD_PAGE_SIZE,
  };
}

/**
 * The account as typed: digits are an id, anything else an e-mail address (the API says when no
 * account has it).
 */
export function accountQuery(
  account: string,
): { accountId: number } | { accountEmail: string } | Record<string, never> {
  if (!account) return {};
  const id = wholeNumber(account);
  return id !== null ? { accountId: id } : { accountEmail: account };
}

/** GET /api/2.0/admin/auditlog's query. */
export function auditQuery(filters: AuditFilters) {
  return {
    ...(filters.action ? { action: filters.action } : {}),
    ...accountQuery(filters.account),
    ...rangeQuery(filters),
    ...cursorQuery(filters),
    limit: RECORD_PAGE_SIZE,
  };
}
