import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cachedRead, forgetCachedRead, tableNames } from '../../db/memory-cache';
import { accounts, sessions, termsVersions } from '../../db/schema';
import type { AccountRow, SessionRecord } from '../../plugins/session';
import { termsVersionInForce } from '../terms-of-use/repository';

// The session lookup reads the terms version in force in a subquery: its table is named too.
const SESSION_TABLES = tableNames(sessions, accounts, termsVersions);
const ACCOUNT_TABLES = tableNames(accounts);
const sessionKey = (tokenHash: string) => `session:${tokenHash}`;

export type { AccountRow, SessionRecord } from '../../plugins/session';

/**
 * The lookups every signed-in request runs, prepared: their SQL is built once (and on PostgreSQL
 * parsed and planned once per connection) rather than on each request. The assumed account is
 * read only when there is one, so the common case carries no empty columns. Both are kept in
 * memory until a change to the tables they read (db/memory-cache.ts, decisions 0401 and 0405).
 */
function prepareLookups(db: Database) {
  return {
    session: db
      .select({
        id: sessions.id,
        accountId: sessions.accountId,
        assumedAccountId: sessions.assumedAccountId,
        api3AuthenticatedAt: sessions.api3AuthenticatedAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        termsVersion: termsVersionInForce,
        account: accounts,
      })
      .from(sessions)
      .innerJoin(accounts, eq(accounts.id, sessions.accountId))
      .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
      .limit(1)
      .prepare('session_by_token_hash'),
    account: db
      .select()
      .from(accounts)
      .where(eq(accounts.id, sql.placeholder('id')))
      .limit(1)
      .prepare('account_by_id'),
  };
}

export function sessionRepository(db: Database) {
  let lookups: ReturnType<typeof prepareLookups> | undefined;
  return {
    async create(input: {
      tokenHash: string;
      accountId: number;
      expiresAt: Date;
      userAgent?: string | undefined;
    }) {
      const [row] = await db
        .insert(sessions)
        .values({
          tokenHash: input.tokenHash,
          accountId: input.accountId,
          expiresAt: input.expiresAt,
          userAgent: input.userAgent?.slice(0, 300),
        })
        .returning({ id: sessions.id });
      return row!.id;
    },

    /**
     * The session of a token. `fresh` asks the database rather than memory, and keeps its answer
     * for the requests that follow (before acting on an expiry another server may have undone).
     */
    async findByTokenHash(
      tokenHash: string,
      { fresh = false } = {},
    ): Promise<SessionRecord | null> {
      lookups ??= prepareLookups(db);
      const { session, account } = lookups;
      const key = sessionKey(tokenHash);
      if (fresh) forgetCachedRead(db, key);
      // An unknown token is not kept: made-up cookies must not fill the cache.
      const load = () => session.execute({ tokenHash });
      const [row] = await cachedRead(db, key, SESSION_TABLES, load, { keepEmpty: false });
      if (!row) return null;
      const { assumedAccountId, termsVersion, ...record } = row;
      let assumedAccount: AccountRow | null = null;
      if (assumedAccountId !== null) {
        [assumedAccount = null] = await cachedRead(
          db,
          `account:${assumedAccountId}`,
          ACCOUNT_TABLES,
          () => account.execute({ id: assumedAccountId }),
        );
      }
      return { ...record, termsVersion: Number(termsVersion), assumedAccount };
    },

    /**
     * Marks the session as seen. Only this session's cached lookup is dropped, and the database
     * announces no change (migration 0012 leaves these two columns out): a touch, once a minute
     * per active session, must not empty every server's cached sessions (decision 0405).
     */
    async touch(id: number, tokenHash: string, now: Date, expiresAt: Date) {
      await db.execute(
        sql`update ${sessions} set last_seen_at = ${now.toISOString()}, expires_at = ${expiresAt.toISOString()} where id = ${id}`,
      );
      forgetCachedRead(db, sessionKey(tokenHash));
    },

    async markApi3Authenticated(id: number, now: Date) {
      await db.update(sessions).set({ api3AuthenticatedAt: now }).where(eq(sessions.id, id));
    },

    /** Starts (an account id) or stops (null) acting as another account. */
    async setAssumed(id: number, assumedAccountId: number | null) {
      await db.update(sessions).set({ assumedAccountId }).where(eq(sessions.id, id));
    },

    async delete(id: number) {
      await db.delete(sessions).where(eq(sessions.id, id));
    },

    async deleteAllForAccount(accountId: number) {
      await db.delete(sessions).where(eq(sessions.accountId, accountId));
    },

    async deleteExpired(now: Date) {
      await db.delete(sessions).where(lt(sessions.expiresAt, now));
    },

    async countForAccount(accountId: number) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(sessions)
        .where(and(eq(sessions.accountId, accountId)));
      return row?.n ?? 0;
    },
  };
}
