import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../db/client';

/**
 * Columns that change on a read by design and so are left out of the checksum: the session
 * plugin slides a session's idle expiry (at most once a minute) on any request, refused or not.
 */
const VOLATILE_COLUMNS: Record<string, readonly string[]> = {
  sessions: ['last_seen_at', 'expires_at'],
};

export type TableChecksums = Record<string, string>;

interface Column {
  table_name: string;
  column_name: string;
}

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * A checksum of every table of the application schema, in one round trip: md5 over the rows,
 * each row as text, in a stable order. Tables added later are included without a change here.
 */
export function databaseChecksum(db: Database) {
  let query: ReturnType<typeof sql> | undefined;

  async function build() {
    const columns = await rows<Column>(
      db,
      sql`select c.table_name, c.column_name
          from information_schema.columns c
          join information_schema.tables t
            on t.table_schema = c.table_schema and t.table_name = c.table_name
          where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
          order by c.table_name, c.ordinal_position`,
    );
    const byTable = new Map<string, string[]>();
    for (const { table_name, column_name } of columns) {
      if (VOLATILE_COLUMNS[table_name]?.includes(column_name)) continue;
      byTable.set(table_name, [...(byTable.get(table_name) ?? []), column_name]);
    }
    if (byTable.size === 0) throw new Error('no tables found to checksum');
    const parts = [...byTable].map(([table, cols]) => {
      const row = `row(${cols.map((c) => `"${c}"`).join(', ')})::text`;
      return `select '${table}' as name, md5(coalesce(string_agg(${row}, '|' order by ${row}), '')) || ':' || count(*) as sum from "${table}"`;
    });
    return sql.raw(parts.join(' union all '));
  }

  return {
    /** table → md5 of its rows and its row count */
    async take(): Promise<TableChecksums> {
      query ??= await build();
      const result = await rows<{ name: string; sum: string }>(db, query);
      return Object.fromEntries(result.map((r) => [r.name, r.sum]));
    },
  };
}

/** The tables whose checksum differs between two snapshots. */
export function changedTables(before: TableChecksums, after: TableChecksums): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}

/** Runs a call that must be refused with `status` and checks that no table changed. */
export async function expectNothingWritten<R extends { statusCode: number }>(
  db: Database,
  run: () => Promise<R>,
  status: number,
): Promise<R> {
  const checksum = databaseChecksum(db);
  const before = await checksum.take();
  const response = await run();
  expect(response.statusCode).toBe(status);
  expect(await checksum.take()).toEqual(before);
  return response;
}
