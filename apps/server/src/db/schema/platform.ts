import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/** Feature flag values set by staff; a missing row means the flag's built-in default. */
export const featureFlags = pgTable('feature_flags', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
});

export const userPreferences = pgTable('user_preferences', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  preferences: jsonb('preferences').notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who did what to whom: sign-ins, password changes, assume-user start/stop, staff edits. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').notNull(),
    actorAccountId: integer('actor_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    subjectAccountId: integer('subject_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    /**
     * whom the actor was acting as (assume) when it happened: the request's session's assumed
     * account, recorded by the one writer (modules/audit); null when nobody was assumed
     */
    actingAsAccountId: integer('acting_as_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    requestId: text('request_id'),
    details: jsonb('details').notNull().default({}),
  },
  (t) => [
    index('audit_log_subject_idx').on(t.subjectAccountId),
    index('audit_log_at_idx').on(t.at),
    // The staff's log screen pages newest first by id: filtered by action, or by an account
    // (actor, subject or acted as).
    index('audit_log_action_idx').on(t.action, t.id),
    index('audit_log_actor_idx').on(t.actorAccountId, t.id),
    index('audit_log_acting_as_idx').on(t.actingAsAccountId, t.id),
  ],
);

/** Mail waiting to be sent (or kept for staff to read when no SMTP server is configured). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  // Staff's outbox search (decision 1304) reads newest first by id: the recipient (exact, or a
  // prefix) and the subject prefix are range scans of text_pattern_ops indexes (spelled as
  // mail/repository.ts spells them); the few failed mails have their own partial index.
  (t) => [
    index('mail_outbox_to_prefix_idx').on(sql`lower(${t.to}) text_pattern_ops`),
    index('mail_outbox_subject_prefix_idx').on(sql`lower(${t.subject}) text_pattern_ops`),
    index('mail_outbox_failed_idx')
      .on(t.id)
      .where(sql`${t.sentAt} is null and ${t.error} is not null`),
  ],
);
