/**
 * The card browser's filters and sorts without zod (issue 24, Anki's Browse): the browse screen
 * reads and writes them in its address before any schema loads; the contract checks them.
 */

/** A card's memory state, as the browser filters by it: a card never studied is new. */
export const BROWSE_STATES = ['new', 'learning', 'review', 'relearning'] as const;
export type BrowseState = (typeof BROWSE_STATES)[number];

/**
 * What is due: `today` every studied card due by the end of the learner's day (Anki's is:due),
 * `overdue` reviews that were due before today began.
 */
export const BROWSE_DUE = ['today', 'overdue'] as const;
export type BrowseDue = (typeof BROWSE_DUE)[number];

/** The orders of the list: `created` is the deck's order, the one new cards are introduced in. */
export const BROWSE_SORTS = ['due', 'created', 'difficulty', 'lapses'] as const;
export type BrowseSort = (typeof BROWSE_SORTS)[number];

export const BROWSE_ORDERS = ['asc', 'desc'] as const;
export type BrowseOrder = (typeof BROWSE_ORDERS)[number];

/** Each sort's natural direction: the soonest due and the deck's order first, the hardest first. */
export const DEFAULT_BROWSE_ORDER: Record<BrowseSort, BrowseOrder> = {
  due: 'asc',
  created: 'asc',
  difficulty: 'desc',
  lapses: 'desc',
};

export const BROWSE_PAGE_SIZE = 50;
export const MAX_BROWSE_PAGE_SIZE = 100;
/** A page past any deck's end (a deck of 20 000 cards has 400 pages of 50). */
export const MAX_BROWSE_PAGE = 10_000;
export const MAX_BROWSE_SEARCH = 100;

/** The review log's columns, in the CSV's order (Anki's revlog, with the state before and after). */
export const REVIEW_CSV_COLUMNS = [
  'card_code',
  'reviewed_at',
  'rating',
  'rating_name',
  'state_before',
  'state_after',
  'elapsed_days',
  'scheduled_days',
  'stability',
  'difficulty',
  'duration_ms',
] as const;
