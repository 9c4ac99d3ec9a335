import { errors } from '@boardready/contracts/errors';
import type { Database } from '../../db/client';
import { productRepository } from '../products/repository';
import { assertUsable } from '../products/service';
import type { Book } from './book-content';

/** A book's sections in reading order, each with its chapter. */
export function readingOrder(book: Book) {
  return book.chapters.flatMap((chapter) =>
    chapter.sections.map((section) => ({ chapter, section })),
  );
}

/** A section of the book with its place in the reading order; 404 when the book has none such. */
export function sectionOf(book: Book, sectionId: string) {
  const order = readingOrder(book);
  const index = order.findIndex(({ section }) => section.id === sectionId);
  if (index === -1) throw errors.sectionNotFound();
  return { order, index, ...order[index]! };
}

/** Which book a user product opens, and the rule every book call keeps (decision 1001). */
export function bookAccess(db: Database, books: Book[]) {
  const productRepo = productRepository(db);
  const bookOfProduct = new Map(books.flatMap((b) => b.productCodes.map((code) => [code, b])));
  return {
    /** the book of a catalogue product code, if it is a book's */
    bookOfProduct: (code: string) => bookOfProduct.get(code),

    /** The caller's usable book product and its book: 404 for anyone else's or another kind, 403 when unusable. */
    async bookFor(accountId: number, userProductId: number, now: Date): Promise<Book> {
      const product = await productRepo.ownedProduct(accountId, userProductId);
      if (!product) throw errors.productNotFound();
      if (product.typeCode !== 'onlineBookCore') {
        throw errors.notABook();
      }
      assertUsable(product, now);
      const book = bookOfProduct.get(product.code);
      if (!book) throw errors.bookNotFound();
      return book;
    },
  };
}
