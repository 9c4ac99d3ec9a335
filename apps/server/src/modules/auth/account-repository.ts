import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts } from '../../db/schema';

export function accountRepository(db: Database) {
  return {
    async findByEmail(email: string) {
      const [row] = await db
        .select()
        .from(accounts)
        .where(sql`lower(${accounts.email}) = ${email.toLowerCase()}`)
        .limit(1);
      return row ?? null;
    },

    async findById(id: number) {
      const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
      return row ?? null;
    },

    /** null when the e-mail is taken (the unique index decides, also under races) */
    async create(input: {
      email: string;
      firstName: string;
      lastName: string;
      passwordHash: string;
      acceptedTermsVersion: number;
      acceptedTermsAt: Date;
    }) {
      const [row] = await db
        .insert(accounts)
        .values({ ...input, email: input.email.toLowerCase() })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    async setPasswordHash(id: number, passwordHash: string) {
      await db
        .update(accounts)
        .set({ passwordHash, updatedAt: new Date() })
        .where(eq(accounts.id, id));
    },
  };
}
