import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userPreferences } from '../../db/schema';

export function preferenceRepository(db: Database) {
  return {
    /** The stored JSON, or null for an account that never changed anything. */
    async get(accountId: number): Promise<unknown> {
      const [row] = await db
        .select({ preferences: userPreferences.preferences })
        .from(userPreferences)
        .where(eq(userPreferences.accountId, accountId));
      return row?.preferences ?? null;
    },

    /** Lays `patch` over the stored JSON in one statement, so concurrent changes both land. */
    async merge(accountId: number, patch: Record<string, unknown>, now: Date): Promise<unknown> {
      const [row] = await db
        .insert(userPreferences)
        .values({ accountId, preferences: patch, updatedAt: now })
        .onConflictDoUpdate({
          target: userPreferences.accountId,
          set: {
            preferences: sql`${userPreferences.preferences} || excluded.preferences`,
            updatedAt: now,
          },
        })
        .returning({ preferences: userPreferences.preferences });
      return row?.preferences ?? null;
    },
  };
}
