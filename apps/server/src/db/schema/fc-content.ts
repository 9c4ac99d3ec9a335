import { index, integer, pgTable, primaryKey, serial, text, unique } from 'drizzle-orm/pg-core';
import { stamp } from './columns';
import { products, specialtyCodes } from './products';
import { cascadingQuestionId } from './qa-columns';
import { qaBanks, qaTopics } from './qa-content';

/**
 * Flash-card decks (application type fc; content/decks/README.md): content rows keyed by the
 * permanent codes of the source files and written only by the import. A note is what staff write
 * (a basic card, or a cloze text); a card is what a learner studies: a basic note is one card, a
 * cloze note one card per deletion number. Learners' memory items point at cards and are never
 * removed by an import: a card someone studied is retired, not deleted.
 */

export const fcNoteKinds = ['basic', 'cloze'] as const;
export type FcNoteKind = (typeof fcNoteKinds)[number];
export const fcStatuses = ['published', 'retired'] as const;

/** A deck's rows go with it. */
const deckId = () =>
  integer('deck_id')
    .notNull()
    .references(() => fcDecks.id, { onDelete: 'cascade' });

const noteId = () =>
  integer('note_id')
    .notNull()
    .references(() => fcNotes.id, { onDelete: 'cascade' });

export const fcDecks = pgTable('fc_decks', {
  id: serial('id').primaryKey(),
  /** the deck folder's code, e.g. im */
  code: text('code').notNull().unique(),
  title: text('title').notNull(),
  specialty: text('specialty', { enum: specialtyCodes }).notNull(),
  /** the bank whose topics tag the cards and whose questions they link to */
  bankId: integer('bank_id')
    .notNull()
    .references(() => qaBanks.id),
  /** the book (content/books/<code>) whose sections cards link to */
  bookCode: text('book_code'),
  /** its published cards, counted by each import (the new-card count starts from it) */
  publishedCards: integer('published_cards').notNull().default(0),
  importedAt: stamp('imported_at'),
});

/** The products a deck serves (deck.yaml `products`); a product has at most one deck. */
export const fcDeckProducts = pgTable(
  'fc_deck_products',
  {
    deckId: deckId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' })
      .unique('fc_deck_products_product_key'),
  },
  (t) => [primaryKey({ columns: [t.deckId, t.productId] })],
);

export const fcNotes = pgTable(
  'fc_notes',
  {
    id: serial('id').primaryKey(),
    deckId: integer('deck_id')
      .notNull()
      .references(() => fcDecks.id),
    /** permanent id of the source, e.g. IM-FC-0007; unique across decks (prefix per deck) */
    code: text('code').notNull().unique(),
    version: integer('version').notNull(),
    status: text('status', { enum: fcStatuses }).notNull(),
    kind: text('kind', { enum: fcNoteKinds }).notNull(),
    /** a basic card's front, or a cloze note's text with its {{cN::…}} deletions */
    frontHtml: text('front_html').notNull(),
    /** a basic card's back; null for cloze */
    backHtml: text('back_html'),
    extraHtml: text('extra_html'),
    /** a section id of the deck's book */
    bookSection: text('book_section'),
    /** SHA-256 of the learner-visible content: unchanged notes are skipped by the import */
    contentHash: text('content_hash').notNull(),
    sourceFile: text('source_file').notNull(),
    /** the order of the source files and of the cards in them */
    sortOrder: integer('sort_order').notNull(),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [index('fc_notes_deck_idx').on(t.deckId, t.status, t.sortOrder)],
);

/** The leaf topics a note is tagged with. */
export const fcNoteTopics = pgTable(
  'fc_note_topics',
  {
    noteId: noteId(),
    topicId: integer('topic_id')
      .notNull()
      .references(() => qaTopics.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.noteId, t.topicId] }),
    index('fc_note_topics_topic_idx').on(t.topicId),
  ],
);

/** The questions of the bank that test the same point (interlinks both ways). */
export const fcNoteQuestions = pgTable(
  'fc_note_questions',
  {
    noteId: noteId(),
    questionId: cascadingQuestionId(),
  },
  (t) => [
    primaryKey({ columns: [t.noteId, t.questionId] }),
    index('fc_note_questions_question_idx').on(t.questionId),
  ],
);

/**
 * What a learner studies: one per basic note, one per deletion number of a cloze note. A card
 * whose note is retired, or whose number left the cloze text, is retired with it.
 */
export const fcCards = pgTable(
  'fc_cards',
  {
    id: serial('id').primaryKey(),
    noteId: integer('note_id')
      .notNull()
      .references(() => fcNotes.id),
    /** 1 for a basic note; N for the cloze deletion cN */
    ordinal: integer('ordinal').notNull(),
    /** the deck, kept here so a study queue reads one table */
    deckId: integer('deck_id')
      .notNull()
      .references(() => fcDecks.id),
    status: text('status', { enum: fcStatuses }).notNull(),
    /** the note's sort order then the ordinal: new cards are introduced in this order */
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [
    unique('fc_cards_note_ordinal_key').on(t.noteId, t.ordinal),
    index('fc_cards_deck_idx').on(t.deckId, t.status, t.sortOrder),
  ],
);
