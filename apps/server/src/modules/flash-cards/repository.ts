import { and, asc, desc, eq, gte, inArray, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  fcCards,
  fcDeckProducts,
  fcDecks,
  fcNotes,
  fcNoteTopics,
  memoryItems,
  memoryReviewLogs,
  qaTopics,
  type StoredMemoryState,
} from '../../db/schema';
import { itemStateColumns, itemValues, moment } from '../memory/repository';

/** Where a study session looks: one account, one deck, maybe one topic (a group or a leaf). */
export interface StudyScope {
  accountId: number;
  deckId: number;
  topicId?: number | undefined;
}

export function flashCardRepository(db: Database) {
  /** The cards of the scope's topic, when it has one: tagged with it or with one of its leaves. */
  function inTopic(scope: StudyScope): SQL | undefined {
    if (scope.topicId === undefined) return undefined;
    return sql`exists (select 1 from ${fcNoteTopics} join ${qaTopics} on ${qaTopics.id} = ${fcNoteTopics.topicId}
      where ${fcNoteTopics.noteId} = ${fcCards.noteId}
        and (${qaTopics.id} = ${scope.topicId} or ${qaTopics.parentId} = ${scope.topicId}))`;
  }

  /** Items of the scope that a queue may show now: not suspended, not buried. */
  function activeItems(scope: StudyScope, now: Date) {
    return and(
      eq(memoryItems.accountId, scope.accountId),
      eq(fcCards.deckId, scope.deckId),
      eq(memoryItems.suspended, false),
      or(isNull(memoryItems.buriedUntil), lte(memoryItems.buriedUntil, now)),
      inTopic(scope),
    );
  }

  /** Published cards of the scope the learner has not started (no item, or an item still new). */
  function unstartedCards(scope: StudyScope, now: Date) {
    return and(
      eq(fcCards.deckId, scope.deckId),
      eq(fcCards.status, 'published'),
      inTopic(scope),
      // not in (…), which PostgreSQL hashes once, where not exists probed the items card by card
      // (12 ms against 36 ms for a learner who started all of a 20 000-card deck)
      sql`${fcCards.id} not in (select ${memoryItems.cardId} from ${memoryItems}
        where ${memoryItems.accountId} = ${scope.accountId} and ${memoryItems.cardId} is not null
        and (${memoryItems.state} <> 'new' or ${memoryItems.suspended}
          or coalesce(${memoryItems.buriedUntil} > ${moment(now)}, false)))`,
    );
  }

  /** The scope's account's reviews of the deck's cards since a moment (joined through the item). */
  function reviewsOfDeckSince(scope: StudyScope, since: Date) {
    return and(
      eq(memoryReviewLogs.accountId, scope.accountId),
      gte(memoryReviewLogs.reviewedAt, since),
      eq(fcCards.deckId, scope.deckId),
    );
  }

  return {
    /** The deck a flash-card product serves. */
    async deckOfProduct(productId: number) {
      const [row] = await db
        .select({ id: fcDecks.id, title: fcDecks.title, bankId: fcDecks.bankId })
        .from(fcDeckProducts)
        .innerJoin(fcDecks, eq(fcDecks.id, fcDeckProducts.deckId))
        .where(eq(fcDeckProducts.productId, productId));
      return row;
    },

    async topicInBank(bankId: number, topicId: number) {
      const [row] = await db
        .select({ id: qaTopics.id })
        .from(qaTopics)
        .where(and(eq(qaTopics.bankId, bankId), eq(qaTopics.id, topicId)));
      return row !== undefined;
    },

    /** How many new cards and reviews of the deck the learner has graded since `since`. */
    async gradedSince(scope: StudyScope, since: Date) {
      const [row] = await db
        .select({
          newCards: sql<number>`count(*) filter (where ${memoryReviewLogs.before}->>'state' = 'new')::int`,
          reviews: sql<number>`count(*) filter (where ${memoryReviewLogs.before}->>'state' = 'review')::int`,
        })
        .from(memoryReviewLogs)
        .innerJoin(memoryItems, eq(memoryItems.id, memoryReviewLogs.itemId))
        .innerJoin(fcCards, eq(fcCards.id, memoryItems.cardId))
        .where(reviewsOfDeckSince(scope, since));
      return row ?? { newCards: 0, reviews: 0 };
    },

    /** Learning cards due by `until`, reviews due before `dayEnd`, and unstarted cards (up to `newLimit`). */
    async counts(scope: StudyScope, now: Date, dayEnd: Date, newLimit: number) {
      const [due] = await db
        .select({
          learning: sql<number>`count(*) filter (where ${memoryItems.state} in ('learning', 'relearning') and ${memoryItems.due} <= ${moment(now)})::int`,
          review: sql<number>`count(*) filter (where ${memoryItems.state} = 'review' and ${memoryItems.due} < ${moment(dayEnd)})::int`,
        })
        .from(memoryItems)
        .innerJoin(fcCards, eq(fcCards.id, memoryItems.cardId))
        .where(and(activeItems(scope, now), lte(memoryItems.due, dayEnd)));
      const [fresh] =
        newLimit > 0
          ? await db
              .select({ count: sql<number>`count(*)::int` })
              .from(fcCards)
              .where(unstartedCards(scope, now))
          : [];
      return {
        learning: due?.learning ?? 0,
        review: due?.review ?? 0,
        new: Math.min(newLimit, fresh?.count ?? 0),
      };
    },

    /** The first item of the scope in a state, due before `before`, soonest first. */
    async firstDue(
      scope: StudyScope,
      now: Date,
      states: ('learning' | 'relearning' | 'review')[],
      before: Date,
    ) {
      const [row] = await db
        .select({ cardId: fcCards.id, due: memoryItems.due })
        .from(memoryItems)
        .innerJoin(fcCards, eq(fcCards.id, memoryItems.cardId))
        .where(
          and(
            activeItems(scope, now),
            inArray(memoryItems.state, states),
            lte(memoryItems.due, before),
          ),
        )
        .orderBy(asc(memoryItems.due), asc(memoryItems.id))
        .limit(1);
      return row;
    },

    /** The first card of the scope not started, in the deck's order. */
    async firstUnstarted(scope: StudyScope, now: Date) {
      const [row] = await db
        .select({ cardId: fcCards.id })
        .from(fcCards)
        .where(unstartedCards(scope, now))
        .orderBy(asc(fcCards.sortOrder))
        .limit(1);
      return row;
    },

    /** A card of the deck with its note, and the learner's item of it if any. */
    async card(accountId: number, deckId: number, cardId: number) {
      const [row] = await db
        .select({
          cardId: fcCards.id,
          ordinal: fcCards.ordinal,
          cardStatus: fcCards.status,
          noteId: fcNotes.id,
          code: fcNotes.code,
          kind: fcNotes.kind,
          frontHtml: fcNotes.frontHtml,
          backHtml: fcNotes.backHtml,
          extraHtml: fcNotes.extraHtml,
          itemId: memoryItems.id,
          suspended: memoryItems.suspended,
          buriedUntil: memoryItems.buriedUntil,
          flagged: memoryItems.flagged,
          ...itemStateColumns,
        })
        .from(fcCards)
        .innerJoin(fcNotes, eq(fcNotes.id, fcCards.noteId))
        .leftJoin(
          memoryItems,
          and(eq(memoryItems.cardId, fcCards.id), eq(memoryItems.accountId, accountId)),
        )
        .where(and(eq(fcCards.id, cardId), eq(fcCards.deckId, deckId)));
      return row;
    },

    async noteTopics(noteId: number) {
      return db
        .select({ id: qaTopics.id, name: qaTopics.name })
        .from(fcNoteTopics)
        .innerJoin(qaTopics, eq(qaTopics.id, fcNoteTopics.topicId))
        .where(eq(fcNoteTopics.noteId, noteId))
        .orderBy(asc(qaTopics.sortOrder));
    },

    /** The learner's grades of a card, oldest first. */
    async history(accountId: number, cardId: number) {
      return db
        .select({
          reviewedAt: memoryReviewLogs.reviewedAt,
          rating: memoryReviewLogs.rating,
          before: memoryReviewLogs.before,
          after: memoryReviewLogs.after,
          durationMs: memoryReviewLogs.durationMs,
        })
        .from(memoryReviewLogs)
        .innerJoin(memoryItems, eq(memoryItems.id, memoryReviewLogs.itemId))
        .where(and(eq(memoryItems.accountId, accountId), eq(memoryItems.cardId, cardId)))
        .orderBy(asc(memoryReviewLogs.reviewedAt), asc(memoryReviewLogs.id));
    },

    /** The learner's last review of the deck since `since`, with the state before it. */
    async lastReview(scope: StudyScope, since: Date) {
      const [row] = await db
        .select({
          id: memoryReviewLogs.id,
          itemId: memoryReviewLogs.itemId,
          cardId: fcCards.id,
          before: memoryReviewLogs.before,
        })
        .from(memoryReviewLogs)
        .innerJoin(memoryItems, eq(memoryItems.id, memoryReviewLogs.itemId))
        .innerJoin(fcCards, eq(fcCards.id, memoryItems.cardId))
        .where(reviewsOfDeckSince(scope, since))
        .orderBy(desc(memoryReviewLogs.id))
        .limit(1);
      return row;
    },

    /** Suspends, flags or buries the learner's item of a card, creating it (new) if needed. */
    async updateItem(
      owner: { accountId: number; userProductId: number; cardId: number },
      fresh: StoredMemoryState,
      change: { suspended?: boolean; flagged?: boolean; buriedUntil?: Date },
    ) {
      await db
        .insert(memoryItems)
        .values({ ...owner, ...itemValues(fresh), ...change })
        .onConflictDoUpdate({
          target: [memoryItems.accountId, memoryItems.cardId],
          targetWhere: sql`${memoryItems.cardId} is not null`,
          set: { ...change, updatedAt: sql`now()` },
        });
    },

    /**
     * Per topic of the deck: its cards, and the learner's new cards, learning cards due now and
     * reviews due today, counted as the study queue counts them (before the daily limits).
     */
    async topicCounts(accountId: number, deckId: number, bankId: number, now: Date, dayEnd: Date) {
      const leaf = sql`coalesce(${qaTopics.parentId}, ${qaTopics.id})`;
      const active = sql`not ${memoryItems.suspended} and (${memoryItems.buriedUntil} is null or ${memoryItems.buriedUntil} <= ${moment(now)})`;
      const rows = await db
        .select({
          topicId: sql<number>`${leaf}::int`,
          total: sql<number>`count(distinct ${fcCards.id}) filter (where ${fcCards.status} = 'published' or ${memoryItems.id} is not null)::int`,
          new: sql<number>`count(distinct ${fcCards.id}) filter (where ${fcCards.status} = 'published' and (${memoryItems.id} is null or ${memoryItems.state} = 'new'))::int`,
          learning: sql<number>`count(distinct ${fcCards.id}) filter (where ${memoryItems.state} in ('learning', 'relearning') and ${active} and ${memoryItems.due} <= ${moment(now)})::int`,
          due: sql<number>`count(distinct ${fcCards.id}) filter (where ${memoryItems.state} = 'review' and ${active} and ${memoryItems.due} < ${moment(dayEnd)})::int`,
        })
        .from(fcCards)
        .innerJoin(fcNoteTopics, eq(fcNoteTopics.noteId, fcCards.noteId))
        .innerJoin(qaTopics, eq(qaTopics.id, fcNoteTopics.topicId))
        .leftJoin(
          memoryItems,
          and(eq(memoryItems.cardId, fcCards.id), eq(memoryItems.accountId, accountId)),
        )
        .where(and(eq(fcCards.deckId, deckId), ne(fcCards.status, 'retired')))
        .groupBy(leaf);
      const groups = await db
        .select({ id: qaTopics.id, name: qaTopics.name })
        .from(qaTopics)
        .where(and(eq(qaTopics.bankId, bankId), isNull(qaTopics.parentId)))
        .orderBy(asc(qaTopics.sortOrder));
      const byGroup = new Map(rows.map((r) => [r.topicId, r]));
      return groups.flatMap((g) => {
        const counts = byGroup.get(g.id);
        return counts
          ? [
              {
                ...g,
                total: counts.total,
                new: counts.new,
                learning: counts.learning,
                due: counts.due,
              },
            ]
          : [];
      });
    },
  };
}
