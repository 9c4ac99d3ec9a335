import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { ownerAccountId, stamp } from './columns';

/**
 * Studying a book (issue 24, decision 1001): the search index of the books' text, and what each
 * learner keeps of a book. Books are content files (content/books), so their rows are named by
 * the book's code and the section's permanent slug, not by a foreign key; a learner's place,
 * reading and highlights follow the book, not one user product (a renewal or a trial bought keeps
 * them).
 */

/** PostgreSQL's text-search document type (drizzle has no column for it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Each section's plain text as the reader renders it, kept in step with content/books when the
 * server starts (modules/books/search-index.ts: written when its content hash differs, removed
 * when the book no longer has it), with a weighted text-search document under a GIN index.
 */
export const bookSectionTexts = pgTable(
  'book_section_texts',
  {
    bookCode: text('book_code').notNull(),
    sectionId: text('section_id').notNull(),
    sectionTitle: text('section_title').notNull(),
    chapterTitle: text('chapter_title').notNull(),
    /** the section's place in the book's reading order, from 0 */
    readingOrder: integer('reading_order').notNull(),
    /** the text content of the section's HTML: what highlights' offsets count in */
    body: text('body').notNull(),
    /** the same with a space for every tag, so table cells and paragraphs stay apart as words */
    searchText: text('search_text').notNull(),
    /** sha-256 of what this row holds, to write only what changed */
    contentHash: text('content_hash').notNull(),
    /** the title weighs more than the text */
    document: tsvector('document')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', section_title), 'A') || setweight(to_tsvector('english', search_text), 'B')`,
      ),
  },
  (t) => [
    primaryKey({ columns: [t.bookCode, t.sectionId] }),
    index('book_section_texts_document_idx').using('gin', t.document),
  ],
);

/** The learner's place in a book: the section they were last in. */
export const bookReadingPlaces = pgTable(
  'book_reading_places',
  {
    accountId: ownerAccountId(),
    bookCode: text('book_code').notNull(),
    lastSectionId: text('last_section_id').notNull(),
    updatedAt: stamp('updated_at'),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.bookCode] })],
);

/** A section the learner read to its end, once. */
export const bookSectionsRead = pgTable(
  'book_sections_read',
  {
    accountId: ownerAccountId(),
    bookCode: text('book_code').notNull(),
    sectionId: text('section_id').notNull(),
    readAt: stamp('read_at'),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.bookCode, t.sectionId] })],
);

/**
 * A highlight in a section's text, with the learner's note. The quote and the hash of the text it
 * was made in are kept, so a highlight whose section changed still lists with its words, and is
 * placed again where those words still are.
 */
export const bookHighlights = pgTable(
  'book_highlights',
  {
    id: serial('id').primaryKey(),
    accountId: ownerAccountId(),
    bookCode: text('book_code').notNull(),
    sectionId: text('section_id').notNull(),
    /** [start, end) in characters of the section's text */
    startOffset: integer('start_offset').notNull(),
    endOffset: integer('end_offset').notNull(),
    quote: text('quote').notNull(),
    /** the section's content hash when the highlight was made */
    sectionHash: text('section_hash').notNull(),
    note: text('note'),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [
    index('book_highlights_account_book_idx').on(t.accountId, t.bookCode),
    check(
      'book_highlights_range_check',
      sql`${t.endOffset} > ${t.startOffset} and ${t.startOffset} >= 0`,
    ),
  ],
);
