import type { BoardIdentifiers } from '@boardready/contracts';
import { and, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { accounts, boardIdentifiers, passwordResetTokens, sessions } from '../../db/schema';

const NONE: BoardIdentifiers = {
  abimNumber: null,
  abpNumber: null,
  birthMonth: null,
  birthDay: null,
};

/** The rows behind My Account: the account's own columns, its board identifiers and sessions. */
export function accountSettingsRepository(db: Database) {
  return {
    async boardIdentifiers(accountId: number): Promise<BoardIdentifiers> {
      const [row] = await db
        .select({
          abimNumber: boardIdentifiers.abimNumber,
          abpNumber: boardIdentifiers.abpNumber,
          birthMonth: boardIdentifiers.birthMonth,
          birthDay: boardIdentifiers.birthDay,
        })
        .from(boardIdentifiers)
        .where(eq(boardIdentifiers.accountId, accountId));
      return row ?? NONE;
    },

    async setBoardIdentifiers(accountId: number, values: BoardIdentifiers, now: Date) {
      await db
        .insert(boardIdentifiers)
        .values({ accountId, ...values, updatedAt: now })
        .onConflictDoUpdate({
          target: boardIdentifiers.accountId,
          set: { ...values, updatedAt: now },
        });
    },

    async activeSessionCount(accountId: number, now: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(sessions)
        .where(and(eq(sessions.accountId, accountId), gt(sessions.expiresAt, now)));
      return row?.n ?? 0;
    },

    async setName(accountId: number, name: { firstName: string; lastName: string }, now: Date) {
      await db
        .update(accounts)
        .set({ ...name, updatedAt: now })
        .where(eq(accounts.id, accountId));
    },

    /** false when another account has the address (the unique index decides, also under races) */
    async setEmail(accountId: number, email: string, now: Date): Promise<boolean> {
      const [taken] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(
          and(sql`lower(${accounts.email}) = ${email.toLowerCase()}`, ne(accounts.id, accountId)),
        )
        .limit(1);
      if (taken) return false;
      try {
        await db
          .update(accounts)
          .set({ email: email.toLowerCase(), updatedAt: now })
          .where(eq(accounts.id, accountId));
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    /**
     * The new password hash, every session of the account ended and one new session for the
     * browser that made the change, in one transaction: no moment where the old password or an
     * old session still works beside the new one. Unused reset links die with the old password.
     */
    async replacePassword(input: {
      accountId: number;
      passwordHash: string;
      keepSessionId: number;
      newSession: { tokenHash: string; expiresAt: Date };
      now: Date;
    }): Promise<{ otherSessionsEnded: number }> {
      return db.transaction(async (tx) => {
        const [kept] = await tx
          .select({
            api3AuthenticatedAt: sessions.api3AuthenticatedAt,
            userAgent: sessions.userAgent,
            createdAt: sessions.createdAt,
          })
          .from(sessions)
          .where(eq(sessions.id, input.keepSessionId));
        await tx
          .update(accounts)
          .set({ passwordHash: input.passwordHash, updatedAt: input.now })
          .where(eq(accounts.id, input.accountId));
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: input.now })
          .where(
            and(
              eq(passwordResetTokens.accountId, input.accountId),
              isNull(passwordResetTokens.usedAt),
            ),
          );
        const ended = await tx
          .delete(sessions)
          .where(eq(sessions.accountId, input.accountId))
          .returning({ id: sessions.id });
        await tx.insert(sessions).values({
          tokenHash: input.newSession.tokenHash,
          accountId: input.accountId,
          expiresAt: input.newSession.expiresAt,
          lastSeenAt: input.now,
          createdAt: kept?.createdAt ?? input.now,
          api3AuthenticatedAt: kept?.api3AuthenticatedAt ?? null,
          userAgent: kept?.userAgent ?? null,
        });
        return { otherSessionsEnded: ended.filter((s) => s.id !== input.keepSessionId).length };
      });
    },

    async endAllSessions(accountId: number): Promise<number> {
      const ended = await db
        .delete(sessions)
        .where(eq(sessions.accountId, accountId))
        .returning({ id: sessions.id });
      return ended.length;
    },
  };
}
