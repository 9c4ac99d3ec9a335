import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from './client';

interface Journal {
  entries: { tag: string; when: number }[];
}

/**
 * The committed migrations the database lacks, by name, oldest first: as Drizzle's migrator
 * decides, every one of the journal newer than the latest it recorded in
 * drizzle.__drizzle_migrations (all of them when that table is missing).
 */
export async function pendingMigrations(db: Database, migrationsFolder: string): Promise<string[]> {
  const journal: Journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  );
  const [recorded] = rowsOf<{ present: boolean }>(
    await db.execute(
      sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
    ),
  );
  let latest = Number.NEGATIVE_INFINITY;
  if (recorded?.present) {
    const [row] = rowsOf<{ latest: number | null }>(
      await db.execute(
        sql`select max(created_at)::float8 as latest from drizzle.__drizzle_migrations`,
      ),
    );
    latest = row?.latest ?? latest;
  }
  return journal.entries.filter((entry) => entry.when > latest).map((entry) => entry.tag);
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
