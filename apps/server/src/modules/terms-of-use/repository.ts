import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, termsVersions } from '../../db/schema';

/** The version in force when staff have published none: the terms every account started with. */
export const FIRST_TERMS_VERSION = 1;

/** SQL for the version in force, to select beside a session (one query per request). */
export const termsVersionInForce = sql<number>`(select coalesce(max(${termsVersions.version}), ${FIRST_TERMS_VERSION}) from ${termsVersions})`;

export function termsRepository(db: Database) {
  return {
    async current() {
      const [row] = await db
        .select()
        .from(termsVersions)
        .orderBy(desc(termsVersions.version))
        .limit(1);
      return row ?? null;
    },

    async currentVersion(): Promise<number> {
      const [row] = await db.select({ version: termsVersionInForce }).from(sql`(select 1) as one`);
      return Number(row?.version ?? FIRST_TERMS_VERSION);
    },

    /** The next version, numbered in the insert itself; null when another publish won the race. */
    async publish(summary: string, publishedBy: number) {
      const [row] = await db
        .insert(termsVersions)
        .values({
          version: sql`(select coalesce(max(${termsVersions.version}), ${FIRST_TERMS_VERSION}) + 1 from ${termsVersions})`,
          summary,
          publishedBy,
        })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    async setAccepted(accountId: number, version: number | null, at: Date | null) {
      const [row] = await db
        .update(accounts)
        .set({ acceptedTermsVersion: version, acceptedTermsAt: at, updatedAt: new Date() })
        .where(eq(accounts.id, accountId))
        .returning();
      return row!;
    },
  };
}
