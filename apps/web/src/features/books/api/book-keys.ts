/** Query keys of the feature: one book's contents, its sections, their interlinks. */
export const bookKeys = {
  all: ['books'] as const,
  contents: (userProductId: number) => ['books', userProductId, 'contents'] as const,
  section: (userProductId: number, sectionId: string) =>
    ['books', userProductId, 'section', sectionId] as const,
  interlinks: (userProductId: number, sectionId: string) =>
    ['books', userProductId, 'interlinks', sectionId] as const,
};

/**
 * A book's text changes only with a release (content/books is read when the server starts), so
 * what was fetched once stays good while the reader is open; the interlinks follow the learner's
 * products and are asked again after a while.
 */
export const BOOK_STALE_MS = Number.POSITIVE_INFINITY;
export const INTERLINKS_STALE_MS = 5 * 60_000;
