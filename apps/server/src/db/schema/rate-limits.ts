import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The per-address request limits' counts when RATE_LIMIT_STORE=postgres (decision 1702): one row
 * per route and address, shared by every server on the database. A row whose window has ended
 * counts as absent; such rows are pruned now and then.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    /** the route and the address, e.g. 'POST/api/2.0/authentication/login-203.0.113.7' */
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_window_ends_idx').on(t.windowEndsAt)],
);
