import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * The Idempotency-Keys of the players' writes (decision 1704): one row per account and key, taken
 * before the write runs and holding its answer after, so that a retry is answered without writing
 * twice. Rows older than a day are purged.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** whose data the write changes (the assumed account while assuming) */
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    key: uuid('key').notNull(),
    /** the endpoint's method and path pattern, e.g. 'PUT /api/3.0/qa/sessions/:qaSessionId/…' */
    endpoint: text('endpoint').notNull(),
    /** sha256 of the request's params, query and body, canonically written */
    requestHash: text('request_hash').notNull(),
    /** the answer's status; null while the request is being answered */
    status: smallint('status'),
    /** the answer's JSON body */
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
