import type { AuditEntry } from '@boardready/contracts';
import { and, asc, desc, eq, gte, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { type RecordPageRequest, recordPage } from '../../db/record-pages';
import { accounts, auditLog } from '../../db/schema';

const actor = alias(accounts, 'actor');
const subject = alias(accounts, 'subject');
const actingAs = alias(accounts, 'acting_as');

/** What a service records: one security-relevant event (audit.ts). */
export interface NewAuditEntry {
  action: string;
  actorAccountId?: number | null;
  subjectAccountId?: number | null;
  requestId?: string;
  details?: Record<string, unknown>;
}

/** An entry as the log keeps it: audit.ts adds whom the actor was acting as. */
export interface RecordedAuditEntry extends NewAuditEntry {
  actingAsAccountId: number | null;
}

export interface AuditFilter extends RecordPageRequest {
  /** rows where this account is the actor, the subject or the account acted as */
  accountId?: number | undefined;
  action?: string | undefined;
  since?: string | undefined;
  until?: string | undefined;
  /** rows whose details hold these values (jsonb containment) */
  details?: Record<string, unknown> | undefined;
}

const account = (id: number | null, email: string | null) =>
  id !== null && email !== null ? { AccountId: id, Email: email } : null;

export function auditRepository(db: Database) {
  return {
    async record(entry: RecordedAuditEntry): Promise<void> {
      await db.insert(auditLog).values({
        action: entry.action,
        actorAccountId: entry.actorAccountId ?? null,
        subjectAccountId: entry.subjectAccountId ?? null,
        actingAsAccountId: entry.actingAsAccountId,
        requestId: entry.requestId,
        details: entry.details ?? {},
      });
    },

    /**
     * A page, newest first, with the e-mail of the actor, the subject and the account the actor
     * was acting as (assume), as recorded.
     */
    async page(filter: AuditFilter) {
      const where = and(
        filter.accountId
          ? or(
              eq(auditLog.actorAccountId, filter.accountId),
              eq(auditLog.subjectAccountId, filter.accountId),
              eq(auditLog.actingAsAccountId, filter.accountId),
            )
          : undefined,
        filter.action ? eq(auditLog.action, filter.action) : undefined,
        filter.since ? gte(auditLog.at, new Date(filter.since)) : undefined,
        filter.until ? lt(auditLog.at, new Date(filter.until)) : undefined,
        filter.details
          ? sql`${auditLog.details} @> ${JSON.stringify(filter.details)}::jsonb`
          : undefined,
      );
      const page = await recordPage(auditLog.id, filter, (bound, order, limit) =>
        db
          .select({
            id: auditLog.id,
            entry: auditLog,
            actorEmail: actor.email,
            subjectEmail: subject.email,
            actingAsEmail: actingAs.email,
          })
          .from(auditLog)
          .leftJoin(actor, eq(actor.id, auditLog.actorAccountId))
          .leftJoin(subject, eq(subject.id, auditLog.subjectAccountId))
          .leftJoin(actingAs, eq(actingAs.id, auditLog.actingAsAccountId))
          .where(and(where, bound))
          .orderBy(order === 'asc' ? asc(auditLog.id) : desc(auditLog.id))
          .limit(limit),
      );
      const items: AuditEntry[] = page.rows.map(
        ({ entry, actorEmail, subjectEmail, actingAsEmail }) => ({
          id: entry.id,
          at: entry.at.toISOString(),
          action: entry.action,
          actor: account(entry.actorAccountId, actorEmail),
          subject: account(entry.subjectAccountId, subjectEmail),
          actingAs: account(entry.actingAsAccountId, actingAsEmail),
          details: (entry.details ?? {}) as Record<string, unknown>,
        }),
      );
      return { items, newer: page.newer, older: page.older };
    },

    /** Every action the log holds, in order: one index step per action (a loose index scan). */
    async actions(): Promise<string[]> {
      const result = (await db.execute(sql`
        with recursive found(action) as (
          (select action from audit_log order by action limit 1)
          union all
          select (select a.action from audit_log a where a.action > found.action order by a.action limit 1)
          from found where found.action is not null
        )
        select action from found where action is not null`)) as unknown as {
        rows: { action: string }[];
      };
      return result.rows.map((row) => row.action);
    },
  };
}
