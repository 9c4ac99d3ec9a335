import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { fcCards, memoryItems, memoryReviewLogs, type StoredMemoryState } from '../../db/schema';

/**
 * Bulk writes of memory items and review logs (synthetic histories for tests and benchmarks). Each
 * chunk is one statement over one JSON parameter (jsonb_to_recordset), the database's COPY-like
 * path that PGlite and PostgreSQL share: building a VALUES list of 200 000 rows costs the query
 * builder more than the database spends on the insert.
 */

const CHUNK = 20_000;

export interface BulkItem {
  accountId: number;
  userProductId: number;
  cardId: number;
  state: StoredMemoryState;
  createdAt: Date;
}

/** A review log row as the bulk insert takes it: every column the log keeps. */
export type BulkReviewLog = Required<
  Pick<
    typeof memoryReviewLogs.$inferInsert,
    | 'itemId'
    | 'accountId'
    | 'clientReviewId'
    | 'reviewedAt'
    | 'rating'
    | 'elapsedDays'
    | 'before'
    | 'after'
    | 'durationMs'
  >
>;

function chunks<T>(rows: T[]): T[][] {
  const parts: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) parts.push(rows.slice(i, i + CHUNK));
  return parts;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export function memoryBulkRepository(db: Database) {
  return {
    /** Inserts card items; answers each card's new item id. */
    async insertCardItems(items: BulkItem[]): Promise<Map<number, number>> {
      const ids = new Map<number, number>();
      for (const part of chunks(items)) {
        const json = JSON.stringify(
          part.map((item) => ({
            account_id: item.accountId,
            user_product_id: item.userProductId,
            card_id: item.cardId,
            state: item.state.state,
            due: item.state.due,
            stability: item.state.stability,
            difficulty: item.state.difficulty,
            scheduled_days: item.state.scheduledDays,
            learning_steps: item.state.learningSteps,
            reps: item.state.reps,
            lapses: item.state.lapses,
            last_review: item.state.lastReview,
            created_at: item.createdAt.toISOString(),
          })),
        );
        const result = await db.execute(sql`
          insert into ${memoryItems} (account_id, user_product_id, card_id, deck_id, state, due,
            stability, difficulty, scheduled_days, learning_steps, reps, lapses, last_review,
            created_at, updated_at)
          select r.account_id, r.user_product_id, r.card_id, c.deck_id, r.state, r.due, r.stability,
            r.difficulty, r.scheduled_days, r.learning_steps, r.reps, r.lapses, r.last_review,
            r.created_at, coalesce(r.last_review, r.created_at)
          from jsonb_to_recordset(${json}::jsonb) as r(account_id int, user_product_id int,
            card_id int, state text, due timestamptz, stability float8, difficulty float8,
            scheduled_days int, learning_steps int, reps int, lapses int,
            last_review timestamptz, created_at timestamptz)
          join ${fcCards} c on c.id = r.card_id
          returning id, card_id`);
        for (const row of rowsOf<{ id: number; card_id: number }>(result)) {
          ids.set(row.card_id, row.id);
        }
      }
      return ids;
    },

    async insertReviewLogs(logs: BulkReviewLog[]): Promise<void> {
      for (const part of chunks(logs)) {
        const json = JSON.stringify(
          part.map((log) => ({
            item_id: log.itemId,
            account_id: log.accountId,
            client_review_id: log.clientReviewId,
            reviewed_at: log.reviewedAt.toISOString(),
            rating: log.rating,
            elapsed_days: log.elapsedDays,
            before: log.before,
            after: log.after,
            duration_ms: log.durationMs,
          })),
        );
        await db.execute(sql`
          insert into ${memoryReviewLogs} (item_id, deck_id, account_id, client_review_id,
            reviewed_at, rating, elapsed_days, before, after, duration_ms)
          select r.item_id, item.deck_id, r.account_id, r.client_review_id, r.reviewed_at,
            r.rating, r.elapsed_days, r.before, r.after, r.duration_ms
          from jsonb_to_recordset(${json}::jsonb) as r(item_id int, account_id int,
            client_review_id uuid, reviewed_at timestamptz, rating smallint, elapsed_days float8,
            before jsonb, after jsonb, duration_ms int)
          join ${memoryItems} item on item.id = r.item_id`);
      }
    },
  };
}
