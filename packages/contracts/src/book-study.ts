import { z } from 'zod';
import {
  MAX_BOOK_NOTE_LENGTH,
  MAX_BOOK_SEARCH_LENGTH,
  MAX_HIGHLIGHTS_PER_BOOK,
} from './book-study-rules';
import { bookSlug } from './books';
import { defineEndpoint, idParam } from './endpoint';

/**
 * Studying a book (issue 24, decision 1001): the learner's place and the sections read, kept on
 * the server so any device resumes there; full-text search within a book and across the
 * learner's books; highlights and notes in a section's text. All of it is the learner's own:
 * another account's is never found (404).
 */

const count = z.number().int().min(0);
const bookParams = z.object({ userProductId: idParam }).strict();
/** spec §7: every 3.0 call may carry the client's random requestId */
const requestOnly = z.object({ requestId: z.uuid().optional() }).strict();

export const readingProgress = z.object({
  userProductId: z.number().int(),
  /** the section the learner was last in; null before the first one */
  lastSectionId: bookSlug.nullable(),
  /** the sections read to their end, in reading order (sections the book no longer has left out) */
  readSectionIds: z.array(bookSlug),
  sectionCount: count,
  /** whole percent of the book's sections read (book-study-rules.ts percentRead) */
  percentRead: z.number().int().min(0).max(100),
});
export type ReadingProgress = z.infer<typeof readingProgress>;

/** A book's progress as My Products shows it. */
export const readingSummary = readingProgress.omit({ readSectionIds: true }).extend({
  sectionsRead: count,
  lastSectionTitle: z.string().nullable(),
});
export type ReadingSummary = z.infer<typeof readingSummary>;

export const progressUpdate = z.strictObject({
  sectionId: bookSlug,
  /** true once the learner reached the end of the section: it then counts as read */
  finished: z.boolean({ error: 'finished is true or false.' }).default(false),
});

const searchQuery = z
  .object({
    q: z
      .string()
      .trim()
      .min(1, 'Type a word to search for.')
      .max(MAX_BOOK_SEARCH_LENGTH, `A search has at most ${MAX_BOOK_SEARCH_LENGTH} characters.`),
    requestId: z.uuid().optional(),
  })
  .strict();

/** A piece of a hit's snippet: plain text, `match` where it is a word searched for. */
export const snippetPart = z.object({ text: z.string(), match: z.boolean() });
export type SnippetPart = z.infer<typeof snippetPart>;

export const bookSearchHit = z.object({
  userProductId: z.number().int(),
  bookTitle: z.string(),
  sectionId: bookSlug,
  sectionTitle: z.string(),
  chapterTitle: z.string(),
  /** a passage around the words found, as text parts: the SPA marks the matches, no HTML */
  snippet: z.array(snippetPart),
});
export type BookSearchHit = z.infer<typeof bookSearchHit>;

export const bookSearchResults = z.object({ hits: z.array(bookSearchHit) });
export type BookSearchResults = z.infer<typeof bookSearchResults>;

const offset = z.number({ error: 'An offset is a whole number.' }).int().min(0).max(10_000_000);

/** A note's text: trimmed, empty means none. */
const noteText = z
  .string()
  .trim()
  .max(MAX_BOOK_NOTE_LENGTH, `A note has at most ${MAX_BOOK_NOTE_LENGTH} characters.`)
  .nullable()
  .transform((note) => (note === '' ? null : note));

export const newHighlight = z
  .strictObject({
    sectionId: bookSlug,
    /** [start, end) in characters of the section's text, as the reader renders it */
    start: offset,
    end: offset,
    note: noteText.default(null),
  })
  .refine((h) => h.end > h.start, { message: 'A highlight ends after it starts.', path: ['end'] });

export const highlightUpdate = z.strictObject({ note: noteText });

export const bookHighlight = z.object({
  highlightId: z.number().int(),
  sectionId: bookSlug,
  /** null when the book no longer has the section */
  sectionTitle: z.string().nullable(),
  chapterTitle: z.string().nullable(),
  /** where the highlight is in the section's current text; null when the text changed under it */
  range: z.object({ start: count, end: count }).nullable(),
  /** the words highlighted, as they were: kept when the text changes */
  quote: z.string(),
  note: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type BookHighlight = z.infer<typeof bookHighlight>;

const highlightParams = z.object({ userProductId: idParam, highlightId: idParam }).strict();

export const bookStudyEndpoints = {
  readingProgressList: defineEndpoint({
    method: 'GET',
    path: '/api/3.0/books/progress',
    summary: "The learner's reading progress in each of their book products (My Products).",
    access: 'signedIn',
    query: requestOnly,
    response: z.object({ books: z.array(readingSummary) }),
  }),
  readingProgress: defineEndpoint({
    method: 'GET',
    path: '/api/3.0/books/userproducts/:userProductId/progress',
    summary: 'Where the learner is in a book: the last section, the sections read, the percentage.',
    access: 'signedIn',
    params: bookParams,
    query: requestOnly,
    response: readingProgress,
  }),
  updateReadingProgress: defineEndpoint({
    method: 'PUT',
    path: '/api/3.0/books/userproducts/:userProductId/progress',
    summary:
      'The learner is in this section (and, finished, has read it): kept for every device. Sent again, it changes nothing.',
    access: 'signedIn',
    params: bookParams,
    query: requestOnly,
    body: progressUpdate,
    response: readingProgress,
  }),
  searchBook: defineEndpoint({
    method: 'GET',
    path: '/api/3.0/books/userproducts/:userProductId/search',
    summary: 'Full-text search of one book: the best sections with a snippet, matches marked.',
    access: 'signedIn',
    params: bookParams,
    query: searchQuery,
    response: bookSearchResults,
  }),
  searchAllBooks: defineEndpoint({
    method: 'GET',
    path: '/api/3.0/books/search',
    summary: 'Full-text search of every book the learner can use now.',
    access: 'signedIn',
    query: searchQuery,
    response: bookSearchResults,
  }),
  highlights: defineEndpoint({
    method: 'GET',
    path: '/api/3.0/books/userproducts/:userProductId/highlights',
    summary: "The learner's highlights and notes in a book, in reading order.",
    access: 'signedIn',
    params: bookParams,
    query: requestOnly,
    response: z.object({ highlights: z.array(bookHighlight) }),
  }),
  createHighlight: defineEndpoint({
    method: 'POST',
    path: '/api/3.0/books/userproducts/:userProductId/highlights',
    summary: `Highlight words of a section, with an optional note (at most ${MAX_HIGHLIGHTS_PER_BOOK} a book).`,
    access: 'signedIn',
    params: bookParams,
    query: requestOnly,
    body: newHighlight,
    status: 201,
    response: bookHighlight,
  }),
  updateHighlight: defineEndpoint({
    method: 'PATCH',
    path: '/api/3.0/books/userproducts/:userProductId/highlights/:highlightId',
    summary: "Change a highlight's note (null or empty removes it).",
    access: 'signedIn',
    params: highlightParams,
    query: requestOnly,
    body: highlightUpdate,
    response: bookHighlight,
  }),
  deleteHighlight: defineEndpoint({
    method: 'DELETE',
    path: '/api/3.0/books/userproducts/:userProductId/highlights/:highlightId',
    summary: 'Remove a highlight and its note.',
    access: 'signedIn',
    params: highlightParams,
    query: requestOnly,
    response: z.object({ highlightId: z.number().int() }),
  }),
};
