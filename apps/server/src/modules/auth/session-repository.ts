import { and, eq, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { accounts, sessions } from '../../db/schema';

export type AccountRow = typeof accounts.$inferSelect;

export interface SessionRecord {
  id: number;
  accountId: number;
  account: AccountRow;
  assumedAccount: AccountRow | null;
  api3AuthenticatedAt: Date | null;
  lastSeenAt: Date;
  expiresAt: Date;
}

const assumed = alias(accounts, 'assumed');

export function sessionRepository(db: Database) {
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

    async findByTokenHash(tokenHash: string): Promise<SessionRecord | null> {
      const [row] = await db
        .select({ session: sessions, account: accounts, assumedAccount: assumed })
        .from(sessions)
        .innerJoin(accounts, eq(accounts.id, sessions.accountId))
        .leftJoin(assumed, eq(assumed.id, sessions.assumedAccountId))
        .where(eq(sessions.tokenHash, tokenHash))
        .limit(1);
      if (!row) return null;
      return {
        id: row.session.id,
        accountId: row.session.accountId,
        account: row.account,
        assumedAccount: row.assumedAccount,
        api3AuthenticatedAt: row.session.api3AuthenticatedAt,
        lastSeenAt: row.session.lastSeenAt,
        expiresAt: row.session.expiresAt,
      };
    },

    async touch(id: number, now: Date, expiresAt: Date) {
      await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, id));
    },

    async markApi3Authenticated(id: number, now: Date) {
      await db.update(sessions).set({ api3AuthenticatedAt: now }).where(eq(sessions.id, id));
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
