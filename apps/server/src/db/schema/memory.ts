import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { moment, ownerAccountId, ownerUserProductId, stamp } from './columns';
import { fcCards, fcDecks } from './fc-content';
import { qaQuestions } from './qa-content';

/**
 * One memory model for everything a learner should remember: each flash card studied and each
 * question missed (or answered unsure) is an item with an FSRS memory state, scheduled by ts-fsrs.
 * The Personal Trainer reads the same items (its due-now count, its spaced-retrieval units).
 */

/** ts-fsrs State, by name: New 0, Learning 1, Review 2, Relearning 3. */
export const memoryStates = ['new', 'learning', 'review', 'relearning'] as const;
export type MemoryState = (typeof memoryStates)[number];

/** The FSRS memory state of an item, as ts-fsrs keeps it (without the derived elapsed days). */
export interface StoredMemoryState {
  state: MemoryState;
  due: string;
  stability: number;
  difficulty: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  lastReview: string | null;
}

export const memoryItems = pgTable(
  'memory_items',
  {
    id: serial('id').primaryKey(),
    accountId: ownerAccountId(),
    /** the product the item is studied through (the deck's fc product, the bank's qa product) */
    userProductId: ownerUserProductId(),
    cardId: integer('card_id').references(() => fcCards.id),
    /** the card's deck, kept here so that a deck's queue reads the items alone */
    deckId: integer('deck_id').references(() => fcDecks.id),
    questionId: integer('question_id').references(() => qaQuestions.id),
    state: text('state', { enum: memoryStates }).notNull(),
    due: moment('due').notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull(),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    lastReview: moment('last_review'),
    /** kept out of every queue until the learner takes it back */
    suspended: boolean('suspended').notNull().default(false),
    /** kept out of the queue until this moment (the start of the learner's next day) */
    buriedUntil: moment('buried_until'),
    flagged: boolean('flagged').notNull().default(false),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [
    check('memory_items_one_subject', sql`num_nonnulls(${t.cardId}, ${t.questionId}) = 1`),
    check('memory_items_card_deck', sql`(${t.cardId} is null) = (${t.deckId} is null)`),
    uniqueIndex('memory_items_account_card_key')
      .on(t.accountId, t.cardId)
      .where(sql`${t.cardId} is not null`),
    uniqueIndex('memory_items_account_question_key')
      .on(t.accountId, t.questionId)
      .where(sql`${t.questionId} is not null`),
    // the due-now count and the review queue: a learner's active items by due moment
    index('memory_items_account_due_idx').on(t.accountId, t.due).where(sql`not ${t.suspended}`),
    // a deck's queue and counts: state and burial in the key, so that counting today's reviews
    // reads the index alone where the table's pages allow it (half the time of the heap reads)
    index('memory_items_account_deck_due_idx')
      .on(t.accountId, t.deckId, t.due, t.state, t.buriedUntil)
      .where(sql`not ${t.suspended}`),
    // a deck's learning cards: few, and the queue looks for the soonest (among thousands of reviews)
    index('memory_items_account_deck_learning_idx')
      .on(t.accountId, t.deckId, t.due)
      .where(sql`${t.state} in ('learning', 'relearning') and not ${t.suspended}`),
    // new cards a learner suspended, buried or flagged before studying them: a few per deck
    index('memory_items_account_deck_new_idx')
      .on(t.accountId, t.deckId)
      .where(sql`${t.state} = 'new'`),
  ],
);

/**
 * How many of a deck's published cards a learner has started (their item is past new): the
 * deck's new-card count is its published cards less these, read in one row where counting a
 * 20 000-card deck against the learner's items took milliseconds. Kept by the grade and its undo
 * in their transactions, recounted by every import of the deck (decision 1105).
 */
export const fcDeckProgress = pgTable(
  'fc_deck_progress',
  {
    accountId: ownerAccountId(),
    deckId: integer('deck_id')
      .notNull()
      .references(() => fcDecks.id, { onDelete: 'cascade' }),
    startedCards: integer('started_cards').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.deckId] })],
);

/**
 * Every grade of an item: what FSRS saw before and decided after, and how long the learner took.
 * The learner's parameters are fitted from these; undo removes the last one and restores `before`.
 */
export const memoryReviewLogs = pgTable(
  'memory_review_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => memoryItems.id, { onDelete: 'cascade' }),
    accountId: ownerAccountId(),
    /** a card's deck, as its item keeps it: a deck's grades of today are counted from the log alone */
    deckId: integer('deck_id').references(() => fcDecks.id),
    /** the client's id of this review: a review sent twice is written once */
    clientReviewId: uuid('client_review_id').notNull(),
    reviewedAt: moment('reviewed_at').notNull(),
    /** 1 Again, 2 Hard, 3 Good, 4 Easy */
    rating: smallint('rating').notNull(),
    /** days since the item's previous review (0 for the first) */
    elapsedDays: doublePrecision('elapsed_days').notNull(),
    before: jsonb('before').$type<StoredMemoryState>().notNull(),
    after: jsonb('after').$type<StoredMemoryState>().notNull(),
    /** `before`'s state, in the deck index: today's new and review grades count from it alone */
    beforeState: text('before_state', { enum: memoryStates }).generatedAlwaysAs(
      sql`"before"->>'state'`,
    ),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [
    check('memory_review_logs_rating', sql`${t.rating} between 1 and 4`),
    uniqueIndex('memory_review_logs_client_key').on(t.accountId, t.clientReviewId),
    index('memory_review_logs_item_idx').on(t.itemId, t.reviewedAt),
    index('memory_review_logs_account_idx').on(t.accountId, t.reviewedAt),
    // a deck's grades since the day's start (its daily limits), read from the index alone
    index('memory_review_logs_deck_idx')
      .on(t.accountId, t.deckId, t.reviewedAt, t.beforeState)
      .where(sql`${t.deckId} is not null`),
  ],
);

/** A learner's study settings and, once fitted, their own FSRS parameters. */
export const memorySettings = pgTable('memory_settings', {
  accountId: ownerAccountId().primaryKey(),
  /**
   * the recall the learner asked the scheduler to hold; null until they choose one, when the
   * Personal Trainer's target for their exam applies, or 0.9 without a plan (decision 1201)
   */
  desiredRetention: doublePrecision('desired_retention'),
  newCardsPerDay: integer('new_cards_per_day').notNull().default(20),
  maxReviewsPerDay: integer('max_reviews_per_day').notNull().default(200),
  /** IANA zone of the learner's browser: their day starts at 04:00 there, as in Anki */
  timeZone: text('time_zone').notNull().default('UTC'),
  /** FSRS-6 weights fitted from the learner's own log; null: the defaults */
  parameters: jsonb('parameters').$type<number[]>(),
  parametersFittedAt: moment('parameters_fitted_at'),
  parametersReviewCount: integer('parameters_review_count'),
  updatedAt: stamp('updated_at'),
});
