import { and, asc, count, desc, eq, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, termsVersions } from '../../db/schema';

/** Which accounts a list of acceptances shows: all, those asked again, or one version's. */
export type AcceptedFilter =
  | { kind: 'any' }
  | { kind: 'pending'; inForce: number }
  | { kind: 'version'; version: number };

function where(filter: AcceptedFilter): SQL | undefined {
  if (filter.kind === 'any') return undefined;
  if (filter.kind === 'version') return eq(accounts.acceptedTermsVersion, filter.version);
  return or(
    isNull(accounts.acceptedTermsVersion),
    lt(accounts.acceptedTermsVersion, filter.inForce),
  );
}

/** Staff's reads of the terms versions and of who agreed to which (issue 26). */
export function termsAdminRepository(db: Database) {
  return {
    /** The versions staff published (the first one has no row), newest first, with who did. */
    async publishedVersions() {
      return db
        .select({
          version: termsVersions.version,
          summary: termsVersions.summary,
          publishedAt: termsVersions.publishedAt,
          publisherId: termsVersions.publishedBy,
          publisherEmail: accounts.email,
        })
        .from(termsVersions)
        .leftJoin(accounts, eq(accounts.id, termsVersions.publishedBy))
        .orderBy(desc(termsVersions.version));
    },

    /** How many accounts last agreed to each version (null: never agreed). */
    async acceptedCounts(): Promise<{ version: number | null; accounts: number }[]> {
      return db
        .select({ version: accounts.acceptedTermsVersion, accounts: count() })
        .from(accounts)
        .groupBy(accounts.acceptedTermsVersion);
    },

    /** One page of accounts with the version they last agreed to, newest agreement first. */
    async acceptances(filter: AcceptedFilter, page: { offset: number; limit: number }) {
      const condition = where(filter);
      const [items, [total]] = await Promise.all([
        db
          .select({
            AccountId: accounts.id,
            Email: accounts.email,
            FirstName: accounts.firstName,
            LastName: accounts.lastName,
            acceptedVersion: accounts.acceptedTermsVersion,
            acceptedAt: accounts.acceptedTermsAt,
          })
          .from(accounts)
          .where(condition)
          .orderBy(sql`${accounts.acceptedTermsAt} desc nulls last`, asc(accounts.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(accounts).where(and(condition)),
      ]);
      return { items, total: total?.n ?? 0 };
    },
  };
}
