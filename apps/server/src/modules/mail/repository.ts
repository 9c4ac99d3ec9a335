import type { MailDelivery } from '@boardready/contracts/admin-records-rules';
import { and, asc, desc, eq, gte, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { prefixPattern } from '../../db/like-pattern';
import { type RecordPageRequest, recordPage } from '../../db/record-pages';
import { mailOutbox } from '../../db/schema';

export type OutboxRow = typeof mailOutbox.$inferSelect;

export interface OutboxFilter extends RecordPageRequest {
  to?: string | undefined;
  q?: string | undefined;
  delivery?: MailDelivery | undefined;
  since?: string | undefined;
  until?: string | undefined;
}

const DELIVERED: Record<MailDelivery, SQL> = {
  sent: isNotNull(mailOutbox.sentAt),
  failed: and(isNull(mailOutbox.sentAt), isNotNull(mailOutbox.error))!,
  unsent: and(isNull(mailOutbox.sentAt), isNull(mailOutbox.error))!,
};

/**
 * The searched texts, spelled exactly as their text_pattern_ops indexes in schema/platform.ts (the
 * planner matches the expressions), so that `= x` and LIKE 'x%' are index range scans.
 */
const TO = sql`lower(${mailOutbox.to})`;
const SUBJECT = sql`lower(${mailOutbox.subject})`;

/** The outbox read's filters; exported for the test that reads their plan. */
export function conditions(filter: OutboxFilter): (SQL | undefined)[] {
  const pattern = filter.q ? prefixPattern(filter.q) : undefined;
  return [
    filter.to ? sql`${TO} = ${filter.to.toLowerCase()}` : undefined,
    pattern ? or(sql`${TO} like ${pattern}`, sql`${SUBJECT} like ${pattern}`) : undefined,
    filter.delivery ? DELIVERED[filter.delivery] : undefined,
    filter.since ? gte(mailOutbox.createdAt, new Date(filter.since)) : undefined,
    filter.until ? lt(mailOutbox.createdAt, new Date(filter.until)) : undefined,
  ];
}

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

    /**
     * A page, newest first (by id: the order mail was written); `to` matches in any case
     * (addresses are stored as the account spells them), `q` at the start of the address or of
     * the subject, in any case (an index range scan each, decision 1304).
     */
    async page(filter: OutboxFilter) {
      const where = conditions(filter);
      return recordPage<OutboxRow>(mailOutbox.id, filter, (bound, order, limit) =>
        db
          .select()
          .from(mailOutbox)
          .where(and(...where, bound))
          .orderBy(order === 'asc' ? asc(mailOutbox.id) : desc(mailOutbox.id))
          .limit(limit),
      );
    },
  };
}
