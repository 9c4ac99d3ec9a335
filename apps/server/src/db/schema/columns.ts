import { integer, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { userProducts } from './products';

/**
 * Columns many tables share, written once: the account or user product a row belongs to (gone
 * with it) and the usual timestamps. Not exported by the schema index: they are no tables.
 */

export const ownerAccountId = () =>
  integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });

export const ownerUserProductId = () =>
  integer('user_product_id')
    .notNull()
    .references(() => userProducts.id, { onDelete: 'cascade' });

/** A moment with its time zone; null until it happens. */
export const moment = (name: string) => timestamp(name, { withTimezone: true });

/** A moment set when the row is written (created_at, updated_at, imported_at…). */
export const stamp = (name: string) => moment(name).notNull().defaultNow();
