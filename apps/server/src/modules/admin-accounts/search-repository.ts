import { desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts } from '../../db/schema';

/** What a search looks for (search-terms.ts): a prefix of the texts, an exact id, or both. */
export interface SearchTerms {
  prefix: string | null;
  id: number | null;
}

/** LIKE's wildcards and its escape character, taken literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * The searched texts, each spelled exactly as its text_pattern_ops index in schema/accounts.ts
 * (the planner matches the expressions), so that LIKE 'prefix%' is an index range scan.
 */
const EMAIL = sql`lower(${accounts.email})`;
const FIRST_LAST = sql`lower(${accounts.firstName} || ' ' || ${accounts.lastName})`;
const LAST_FIRST = sql`lower(${accounts.lastName} || ' ' || ${accounts.firstName})`;

const summaryColumns = {
  id: accounts.id,
  firstName: accounts.firstName,
  lastName: accounts.lastName,
  email: accounts.email,
  createdAt: accounts.createdAt,
  isAdmin: accounts.isAdmin,
  isContentManager: accounts.isContentManager,
  canPreviewQna: accounts.canPreviewQna,
  isSuperUser: accounts.isSuperUser,
  canAssumeUsers: accounts.canAssumeUsers,
};

export type AccountSummaryRow = {
  [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K]['_']['data'];
};

/**
 * Staff's account search (issue 26). Each text condition is a range scan of its own index, ORed
 * in a bitmap; newest first (the primary key read backwards, which the planner takes instead
 * when a short prefix matches much of the table). One row beyond the page says whether another
 * follows, without counting every match.
 */
export function accountSearchRepository(db: Database) {
  return {
    async search(
      terms: SearchTerms,
      page: { offset: number; limit: number },
    ): Promise<{ rows: AccountSummaryRow[]; hasMore: boolean }> {
      const conditions: SQL[] = [];
      if (terms.prefix !== null) {
        const pattern = `${escapeLike(terms.prefix)}%`;
        conditions.push(
          sql`${EMAIL} like ${pattern}`,
          sql`${FIRST_LAST} like ${pattern}`,
          sql`${LAST_FIRST} like ${pattern}`,
        );
      }
      if (terms.id !== null) conditions.push(eq(accounts.id, terms.id));
      const rows = await db
        .select(summaryColumns)
        .from(accounts)
        .where(conditions.length > 0 ? or(...conditions) : undefined)
        .orderBy(desc(accounts.id))
        .limit(page.limit + 1)
        .offset(page.offset);
      return { rows: rows.slice(0, page.limit), hasMore: rows.length > page.limit };
    },
  };
}
