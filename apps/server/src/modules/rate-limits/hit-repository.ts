import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimitHits } from '../../db/schema';

export interface Hit {
  /** this hit's number in the key's window, itself included */
  hits: number;
  /** milliseconds until the window ends */
  ttlMs: number;
}

/**
 * The request limits' counts in the database (RATE_LIMIT_STORE=postgres, decision 1702). Times
 * are the database's clock, so that servers whose clocks differ still agree on a window.
 */
export function rateLimitHitRepository(db: Database) {
  const t = rateLimitHits;
  return {
    /**
     * Counts one hit of `key`, in one statement, so that hits sent together to several servers
     * get numbers one after another: a first hit, or one after the window ended, opens a window
     * of `windowMs`; any other adds one to the count of the window it falls in.
     */
    async hit(key: string, windowMs: number): Promise<Hit> {
      const ended = sql`${t.windowEndsAt} <= now()`;
      const [row] = await db
        .insert(t)
        .values({ key, hits: 1, windowEndsAt: sql`now() + ${windowMs} * interval '1 millisecond'` })
        .onConflictDoUpdate({
          target: t.key,
          set: {
            hits: sql`case when ${ended} then 1 else ${t.hits} + 1 end`,
            windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${t.windowEndsAt} end`,
          },
        })
        .returning({
          hits: t.hits,
          ttlMs: sql<number>`greatest(0, ceil(extract(epoch from ${t.windowEndsAt} - now()) * 1000))::integer`,
        });
      if (!row) throw new Error(`rate limit: no row counted for ${key}`);
      return row;
    },

    /** Forgets the windows that have ended: such a row counts as absent anyway. */
    async pruneEnded() {
      await db.delete(t).where(sql`${t.windowEndsAt} <= now()`);
    },
  };
}

export type RateLimitHitRepository = ReturnType<typeof rateLimitHitRepository>;
