import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import {
  accounts,
  auditLog,
  authThrottle,
  knownDevices,
  mailOutbox,
  passwordResetTokens,
  pendingRegistrations,
  sessions,
} from '../db/schema';

/** The tables a request about accounts could write to. */
const WATCHED = {
  accounts,
  sessions,
  passwordResetTokens,
  mailOutbox,
  authThrottle,
  auditLog,
  pendingRegistrations,
  knownDevices,
} satisfies Record<string, PgTable>;

export type RowCounts = Record<keyof typeof WATCHED, number>;

/** Row counts of the account tables: compare before and after to prove nothing was written. */
export async function countRows(db: Database): Promise<RowCounts> {
  const entries = await Promise.all(
    Object.entries(WATCHED).map(async ([name, table]) => {
      const [row] = await db.select({ n: count() }).from(table as PgTable);
      return [name, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries) as RowCounts;
}
