import { createHash } from 'node:crypto';
import type { Database } from '../../db/client';
import { richTextContent } from '../qbank-content/rich-text';
import { readingOrder } from './book-access';
import type { Book } from './book-content';
import {
  bookStudyRepository,
  MATCH_END,
  MATCH_START,
  type SectionTextRow,
} from './study-repository';

/**
 * The books' text in the database, for full-text search (decision 1001, "Search"): a row per
 * section with its plain text, kept in step with content/books each time the server starts.
 * A section is written only when its content hash differs, and a section the books no longer
 * have is removed, so an unchanged release writes nothing and several servers starting on one
 * database agree.
 */

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** What the reader renders of a section (its text content): highlights count in it. */
export const sectionText = (html: string) => richTextContent(html);

/** The hash of a section's text: a highlight made in another text is placed again by its quote. */
export const textHash = (text: string) => sha256(text);

/** The index rows of every section of the books. */
export function sectionTextRows(books: Book[]): SectionTextRow[] {
  return books.flatMap((book) =>
    readingOrder(book).map(({ chapter, section }, position) => {
      const row = {
        bookCode: book.code,
        sectionId: section.id,
        sectionTitle: section.title,
        chapterTitle: chapter.title,
        readingOrder: position,
        body: sectionText(section.body),
        // The snippet's match marks must be the only ones in the text.
        searchText: richTextContent(section.body, ' ').replace(
          new RegExp(`[${MATCH_START}${MATCH_END}]`, 'g'),
          '',
        ),
      };
      return { ...row, contentHash: sha256(JSON.stringify(row)) };
    }),
  );
}

/** Brings the search index in step with the books: what changed written, what went removed. */
export async function syncSearchIndex(db: Database, books: Book[]) {
  const repo = bookStudyRepository(db);
  const rows = sectionTextRows(books);
  const stored = new Map(
    (await repo.sectionTextHashes()).map((r) => [`${r.bookCode}/${r.sectionId}`, r.contentHash]),
  );
  const changed = rows.filter(
    (row) => stored.get(`${row.bookCode}/${row.sectionId}`) !== row.contentHash,
  );
  const current = new Set(rows.map((row) => `${row.bookCode}/${row.sectionId}`));
  const gone = [...stored.keys()]
    .filter((key) => !current.has(key))
    .map((key) => {
      const [bookCode = '', sectionId = ''] = key.split('/');
      return { bookCode, sectionId };
    });
  await repo.writeSectionTexts(changed);
  await repo.removeSectionTexts(gone);
  return { written: changed.length, removed: gone.length };
}
