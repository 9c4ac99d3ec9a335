import type { AuditEntry } from '@boardready/contracts';
import { and, desc, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { accounts, auditLog } from '../../db/schema';

const actor = alias(accounts, 'actor');
const subject = alias(accounts, 'subject');

/** What a service records: one security-relevant event (audit.ts). */
export interface NewAuditEntry {
  action: string;
  actorAccountId?: number | null;
  subjectAccountId?: number | null;
  requestId?: string;
  details?: Record<string, unknown>;
}

export function auditRepository(db: Database) {
  return {
    async record(entry: NewAuditEntry): Promise<void> {
      await db.insert(auditLog).values({
        action: entry.action,
        actorAccountId: entry.actorAccountId ?? null,
        subjectAccountId: entry.subjectAccountId ?? null,
        requestId: entry.requestId,
        details: entry.details ?? {},
      });
    },

    /** Newest first, with the e-mail of both accounts (the staff member and the user assumed). */
    async list(filter: {
      accountId?: number | undefined;
      action?: string | undefined;
      limit: number;
    }): Promise<AuditEntry[]> {
      const rows = await db
        .select({
          entry: auditLog,
          actorEmail: actor.email,
          subjectEmail: subject.email,
        })
        .from(auditLog)
        .leftJoin(actor, eq(actor.id, auditLog.actorAccountId))
        .leftJoin(subject, eq(subject.id, auditLog.subjectAccountId))
        .where(
          and(
            filter.accountId
              ? or(
                  eq(auditLog.actorAccountId, filter.accountId),
                  eq(auditLog.subjectAccountId, filter.accountId),
                )
              : undefined,
            filter.action ? eq(auditLog.action, filter.action) : undefined,
          ),
        )
        .orderBy(desc(auditLog.id))
        .limit(filter.limit);
      return rows.map(({ entry, actorEmail, subjectEmail }) => ({
        id: entry.id,
        at: entry.at.toISOString(),
        action: entry.action,
        actor:
          entry.actorAccountId !== null && actorEmail !== null
            ? { AccountId: entry.actorAccountId, Email: actorEmail }
            : null,
        subject:
          entry.subjectAccountId !== null && subjectEmail !== null
            ? { AccountId: entry.subjectAccountId, Email: subjectEmail }
            : null,
        details: (entry.details ?? {}) as Record<string, unknown>,
      }));
    },
  };
}
