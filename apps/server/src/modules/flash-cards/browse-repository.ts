import type {
  BrowseDue,
  BrowseOrder,
  BrowseSort,
} from '@boardready/contracts/flash-card-browse-rules';
import {
  and,
  asc,
  type Column,
  desc,
  eq,
  inArray,
  isNotNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  fcCards,
  fcNotes,
  fcNoteTopics,
  memoryItems,
  memoryReviewLogs,
  memorySettings,
  qaTopics,
} from '../../db/schema';

/** A moment as a parameter of raw SQL (drizzle converts Dates only in its own operators). */
const at = (moment: Date) => sql`${moment.toISOString()}::timestamptz`;

/** `text` anywhere, any case; the search's own % and _ are letters. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The card's permanent code: the note's, with #cN for a cloze deletion (IM-FC-0002#c2). */
const cardCode = sql<string>`case when ${fcNotes.kind} = 'cloze' then ${fcNotes.code} || '#c' || ${fcCards.ordinal} else ${fcNotes.code} end`;

/** A card the learner never studied has no item: it is new. */
const stateOf = sql<string>`coalesce(${memoryItems.state}, 'new')`;
const isNew = sql`(${stateOf} = 'new')`;

/**
 * A rich-text column contains `text`: a cheap ILIKE over the HTML first, then the same over the
 * text with its tags out (so that 'strong' or 'table' find no card by its markup). A full scan of
 * a deck of 20 000 cards stays well under the budget of a page (see browse.test.ts), so no
 * trigram index is kept.
 */
function textHas(column: Column, pattern: string): SQL {
  return sql`(${column} ilike ${pattern} and regexp_replace(${column}, '<[^>]*>', ' ', 'g') ilike ${pattern})`;
}

export interface BrowseFilter {
  accountId: number;
  deckId: number;
  now: Date;
  /** the learner's day: `due=today` is due before its end, `due=overdue` before its start */
  dayStart: Date;
  dayEnd: Date;
  text?: string | undefined;
  state?: string | undefined;
  topicId?: number | undefined;
  flagged?: boolean | undefined;
  suspended?: boolean | undefined;
  buried?: boolean | undefined;
  due?: BrowseDue | undefined;
  cardId?: number | undefined;
}

/** The learner's own item of the card, if they ever studied or marked it: nobody else's. */
const itemOfCard = (accountId: number) =>
  and(eq(memoryItems.cardId, fcCards.id), eq(memoryItems.accountId, accountId));

function conditions(filter: BrowseFilter): SQL | undefined {
  const buried = sql`coalesce(${memoryItems.buriedUntil} > ${at(filter.now)}, false)`;
  const pattern = filter.text ? likePattern(filter.text) : undefined;
  return and(
    eq(fcCards.deckId, filter.deckId),
    // a retired card stays in the browser of those who studied it, as in card info
    or(eq(fcCards.status, 'published'), isNotNull(memoryItems.id)),
    pattern
      ? or(
          sql`${cardCode} ilike ${pattern}`,
          textHas(fcNotes.frontHtml, pattern),
          textHas(fcNotes.backHtml, pattern),
          textHas(fcNotes.extraHtml, pattern),
        )
      : undefined,
    filter.state ? sql`${stateOf} = ${filter.state}` : undefined,
    filter.topicId === undefined
      ? undefined
      : sql`exists (select 1 from ${fcNoteTopics} join ${qaTopics} on ${qaTopics.id} = ${fcNoteTopics.topicId}
          where ${fcNoteTopics.noteId} = ${fcCards.noteId}
            and (${qaTopics.id} = ${filter.topicId} or ${qaTopics.parentId} = ${filter.topicId}))`,
    filter.flagged === undefined
      ? undefined
      : sql`coalesce(${memoryItems.flagged}, false) = ${filter.flagged}`,
    filter.suspended === undefined
      ? undefined
      : sql`coalesce(${memoryItems.suspended}, false) = ${filter.suspended}`,
    filter.buried === undefined ? undefined : sql`${buried} = ${filter.buried}`,
    filter.due === 'today'
      ? sql`not ${isNew} and ${memoryItems.due} < ${at(filter.dayEnd)}`
      : filter.due === 'overdue'
        ? sql`${memoryItems.state} = 'review' and ${memoryItems.due} < ${at(filter.dayStart)}`
        : undefined,
    filter.cardId === undefined ? undefined : eq(fcCards.id, filter.cardId),
  );
}

/** The list's order; new cards (no due date, no difficulty) come last in either direction. */
function orderOf(sort: BrowseSort, order: BrowseOrder): SQL[] {
  const dir = (value: SQL | typeof fcCards.sortOrder) =>
    order === 'asc' ? asc(value) : desc(value);
  const deckOrder = [asc(fcCards.sortOrder), asc(fcCards.id)];
  switch (sort) {
    case 'due':
      return [asc(isNew), dir(sql`${memoryItems.due}`), ...deckOrder];
    case 'created':
      return [dir(fcCards.sortOrder), dir(sql`${fcCards.id}`)];
    case 'difficulty':
      return [asc(isNew), dir(sql`${memoryItems.difficulty}`), ...deckOrder];
    case 'lapses':
      return [dir(sql`coalesce(${memoryItems.lapses}, 0)`), ...deckOrder];
  }
}

/** The learner's review log of a deck, oldest first, from after a row (keyset: time, then id). */
export interface ReviewLogCursor {
  reviewedAt: Date;
  id: number;
}

/**
 * The card browser's reads (issue 24, Anki's Browse): a deck's cards joined with the caller's
 * memory items only, so another learner's states never show and a card never studied is new;
 * and the caller's review log of the deck for the CSV export.
 */
export function browseRepository(db: Database) {
  return {
    /** The learner's time zone (their day starts at 04:00 there); UTC until the app sends one. */
    async timeZone(accountId: number) {
      const [row] = await db
        .select({ timeZone: memorySettings.timeZone })
        .from(memorySettings)
        .where(eq(memorySettings.accountId, accountId));
      return row?.timeZone ?? 'UTC';
    },

    async count(filter: BrowseFilter) {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(fcCards)
        .innerJoin(fcNotes, eq(fcNotes.id, fcCards.noteId))
        .leftJoin(memoryItems, itemOfCard(filter.accountId))
        .where(conditions(filter));
      return row?.count ?? 0;
    },

    async page(
      filter: BrowseFilter,
      sort: BrowseSort,
      order: BrowseOrder,
      limit: number,
      offset: number,
    ) {
      return db
        .select({
          cardId: fcCards.id,
          noteId: fcNotes.id,
          code: cardCode,
          ordinal: fcCards.ordinal,
          kind: fcNotes.kind,
          frontHtml: fcNotes.frontHtml,
          backHtml: fcNotes.backHtml,
          extraHtml: fcNotes.extraHtml,
          state: memoryItems.state,
          due: memoryItems.due,
          scheduledDays: memoryItems.scheduledDays,
          stability: memoryItems.stability,
          difficulty: memoryItems.difficulty,
          reps: memoryItems.reps,
          lapses: memoryItems.lapses,
          suspended: memoryItems.suspended,
          buriedUntil: memoryItems.buriedUntil,
          flagged: memoryItems.flagged,
        })
        .from(fcCards)
        .innerJoin(fcNotes, eq(fcNotes.id, fcCards.noteId))
        .leftJoin(memoryItems, itemOfCard(filter.accountId))
        .where(conditions(filter))
        .orderBy(...orderOf(sort, order))
        .limit(limit)
        .offset(offset);
    },

    /** The topics of some notes, each note's in the bank's order. */
    async topicsOf(noteIds: number[]) {
      if (noteIds.length === 0) return new Map<number, { id: number; name: string }[]>();
      const rows = await db
        .select({ noteId: fcNoteTopics.noteId, id: qaTopics.id, name: qaTopics.name })
        .from(fcNoteTopics)
        .innerJoin(qaTopics, eq(qaTopics.id, fcNoteTopics.topicId))
        .where(inArray(fcNoteTopics.noteId, noteIds))
        .orderBy(asc(qaTopics.sortOrder), asc(qaTopics.id));
      const byNote = new Map<number, { id: number; name: string }[]>();
      for (const { noteId, ...topic } of rows) {
        byNote.set(noteId, [...(byNote.get(noteId) ?? []), topic]);
      }
      return byNote;
    },

    /** Up to `limit` of the learner's grades of the deck's cards after `cursor`, oldest first. */
    async reviewLog(
      accountId: number,
      deckId: number,
      cursor: ReviewLogCursor | null,
      limit: number,
    ) {
      return db
        .select({
          id: memoryReviewLogs.id,
          reviewedAt: memoryReviewLogs.reviewedAt,
          code: cardCode,
          rating: memoryReviewLogs.rating,
          elapsedDays: memoryReviewLogs.elapsedDays,
          before: memoryReviewLogs.before,
          after: memoryReviewLogs.after,
          durationMs: memoryReviewLogs.durationMs,
        })
        .from(memoryReviewLogs)
        .innerJoin(memoryItems, eq(memoryItems.id, memoryReviewLogs.itemId))
        .innerJoin(fcCards, eq(fcCards.id, memoryItems.cardId))
        .innerJoin(fcNotes, eq(fcNotes.id, fcCards.noteId))
        .where(
          and(
            eq(memoryReviewLogs.accountId, accountId),
            eq(fcCards.deckId, deckId),
            cursor
              ? sql`(${memoryReviewLogs.reviewedAt}, ${memoryReviewLogs.id}) > (${at(cursor.reviewedAt)}, ${cursor.id})`
              : undefined,
          ),
        )
        .orderBy(asc(memoryReviewLogs.reviewedAt), asc(memoryReviewLogs.id))
        .limit(limit);
    },
  };
}
