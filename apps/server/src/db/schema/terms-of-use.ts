import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * Versions of the Terms & Conditions and Privacy Policy staff published after the first one.
 * No row means version 1 is in force; an account must have accepted the highest version
 * (accounts.accepted_terms_version) to use the portal (decision 0601).
 */
export const termsVersions = pgTable('terms_versions', {
  version: integer('version').primaryKey(),
  /** what changed, in a sentence or two, shown in the terms dialog */
  summary: text('summary').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  publishedBy: integer('published_by').references(() => accounts.id, { onDelete: 'set null' }),
});
