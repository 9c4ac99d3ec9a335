import {
  FEEDBACK_PAGE_SIZE,
  FEEDBACK_SORTS,
  FEEDBACK_STATUSES,
  type FeedbackSort,
  type FeedbackStatus,
} from '@boardready/contracts/admin-records-rules';

/**
 * The triage queue's filters (Admin → Question feedback), kept in the address with the item
 * opened over it (?question=). The queue opens on the new items; `status=all` shows every one.
 */
export interface FeedbackFilters {
  status: FeedbackStatus | 'all';
  bankId: number | null;
  sort: FeedbackSort;
  page: number;
}

export const DEFAULT_FEEDBACK_FILTERS: FeedbackFilters = {
  status: 'new',
  bankId: null,
  sort: 'newest',
  page: 1,
};

const MAX_PAGE = Math.floor(100_000 / FEEDBACK_PAGE_SIZE) + 1;

function wholeNumber(value: string | null, max: number): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const number = Number(value);
  return number <= max ? number : null;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

export function feedbackFiltersFrom(search: URLSearchParams): FeedbackFilters {
  const status = search.get('status');
  return {
    status:
      status === 'all'
        ? 'all'
        : (oneOf(FEEDBACK_STATUSES, status) ?? DEFAULT_FEEDBACK_FILTERS.status),
    bankId: wholeNumber(search.get('bankId'), 2_147_483_647),
    sort: oneOf(FEEDBACK_SORTS, search.get('sort')) ?? DEFAULT_FEEDBACK_FILTERS.sort,
    page: wholeNumber(search.get('page'), MAX_PAGE) ?? 1,
  };
}

/** The question opened over the queue, if any. */
export const openQuestionFrom = (search: URLSearchParams) =>
  wholeNumber(search.get('question'), 2_147_483_647);

/** The address: what differs from the defaults, and the opened question. */
export function feedbackSearchOf(filters: FeedbackFilters, question: number | null) {
  const search = new URLSearchParams();
  if (filters.status !== DEFAULT_FEEDBACK_FILTERS.status) search.set('status', filters.status);
  if (filters.bankId !== null) search.set('bankId', String(filters.bankId));
  if (filters.sort !== DEFAULT_FEEDBACK_FILTERS.sort) search.set('sort', filters.sort);
  if (filters.page !== 1) search.set('page', String(filters.page));
  if (question !== null) search.set('question', String(question));
  return search;
}

/** GET /api/2.0/admin/questionfeedback's query. */
export function feedbackQuery(filters: FeedbackFilters) {
  return {
    ...(filters.status !== 'all' ? { status: filters.status } : {}),
    ...(filters.bankId !== null ? { bankId: filters.bankId } : {}),
    sort: filters.sort,
    limit: FEEDBACK_PAGE_SIZE,
    offset: (filters.page - 1) * FEEDBACK_PAGE_SIZE,
  };
}

export const pageCount = (total: number) => Math.max(1, Math.ceil(total / FEEDBACK_PAGE_SIZE));
