import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authThrottle } from '../../db/schema';
import type { Attempt, ThrottlePolicy } from './throttle';

/**
 * Attempt counters kept in the database, so every server behind a load balancer sees the same
 * counts. Keys look like 'login:ip:1.2.3.4' or 'login:account:a@b.c'.
 *
 * An attempt is counted before it is judged, in one statement: requests sent together get
 * numbers one after another, and those past the limit are refused before any password is checked.
 * A successful attempt is then cleared or released.
 */
export function throttleRepository(db: Database) {
  const t = authThrottle;
  return {
    async attempt(key: string, now: Date, policy: ThrottlePolicy): Promise<Attempt> {
      const at = now.toISOString();
      const windowStart = new Date(now.getTime() - policy.windowMs).toISOString();
      const lockEnd = new Date(now.getTime() + policy.lockMs).toISOString();
      // Every expression reads the row as it was: `next` is this attempt's number in the window.
      const locked = sql`(${t.lockedUntil} is not null and ${t.lockedUntil} > ${at}::timestamptz)`;
      const stale = sql`${t.windowStartedAt} < ${windowStart}::timestamptz`;
      const next = sql`(case when ${stale} then 1 else ${t.failures} + 1 end)`;
      const overflow = sql`${next} > ${policy.maxFailures}`;
      const [row] = await db
        .insert(t)
        .values({ key, failures: 1, windowStartedAt: now })
        .onConflictDoUpdate({
          target: t.key,
          set: {
            failures: sql`case when ${locked} then ${t.failures} when ${overflow} then 0 else ${next} end`,
            windowStartedAt: sql`case when ${locked} then ${t.windowStartedAt} when ${overflow} or ${stale} then ${at}::timestamptz else ${t.windowStartedAt} end`,
            lockedUntil: sql`case when ${locked} then ${t.lockedUntil} when ${overflow} then ${lockEnd}::timestamptz else ${t.lockedUntil} end`,
          },
        })
        .returning({ failures: t.failures, lockedUntil: t.lockedUntil });
      const lockedForMs = row?.lockedUntil ? row.lockedUntil.getTime() - now.getTime() : 0;
      return { lockedForMs: Math.max(0, lockedForMs), number: row?.failures ?? 1 };
    },

    /** The attempt numbered `number` failed: the last one allowed locks the key. */
    async failed(key: string, number: number, now: Date, policy: ThrottlePolicy) {
      if (number < policy.maxFailures) return;
      await db
        .update(t)
        .set({
          lockedUntil: new Date(now.getTime() + policy.lockMs),
          failures: 0,
          windowStartedAt: now,
        })
        .where(eq(t.key, key));
    },

    /** A success that should not count against the key (an address many people share). */
    async release(key: string) {
      await db
        .update(t)
        .set({ failures: sql`greatest(${t.failures} - 1, 0)` })
        .where(eq(t.key, key));
    },

    async clear(key: string) {
      await db.delete(t).where(eq(t.key, key));
    },
  };
}
