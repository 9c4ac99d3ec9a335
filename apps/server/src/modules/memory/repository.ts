import {
  and,
  asc,
  eq,
  getTableColumns,
  gte,
  isNull,
  lte,
  or,
  type Placeholder,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { preparedOnce } from '../../db/prepared';
import {
  accounts,
  fcCards,
  type MemoryState,
  memoryItems,
  memoryReviewLogs,
  memorySettings,
  type StoredMemoryState,
  trainerPlans,
  userProducts,
} from '../../db/schema';

/**
 * The memory items of every kind (issue 24): their state, their reviews and the learner's memory
 * settings. The flash cards and the Q&A sessions grade through here; the due poll counts here.
 */

/** A transaction or the database: a review's writes run in one. */
export type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export const itemStateColumns = {
  state: memoryItems.state,
  due: memoryItems.due,
  stability: memoryItems.stability,
  difficulty: memoryItems.difficulty,
  scheduledDays: memoryItems.scheduledDays,
  learningSteps: memoryItems.learningSteps,
  reps: memoryItems.reps,
  lapses: memoryItems.lapses,
  lastReview: memoryItems.lastReview,
};

type ItemStateRow = {
  [K in keyof typeof itemStateColumns]: (typeof itemStateColumns)[K]['_']['data'] | null;
};

/** What a memory item is of, and the product it is studied through. */
export type ItemOwner = { accountId: number; userProductId: number } & (
  | { cardId: number; questionId?: undefined }
  | { questionId: number; cardId?: undefined }
);

/** A moment as a parameter of raw SQL (drizzle passes Dates through only in its own operators). */
export const moment = (at: Date | Placeholder) =>
  sql`${at instanceof Date ? at.toISOString() : at}::timestamptz`;

/** A memory item's state as the log keeps it. */
export function storedState(row: ItemStateRow): StoredMemoryState {
  return {
    state: row.state ?? 'new',
    due: (row.due ?? new Date(0)).toISOString(),
    stability: row.stability ?? 0,
    difficulty: row.difficulty ?? 0,
    scheduledDays: row.scheduledDays ?? 0,
    learningSteps: row.learningSteps ?? 0,
    reps: row.reps ?? 0,
    lapses: row.lapses ?? 0,
    lastReview: row.lastReview ? row.lastReview.toISOString() : null,
  };
}

export function itemValues(state: StoredMemoryState) {
  return {
    state: state.state,
    due: new Date(state.due),
    stability: state.stability,
    difficulty: state.difficulty,
    scheduledDays: state.scheduledDays,
    learningSteps: state.learningSteps,
    reps: state.reps,
    lapses: state.lapses,
    lastReview: state.lastReview ? new Date(state.lastReview) : null,
  };
}

/** A grade as the log keeps it. */
export type ReviewRow = Omit<typeof memoryReviewLogs.$inferInsert, 'id' | 'deckId'>;

/** An item's deck (a card's), as its review log keeps it: one subquery, no lookup. */
function itemDeck(itemId: number) {
  return sql<
    number | null
  >`(select ${memoryItems.deckId} from ${memoryItems} where ${memoryItems.id} = ${itemId})`;
}

/**
 * Predicates written as literals, not placeholders: a prepared statement's generic plan can use
 * a partial index only when its predicate is spelled out (`suspended = $1` matches none).
 */
export const notSuspended = sql`not ${memoryItems.suspended}`;
export function inStates(states: readonly MemoryState[]) {
  // the states are the schema's own words, never input
  return sql`${memoryItems.state} in (${sql.raw(states.map((s) => `'${s}'`).join(', '))})`;
}

/** The learner's items a queue may show now: not suspended, not buried, in a usable product. */
function dueNowWhere(accountId: number | Placeholder, now: Date | Placeholder) {
  return and(
    eq(memoryItems.accountId, accountId),
    notSuspended,
    lte(memoryItems.due, now),
    inStates(['learning', 'review', 'relearning']),
    or(isNull(memoryItems.buriedUntil), lte(memoryItems.buriedUntil, now)),
    eq(userProducts.accountId, accountId),
    lte(userProducts.startsAt, now),
    sql`${userProducts.endsAt} > ${moment(now)}`,
  );
}

/** An item's owner columns; a card's item keeps the card's deck (one subquery, no lookup). */
export function ownerValues(owner: ItemOwner) {
  return owner.cardId !== undefined
    ? {
        ...owner,
        deckId: sql<number>`(select ${fcCards.deckId} from ${fcCards} where ${fcCards.id} = ${owner.cardId})`,
      }
    : owner;
}

/** The unique index an owner's item is found by. */
export function conflictTarget(owner: ItemOwner) {
  return owner.cardId !== undefined
    ? {
        target: [memoryItems.accountId, memoryItems.cardId],
        targetWhere: sql`${memoryItems.cardId} is not null`,
      }
    : {
        target: [memoryItems.accountId, memoryItems.questionId],
        targetWhere: sql`${memoryItems.questionId} is not null`,
      };
}

/** The learner's item of the owner's card or question. */
function ownedItem(owner: ItemOwner) {
  return and(
    eq(memoryItems.accountId, owner.accountId),
    owner.cardId !== undefined
      ? eq(memoryItems.cardId, owner.cardId)
      : eq(memoryItems.questionId, owner.questionId),
  );
}

function dueQuestionsWhere(accountId: number, userProductId: number, now: Date) {
  return and(
    dueNowWhere(accountId, now),
    eq(memoryItems.userProductId, userProductId),
    sql`${memoryItems.questionId} is not null`,
  );
}

export function memoryRepository(db: Database) {
  // The poll runs every minute for everyone signed in: the items' own columns, no content, built
  // into one JSON value by the database (a row per item cost more to read than to find).
  const dueNowStatement = preparedOnce(() => {
    const due = db
      .select({
        id: memoryItems.id,
        userProductId: memoryItems.userProductId,
        isCard: sql`${memoryItems.cardId} is not null`.as('is_card'),
        due: memoryItems.due,
      })
      .from(memoryItems)
      .innerJoin(userProducts, eq(userProducts.id, memoryItems.userProductId))
      .where(dueNowWhere(sql.placeholder('accountId'), sql.placeholder('now')))
      .orderBy(asc(memoryItems.due), asc(memoryItems.id))
      .limit(sql.placeholder('limit'))
      .as('due');
    return db
      .select({
        entries: sql<[number, number, boolean, string][]>`coalesce(json_agg(json_build_array(
          ${due.id}, ${due.userProductId}, ${due.isCard},
          to_char(${due.due} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
          order by ${due.due}, ${due.id}), '[]')`,
      })
      .from(due)
      .prepare('memory_due_now');
  });

  // one statement, after every grade: the settings row (if any) and the grades since its fit
  const fitProgressStatement = preparedOnce(() => {
    const recent = db
      .select({ one: sql`1` })
      .from(memoryReviewLogs)
      .where(
        and(
          sql`${memoryReviewLogs.accountId} = learner.account_id`,
          sql`${memoryReviewLogs.reviewedAt} > coalesce(${memorySettings.parametersFittedAt}, '-infinity')`,
        ),
      )
      .limit(sql.placeholder('upTo'));
    return db
      .select({
        parametersFittedAt: memorySettings.parametersFittedAt,
        parameters: memorySettings.parameters,
        timeZone: memorySettings.timeZone,
        sinceLastFit: sql<number>`(select count(*)::int from (${recent}) recent)`,
      })
      .from(sql`(select ${sql.placeholder('accountId')}::int as account_id) learner`)
      .leftJoin(memorySettings, sql`${memorySettings.accountId} = learner.account_id`)
      .prepare('memory_fit_progress');
  });

  // after every grade, for the day its due falls on (load balancing): the items due on each day
  function dueByDayQuery(tx: Db) {
    // date_part is a float; extract's numeric costs a few times more over a thousand rows
    const day = sql<number>`floor(date_part('epoch', ${memoryItems.due} - ${sql.placeholder('today')}::timestamptz) / 86400)::int`;
    return (
      tx
        .select({ day, count: sql<number>`count(*)::int` })
        .from(memoryItems)
        .where(
          and(
            eq(memoryItems.accountId, sql.placeholder('accountId')),
            notSuspended,
            gte(memoryItems.due, sql.placeholder('from')),
            lte(memoryItems.due, sql.placeholder('to')),
          ),
        )
        // by position: the day's expression carries a parameter, written again it would be another
        .groupBy(sql`1`)
    );
  }
  const DUE_BY_DAY = 'memory_due_by_day';
  const dueByDayStatement = preparedOnce(() => dueByDayQuery(db).prepare(DUE_BY_DAY));

  // read by every study call and every grade: the learner's settings, and their Personal
  // Trainer's retention target for a retention they have not chosen (decision 1201)
  const settingsStatement = preparedOnce(() =>
    db
      .select({
        settings: getTableColumns(memorySettings),
        planRetention: trainerPlans.retentionTarget,
      })
      .from(accounts)
      .leftJoin(memorySettings, eq(memorySettings.accountId, accounts.id))
      .leftJoin(trainerPlans, eq(trainerPlans.accountId, accounts.id))
      .where(eq(accounts.id, sql.placeholder('accountId')))
      .prepare('memory_settings_of'),
  );

  return {
    async settings(accountId: number) {
      const [row] = await settingsStatement().execute({ accountId });
      return row && { ...row.settings, planRetention: row.planRetention };
    },

    async saveSettings(
      accountId: number,
      values: Partial<
        Pick<
          typeof memorySettings.$inferInsert,
          'desiredRetention' | 'newCardsPerDay' | 'maxReviewsPerDay' | 'timeZone'
        >
      >,
    ) {
      const [row] = await db
        .insert(memorySettings)
        .values({ accountId, ...values })
        .onConflictDoUpdate({
          target: memorySettings.accountId,
          set: { ...values, updatedAt: sql`now()` },
        })
        .returning();
      return row!;
    },

    /** The learner's item of a card or a question, with its state, if there is one. */
    async item(owner: ItemOwner) {
      const [row] = await db
        .select({ id: memoryItems.id, suspended: memoryItems.suspended, ...itemStateColumns })
        .from(memoryItems)
        .where(ownedItem(owner));
      return row;
    },

    /**
     * The learner's weights in use and the grades logged since their last fit, counted up to
     * `upTo` (an index range of at most that many rows: cheap after every grade).
     */
    async fitProgress(accountId: number, upTo: number) {
      const [row] = await fitProgressStatement().execute({ accountId, upTo });
      return {
        sinceLastFit: row?.sinceLastFit ?? 0,
        fittedBefore: row?.parametersFittedAt != null,
        parameters: row?.parameters ?? null,
        timeZone: row?.timeZone ?? 'UTC',
      };
    },

    /** The learner's whole review log, as the optimizer reads it. */
    async reviewLog(accountId: number) {
      return db
        .select({
          itemId: memoryReviewLogs.itemId,
          reviewedAt: memoryReviewLogs.reviewedAt,
          rating: memoryReviewLogs.rating,
        })
        .from(memoryReviewLogs)
        .where(eq(memoryReviewLogs.accountId, accountId))
        .orderBy(asc(memoryReviewLogs.reviewedAt), asc(memoryReviewLogs.id));
    },

    /** Records a fit: new weights when they did better, the log's size and moment either way. */
    async recordFit(
      accountId: number,
      fit: { parameters: number[] | null; reviewCount: number; at: Date },
    ) {
      const values = {
        parametersFittedAt: fit.at,
        parametersReviewCount: fit.reviewCount,
        ...(fit.parameters ? { parameters: fit.parameters } : {}),
      };
      await db
        .insert(memorySettings)
        .values({ accountId, ...values })
        .onConflictDoUpdate({
          target: memorySettings.accountId,
          set: { ...values, updatedAt: sql`now()` },
        });
    },

    /**
     * Locks the learner's item of a card or question for a review, or creates it (new), and says
     * whether this client review id was written before (a grade sent twice).
     */
    async lockItem(tx: Db, owner: ItemOwner, fresh: StoredMemoryState, clientReviewId: string) {
      // one statement: the upsert that finds the item takes its row lock, as for update would
      const [row] = await tx
        .insert(memoryItems)
        .values({ ...ownerValues(owner), ...itemValues(fresh) })
        .onConflictDoUpdate({
          ...conflictTarget(owner),
          set: { updatedAt: sql`${memoryItems.updatedAt}` },
        })
        .returning({
          id: memoryItems.id,
          ...itemStateColumns,
          sentBefore: sql<boolean>`exists (select 1 from ${memoryReviewLogs}
            where ${memoryReviewLogs.accountId} = ${owner.accountId}
              and ${memoryReviewLogs.clientReviewId} = ${clientReviewId})`,
        });
      return row!;
    },

    /** Writes a review and the item's state after it; false when the client sent it before. */
    async writeReview(tx: Db, review: ReviewRow) {
      // one statement: the item changes only when the log row was written
      const log = tx
        .insert(memoryReviewLogs)
        .values({ ...review, deckId: itemDeck(review.itemId) })
        .onConflictDoNothing()
        .returning({ id: memoryReviewLogs.id });
      const item = tx
        .update(memoryItems)
        .set({ ...itemValues(review.after), buriedUntil: null, updatedAt: sql`now()` })
        .where(and(eq(memoryItems.id, review.itemId), sql`exists (select 1 from written)`))
        .returning({ id: memoryItems.id });
      const result = await tx.execute(sql`with written as (${log.getSQL()}) ${item.getSQL()}`);
      return (result as unknown as { rows: unknown[] }).rows.length > 0;
    },

    /**
     * Writes a review if its item is still in the state it was read in (state, reps and last
     * review unchanged): the item's new state and the log row in one statement, which a client
     * review id sent before undoes whole (the log's unique key). 'changed': nothing written.
     */
    async writeReviewIfUnchanged(
      tx: Db,
      review: ReviewRow,
    ): Promise<'written' | 'sentBefore' | 'changed'> {
      const seen = review.before;
      const item = tx
        .update(memoryItems)
        .set({ ...itemValues(review.after), buriedUntil: null, updatedAt: sql`now()` })
        .where(
          and(
            eq(memoryItems.id, review.itemId),
            eq(memoryItems.state, seen.state),
            eq(memoryItems.reps, seen.reps),
            seen.lastReview === null
              ? isNull(memoryItems.lastReview)
              : eq(memoryItems.lastReview, new Date(seen.lastReview)),
          ),
        )
        .returning({ id: memoryItems.id, deckId: memoryItems.deckId });
      try {
        const result = await tx.execute(sql`with updated as (${item.getSQL()})
          insert into ${memoryReviewLogs} (item_id, deck_id, account_id, client_review_id,
            reviewed_at, rating, elapsed_days, before, after, duration_ms)
          select updated.id, updated.deck_id, ${review.accountId}, ${review.clientReviewId}::uuid,
            ${review.reviewedAt.toISOString()}::timestamptz, ${review.rating}, ${review.elapsedDays},
            ${JSON.stringify(review.before)}::jsonb, ${JSON.stringify(review.after)}::jsonb,
            ${review.durationMs}
          from updated
          returning id`);
        return (result as unknown as { rows: unknown[] }).rows.length > 0 ? 'written' : 'changed';
      } catch (error) {
        if (isUniqueViolation(error)) return 'sentBefore';
        throw error;
      }
    },

    /** Takes a review back: the log row goes and the item returns to its state before it. */
    async undoReview(tx: Db, review: { id: number; itemId: number; before: StoredMemoryState }) {
      const removed = await tx
        .delete(memoryReviewLogs)
        .where(eq(memoryReviewLogs.id, review.id))
        .returning({ id: memoryReviewLogs.id });
      if (removed.length === 0) return false;
      await tx
        .update(memoryItems)
        .set({ ...itemValues(review.before), updatedAt: sql`now()` })
        .where(eq(memoryItems.id, review.itemId));
      return true;
    },

    /** The learner's items due on each of their days from `fromDay` to `toDay` (0 = today). */
    async dueByDay(tx: Db, accountId: number, today: Date, fromDay: number, toDay: number) {
      // a transaction's connection prepares the same statement (by name, once per connection)
      const statement = tx === db ? dueByDayStatement() : dueByDayQuery(tx).prepare(DUE_BY_DAY);
      const rows = await statement.execute({
        accountId,
        today: today.toISOString(),
        from: new Date(today.getTime() + fromDay * 86_400_000).toISOString(),
        to: new Date(today.getTime() + (toDay + 1) * 86_400_000).toISOString(),
      });
      return new Map(rows.map((r) => [r.day, r.count]));
    },

    /**
     * The learner's cards and questions due now (learning, review or relearning; not suspended or
     * buried; in a product they can use), soonest first, at most `limit`: the due poll lists them.
     */
    async dueNow(accountId: number, now: Date, limit: number) {
      const [row] = await dueNowStatement().execute({ accountId, now: now.toISOString(), limit });
      return (row?.entries ?? []).map(([id, userProductId, isCard, dueAt]) => ({
        id,
        userProductId,
        isCard,
        dueAt,
      }));
    },

    /** How many of the learner's cards and questions are due now, by product: all, not listed. */
    async dueCounts(accountId: number, now: Date) {
      return db
        .select({
          userProductId: memoryItems.userProductId,
          isCard: sql<boolean>`${memoryItems.cardId} is not null`,
          count: sql<number>`count(*)::int`,
        })
        .from(memoryItems)
        .innerJoin(userProducts, eq(userProducts.id, memoryItems.userProductId))
        .where(dueNowWhere(accountId, now))
        .groupBy(memoryItems.userProductId, sql`${memoryItems.cardId} is not null`);
    },

    /** The ids of the questions of a Q&A product due now for retrieval, soonest first. */
    async dueQuestionIds(accountId: number, userProductId: number, now: Date, limit: number) {
      const rows = await db
        .select({ questionId: memoryItems.questionId })
        .from(memoryItems)
        .innerJoin(userProducts, eq(userProducts.id, memoryItems.userProductId))
        .where(dueQuestionsWhere(accountId, userProductId, now))
        .orderBy(asc(memoryItems.due), asc(memoryItems.id))
        .limit(limit);
      return rows.map((r) => r.questionId!);
    },

    /** The product's questions on the schedule: due now, waiting, and when the next comes due. */
    async questionSchedule(accountId: number, userProductId: number, now: Date) {
      const [due] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(memoryItems)
        .innerJoin(userProducts, eq(userProducts.id, memoryItems.userProductId))
        .where(dueQuestionsWhere(accountId, userProductId, now));
      const [waiting] = await db
        .select({
          count: sql<number>`count(*)::int`,
          next: sql<Date | null>`min(${memoryItems.due})`,
        })
        .from(memoryItems)
        .where(
          and(
            eq(memoryItems.accountId, accountId),
            eq(memoryItems.userProductId, userProductId),
            sql`${memoryItems.questionId} is not null`,
            eq(memoryItems.suspended, false),
            sql`${memoryItems.due} > ${moment(now)}`,
          ),
        );
      const next = waiting?.next ?? null;
      return {
        dueNow: due?.count ?? 0,
        waiting: waiting?.count ?? 0,
        // a raw aggregate comes back as text on some drivers
        nextDue: next === null ? null : new Date(next).toISOString(),
      };
    },
  };
}
