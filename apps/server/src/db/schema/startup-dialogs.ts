import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/** When an account last closed (or answered) a startup dialog: it rests for a while after. */
export const startupDialogDismissals = pgTable(
  'startup_dialog_dismissals',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** crossSell | feedback */
    dialog: text('dialog').notNull(),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.dialog] })],
);

/** What learners answered in the feedback popup. */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** 1 (poor) to 5 (excellent) */
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_created_idx').on(t.createdAt)],
);
