import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';

/** One key of one account, for the request that sends it. */
export interface KeyedRequest {
  accountId: number;
  key: string;
  /** method and path pattern */
  endpoint: string;
  requestHash: string;
}

export interface StoredKey {
  endpoint: string;
  requestHash: string;
  /** null while its request is being answered */
  status: number | null;
  response: unknown;
  /** taken longer ago than the in-flight limit given to `find` (the database's clock) */
  stale: boolean;
}

/**
 * The Idempotency-Keys (decision 1704). Ages are the database's clock, so that servers whose
 * clocks differ agree on which in-flight key is stale.
 */
export function idempotencyKeyRepository(db: Database) {
  const t = idempotencyKeys;
  const ofKey = (accountId: number, key: string) => and(eq(t.accountId, accountId), eq(t.key, key));
  const olderThan = (seconds: number) =>
    sql`${t.createdAt} < now() - ${seconds} * interval '1 second'`;

  return {
    /** Takes the key for this request, in flight; false when the account holds the key already. */
    async claim(request: KeyedRequest): Promise<boolean> {
      const taken = await db
        .insert(t)
        .values(request)
        .onConflictDoNothing()
        .returning({ key: t.key });
      return taken.length > 0;
    },

    async find(accountId: number, key: string, inFlightSeconds: number): Promise<StoredKey | null> {
      const [row] = await db
        .select({
          endpoint: t.endpoint,
          requestHash: t.requestHash,
          status: t.status,
          response: t.response,
          stale: sql<boolean>`${olderThan(inFlightSeconds)}`,
        })
        .from(t)
        .where(ofKey(accountId, key));
      return row ?? null;
    },

    /**
     * Takes over a key left in flight longer than `inFlightSeconds` (its process died mid-request).
     * One statement that makes the row fresh again: of several retries racing, one wins.
     */
    async takeOver(accountId: number, key: string, inFlightSeconds: number): Promise<boolean> {
      const taken = await db
        .update(t)
        .set({ createdAt: sql`now()` })
        .where(and(ofKey(accountId, key), isNull(t.status), olderThan(inFlightSeconds)))
        .returning({ key: t.key });
      return taken.length > 0;
    },

    /** Keeps the answer of the key's request, for its retries. */
    async complete(accountId: number, key: string, status: number, response: unknown) {
      await db
        .update(t)
        .set({ status, response })
        .where(and(ofKey(accountId, key), isNull(t.status)));
    },

    /** Gives the key back (its request failed), so that a retry runs again. */
    async release(accountId: number, key: string) {
      await db.delete(t).where(and(ofKey(accountId, key), isNull(t.status)));
    },

    /** Forgets keys taken longer ago than `hours`: no client retries that late. */
    async purgeOlderThan(hours: number) {
      await db.delete(t).where(sql`${t.createdAt} < now() - ${hours} * interval '1 hour'`);
    },
  };
}

export type IdempotencyKeyRepository = ReturnType<typeof idempotencyKeyRepository>;
