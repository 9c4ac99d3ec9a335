/**
 * Book study constants without zod (issue 24): the reader shows them before zod loads, the
 * contracts and the server enforce them.
 */

/** A note on a highlight: a margin note, not an essay. */
export const MAX_BOOK_NOTE_LENGTH = 2000;
/** What a search field takes: a few words or a quoted phrase. */
export const MAX_BOOK_SEARCH_LENGTH = 200;
/** Highlights a learner keeps in one book at most: past this, highlighting no longer picks out. */
export const MAX_HIGHLIGHTS_PER_BOOK = 1000;
/** Hits a search answers with: the best ones, by rank. */
export const MAX_BOOK_SEARCH_HITS = 30;

/** The whole percent of a book read: 100 only when every section is (never rounded up to it). */
export function percentRead(sectionsRead: number, sectionCount: number): number {
  if (sectionCount <= 0) return 0;
  return Math.floor((Math.min(sectionsRead, sectionCount) * 100) / sectionCount);
}
