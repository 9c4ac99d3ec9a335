import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  fcCards,
  fcDeckProducts,
  fcDecks,
  fcNoteQuestions,
  fcNotes,
  fcNoteTopics,
  products,
  qaBankProducts,
  qaBanks,
  qaQuestions,
  qaQuestionTopics,
  qaTopics,
} from '../../db/schema';

/**
 * The reads behind the interlinks both ways (decision 1103): a question's or a card's place in its
 * bank and deck, and the cards a question or a book section links to. Which of the caller's
 * products may show them is the service's rule.
 */
export function interlinkRepository(db: Database) {
  const parent = alias(qaTopics, 'parent');

  /** The first published card of each published note matching `where`, in the decks given. */
  async function firstCardsWhere(deckIds: number[], where: SQL | undefined) {
    if (deckIds.length === 0) return [];
    return db
      .selectDistinctOn([fcCards.noteId], {
        cardId: fcCards.id,
        deckId: fcCards.deckId,
        ordinal: fcCards.ordinal,
        sortOrder: fcCards.sortOrder,
        code: fcNotes.code,
        kind: fcNotes.kind,
        frontHtml: fcNotes.frontHtml,
      })
      .from(fcCards)
      .innerJoin(fcNotes, eq(fcNotes.id, fcCards.noteId))
      .where(
        and(
          inArray(fcCards.deckId, deckIds),
          eq(fcCards.status, 'published'),
          eq(fcNotes.status, 'published'),
          where,
        ),
      )
      .orderBy(fcCards.noteId, asc(fcCards.ordinal));
  }

  return {
    /** The bank serving a product (a qa product has one), with its code. */
    async bankOfProduct(productId: number) {
      const [row] = await db
        .select({ id: qaBanks.id, code: qaBanks.code })
        .from(qaBankProducts)
        .innerJoin(qaBanks, eq(qaBanks.id, qaBankProducts.bankId))
        .where(eq(qaBankProducts.productId, productId));
      return row;
    },

    /** The decks serving these products (by catalogue code), with their bank's and book's codes. */
    async decksOfProducts(productCodes: string[]) {
      if (productCodes.length === 0) return [];
      return db
        .select({
          productCode: products.code,
          deckId: fcDecks.id,
          bankCode: qaBanks.code,
          bookCode: fcDecks.bookCode,
        })
        .from(fcDeckProducts)
        .innerJoin(products, eq(products.id, fcDeckProducts.productId))
        .innerJoin(fcDecks, eq(fcDecks.id, fcDeckProducts.deckId))
        .innerJoin(qaBanks, eq(qaBanks.id, fcDecks.bankId))
        .where(inArray(products.code, productCodes));
    },

    /** Whether a question is one of a bank's (published or retired). */
    async questionInBank(bankId: number, questionId: number) {
      const [row] = await db
        .select({ id: qaQuestions.id })
        .from(qaQuestions)
        .where(and(eq(qaQuestions.id, questionId), eq(qaQuestions.bankId, bankId)));
      return row !== undefined;
    },

    /**
     * The topic codes a question is tagged with and the codes of their groups: a book section
     * names either.
     */
    async topicCodesOfQuestion(questionId: number) {
      const rows = await db
        .select({ code: qaTopics.code, parentCode: parent.code })
        .from(qaQuestionTopics)
        .innerJoin(qaTopics, eq(qaTopics.id, qaQuestionTopics.topicId))
        .leftJoin(parent, eq(parent.id, qaTopics.parentId))
        .where(eq(qaQuestionTopics.questionId, questionId));
      return [...new Set(rows.flatMap((r) => (r.parentCode ? [r.code, r.parentCode] : [r.code])))];
    },

    /** The published notes that link to a question: their deck's book and section. */
    async notesOfQuestion(questionId: number) {
      return db
        .select({ bookCode: fcDecks.bookCode, bookSection: fcNotes.bookSection })
        .from(fcNoteQuestions)
        .innerJoin(fcNotes, eq(fcNotes.id, fcNoteQuestions.noteId))
        .innerJoin(fcDecks, eq(fcDecks.id, fcNotes.deckId))
        .where(and(eq(fcNoteQuestions.questionId, questionId), eq(fcNotes.status, 'published')));
    },

    /** A card of a deck (any status: a learner may hold a retired one) and its note. */
    async cardOfDeck(deckId: number, cardId: number) {
      const [row] = await db
        .select({ noteId: fcCards.noteId, bookSection: fcNotes.bookSection })
        .from(fcCards)
        .innerJoin(fcNotes, eq(fcNotes.id, fcCards.noteId))
        .where(and(eq(fcCards.id, cardId), eq(fcCards.deckId, deckId)));
      return row;
    },

    /**
     * The topic codes a card's practice questions come from: first the topics of the published
     * questions its note links to, then the note's own topics; each once.
     */
    async practiceTopicCodesOfNote(noteId: number) {
      const ofQuestions = await db
        .selectDistinct({ code: qaTopics.code })
        .from(fcNoteQuestions)
        .innerJoin(
          qaQuestions,
          and(eq(qaQuestions.id, fcNoteQuestions.questionId), eq(qaQuestions.status, 'published')),
        )
        .innerJoin(qaQuestionTopics, eq(qaQuestionTopics.questionId, qaQuestions.id))
        .innerJoin(qaTopics, eq(qaTopics.id, qaQuestionTopics.topicId))
        .where(eq(fcNoteQuestions.noteId, noteId))
        .orderBy(asc(qaTopics.code));
      const own = await db
        .select({ code: qaTopics.code })
        .from(fcNoteTopics)
        .innerJoin(qaTopics, eq(qaTopics.id, fcNoteTopics.topicId))
        .where(eq(fcNoteTopics.noteId, noteId))
        .orderBy(asc(qaTopics.sortOrder));
      return [...new Set([...ofQuestions, ...own].map((r) => r.code))];
    },

    /** The cards (one per note) that link to a question, in these decks. */
    cardsOfQuestion(deckIds: number[], questionId: number) {
      return firstCardsWhere(
        deckIds,
        inArray(
          fcNotes.id,
          db
            .select({ id: fcNoteQuestions.noteId })
            .from(fcNoteQuestions)
            .where(eq(fcNoteQuestions.questionId, questionId)),
        ),
      );
    },

    /**
     * The cards (one per note) whose note is tagged with a topic of this code or a child of it
     * (a media chapter names a bank topic, a group or a leaf), in these decks.
     */
    cardsOfTopic(deckIds: number[], topicCode: string) {
      return firstCardsWhere(
        deckIds,
        inArray(
          fcNotes.id,
          db
            .select({ id: fcNoteTopics.noteId })
            .from(fcNoteTopics)
            .innerJoin(qaTopics, eq(qaTopics.id, fcNoteTopics.topicId))
            .leftJoin(parent, eq(parent.id, qaTopics.parentId))
            .where(or(eq(qaTopics.code, topicCode), eq(parent.code, topicCode))),
        ),
      );
    },

    /** The cards (one per note) whose note names this book section, in these decks. */
    cardsOfSection(deckIds: number[], sectionId: string) {
      return firstCardsWhere(deckIds, eq(fcNotes.bookSection, sectionId));
    },
  };
}

export type LinkedCardRow = Awaited<
  ReturnType<ReturnType<typeof interlinkRepository>['cardsOfSection']>
>[number];
