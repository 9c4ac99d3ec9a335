import type { AuditEntry } from '@boardready/contracts';
import { and, asc, desc, eq, gte, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { type RecordPageRequest, recordPage } from '../../db/record-pages';
import { accounts, auditLog } from '../../db/schema';

const actor = alias(accounts, 'actor');
const subject = alias(accounts, 'subject');
/** the same log, read again inside a row's subquery (its `from` names the alias) */
const earlier = alias(auditLog, 'earlier');

/** What a service records: one security-relevant event (audit.ts). */
export interface NewAuditEntry {
  action: string;
  actorAccountId?: number | null;
  subjectAccountId?: number | null;
  requestId?: string;
  details?: Record<string, unknown>;
}

export interface AuditFilter extends RecordPageRequest {
  /** rows where this account is the actor or the subject */
  accountId?: number | undefined;
  action?: string | undefined;
  since?: string | undefined;
  until?: string | undefined;
  /** rows whose details hold these values (jsonb containment) */
  details?: Record<string, unknown> | undefined;
}

/**
 * Whether the row's actor was acting as its subject: the actor's last assume.start or
 * assume.stop before the row (audit_log_assume_idx: the same predicate) is a start naming the
 * subject. Staff who assume record their own account as the actor and the assumed one as the
 * subject (assume/, and every service given both).
 */
const lastAssumeSubject = sql<number | null>`(
  select case when ${earlier.action} = 'assume.start' then ${earlier.subjectAccountId} end
  from ${auditLog} as "earlier"
  where ${earlier.actorAccountId} = ${auditLog.actorAccountId}
    and ${earlier.action} in ('assume.start', 'assume.stop')
    and ${earlier.id} < ${auditLog.id}
  order by ${earlier.id} desc
  limit 1
)`;

const account = (id: number | null, email: string | null) =>
  id !== null && email !== null ? { AccountId: id, Email: email } : null;

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

    /**
     * A page, newest first, with the e-mail of both accounts (the staff member and the user
     * assumed) and whom the actor was acting as.
     */
    async page(filter: AuditFilter) {
      const where = and(
        filter.accountId
          ? or(
              eq(auditLog.actorAccountId, filter.accountId),
              eq(auditLog.subjectAccountId, filter.accountId),
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
            assumed: lastAssumeSubject,
          })
          .from(auditLog)
          .leftJoin(actor, eq(actor.id, auditLog.actorAccountId))
          .leftJoin(subject, eq(subject.id, auditLog.subjectAccountId))
          .where(and(where, bound))
          .orderBy(order === 'asc' ? asc(auditLog.id) : desc(auditLog.id))
          .limit(limit),
      );
      const items: AuditEntry[] = page.rows.map(({ entry, actorEmail, subjectEmail, assumed }) => {
        const subjectAccount = account(entry.subjectAccountId, subjectEmail);
        return {
          id: entry.id,
          at: entry.at.toISOString(),
          action: entry.action,
          actor: account(entry.actorAccountId, actorEmail),
          subject: subjectAccount,
          actingAs:
            assumed !== null &&
            Number(assumed) === entry.subjectAccountId &&
            entry.subjectAccountId !== entry.actorAccountId
              ? subjectAccount
              : null,
          details: (entry.details ?? {}) as Record<string, unknown>,
        };
      });
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
