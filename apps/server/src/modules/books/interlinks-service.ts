import type {
  BookSectionLink,
  FlashCardLink,
  Interlink,
  TopicQuestionsLink,
} from '@boardready/contracts';
import { clozeSides } from '@boardready/contracts/cloze';
import { errors } from '@boardready/contracts/errors';
import type { Database } from '../../db/client';
import { productRepository } from '../products/repository';
import { assertUsable, availabilityOf } from '../products/service';
import type { Book } from './book-content';
import { interlinkRepository, type LinkedCardRow } from './interlinks-repository';
import { bookRepository } from './repository';

/**
 * The interlinks both ways (spec §7, decision 1103): what a book section, a question or a card
 * links to, always in the caller's own products that they can use now, so a link never leads to
 * a refusal and nothing of a product they cannot use is told.
 */
export function interlinkService(db: Database, books: Book[]) {
  const repo = interlinkRepository(db);
  const bookRepo = bookRepository(db);
  const productRepo = productRepository(db);
  const bookOfProduct = new Map(books.flatMap((b) => b.productCodes.map((code) => [code, b])));

  async function usableProducts(accountId: number, typeCode: string, now: Date) {
    return (await productRepo.listOwned(accountId)).filter(
      (p) => p.typeCode === typeCode && availabilityOf(p, now) === 'usable',
    );
  }

  /** Each topic (bank code), in each usable Q&A product of the bank, when it has questions. */
  async function topicQuestions(
    accountId: number,
    bankCode: string,
    topicCodes: string[],
    now: Date,
  ): Promise<TopicQuestionsLink[]> {
    if (topicCodes.length === 0) return [];
    const usable = (await bookRepo.questionProductsOfBank(accountId, bankCode)).filter(
      (p) => availabilityOf(p, now) === 'usable',
    );
    const links: TopicQuestionsLink[] = [];
    const topicsOfBank = new Map<number, Awaited<ReturnType<typeof bookRepo.topicsWithCounts>>>();
    for (const product of usable) {
      let topics = topicsOfBank.get(product.bankId);
      if (!topics) {
        topics = await bookRepo.topicsWithCounts(product.bankId, topicCodes);
        topicsOfBank.set(product.bankId, topics);
      }
      // In the order asked for, not the database's; topics without questions left out.
      for (const code of topicCodes) {
        const topic = topics.find((t) => t.code === code);
        if (!topic) continue;
        links.push({
          kind: 'topicQuestions',
          userProductId: product.userProductId,
          productName: product.productName,
          coreContentTopicId: topic.id,
          topicName: topic.name,
          questionCount: topic.questionCount,
        });
      }
    }
    return links;
  }

  /** The sections `pick` chooses of each usable book, in reading order. */
  async function bookSections(
    accountId: number,
    now: Date,
    pick: (book: Book, section: Book['chapters'][number]['sections'][number]) => boolean,
  ): Promise<BookSectionLink[]> {
    const links: BookSectionLink[] = [];
    for (const product of await usableProducts(accountId, 'onlineBookCore', now)) {
      const book = bookOfProduct.get(product.code);
      if (!book) continue;
      for (const chapter of book.chapters) {
        for (const section of chapter.sections) {
          if (!pick(book, section)) continue;
          links.push({
            kind: 'bookSection',
            userProductId: product.userProductId,
            productName: product.shortName,
            sectionId: section.id,
            sectionTitle: section.title,
            chapterTitle: chapter.title,
          });
        }
      }
    }
    return links;
  }

  /**
   * The cards `cardsOf` finds in the decks of the usable flash-card products that `deckFits`
   * keeps, one link per product and card, in the deck's order.
   */
  async function flashCards(
    accountId: number,
    now: Date,
    deckFits: (deck: { bankCode: string; bookCode: string | null }) => boolean,
    cardsOf: (deckIds: number[]) => Promise<LinkedCardRow[]>,
  ): Promise<FlashCardLink[]> {
    const usable = await usableProducts(accountId, 'fc', now);
    const decks = (await repo.decksOfProducts(usable.map((p) => p.code))).filter(deckFits);
    const cards = (await cardsOf([...new Set(decks.map((d) => d.deckId))])).sort(
      (a, b) => a.sortOrder - b.sortOrder,
    );
    const links: FlashCardLink[] = [];
    for (const product of usable) {
      const deck = decks.find((d) => d.productCode === product.code);
      if (!deck) continue;
      for (const card of cards) {
        if (card.deckId !== deck.deckId) continue;
        const cloze = card.kind === 'cloze';
        links.push({
          kind: 'flashCard',
          userProductId: product.userProductId,
          productName: product.shortName,
          cardId: card.cardId,
          code: cloze ? `${card.code}#c${card.ordinal}` : card.code,
          frontHtml: cloze ? clozeSides(card.frontHtml, card.ordinal).front : card.frontHtml,
        });
      }
    }
    return links;
  }

  /** A question's links: the sections that teach its topics or that its cards name, its cards. */
  async function ofQuestion(
    accountId: number,
    product: { productId: number },
    questionId: number,
    now: Date,
  ): Promise<Interlink[]> {
    const bank = await repo.bankOfProduct(product.productId);
    if (!bank) throw errors.noQuestionBank();
    if (!(await repo.questionInBank(bank.id, questionId))) throw errors.questionNotFound();
    const topicCodes = new Set(await repo.topicCodesOfQuestion(questionId));
    const notes = await repo.notesOfQuestion(questionId);
    const sections = await bookSections(
      accountId,
      now,
      (book, section) =>
        (book.bankCode === bank.code && section.topics.some((code) => topicCodes.has(code))) ||
        notes.some((n) => n.bookCode === book.code && n.bookSection === section.id),
    );
    const cards = await flashCards(
      accountId,
      now,
      (deck) => deck.bankCode === bank.code,
      (deckIds) => repo.cardsOfQuestion(deckIds, questionId),
    );
    return [...sections, ...cards];
  }

  /** A card's links: the book section its note names, and practice on its questions' topics. */
  async function ofCard(
    accountId: number,
    product: { code: string },
    cardId: number,
    now: Date,
  ): Promise<Interlink[]> {
    const [deck] = await repo.decksOfProducts([product.code]);
    if (!deck) throw errors.deckNotFound();
    const card = await repo.cardOfDeck(deck.deckId, cardId);
    if (!card) throw errors.cardNotFound();
    const sections = card.bookSection
      ? await bookSections(
          accountId,
          now,
          (book, section) => book.code === deck.bookCode && section.id === card.bookSection,
        )
      : [];
    const questions = await topicQuestions(
      accountId,
      deck.bankCode,
      await repo.practiceTopicCodesOfNote(card.noteId),
      now,
    );
    return [...sections, ...questions];
  }

  return {
    /**
     * A bank topic's links (a media chapter's, decision 1601): its questions, the book sections
     * that teach it, the cards tagged with it; in the caller's products usable now.
     */
    async ofTopic(
      accountId: number,
      bankCode: string,
      topicCode: string,
      now: Date,
    ): Promise<Interlink[]> {
      const questions = await topicQuestions(accountId, bankCode, [topicCode], now);
      const sections = await bookSections(
        accountId,
        now,
        (book, section) => book.bankCode === bankCode && section.topics.includes(topicCode),
      );
      const cards = await flashCards(
        accountId,
        now,
        (deck) => deck.bankCode === bankCode,
        (deckIds) => repo.cardsOfTopic(deckIds, topicCode),
      );
      return [...questions, ...sections, ...cards];
    },

    /**
     * QA-31: the interlinks of a question of a qa product, or of a card of an fc product. The
     * product must be the caller's (404), of one of those kinds (404) and usable now (403).
     */
    async ofQuestionOrCard(
      accountId: number,
      userProductId: number,
      id: number,
      now = new Date(),
    ): Promise<Interlink[]> {
      const product = await productRepo.ownedProduct(accountId, userProductId);
      if (!product) throw errors.productNotFound();
      if (product.typeCode !== 'qa' && product.typeCode !== 'fc') {
        throw errors.notAQuestionOrCardProduct();
      }
      assertUsable(product, now);
      return product.typeCode === 'qa'
        ? ofQuestion(accountId, product, id, now)
        : ofCard(accountId, product, id, now);
    },

    /** QA-30: a book section's interlinks: its topics' questions, then the cards that name it. */
    async ofSection(
      accountId: number,
      book: Book,
      section: { id: string; topics: string[] },
      now: Date,
    ): Promise<Interlink[]> {
      const questions = await topicQuestions(accountId, book.bankCode, section.topics, now);
      const cards = await flashCards(
        accountId,
        now,
        (deck) => deck.bookCode === book.code,
        (deckIds) => repo.cardsOfSection(deckIds, section.id),
      );
      return [...questions, ...cards];
    },
  };
}
