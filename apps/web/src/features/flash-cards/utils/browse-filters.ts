import {
  BROWSE_DUE,
  BROWSE_ORDERS,
  BROWSE_SORTS,
  BROWSE_STATES,
  type BrowseDue,
  type BrowseOrder,
  type BrowseSort,
  type BrowseState,
  DEFAULT_BROWSE_ORDER,
  MAX_BROWSE_PAGE,
  MAX_BROWSE_SEARCH,
} from '@boardready/contracts/flash-card-browse-rules';

/**
 * The card browser's search, filters, order and page, kept in its address (so a reload, Back and
 * a shared link show the same list). What the address holds that the API would refuse is read as
 * the default instead: a hand-edited link shows the deck, not an error.
 */
export interface BrowseFilters {
  q: string;
  state: BrowseState | null;
  topicId: number | null;
  /** one of the marks a card can carry (Anki's flag, suspension, burial); null: any */
  mark: BrowseMark | null;
  due: BrowseDue | null;
  sort: BrowseSort;
  order: BrowseOrder;
  page: number;
}

export const BROWSE_MARKS = ['flagged', 'suspended', 'buried'] as const;
export type BrowseMark = (typeof BROWSE_MARKS)[number];

export const NO_FILTERS: BrowseFilters = {
  q: '',
  state: null,
  topicId: null,
  mark: null,
  due: null,
  sort: 'due',
  order: DEFAULT_BROWSE_ORDER.due,
  page: 1,
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

/** A whole number from 1 to `max` written in digits, else null. */
function wholeNumber(value: string | null, max: number): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const number = Number(value);
  return number <= max ? number : null;
}

export function filtersFrom(search: URLSearchParams): BrowseFilters {
  const sort = oneOf(BROWSE_SORTS, search.get('sort')) ?? NO_FILTERS.sort;
  return {
    q: (search.get('q') ?? '').trim().slice(0, MAX_BROWSE_SEARCH),
    state: oneOf(BROWSE_STATES, search.get('state')),
    topicId: wholeNumber(search.get('topicId'), 2_147_483_647),
    mark: BROWSE_MARKS.find((mark) => search.get(mark) === 'true') ?? null,
    due: oneOf(BROWSE_DUE, search.get('due')),
    sort,
    order: oneOf(BROWSE_ORDERS, search.get('order')) ?? DEFAULT_BROWSE_ORDER[sort],
    page: wholeNumber(search.get('page'), MAX_BROWSE_PAGE) ?? 1,
  };
}

/** The card opened over the list (?card=, the link other screens give to a card), if any. */
export const openCardFrom = (search: URLSearchParams) =>
  wholeNumber(search.get('card'), 2_147_483_647);

/** The address of a list: only what differs from the defaults, so a plain list has a plain link. */
export function searchFrom(filters: BrowseFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.q) search.set('q', filters.q);
  if (filters.state) search.set('state', filters.state);
  if (filters.topicId !== null) search.set('topicId', String(filters.topicId));
  if (filters.mark) search.set(filters.mark, 'true');
  if (filters.due) search.set('due', filters.due);
  if (filters.sort !== NO_FILTERS.sort) search.set('sort', filters.sort);
  if (filters.order !== DEFAULT_BROWSE_ORDER[filters.sort]) search.set('order', filters.order);
  if (filters.page !== 1) search.set('page', String(filters.page));
  return search;
}

/** The list call's query (GET …/browse): the same names as the address, as the API reads them. */
export function browseQueryOf(filters: BrowseFilters): Record<string, string | number> {
  return { ...Object.fromEntries(searchFrom(filters)), sort: filters.sort, order: filters.order };
}

/**
 * A change of the search, a filter or the order starts again at the first page; a new sort takes
 * its natural direction (the soonest due, the hardest first).
 */
export function withChange(filters: BrowseFilters, change: Partial<BrowseFilters>): BrowseFilters {
  const order = change.order ?? (change.sort ? DEFAULT_BROWSE_ORDER[change.sort] : filters.order);
  return { ...filters, ...change, order, page: change.page ?? 1 };
}

/** Whether anything narrows the list (its empty state then says so). */
export function isFiltered(filters: BrowseFilters): boolean {
  return (
    filters.q !== '' ||
    filters.state !== null ||
    filters.topicId !== null ||
    filters.mark !== null ||
    filters.due !== null
  );
}
