/** Query keys of the feature: one book's contents, its sections (interlinks: lib/interlinks.ts). */
export const bookKeys = {
  all: ['books'] as const,
  contents: (userProductId: number) => ['books', userProductId, 'contents'] as const,
  section: (userProductId: number, sectionId: string) =>
    ['books', userProductId, 'section', sectionId] as const,
};

/**
 * A book's text changes only with a release (content/books is read when the server starts), so
 * what was fetched once stays good while the reader is open.
 */
export const BOOK_STALE_MS = Number.POSITIVE_INFINITY;
