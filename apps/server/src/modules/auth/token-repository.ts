import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { knownDevices, passwordResetTokens, pendingRegistrations } from '../../db/schema';

/** Single-use password reset links, stored as hashes. */
export function resetTokenRepository(db: Database) {
  return {
    async add(tokenHash: string, accountId: number, expiresAt: Date) {
      await db.insert(passwordResetTokens).values({ tokenHash, accountId, expiresAt });
    },

    /** The account a live (unused, unexpired) token belongs to, without using it. */
    async liveOwner(tokenHash: string, now: Date): Promise<number | null> {
      const [row] = await db
        .select({ accountId: passwordResetTokens.accountId })
        .from(passwordResetTokens)
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now),
          ),
        );
      return row?.accountId ?? null;
    },

    /** Claims a live token in one statement, so that it works exactly once; its account or null. */
    async claim(tokenHash: string, now: Date): Promise<number | null> {
      const [claimed] = await db
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now),
          ),
        )
        .returning({ accountId: passwordResetTokens.accountId });
      return claimed?.accountId ?? null;
    },

    /** Any other link still in a mailbox dies with the old password. */
    async useAllOf(accountId: number, now: Date) {
      await db
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(
          and(eq(passwordResetTokens.accountId, accountId), isNull(passwordResetTokens.usedAt)),
        );
    },
  };
}

export type PendingRegistration = typeof pendingRegistrations.$inferSelect;

/** Registrations waiting for their mailed link. */
export function pendingRegistrationRepository(db: Database) {
  return {
    async add(row: Omit<PendingRegistration, 'createdAt'>) {
      await db.insert(pendingRegistrations).values({ ...row, email: row.email.toLowerCase() });
    },

    /** Takes a live registration out in one statement, so that its link works exactly once. */
    async claim(tokenHash: string, now: Date): Promise<PendingRegistration | null> {
      const [row] = await db
        .delete(pendingRegistrations)
        .where(
          and(
            eq(pendingRegistrations.tokenHash, tokenHash),
            gt(pendingRegistrations.expiresAt, now),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Once the address has an account, its other links (and any expired one) are dropped. */
    async dropForEmailAndExpired(email: string, now: Date) {
      await db
        .delete(pendingRegistrations)
        .where(
          sql`lower(${pendingRegistrations.email}) = ${email.toLowerCase()} or ${lt(pendingRegistrations.expiresAt, now)}`,
        );
    },
  };
}

/** Browsers each account has signed in from, by the hash of their device cookie. */
export function knownDeviceRepository(db: Database) {
  return {
    async isKnown(tokenHash: string, accountId: number): Promise<boolean> {
      const [row] = await db
        .select({ accountId: knownDevices.accountId })
        .from(knownDevices)
        .where(and(eq(knownDevices.tokenHash, tokenHash), eq(knownDevices.accountId, accountId)));
      return row !== undefined;
    },

    /** A new password: the browsers known under the old one are known no more. */
    async forgetAll(accountId: number) {
      await db.delete(knownDevices).where(eq(knownDevices.accountId, accountId));
    },

    async remember(tokenHash: string, accountId: number, now: Date) {
      await db
        .insert(knownDevices)
        .values({ tokenHash, accountId, lastSignedInAt: now })
        .onConflictDoUpdate({
          target: [knownDevices.tokenHash, knownDevices.accountId],
          set: { lastSignedInAt: now },
        });
    },
  };
}
