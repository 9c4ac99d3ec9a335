import {
  type BookHighlight,
  type BookSearchHit,
  MAX_BOOK_SEARCH_HITS,
  MAX_HIGHLIGHTS_PER_BOOK,
  percentRead,
  type ReadingProgress,
  type ReadingSummary,
  type SnippetPart,
} from '@boardready/contracts';
import { errors } from '@boardready/contracts/errors';
import type { Database } from '../../db/client';
import { productRepository } from '../products/repository';
import { availabilityOf } from '../products/service';
import { bookAccess, readingOrder } from './book-access';
import type { Book } from './book-content';
import { sectionText, textHash } from './search-index';
import {
  type BookHighlightRow,
  bookStudyRepository,
  MATCH_END,
  MATCH_START,
} from './study-repository';

/**
 * Studying a book (issue 24, decision 1001): the learner's place and sections read, search, and
 * highlights with notes. Every call goes through the book rule of the reader (the caller's own
 * book product, usable now), and what it keeps belongs to the account and the book, whichever of
 * the account's products of that book it came through.
 */

interface SectionInfo {
  title: string;
  chapterTitle: string;
  position: number;
  /** the text the reader renders: what highlights count in */
  text: string;
  hash: string;
}

/** Each book's sections by id, with what progress and highlights need of them. */
function sectionIndex(book: Book): Map<string, SectionInfo> {
  return new Map(
    readingOrder(book).map(({ chapter, section }, position) => {
      const text = sectionText(section.body);
      return [
        section.id,
        { title: section.title, chapterTitle: chapter.title, position, text, hash: textHash(text) },
      ];
    }),
  );
}

/**
 * ts_headline's snippet as parts: the words between the marks are matches, the rest plain text,
 * with runs of white space (a tag's space, a line break) made one space.
 */
export function snippetParts(headline: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const push = (text: string, match: boolean) => {
    if (text === '') return;
    const last = parts.at(-1);
    if (last && last.match === match) last.text += text;
    else parts.push({ text, match });
  };
  const flat = headline.replace(/\s+/g, ' ').trim();
  for (const [index, piece] of flat.split(MATCH_START).entries()) {
    if (index === 0) {
      push(piece.replaceAll(MATCH_END, ''), false);
      continue;
    }
    const end = piece.indexOf(MATCH_END);
    const matched = end === -1 ? piece : piece.slice(0, end);
    push(matched, true);
    if (end !== -1) push(piece.slice(end + 1).replaceAll(MATCH_END, ''), false);
  }
  return parts;
}

/**
 * Where a highlight is in the section's text now: where it was when the text is the one it was
 * made in (or still holds its quote there), else the one place the text holds its quote, else
 * nowhere (it still lists, with its quote).
 */
export function placeHighlight(
  highlight: { startOffset: number; endOffset: number; quote: string; sectionHash: string },
  section: { text: string; hash: string } | undefined,
): { start: number; end: number } | null {
  if (!section) return null;
  const { startOffset: start, endOffset: end, quote } = highlight;
  if (highlight.sectionHash === section.hash || section.text.slice(start, end) === quote) {
    return end <= section.text.length ? { start, end } : null;
  }
  const at = section.text.indexOf(quote);
  if (at === -1 || section.text.indexOf(quote, at + 1) !== -1) return null;
  return { start: at, end: at + quote.length };
}

export function bookStudyService(db: Database, books: Book[]) {
  const repo = bookStudyRepository(db);
  const productRepo = productRepository(db);
  const access = bookAccess(db, books);
  const sections = new Map(books.map((book) => [book.code, sectionIndex(book)]));
  const sectionsOfBook = (book: Book) => sections.get(book.code)!;

  function sectionInfo(book: Book, sectionId: string): SectionInfo {
    const section = sectionsOfBook(book).get(sectionId);
    if (!section) throw errors.sectionNotFound();
    return section;
  }

  /** The sections read that the book still has, in reading order. */
  function readInOrder(book: Book, read: readonly string[]): string[] {
    const index = sectionsOfBook(book);
    return read
      .filter((id) => index.has(id))
      .sort((a, b) => index.get(a)!.position - index.get(b)!.position);
  }

  function progressOf(
    book: Book,
    userProductId: number,
    place: string | null,
    read: readonly string[],
  ): ReadingProgress {
    const index = sectionsOfBook(book);
    const readSectionIds = readInOrder(book, read);
    return {
      userProductId,
      // A place in a section the book no longer has is no place: the book opens at its start.
      lastSectionId: place !== null && index.has(place) ? place : null,
      readSectionIds,
      sectionCount: index.size,
      percentRead: percentRead(readSectionIds.length, index.size),
    };
  }

  function toHighlight(book: Book, row: BookHighlightRow): BookHighlight {
    const section = sectionsOfBook(book).get(row.sectionId);
    return {
      highlightId: row.id,
      sectionId: row.sectionId,
      sectionTitle: section?.title ?? null,
      chapterTitle: section?.chapterTitle ?? null,
      range: placeHighlight(row, section),
      quote: row.quote,
      note: row.note,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function search(
    targets: { userProductId: number; book: Book }[],
    query: string,
  ): Promise<BookSearchHit[]> {
    const byCode = new Map(targets.map((target) => [target.book.code, target]));
    const rows = await repo.search([...byCode.keys()], query, MAX_BOOK_SEARCH_HITS);
    return rows.flatMap((row) => {
      const target = byCode.get(row.bookCode);
      if (!target) return [];
      return [
        {
          userProductId: target.userProductId,
          bookTitle: target.book.title,
          sectionId: row.sectionId,
          sectionTitle: row.sectionTitle,
          chapterTitle: row.chapterTitle,
          snippet: snippetParts(row.snippet),
        },
      ];
    });
  }

  /** The account's book products (any availability) with their books, one per book code. */
  async function ownedBooks(accountId: number, now: Date, usableOnly: boolean) {
    const rows = (await productRepo.listOwned(accountId)).filter(
      (row) =>
        row.typeCode === 'onlineBookCore' && (!usableOnly || availabilityOf(row, now) === 'usable'),
    );
    return rows.flatMap((row) => {
      const book = access.bookOfProduct(row.code);
      return book ? [{ userProductId: row.userProductId, book }] : [];
    });
  }

  return {
    async progress(accountId: number, userProductId: number, now = new Date()) {
      const book = await access.bookFor(accountId, userProductId, now);
      const [place, read] = await Promise.all([
        repo.place(accountId, book.code),
        repo.sectionsRead(accountId, book.code),
      ]);
      return progressOf(book, userProductId, place, read);
    },

    async recordReading(
      accountId: number,
      userProductId: number,
      update: { sectionId: string; finished: boolean },
      now = new Date(),
    ): Promise<ReadingProgress> {
      const book = await access.bookFor(accountId, userProductId, now);
      sectionInfo(book, update.sectionId);
      await repo.recordReading(accountId, book.code, update.sectionId, update.finished, now);
      return this.progress(accountId, userProductId, now);
    },

    /** Every book product of the account with its progress, for My Products. */
    async progressList(accountId: number, now = new Date()): Promise<ReadingSummary[]> {
      const owned = await ownedBooks(accountId, now, false);
      const { places, read } = await repo.progressOfBooks(accountId, [
        ...new Set(owned.map(({ book }) => book.code)),
      ]);
      return owned.map(({ userProductId, book }) => {
        const progress = progressOf(
          book,
          userProductId,
          places.find((p) => p.bookCode === book.code)?.lastSectionId ?? null,
          read.filter((r) => r.bookCode === book.code).map((r) => r.sectionId),
        );
        const { readSectionIds, ...summary } = progress;
        return {
          ...summary,
          sectionsRead: readSectionIds.length,
          lastSectionTitle:
            progress.lastSectionId === null
              ? null
              : sectionsOfBook(book).get(progress.lastSectionId)!.title,
        };
      });
    },

    async searchBook(accountId: number, userProductId: number, query: string, now = new Date()) {
      const book = await access.bookFor(accountId, userProductId, now);
      return { hits: await search([{ userProductId, book }], query) };
    },

    /** Search across the books the learner can use now (one product a book when they own two). */
    async searchAll(accountId: number, query: string, now = new Date()) {
      const usable = await ownedBooks(accountId, now, true);
      const oneEach = [...new Map(usable.map((target) => [target.book.code, target])).values()];
      return { hits: await search(oneEach, query) };
    },

    async highlights(accountId: number, userProductId: number, now = new Date()) {
      const book = await access.bookFor(accountId, userProductId, now);
      const index = sectionsOfBook(book);
      const listed = (await repo.highlights(accountId, book.code)).map((row) =>
        toHighlight(book, row),
      );
      // In reading order, sections the book no longer has last; within one, by place.
      const position = (h: BookHighlight) => index.get(h.sectionId)?.position ?? index.size;
      listed.sort(
        (a, b) =>
          position(a) - position(b) ||
          (a.range?.start ?? Number.MAX_SAFE_INTEGER) -
            (b.range?.start ?? Number.MAX_SAFE_INTEGER) ||
          a.highlightId - b.highlightId,
      );
      return { highlights: listed };
    },

    async createHighlight(
      accountId: number,
      userProductId: number,
      input: { sectionId: string; start: number; end: number; note: string | null },
      now = new Date(),
    ): Promise<BookHighlight> {
      const book = await access.bookFor(accountId, userProductId, now);
      const section = sectionInfo(book, input.sectionId);
      const quote = section.text.slice(input.start, input.end);
      if (input.end > section.text.length || quote.trim() === '') {
        throw errors.highlightNotInText(
          `A highlight must cover words of the section's text (${section.text.length} characters).`,
        );
      }
      if ((await repo.highlightCount(accountId, book.code)) >= MAX_HIGHLIGHTS_PER_BOOK) {
        throw errors.tooManyHighlights();
      }
      const row = await repo.addHighlight({
        accountId,
        bookCode: book.code,
        sectionId: input.sectionId,
        startOffset: input.start,
        endOffset: input.end,
        quote,
        sectionHash: section.hash,
        note: input.note,
        createdAt: now,
        updatedAt: now,
      });
      return toHighlight(book, row);
    },

    async updateHighlight(
      accountId: number,
      userProductId: number,
      highlightId: number,
      note: string | null,
      now = new Date(),
    ): Promise<BookHighlight> {
      const book = await access.bookFor(accountId, userProductId, now);
      const row = await repo.setNote(accountId, book.code, highlightId, note, now);
      if (!row) throw errors.highlightNotFound();
      return toHighlight(book, row);
    },

    async deleteHighlight(
      accountId: number,
      userProductId: number,
      highlightId: number,
      now = new Date(),
    ) {
      const book = await access.bookFor(accountId, userProductId, now);
      const removed = await repo.removeHighlight(accountId, book.code, highlightId);
      if (removed === undefined) throw errors.highlightNotFound();
      return { highlightId: removed };
    },
  };
}
