import type { BookContents, BookSection, Interlink } from '@boardready/contracts';
import { errors } from '@boardready/contracts/errors';
import type { Database } from '../../db/client';
import { productRepository } from '../products/repository';
import { assertUsable, availabilityOf } from '../products/service';
import type { Book } from './book-content';
import { bookRepository } from './repository';

/** A book's sections in reading order, each with its chapter. */
function readingOrder(book: Book) {
  return book.chapters.flatMap((chapter) =>
    chapter.sections.map((section) => ({ chapter, section })),
  );
}

const ref = (section: { id: string; title: string }) => ({ id: section.id, title: section.title });

export function bookService(db: Database, books: Book[]) {
  const repo = bookRepository(db);
  const productRepo = productRepository(db);
  const bookOfProduct = new Map(books.flatMap((b) => b.productCodes.map((code) => [code, b])));

  /** The caller's usable book product and its book: 404 for anyone else's or another kind, 403 when unusable. */
  async function bookFor(accountId: number, userProductId: number, now: Date): Promise<Book> {
    const product = await productRepo.ownedProduct(accountId, userProductId);
    if (!product) throw errors.productNotFound();
    if (product.typeCode !== 'onlineBookCore') {
      throw errors.notABook();
    }
    assertUsable(product, now);
    const book = bookOfProduct.get(product.code);
    if (!book) throw errors.bookNotFound();
    return book;
  }

  function sectionOf(book: Book, sectionId: string) {
    const order = readingOrder(book);
    const index = order.findIndex(({ section }) => section.id === sectionId);
    if (index === -1) throw errors.sectionNotFound();
    return { order, index, ...order[index]! };
  }

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
