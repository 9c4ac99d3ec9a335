import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema';

export type NewContactMessage = Omit<
  typeof contactMessages.$inferInsert,
  'id' | 'createdAt' | 'mailedAt'
>;

export function contactRepository(db: Database) {
  return {
    async add(message: NewContactMessage, now: Date): Promise<number> {
      const [row] = await db
        .insert(contactMessages)
        .values({ ...message, createdAt: now })
        .returning({ id: contactMessages.id });
      return row!.id;
    },

    async markMailed(id: number, at: Date) {
      await db.update(contactMessages).set({ mailedAt: at }).where(eq(contactMessages.id, id));
    },
  };
}
