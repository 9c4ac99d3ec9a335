import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authThrottle } from '../../db/schema';

export interface ThrottlePolicy {
  /** failures counted within this window */
  windowMs: number;
  /** failures after which the key is locked */
  maxFailures: number;
  lockMs: number;
  /** failures before answers start to slow down */
  slowAfter: number;
  /** extra delay per failure beyond slowAfter, capped at maxDelayMs */
  delayStepMs: number;
  maxDelayMs: number;
}

export interface ThrottleState {
  lockedForMs: number;
  failures: number;
}

/**
 * Failure counters kept in the database, so every server behind a load balancer sees the same
 * counts. Keys look like 'login:ip:1.2.3.4' or 'login:account:a@b.c'.
 */
export function throttle(db: Database) {
  return {
    async state(key: string, now: Date, policy: ThrottlePolicy): Promise<ThrottleState> {
      const [row] = await db.select().from(authThrottle).where(eq(authThrottle.key, key));
      if (!row) return { lockedForMs: 0, failures: 0 };
      const lockedForMs = row.lockedUntil ? row.lockedUntil.getTime() - now.getTime() : 0;
      const inWindow = now.getTime() - row.windowStartedAt.getTime() < policy.windowMs;
      return { lockedForMs: Math.max(0, lockedForMs), failures: inWindow ? row.failures : 0 };
    },

    /** Counts one failure; returns the failures now counted in the window. */
    async fail(key: string, now: Date, policy: ThrottlePolicy): Promise<number> {
      const windowStart = new Date(now.getTime() - policy.windowMs);
      const [row] = await db
        .insert(authThrottle)
        .values({ key, failures: 1, windowStartedAt: now })
        .onConflictDoUpdate({
          target: authThrottle.key,
          set: {
            failures: sql`case when ${authThrottle.windowStartedAt} < ${windowStart.toISOString()} then 1 else ${authThrottle.failures} + 1 end`,
            windowStartedAt: sql`case when ${authThrottle.windowStartedAt} < ${windowStart.toISOString()} then ${now.toISOString()}::timestamptz else ${authThrottle.windowStartedAt} end`,
          },
        })
        .returning({ failures: authThrottle.failures });
      const failures = row?.failures ?? 1;
      if (failures >= policy.maxFailures) {
        await db
          .update(authThrottle)
          .set({
            lockedUntil: new Date(now.getTime() + policy.lockMs),
            failures: 0,
            windowStartedAt: now,
          })
          .where(eq(authThrottle.key, key));
      }
      return failures;
    },

    async clear(key: string) {
      await db.delete(authThrottle).where(eq(authThrottle.key, key));
    },
  };
}

export function delayFor(failures: number, policy: ThrottlePolicy): number {
  if (failures <= policy.slowAfter) return 0;
  return Math.min(policy.maxDelayMs, (failures - policy.slowAfter) * policy.delayStepMs);
}
