import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { listenForCacheInvalidation, QUERY_CACHE_CHANNEL } from './cache-invalidation';
import { MemoryCache } from './memory-cache';
import { pendingMigrations } from './migration-state';
import { type Notifications, postgresNotifications } from './notifications';
import { withStatementCache } from './pglite-statements';
import * as schema from './schema';
import { withPostgresStartupLock } from './startup-lock';

export type Schema = typeof schema;
/** One type for both drivers: repositories never know which one they run on. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** runs the committed migrations */
  migrate(): Promise<void>;
  /** the committed migrations the database lacks, by name (none: it is up to date) */
  pendingMigrations(): Promise<string[]>;
  /**
   * Runs `work` (migrating, seeding) while no other server or CLI on the database does
   * (PostgreSQL: a session-level advisory lock, decision 1701; PGlite has one process at most).
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  /** PostgreSQL: messages to every server on the database; PGlite has no other server */
  notifications?: Notifications;
  /** a cheap round trip, for /healthz */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite: its files as one archive, which `openDatabase({ snapshot })` starts from */
  snapshot?(): Promise<Blob>;
}

/** apps/server/drizzle, found from src/db (tsx) or dist (the bundle) alike. */
export const MIGRATIONS_FOLDER = findUp(import.meta.dirname, 'drizzle/meta/_journal.json');

function findUp(from: string, relative: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, relative)))
      return path.join(dir, path.dirname(path.dirname(relative)));
    if (path.dirname(dir) === dir) throw new Error(`${relative} not found above ${from}`);
  }
}

/**
 * PostgreSQL when a URL is given, else PGlite in dataDir, or in memory for tests: empty, or a
 * copy of `snapshot` (a PGlite dumpDataDir, which starts in a third of the time an empty one
 * takes to initialise).
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  snapshot?: Blob | undefined;
  migrationsFolder?: string;
}): Promise<DatabaseHandle> {
  const migrationsFolder = options.migrationsFolder ?? MIGRATIONS_FOLDER;
  if (options.databaseUrl) {
    // Connections are kept for five minutes idle, not pg's ten seconds: the cache answers most
    // reads, so connections opened together in a burst sat idle and closed together mid-load, and
    // the wave of closing and reopening backends was a p99 stall (decision 0406).
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 20,
      idleTimeoutMillis: 5 * 60_000,
    });
    // An idle connection that the server ends (restart, failover, DROP DATABASE) emits 'error' on
    // the pool; without a listener that would crash the process. The pool replaces the connection.
    pool.on('error', (error) =>
      console.warn(`database: idle connection closed (${error.message})`),
    );
    const cache = new MemoryCache();
    const listener = await listenForCacheInvalidation(options.databaseUrl, cache, (message) =>
      console.warn(`database: ${message}`),
    );
    const db = drizzlePg(pool, { schema, cache }) as unknown as Database;
    const notifications = postgresNotifications(pool, options.databaseUrl);
    const databaseUrl = options.databaseUrl;
    return {
      db,
      kind: 'postgres',
      async migrate() {
        const { migrate } = await import('drizzle-orm/node-postgres/migrator');
        await migrate(db as never, { migrationsFolder });
      },
      pendingMigrations: () => pendingMigrations(db, migrationsFolder),
      withStartupLock: (work) => withPostgresStartupLock(databaseUrl, work),
      notifications,
      async ping() {
        await pool.query('select 1');
      },
      async close() {
        await notifications.close();
        await listener.close();
        await pool.end();
      },
    };
  }
  let dataDir = options.dataDir;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    dataDir = path.join(dataDir, 'pglite');
  }
  const client = dataDir
    ? new PGlite(dataDir)
    : new PGlite(options.snapshot ? { loadDataDir: options.snapshot } : {});
  await client.waitReady;
  const cache = new MemoryCache();
  // The builders drop entries at once (onMutate); PGlite's own notifications, delivered after
  // each statement, cover raw SQL as well (decision 0405).
  await client.listen(QUERY_CACHE_CHANNEL, (table) => cache.forgetTables([table]));
  // drizzle's PGlite driver calls only query and transaction, which the statement cache provides
  const db = drizzlePglite(withStatementCache(client) as unknown as PGlite, {
    schema,
    cache,
  }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(db as never, { migrationsFolder });
    },
    pendingMigrations: () => pendingMigrations(db, migrationsFolder),
    withStartupLock: (work) => work(),
    async ping() {
      await client.query('select 1');
    },
    close: () => client.close(),
    snapshot: () => client.dumpDataDir('none'),
  };
}
