import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/** Where staff have put an idea (spec §2 Bright Ideas; decision 0503). */
export const ideaStatuses = ['new', 'planned', 'done'] as const;

/** A learner's product idea in the Bright Ideas portal. */
export const ideas = pgTable(
  'ideas',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: ideaStatuses }).notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    statusChangedBy: integer('status_changed_by').references(() => accounts.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    index('ideas_created_idx').on(t.createdAt),
    index('ideas_account_created_idx').on(t.accountId, t.createdAt),
  ],
);

/** One vote per account per idea: the primary key makes a second vote impossible. */
export const ideaVotes = pgTable(
  'idea_votes',
  {
    ideaId: integer('idea_id')
      .notNull()
      .references(() => ideas.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.ideaId, t.accountId] }),
    index('idea_votes_account_idx').on(t.accountId),
  ],
);
