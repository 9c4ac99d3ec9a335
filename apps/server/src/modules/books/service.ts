import type { BookContents, BookSection, Interlink } from '@boardready/contracts';
import type { Database } from '../../db/client';
import { availabilityOf } from '../products/service';
import { bookAccess, sectionOf } from './book-access';
import type { Book } from './book-content';
import { bookRepository } from './repository';

const ref = (section: { id: string; title: string }) => ({ id: section.id, title: section.title });

export function bookService(db: Database, books: Book[]) {
  const repo = bookRepository(db);
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
     * Spec §7 interlinks of a book section (decision 1001): each of its bank topics, in each Q&A
     * product of that bank the caller can use now, when it has published questions.
     */
    async interlinks(
      accountId: number,
      userProductId: number,
      sectionId: string,
      now = new Date(),
    ): Promise<Interlink[]> {
      const book = await bookFor(accountId, userProductId, now);
      const { section } = sectionOf(book, sectionId);
      if (section.topics.length === 0) return [];
      const usable = (await repo.questionProductsOfBank(accountId, book.bankCode)).filter(
        (p) => availabilityOf(p, now) === 'usable',
      );
      const links: Interlink[] = [];
      const topicsOfBank = new Map<number, Awaited<ReturnType<typeof repo.topicsWithCounts>>>();
      for (const product of usable) {
        let topics = topicsOfBank.get(product.bankId);
        if (!topics) {
          topics = await repo.topicsWithCounts(product.bankId, section.topics);
          topicsOfBank.set(product.bankId, topics);
        }
        // In the section's order of topics, not the database's; topics without questions left out.
        for (const code of section.topics) {
          const topic = topics.find((t) => t.code === code);
          if (!topic) continue;
          links.push({
            userProductId: product.userProductId,
            productName: product.productName,
            coreContentTopicId: topic.id,
            topicName: topic.name,
            questionCount: topic.questionCount,
          });
        }
      }
      return links;
    },
  };
}
