import { MAX_DAILY_LIMIT } from '@boardready/contracts/flash-card-rules';
import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import {
  fcCards,
  fcDeckProducts,
  fcDeckProgress,
  fcDecks,
  fcNotes,
  fcNoteTopics,
  type MemoryState,
  memoryItems,
  memoryReviewLogs,
  products,
  qaTopics,
  type StoredMemoryState,
  userProducts,
} from '../../db/schema';
import {
  conflictTarget,
  type Db,
  inStates,
  itemStateColumns,
  itemValues,
  moment,
  notSuspended,
  ownerValues,
} from '../memory/repository';

/** Where a study session looks: one account, one deck, maybe one topic (a group or a leaf). */
export interface StudyScope {
  accountId: number;
  deckId: number;
  topicId?: number | undefined;
}

/** A value of a query, or the placeholder that a prepared statement fills with it. */
type Bound<T> = T | Placeholder;

/** A scope as a query sees it: values, or a prepared statement's placeholders. */
interface BoundScope {
  accountId: Bound<number>;
  deckId: Bound<number>;
  topicId?: Bound<number> | undefined;
}

/** Learners' new-card counts, kept by grades and undos, recounted by imports (decision 1105). */
export function deckProgressRepository(db: Db) {
  return {
    /** A learner started (+1) or un-started (−1, an undo) one of the deck's published cards. */
    async addStarted(accountId: number, deckId: number, change: 1 | -1) {
      await db
        .insert(fcDeckProgress)
        .values({ accountId, deckId, startedCards: Math.max(0, change) })
        .onConflictDoUpdate({
          target: [fcDeckProgress.accountId, fcDeckProgress.deckId],
          set: { startedCards: sql`greatest(0, ${fcDeckProgress.startedCards} + ${change})` },
        });
    },

    /** Counts the deck's published cards and every learner's started ones again (an import). */
    async recountDeck(deckId: number) {
      await db.execute(sql`
        update ${fcDecks} set published_cards = (select count(*) from ${fcCards}
          where ${fcCards.deckId} = ${deckId} and ${fcCards.status} = 'published')
        where ${fcDecks.id} = ${deckId}`);
      await recountStarted(eq(fcDeckProgress.deckId, deckId), sql`m.deck_id = ${deckId}`);
    },

    /** Counts one learner's started cards in every deck again (items written in bulk). */
    async recountLearner(accountId: number) {
      await recountStarted(
        eq(fcDeckProgress.accountId, accountId),
        sql`m.account_id = ${accountId}`,
      );
    },
  };

  /** Replaces the kept counts of some learners or decks with a count of their items. */
  async function recountStarted(kept: SQL | undefined, items: SQL) {
    await db.delete(fcDeckProgress).where(kept);
    await db.execute(sql`
      insert into ${fcDeckProgress} (account_id, deck_id, started_cards)
      select m.account_id, m.deck_id, count(*) from ${memoryItems} m
        join ${fcCards} c on c.id = m.card_id
      where ${items} and c.status = 'published' and m.state <> 'new'
      group by m.account_id, m.deck_id`);
  }
}

type Soonest = { cardId: number; due: string } | null;

export type DeckQueue = Awaited<ReturnType<ReturnType<typeof flashCardRepository>['queue']>>;

export function flashCardRepository(db: Database) {
  /** The cards of the scope's topic, when it has one: tagged with it or with one of its leaves. */
  function inTopic(scope: BoundScope, cardId: SQL | typeof fcCards.id): SQL | undefined {
    if (scope.topicId === undefined) return undefined;
    return sql`exists (select 1 from ${fcCards} topic_card
        join ${fcNoteTopics} on ${fcNoteTopics.noteId} = topic_card.note_id
        join ${qaTopics} on ${qaTopics.id} = ${fcNoteTopics.topicId}
      where topic_card.id = ${cardId}
        and (${qaTopics.id} = ${scope.topicId} or ${qaTopics.parentId} = ${scope.topicId}))`;
  }

  /** Items of the scope that a queue may show now: not suspended, not buried. */
  function activeItems(scope: BoundScope, now: Bound<Date>) {
    return and(
      eq(memoryItems.accountId, scope.accountId),
      eq(memoryItems.deckId, scope.deckId),
      notSuspended,
      or(isNull(memoryItems.buriedUntil), lte(memoryItems.buriedUntil, now)),
      inTopic(scope, sql`${memoryItems.cardId}`),
    );
  }

  /** Published cards of the scope the learner has not started (no item, or an item still new). */
  function unstartedCards(scope: BoundScope, now: Bound<Date>) {
    return and(
      eq(fcCards.deckId, scope.deckId),
      eq(fcCards.status, 'published'),
      inTopic(scope, fcCards.id),
      // not in (…), which PostgreSQL hashes once, where not exists probed the items card by card
      // (12 ms against 36 ms for a learner who started all of a 20 000-card deck)
      sql`${fcCards.id} not in (select ${memoryItems.cardId} from ${memoryItems}
        where ${memoryItems.accountId} = ${scope.accountId} and ${memoryItems.deckId} = ${scope.deckId}
        and (${memoryItems.state} <> 'new' or ${memoryItems.suspended}
          or coalesce(${memoryItems.buriedUntil} > ${moment(now)}, false)))`,
    );
  }

  /** The scope's account's reviews of the deck's cards since a moment (the log keeps the deck). */
  function reviewsOfDeckSince(scope: BoundScope, since: Bound<Date>) {
    return and(
      eq(memoryReviewLogs.accountId, scope.accountId),
      eq(memoryReviewLogs.deckId, scope.deckId),
      gte(memoryReviewLogs.reviewedAt, since),
    );
  }

  /** A card with its note and the learner's item of it; in a deck, or in any (checked after). */
  function cardQuery<Extra extends Record<string, SQL>>(
    accountId: Bound<number>,
    deckId: Bound<number> | undefined,
    cardId: Bound<number> | number[],
    extra: Extra,
  ) {
    return db
      .select({
        cardId: fcCards.id,
        ordinal: fcCards.ordinal,
        cardStatus: fcCards.status,
        deckId: fcCards.deckId,
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
        ...extra,
      })
      .from(fcCards)
      .innerJoin(fcNotes, eq(fcNotes.id, fcCards.noteId))
      .leftJoin(
        memoryItems,
        and(eq(memoryItems.cardId, fcCards.id), eq(memoryItems.accountId, accountId)),
      )
      .where(
        and(
          Array.isArray(cardId) ? inArray(fcCards.id, cardId) : eq(fcCards.id, cardId),
          deckId === undefined ? undefined : eq(fcCards.deckId, deckId),
        ),
      );
  }

  /** The topics of a card's note, as the player shows them. */
  const noteTopics = sql<
    { id: number; name: string }[]
  >`(select coalesce(json_agg(json_build_object(
      'id', ${qaTopics.id}, 'name', ${qaTopics.name}) order by ${qaTopics.sortOrder}), '[]')
    from ${fcNoteTopics} join ${qaTopics} on ${qaTopics.id} = ${fcNoteTopics.topicId}
    where ${fcNoteTopics.noteId} = ${fcNotes.id})`;

  /**
   * Everything a study queue needs, in one statement (decision 1105): the learning cards due
   * now and reviews due before the day's end, the unstarted cards, what was graded since the
   * day's start (over the whole deck: the daily limits count there), the soonest learning card
   * and review due by the day's end, and whether a grade of today can be undone. Prepared once
   * per shape (deck or topic), with placeholders (preparedOnce).
   */
  function queueStatement(topic: boolean) {
    const scope: BoundScope = {
      accountId: sql.placeholder('accountId'),
      deckId: sql.placeholder('deckId'),
      topicId: topic ? sql.placeholder('topicId') : undefined,
    };
    const now = sql.placeholder('now');
    const day = { start: sql.placeholder('dayStart'), end: sql.placeholder('dayEnd') };
    const soonestOf = (states: MemoryState[], dueBy: SQL | undefined) =>
      db
        .select({
          item: sql`json_build_object('cardId', ${memoryItems.cardId}, 'due', ${memoryItems.due})`,
        })
        .from(memoryItems)
        .where(and(activeItems(scope, now), inStates(states), dueBy))
        .orderBy(asc(memoryItems.due), asc(memoryItems.id))
        .limit(1);
    const dueCounts = db
      .select({
        counts: sql`json_build_object(
            'learning', count(*) filter (where ${memoryItems.state} in ('learning', 'relearning') and ${memoryItems.due} <= ${moment(now)}),
            'review', count(*) filter (where ${memoryItems.state} = 'review' and ${memoryItems.due} < ${moment(day.end)}))`,
      })
      .from(memoryItems)
      .where(and(activeItems(scope, now), lte(memoryItems.due, day.end)));
    // today's grades of the deck: the daily limits, and whether one can be undone
    const graded = db
      .select({
        counts: sql`json_build_object(
            'new', count(*) filter (where ${memoryReviewLogs.beforeState} = 'new'),
            'review', count(*) filter (where ${memoryReviewLogs.beforeState} = 'review'),
            'any', count(*))`,
      })
      .from(memoryReviewLogs)
      .where(reviewsOfDeckSince(scope, day.start));
    const unstarted =
      scope.topicId === undefined
        ? // the deck's published cards less the started ones (kept) and the new ones set aside
          sql`${fcDecks.publishedCards} - coalesce(${fcDeckProgress.startedCards}, 0) - (${db
            .select({ count: sql`count(*)` })
            .from(memoryItems)
            .innerJoin(fcCards, eq(fcCards.id, memoryItems.cardId))
            .where(
              and(
                eq(memoryItems.accountId, scope.accountId),
                eq(memoryItems.deckId, scope.deckId),
                inStates(['new']),
                eq(fcCards.status, 'published'),
                or(memoryItems.suspended, sql`${memoryItems.buriedUntil} > ${moment(now)}`),
              ),
            )})`
        : sql`(${db.select({ count: sql`count(*)` }).from(fcCards).where(unstartedCards(scope, now))})`;
    return db
      .select({
        due: sql<{ learning: number; review: number }>`(${dueCounts})`,
        unstarted: sql<number>`(${unstarted})::int`,
        graded: sql<{ new: number; review: number; any: number }>`(${graded})`,
        learning: sql<Soonest>`(${soonestOf(['learning', 'relearning'], lte(memoryItems.due, day.end))})`,
        review: sql<Soonest>`(${soonestOf(['review'], lt(memoryItems.due, day.end))})`,
      })
      .from(fcDecks)
      .leftJoin(
        fcDeckProgress,
        and(eq(fcDeckProgress.deckId, fcDecks.id), eq(fcDeckProgress.accountId, scope.accountId)),
      )
      .where(eq(fcDecks.id, scope.deckId))
      .prepare(topic ? 'fc_topic_queue' : 'fc_deck_queue');
  }
  const deckQueue = preparedOnce(() => queueStatement(false));
  const topicQueue = preparedOnce(() => queueStatement(true));
  const cardWithTopics = preparedOnce(() =>
    cardQuery(sql.placeholder('accountId'), sql.placeholder('deckId'), sql.placeholder('cardId'), {
      topics: noteTopics,
    }).prepare('fc_card_with_topics'),
  );
  const cardOfAnyDeck = preparedOnce(() =>
    cardQuery(sql.placeholder('accountId'), undefined, sql.placeholder('cardId'), {}).prepare(
      'fc_card_of_any_deck',
    ),
  );
  const ownedDeckProduct = preparedOnce(() =>
    db
      .select({
        code: products.code,
        typeCode: products.typeCode,
        startsAt: userProducts.startsAt,
        endsAt: userProducts.endsAt,
        deck: { id: fcDecks.id, title: fcDecks.title, bankId: fcDecks.bankId },
      })
      .from(userProducts)
      .innerJoin(products, eq(products.id, userProducts.productId))
      .leftJoin(fcDeckProducts, eq(fcDeckProducts.productId, products.id))
      .leftJoin(fcDecks, eq(fcDecks.id, fcDeckProducts.deckId))
      .where(
        and(
          eq(userProducts.id, sql.placeholder('userProductId')),
          eq(userProducts.accountId, sql.placeholder('accountId')),
        ),
      )
      .prepare('fc_owned_deck_product'),
  );

  return {
    /** The account's user product, its kind and dates, and the deck it serves if any. */
    async ownedDeckProduct(accountId: number, userProductId: number) {
      const [row] = await ownedDeckProduct().execute({ accountId, userProductId });
      return row;
    },

    async topicInBank(bankId: number, topicId: number) {
      const [row] = await db
        .select({ id: qaTopics.id })
        .from(qaTopics)
        .where(and(eq(qaTopics.bankId, bankId), eq(qaTopics.id, topicId)));
      return row !== undefined;
    },

    /** What today's queue of a scope holds (queueStatement). */
    async queue(scope: StudyScope, now: Date, day: { start: Date; end: Date }) {
      const statement = scope.topicId === undefined ? deckQueue() : topicQueue();
      const [row] = await statement.execute({
        ...scope,
        now: now.toISOString(),
        dayStart: day.start.toISOString(),
        dayEnd: day.end.toISOString(),
      });
      const soonest = (item: Soonest | undefined) =>
        item ? { cardId: item.cardId, due: new Date(item.due) } : undefined;
      return {
        learning: row?.due.learning ?? 0,
        review: row?.due.review ?? 0,
        unstarted: Math.max(0, row?.unstarted ?? 0),
        gradedNew: row?.graded.new ?? 0,
        gradedReviews: row?.graded.review ?? 0,
        soonestLearning: soonest(row?.learning),
        soonestReview: soonest(row?.review),
        undoable: (row?.graded.any ?? 0) > 0,
      };
    },

    /**
     * Today's cards of a scope in the study queue's order (decision 1705): the learning cards
     * due by the day's end and the reviews due today (at most `reviews`), soonest first, and the
     * unstarted cards in the deck's order (at most `fresh`). Three queries, whatever the deck.
     */
    async todaysCards(
      scope: StudyScope,
      now: Date,
      dayEnd: Date,
      limits: { reviews: number; fresh: number },
    ) {
      const dueBy = (states: MemoryState[], due: SQL | undefined, limit: number) =>
        db
          .select({ cardId: sql<number>`${memoryItems.cardId}`, due: memoryItems.due })
          .from(memoryItems)
          .where(and(activeItems(scope, now), inStates(states), due))
          .orderBy(asc(memoryItems.due), asc(memoryItems.id))
          .limit(limit);
      const learning = await dueBy(
        ['learning', 'relearning'],
        lte(memoryItems.due, dayEnd),
        // learning cards have no daily limit; the pack bounds them as the limits bound the rest
        MAX_DAILY_LIMIT,
      );
      const reviews =
        limits.reviews > 0
          ? await dueBy(['review'], lt(memoryItems.due, dayEnd), limits.reviews)
          : [];
      const fresh =
        limits.fresh > 0
          ? await db
              .select({ cardId: fcCards.id })
              .from(fcCards)
              .where(unstartedCards(scope, now))
              .orderBy(asc(fcCards.sortOrder))
              .limit(limits.fresh)
          : [];
      return { learning, reviews, fresh };
    },

    /** Cards of the deck with their notes' topics and the learner's items, as cardWithTopics. */
    async cardsWithTopics(accountId: number, deckId: number, cardIds: number[]) {
      if (cardIds.length === 0) return [];
      return cardQuery(accountId, deckId, cardIds, { topics: noteTopics });
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
      const [row] = await cardQuery(accountId, deckId, cardId, {});
      return row;
    },

    /** A card of whichever deck, read beside the deck's own lookup and matched to it after. */
    async cardOfAnyDeck(accountId: number, cardId: number) {
      const [row] = await cardOfAnyDeck().execute({ accountId, cardId });
      return row;
    },

    /** The same, with the topics of its note, as the player shows it. */
    async cardWithTopics(accountId: number, deckId: number, cardId: number) {
      const [row] = await cardWithTopics().execute({ accountId, deckId, cardId });
      return row;
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
          cardStatus: fcCards.status,
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
        .values({ ...ownerValues(owner), ...itemValues(fresh), ...change })
        .onConflictDoUpdate({
          ...conflictTarget(owner),
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
