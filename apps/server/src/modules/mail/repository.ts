import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export type OutboxRow = typeof mailOutbox.$inferSelect;

export function mailOutboxRepository(db: Database) {
  return {
    async add({ to, subject, text }: { to: string; subject: string; text: string }) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ to, subject, text })
        .returning({ id: mailOutbox.id });
      return row!.id;
    },

    async markSent(id: number, at: Date) {
      await db.update(mailOutbox).set({ sentAt: at }).where(eq(mailOutbox.id, id));
    },

    async markFailed(id: number, error: string) {
      await db.update(mailOutbox).set({ error }).where(eq(mailOutbox.id, id));
    },

    /** Newest first; `to` matches in any case (addresses are stored as the account spells them). */
    async list(filter: { to?: string | undefined; limit: number }): Promise<OutboxRow[]> {
      return db
        .select()
        .from(mailOutbox)
        .where(filter.to ? sql`lower(${mailOutbox.to}) = ${filter.to.toLowerCase()}` : undefined)
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(filter.limit);
    },
  };
}
