import { and, asc, count, eq, max, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { favoriteAdminLinks } from '../../db/schema';

export type FavoriteLinkRow = typeof favoriteAdminLinks.$inferSelect;
export interface FavoriteLinkValues {
  text: string;
  route: string;
  url: string;
  hidden: boolean;
}

/** A staff member's own favorite admin links: every read and write names the owner. */
export function favoriteLinkRepository(db: Database) {
  return {
    async list(accountId: number): Promise<FavoriteLinkRow[]> {
      return db
        .select()
        .from(favoriteAdminLinks)
        .where(eq(favoriteAdminLinks.accountId, accountId))
        .orderBy(asc(favoriteAdminLinks.sortOrder), asc(favoriteAdminLinks.id));
    },

    async get(accountId: number, linkId: number): Promise<FavoriteLinkRow | undefined> {
      const [row] = await db
        .select()
        .from(favoriteAdminLinks)
        .where(and(eq(favoriteAdminLinks.accountId, accountId), eq(favoriteAdminLinks.id, linkId)));
      return row;
    },

    async count(accountId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(favoriteAdminLinks)
        .where(eq(favoriteAdminLinks.accountId, accountId));
      return row?.n ?? 0;
    },

    /** Whether another of the owner's links has this text, whatever its case. */
    async textTaken(accountId: number, text: string, exceptLinkId?: number): Promise<boolean> {
      const [row] = await db
        .select({ id: favoriteAdminLinks.id })
        .from(favoriteAdminLinks)
        .where(
          and(
            eq(favoriteAdminLinks.accountId, accountId),
            sql`lower(${favoriteAdminLinks.text}) = lower(${text})`,
            exceptLinkId === undefined ? undefined : ne(favoriteAdminLinks.id, exceptLinkId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** A new link after the owner's others. */
    async insert(accountId: number, values: FavoriteLinkValues): Promise<FavoriteLinkRow> {
      const [last] = await db
        .select({ sortOrder: max(favoriteAdminLinks.sortOrder) })
        .from(favoriteAdminLinks)
        .where(eq(favoriteAdminLinks.accountId, accountId));
      const [row] = await db
        .insert(favoriteAdminLinks)
        .values({ accountId, ...values, sortOrder: (last?.sortOrder ?? -1) + 1 })
        .returning();
      return row!;
    },

    async update(
      accountId: number,
      linkId: number,
      values: FavoriteLinkValues,
    ): Promise<FavoriteLinkRow | undefined> {
      const [row] = await db
        .update(favoriteAdminLinks)
        .set(values)
        .where(and(eq(favoriteAdminLinks.accountId, accountId), eq(favoriteAdminLinks.id, linkId)))
        .returning();
      return row;
    },

    async remove(accountId: number, linkId: number): Promise<boolean> {
      const rows = await db
        .delete(favoriteAdminLinks)
        .where(and(eq(favoriteAdminLinks.accountId, accountId), eq(favoriteAdminLinks.id, linkId)))
        .returning({ id: favoriteAdminLinks.id });
      return rows.length > 0;
    },

    /** Numbers the owner's links in the order given (every one of their ids, checked by the caller). */
    async setOrder(accountId: number, linkIds: readonly number[]): Promise<void> {
      for (const [sortOrder, linkId] of linkIds.entries()) {
        await db
          .update(favoriteAdminLinks)
          .set({ sortOrder })
          .where(
            and(eq(favoriteAdminLinks.accountId, accountId), eq(favoriteAdminLinks.id, linkId)),
          );
      }
    },
  };
}
