import { asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, termsVersions } from '../../db/schema';

/** Which accounts a list of acceptances shows: all, those asked again, or one version's. */
export type AcceptedFilter =
  | { kind: 'any' }
  | { kind: 'pending'; inForce: number }
  | { kind: 'version'; version: number };

/**
 * The version an account is on, 0 for never, spelled as accounts_terms_version_idx spells it: one
 * version's rows, and those on an older one (never last), are then each one ordered range of it.
 */
const onVersion = sql`coalesce(${accounts.acceptedTermsVersion}, 0)`;
const newestFirst = [sql`${accounts.acceptedTermsAt} desc nulls last`, asc(accounts.id)];

/** Which accounts a filter keeps; exported with orderOf for the test that reads their plan. */
export function where(filter: AcceptedFilter): SQL | undefined {
  if (filter.kind === 'any') return undefined;
  if (filter.kind === 'version') return sql`${onVersion} = ${filter.version}`;
  return sql`${onVersion} < ${filter.inForce}`;
}

/**
 * The list's order: newest agreement first (accounts_terms_accepted_idx, or within one version
 * accounts_terms_version_idx); those not on the version in force, by the version they are on,
 * nearest first, then never agreed. Walking the whole list in agreement order and skipping the
 * accounts on the version in force would read nearly every account once most have agreed.
 */
export function orderOf(filter: AcceptedFilter): SQL[] {
  return filter.kind === 'pending' ? [sql`${onVersion} desc`, ...newestFirst] : newestFirst;
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

    /** One page of accounts with the version they last agreed to (orderOf), and how many match. */
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
          .orderBy(...orderOf(filter))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(accounts).where(condition),
      ]);
      return { items, total: total?.n ?? 0 };
    },
  };
}
