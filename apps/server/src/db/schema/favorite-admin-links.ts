import { boolean, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * A staff member's shortcuts in the user menu (spec §3). `url` is the legacy full-page address,
 * `route` the in-app one used when the adminLinksAsRoutes flag is on; hidden ones stay stored.
 */
export const favoriteAdminLinks = pgTable(
  'favorite_admin_links',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    url: text('url').notNull(),
    route: text('route').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('favorite_admin_links_account_idx').on(t.accountId, t.sortOrder),
    // the user menu lists a staff member's links by their text: two alike could not be told apart
    unique('favorite_admin_links_text_key').on(t.accountId, t.text),
  ],
);
