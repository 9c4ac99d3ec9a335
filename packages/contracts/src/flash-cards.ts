import { z } from 'zod';
import { defineEndpoint, idParam, idValue, wholeNumberParam } from './endpoint';
import {
  BROWSE_DUE,
  BROWSE_ORDERS,
  BROWSE_PAGE_SIZE,
  BROWSE_SORTS,
  BROWSE_STATES,
  MAX_BROWSE_PAGE,
  MAX_BROWSE_PAGE_SIZE,
  MAX_BROWSE_SEARCH,
} from './flash-card-browse-rules';
import {
  MAX_DAILY_LIMIT,
  MAX_DESIRED_RETENTION,
  MAX_REVIEW_DURATION_MS,
  MIN_DESIRED_RETENTION,
  RATINGS,
} from './flash-card-rules';

/**
 * Flash cards (application type fc, issue 24): a deck's study session, one card at a time as in
 * Anki, scheduled by FSRS on the learner's memory items. Every answer that moves the session on
 * carries the next card, so the player never waits on a second call between cards.
 */

const count = z.number().int().min(0);
const topicRef = z.object({ id: z.number().int(), name: z.string() });

export const memoryStateName = z.enum(['new', 'learning', 'review', 'relearning']);

/** Seconds until the card comes back for each grade: 1 Again, 2 Hard, 3 Good, 4 Easy. */
export const gradeIntervals = z.object({
  1: z.number().int(),
  2: z.number().int(),
  3: z.number().int(),
  4: z.number().int(),
});

export const studyCard = z.object({
  cardId: z.number().int(),
  /** the note's permanent id (IM-FC-0001), with #cN for a cloze deletion */
  code: z.string(),
  kind: z.enum(['basic', 'cloze']),
  /** rich text (the question banks' subset): what is asked */
  frontHtml: z.string(),
  /** rich text: the answer, with the question for a cloze deletion */
  backHtml: z.string(),
  extraHtml: z.string().nullable(),
  topics: z.array(topicRef),
  state: memoryStateName,
  flagged: z.boolean(),
  intervals: gradeIntervals,
});
export type StudyCard = z.infer<typeof studyCard>;

export const studyCounts = z.object({
  /** new cards still to be introduced today (within the daily limit) */
  new: count,
  /** cards in (re)learning due now */
  learning: count,
  /** reviews due today (within the daily limit) */
  review: count,
});
export type StudyCounts = z.infer<typeof studyCounts>;

export const studyState = z.object({
  /** the card to study now; null when today's work is done */
  card: studyCard.nullable(),
  counts: studyCounts,
  /** whether the last grade of this deck, today, can be taken back */
  canUndo: z.boolean(),
  /** when the next learning card comes due today, if the session ended waiting for it */
  nextLearningDue: z.iso.datetime({ offset: true }).nullable(),
});
export type StudyState = z.infer<typeof studyState>;

/**
 * Today's cards of a deck for studying offline (decision 1705): the ones the study queue would
 * show today, in its order, each as the player shows it, with today's counts.
 */
export const offlineDeck = z.object({
  cards: z.array(
    studyCard.extend({
      /** when it comes due; null for a new card (due when the queue reaches it) */
      due: z.iso.datetime({ offset: true }).nullable(),
    }),
  ),
  counts: studyCounts,
  /** the learner's day ends (04:00 in their time zone): the pack is today's until then */
  dayEnd: z.iso.datetime({ offset: true }),
});
export type OfflineDeck = z.infer<typeof offlineDeck>;

export const reviewRequest = z
  .object({
    cardId: idValue,
    rating: z.union(
      RATINGS.map((r) => z.literal(r)),
      {
        error: 'A grade is 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy).',
      },
    ),
    /** the client's id of this review: sent twice, it is written once */
    clientReviewId: z.uuid({ error: 'clientReviewId must be a UUID.' }),
    durationMs: z
      .number({ error: 'durationMs is a whole number of milliseconds.' })
      .int('durationMs is a whole number of milliseconds.')
      .min(0, 'durationMs is a whole number of milliseconds.')
      .max(MAX_REVIEW_DURATION_MS, 'durationMs is a whole number of milliseconds.'),
    /**
     * When the grade was given, if offline (decision 1705): FSRS schedules from that moment. At
     * most a week old; ahead of the server's clock or left out, now.
     */
    reviewedAt: z.iso
      .datetime({
        offset: true,
        error: 'reviewedAt is a date and time with its offset (2026-11-30T09:15:00Z).',
      })
      .optional(),
  })
  .strict();
export type ReviewRequest = z.infer<typeof reviewRequest>;

/** Card info (Anki's Card Info): the memory state FSRS keeps and every grade so far. */
export const cardInfo = z.object({
  cardId: z.number().int(),
  code: z.string(),
  state: memoryStateName,
  /** null while the card is new */
  due: z.iso.datetime({ offset: true }).nullable(),
  /** FSRS difficulty, 1 (easy) to 10 (hard); null while new */
  difficulty: z.number().nullable(),
  /** FSRS stability: days until recall falls to 90 %; null while new */
  stability: z.number().nullable(),
  /** the chance of recalling it now, 0 to 1; null while new */
  retrievability: z.number().nullable(),
  reps: count,
  lapses: count,
  suspended: z.boolean(),
  flagged: z.boolean(),
  history: z.array(
    z.object({
      reviewedAt: z.iso.datetime({ offset: true }),
      rating: z.number().int().min(1).max(4),
      /** the state the card was in when graded */
      state: memoryStateName,
      /** days until the card came due again after this grade */
      intervalDays: z.number(),
      durationMs: count,
    }),
  ),
});
export type CardInfo = z.infer<typeof cardInfo>;

export const cardUpdate = z
  .object({
    suspended: z.boolean().optional(),
    flagged: z.boolean().optional(),
    /** true: out of the queue until the learner's next day */
    buried: z
      .literal(true, { error: 'A card can only be buried (it comes back tomorrow).' })
      .optional(),
  })
  .strict()
  .refine((u) => Object.keys(u).length > 0, { error: 'There is nothing to change.' });

export const deckTopic = topicRef.extend({ new: count, learning: count, due: count, total: count });

export const deckOverview = z.object({
  userProductId: z.number().int(),
  title: z.string(),
  topics: z.array(deckTopic),
  counts: studyCounts,
  settings: z.lazy(() => memorySettings),
});
export type DeckOverview = z.infer<typeof deckOverview>;

export const memorySettings = z.object({
  desiredRetention: z
    .number({ error: 'The desired retention is a number from 0.70 to 0.97.' })
    .min(MIN_DESIRED_RETENTION, 'The desired retention is a number from 0.70 to 0.97.')
    .max(MAX_DESIRED_RETENTION, 'The desired retention is a number from 0.70 to 0.97.'),
  newCardsPerDay: z
    .number({ error: `New cards a day is a whole number from 0 to ${MAX_DAILY_LIMIT}.` })
    .int(`New cards a day is a whole number from 0 to ${MAX_DAILY_LIMIT}.`)
    .min(0, `New cards a day is a whole number from 0 to ${MAX_DAILY_LIMIT}.`)
    .max(MAX_DAILY_LIMIT, `New cards a day is a whole number from 0 to ${MAX_DAILY_LIMIT}.`),
  maxReviewsPerDay: z
    .number({ error: `Reviews a day is a whole number from 0 to ${MAX_DAILY_LIMIT}.` })
    .int(`Reviews a day is a whole number from 0 to ${MAX_DAILY_LIMIT}.`)
    .min(0, `Reviews a day is a whole number from 0 to ${MAX_DAILY_LIMIT}.`)
    .max(MAX_DAILY_LIMIT, `Reviews a day is a whole number from 0 to ${MAX_DAILY_LIMIT}.`),
  /** the learner's IANA time zone: their day starts at 04:00 there */
  timeZone: z.string().refine(isTimeZone, { error: 'This is not a known time zone.' }),
});
export type MemorySettings = z.infer<typeof memorySettings>;

function isTimeZone(zone: string) {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.length > 0 && zone.length <= 64;
  } catch {
    return false;
  }
}

const deckParams = z.object({ userProductId: idParam }).strict();
const studyQuery = z
  .object({
    topicId: idParam.optional(),
    /** spec §7: every Q&A-style call carries a random requestId */
    requestId: z.uuid().optional(),
  })
  .strict();

/** A yes-or-no filter of the card browser: left out, both. */
const yesNoFilter = (name: string) =>
  z
    .enum(['true', 'false'], { error: `${name} is true or false.` })
    .transform((value) => value === 'true')
    .optional();

/** The card browser's search, filters, order and page (Anki's Browse; an address the SPA keeps). */
export const browseQuery = z
  .object({
    /** words of the front, back or extra (any case), or a card's code (IM-FC-0012, IM-FC-0002#c2) */
    q: z
      .string()
      .trim()
      .max(MAX_BROWSE_SEARCH, `Search for at most ${MAX_BROWSE_SEARCH} characters.`)
      .optional(),
    state: z
      .enum(BROWSE_STATES, { error: 'A state is new, learning, review or relearning.' })
      .optional(),
    topicId: idParam.optional(),
    flagged: yesNoFilter('flagged'),
    suspended: yesNoFilter('suspended'),
    buried: yesNoFilter('buried'),
    due: z.enum(BROWSE_DUE, { error: 'due is today or overdue.' }).optional(),
    /** one card only: the browser opened on a card (?card= in the SPA's address) */
    cardId: idParam.optional(),
    sort: z
      .enum(BROWSE_SORTS, { error: 'Sort by due, created, difficulty or lapses.' })
      .default('due'),
    /** left out: each sort's natural direction (DEFAULT_BROWSE_ORDER) */
    order: z.enum(BROWSE_ORDERS, { error: 'The order is asc or desc.' }).optional(),
    page: wholeNumberParam(
      1,
      MAX_BROWSE_PAGE,
      `The page is a whole number from 1 to ${MAX_BROWSE_PAGE}, written in digits only.`,
    ).default(1),
    pageSize: wholeNumberParam(
      1,
      MAX_BROWSE_PAGE_SIZE,
      `The page size is a whole number from 1 to ${MAX_BROWSE_PAGE_SIZE}, written in digits only.`,
    ).default(BROWSE_PAGE_SIZE),
    requestId: z.uuid().optional(),
  })
  .strict();
export type BrowseQuery = z.input<typeof browseQuery>;

/** A card as the browser lists it: its sides (cloze resolved) and the caller's memory of it. */
export const browseCard = studyCard
  .pick({
    cardId: true,
    code: true,
    kind: true,
    frontHtml: true,
    backHtml: true,
    extraHtml: true,
    topics: true,
    // new for a card the learner never studied
    state: true,
    flagged: true,
  })
  .extend({
    suspended: z.boolean(),
    /** out of the queue until the learner's next day */
    buried: z.boolean(),
    /** null while new */
    due: z.iso.datetime({ offset: true }).nullable(),
    /** the days FSRS gave the card at its last grade (0 while learning); null while new */
    intervalDays: z.number().nullable(),
    stability: z.number().nullable(),
    difficulty: z.number().nullable(),
    reps: count,
    lapses: count,
  });
export type BrowseCard = z.infer<typeof browseCard>;

export const browsePage = z.object({
  cards: z.array(browseCard),
  /** cards matching the search and filters (the page holds at most pageSize of them) */
  total: count,
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type BrowsePage = z.infer<typeof browsePage>;

/** The browser's changes of a card: unlike the player's, a buried card can be taken back. */
export const browseCardUpdate = z
  .object({
    suspended: z.boolean().optional(),
    flagged: z.boolean().optional(),
    buried: z.boolean().optional(),
  })
  .strict()
  .refine((u) => Object.keys(u).length > 0, { error: 'There is nothing to change.' });

export const flashCardEndpoints = {
  deckOverview: defineEndpoint({
    method: 'GET',
    path: '/api/3.0/fc/userproducts/:userProductId',
    summary: "A flash-card deck: its topics with the learner's new, learning and due counts.",
    access: 'signedIn',
    params: deckParams,
    response: deckOverview,
  }),
  study: defineEndpoint({
    method: 'GET',
    path: '/api/3.0/fc/userproducts/:userProductId/study',
    summary:
      'The card to study now (learning cards due, then reviews due, then new cards, within the daily limits), with the counts left.',
    access: 'signedIn',
    params: deckParams,
    query: studyQuery,
    response: studyState,
  }),
  offlineCards: defineEndpoint({
    method: 'GET',
    path: '/api/3.0/fc/userproducts/:userProductId/offline',
    summary:
      "Today's cards to study offline, in the study queue's order: learning cards due today, then reviews and new cards within today's limits.",
    access: 'signedIn',
    params: deckParams,
    query: studyQuery,
    response: offlineDeck,
  }),
  review: defineEndpoint({
    method: 'POST',
    path: '/api/3.0/fc/userproducts/:userProductId/reviews',
    summary:
      'Grade a card (1–4): FSRS schedules it and the log keeps the review; the next card comes back.',
    access: 'signedIn',
    idempotent: true,
    params: deckParams,
    query: studyQuery,
    body: reviewRequest,
    response: studyState,
  }),
  undoReview: defineEndpoint({
    method: 'POST',
    path: '/api/3.0/fc/userproducts/:userProductId/reviews/undo',
    summary: "Take back the deck's last grade of today: the card comes back as it was.",
    access: 'signedIn',
    idempotent: true,
    params: deckParams,
    query: studyQuery,
    response: studyState,
  }),
  cardInfo: defineEndpoint({
    method: 'GET',
    path: '/api/3.0/fc/userproducts/:userProductId/cards/:cardId',
    summary: "A card's memory state (difficulty, stability, retrievability) and its grades so far.",
    access: 'signedIn',
    params: z.object({ userProductId: idParam, cardId: idParam }).strict(),
    query: z.object({ requestId: z.uuid().optional() }).strict(),
    response: cardInfo,
  }),
  updateCard: defineEndpoint({
    method: 'PATCH',
    path: '/api/3.0/fc/userproducts/:userProductId/cards/:cardId',
    summary: 'Suspend or restore, flag or unflag, or bury a card until tomorrow.',
    access: 'signedIn',
    idempotent: true,
    params: z.object({ userProductId: idParam, cardId: idParam }).strict(),
    query: studyQuery,
    body: cardUpdate,
    response: studyState,
  }),
  memorySettings: defineEndpoint({
    method: 'GET',
    path: '/api/3.0/memory/settings',
    summary: "The learner's desired retention, daily limits and time zone.",
    access: 'signedIn',
    response: memorySettings,
  }),
  updateMemorySettings: defineEndpoint({
    method: 'PUT',
    path: '/api/3.0/memory/settings',
    summary: "Change the learner's desired retention, daily limits or time zone.",
    access: 'signedIn',
    body: memorySettings.partial().strict(),
    response: memorySettings,
  }),
  browseCards: defineEndpoint({
    method: 'GET',
    path: '/api/3.0/fc/userproducts/:userProductId/browse',
    summary:
      "The deck's cards with the caller's memory state of each (Anki's Browse): searched, filtered, sorted, a page at a time.",
    access: 'signedIn',
    params: deckParams,
    query: browseQuery,
    response: browsePage,
  }),
  updateBrowsedCard: defineEndpoint({
    method: 'PATCH',
    path: '/api/3.0/fc/userproducts/:userProductId/browse/:cardId',
    summary: 'Suspend or restore, flag or unflag, bury or unbury a card from the browser.',
    access: 'signedIn',
    params: z.object({ userProductId: idParam, cardId: idParam }).strict(),
    query: z.object({ requestId: z.uuid().optional() }).strict(),
    body: browseCardUpdate,
    response: browseCard,
  }),
  /**
   * Not JSON: the CSV text itself (text/csv, an attachment), streamed a page of reviews at a time.
   * The schema says only that it is text; the columns are REVIEW_CSV_COLUMNS.
   */
  reviewLogCsv: defineEndpoint({
    method: 'GET',
    path: '/api/3.0/fc/userproducts/:userProductId/reviews.csv',
    summary:
      "The caller's review log of the deck as CSV (text/csv attachment): one row per grade, oldest first.",
    access: 'signedIn',
    params: deckParams,
    query: z.object({ requestId: z.uuid().optional() }).strict(),
    response: z.string().meta({ description: 'text/csv; header row REVIEW_CSV_COLUMNS' }),
  }),
};
