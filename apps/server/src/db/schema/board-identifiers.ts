import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * What CME/MOC reporting needs beside the name (ACCME PARS): the board's ID and the birth month
 * and day. One row per account that entered any; no row means nothing entered.
 */
export const boardIdentifiers = pgTable(
  'board_identifiers',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** six digits, kept as text: leading zeros are part of the ID */
    abimNumber: text('abim_number'),
    abpNumber: text('abp_number'),
    birthMonth: integer('birth_month'),
    birthDay: integer('birth_day'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('board_identifiers_month', sql`${t.birthMonth} between 1 and 12`),
    check('board_identifiers_day', sql`${t.birthDay} between 1 and 31`),
  ],
);
