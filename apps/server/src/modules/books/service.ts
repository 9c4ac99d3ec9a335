import type { BookContents, BookSection, Interlink } from '@boardready/contracts';
import type { Database } from '../../db/client';
import { bookAccess, sectionOf } from './book-access';
import type { Book } from './book-content';
import { interlinkService } from './interlinks-service';

const ref = (section: { id: string; title: string }) => ({ id: section.id, title: section.title });

export function bookService(db: Database, books: Book[]) {
  const links = interlinkService(db, books);
  const { bookFor } = bookAccess(db, books);

  return {
    async contents(
      accountId: number,
      userProductId: number,
      now = new Date(),
    ): Promise<BookContents> {
      const book = await bookFor(accountId, userProductId, now);
      return {
        userProductId,
        title: book.title,
        chapters: book.chapters.map((c) => ({
          id: c.id,
          title: c.title,
          sections: c.sections.map(ref),
        })),
      };
    },

    async section(
      accountId: number,
      userProductId: number,
      sectionId: string,
      now = new Date(),
    ): Promise<BookSection> {
      const book = await bookFor(accountId, userProductId, now);
      const { order, index, chapter, section } = sectionOf(book, sectionId);
      const previous = order[index - 1];
      const next = order[index + 1];
      return {
        id: section.id,
        title: section.title,
        chapter: { id: chapter.id, title: chapter.title },
        html: section.body,
        previous: previous ? ref(previous.section) : null,
        next: next ? ref(next.section) : null,
      };
    },

    /**
     * Spec §7 interlinks of a book section (decisions 1001, 1103): its bank topics' questions and
     * the cards that name it, in the caller's products usable now.
     */
    async interlinks(
      accountId: number,
      userProductId: number,
      sectionId: string,
      now = new Date(),
    ): Promise<Interlink[]> {
      const book = await bookFor(accountId, userProductId, now);
      const { section } = sectionOf(book, sectionId);
      return links.ofSection(accountId, book, section, now);
    },
  };
}
