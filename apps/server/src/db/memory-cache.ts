import type { MutationOption } from 'drizzle-orm/cache/core';
import { Cache } from 'drizzle-orm/cache/core';
import type { CacheConfig } from 'drizzle-orm/cache/core/types';
import { is } from 'drizzle-orm/entity';
import { getTableName, Table } from 'drizzle-orm/table';
import type { Database } from './client';

interface Entry {
  rows: unknown[];
  tables: string[];
  /** from then on a read is still answered, and starts one refresh in the background */
  refreshAt: number;
  expiresAt: number;
}

export interface MemoryCacheOptions {
  maxEntries?: number;
  /** when an entry comes due for a refresh at the latest, in milliseconds (it expires 1/4 later) */
  defaultPx?: number;
}

/**
 * Reads kept in this server's memory (decisions 0401 and 0405), through `cachedRead`: each comes
 * due for a refresh within `px` milliseconds and expires a quarter of that later. An entry is
 * dropped when one of its tables changes: at once when this process writes through Drizzle's
 * builders (onMutate), and when the database announces a committed change from anywhere
 * (`forgetTables`, fed by the listener in db/cache-invalidation.ts). While that announcement
 * cannot be heard, the cache is suspended: nothing is answered from it and nothing is stored.
 *
 * It is plugged into Drizzle as its query cache only so that the builders' writes reach it;
 * Drizzle's own $withCache() is not used, because it keys each read by a SHA-256 of the SQL and
 * parameters, which costs more CPU (65 µs, through the thread pool) than the round trip it saves.
 */
export class MemoryCache extends Cache {
  private readonly entries = new Map<string, Entry>();
  /** bumped by every write to a table: a read that began before it must not be stored */
  private readonly generations = new Map<string, number>();
  /** the generation of its tables each cache miss saw, until its rows are put */
  private readonly pending = new Map<string, number>();
  /** keys being read again in the background */
  private readonly refreshing = new Set<string>();
  private clock = 0;
  private suspended = false;
  private readonly maxEntries: number;
  private readonly defaultPx: number;

  constructor(options: MemoryCacheOptions = {}) {
    super();
    this.maxEntries = options.maxEntries ?? 10_000;
    // Changes are announced, so the lifetime is only a bound for one that was not (decision 0405);
    // a long one spreads the expiries of entries filled together over a wide window, and keeps a
    // learner who pauses for a few seconds from finding every entry gone at once (decision 0406).
    this.defaultPx = options.defaultPx ?? 60_000;
  }

  override strategy(): 'explicit' {
    return 'explicit';
  }

  override async get(key: string, tables: string[]): Promise<unknown[] | undefined> {
    if (this.suspended) return undefined;
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > Date.now()) return entry.rows;
    if (entry) this.entries.delete(key);
    // Concurrent misses of one key: keep the oldest view, so that none stores rows a write made old.
    this.pending.set(
      key,
      Math.min(this.pending.get(key) ?? Number.POSITIVE_INFINITY, this.generationOf(tables)),
    );
    return undefined;
  }

  override async put(
    key: string,
    rows: unknown,
    tables: string[],
    _isTag: boolean,
    config?: CacheConfig,
  ): Promise<void> {
    const seen = this.pending.get(key);
    this.pending.delete(key);
    // A write to one of its tables since the read began: the rows may be old already.
    if (seen === undefined || seen !== this.generationOf(tables)) return;
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: drop the oldest tenth.
      const drop = Math.ceil(this.maxEntries / 10);
      for (const oldKey of [...this.entries.keys()].slice(0, drop)) this.entries.delete(oldKey);
    }
    const px = config?.px ?? (config?.ex ? config.ex * 1000 : this.defaultPx);
    // An entry comes due for a refresh between three quarters of its time and all of it, and is
    // answered while the refresh runs, for a quarter of its time more. Entries filled together
    // (every learner's products, at a busy moment) must not come due in the same instant, and
    // a hot entry is refreshed before it is gone, so that no request waits for the database
    // (on PGlite those reads run on this thread, and their bursts were the API's p99).
    const refreshAt = Date.now() + px * (1 - Math.random() / 4);
    this.entries.set(key, {
      rows: rows as unknown[],
      tables,
      refreshAt,
      expiresAt: refreshAt + px / 4,
    });
  }

  /**
   * Whether an entry that is still answered has come due for a refresh that nobody has started;
   * if so the caller reads it again now and puts the rows (a write in between keeps them out).
   */
  startRefresh(key: string, tables: string[]): boolean {
    const entry = this.entries.get(key);
    if (this.suspended || !entry || entry.refreshAt > Date.now() || this.refreshing.has(key)) {
      return false;
    }
    this.refreshing.add(key);
    this.pending.set(
      key,
      Math.min(this.pending.get(key) ?? Number.POSITIVE_INFINITY, this.generationOf(tables)),
    );
    return true;
  }

  endRefresh(key: string): void {
    this.refreshing.delete(key);
  }

  override async onMutate(params: MutationOption): Promise<void> {
    const list = params.tables === undefined ? [] : [params.tables].flat();
    this.forgetTables(
      list.map((table) => (is(table, Table) ? getTableName(table) : String(table))),
    );
  }

  /**
   * Drops every entry that read one of these tables; reads under way are not stored. (Not named
   * `invalidate`: Drizzle sets its cache's `invalidate` property to `onMutate`.)
   */
  forgetTables(names: string[]): void {
    this.clock += 1;
    for (const name of names) this.generations.set(name, this.clock);
    for (const [key, entry] of this.entries) {
      if (entry.tables.some((table) => names.includes(table))) this.entries.delete(key);
    }
  }

  /** Keeps nothing of a read just made (cachedRead's keepEmpty): neither an entry nor its miss. */
  discard(key: string): void {
    this.entries.delete(key);
    this.pending.delete(key);
  }

  /** Drops one entry; a read of it under way is not stored. */
  forgetKey(key: string): void {
    this.entries.delete(key);
    if (this.pending.has(key)) this.pending.set(key, -1);
  }

  /**
   * Stops answering and storing, and forgets everything: changes may be happening unannounced.
   * Reads under way when it is called are not stored either.
   */
  suspend(): void {
    this.suspended = true;
    this.entries.clear();
    this.pending.clear();
  }

  /** Answers and stores again, from empty (called once changes are heard again). */
  resume(): void {
    this.entries.clear();
    this.pending.clear();
    this.suspended = false;
  }

  /** The latest write to any of these tables (0 when none was written since start). */
  private generationOf(tables: string[]): number {
    return Math.max(0, ...tables.map((table) => this.generations.get(table) ?? 0));
  }
}

/**
 * Every table some cached read depends on. Each needs the statement trigger that announces its
 * changes to the other servers (migration 0012's `query_cache_notify`); a test checks that the
 * migrations give each one (docs/HOW-TO.md, "Add a table").
 */
export const cachedTables = new Set<string>();

/** The names of the tables a cached read depends on, for `cachedRead` (noted in cachedTables). */
export const tableNames = (...tables: Table[]): string[] => {
  const names = tables.map(getTableName);
  for (const name of names) cachedTables.add(name);
  return names;
};

/**
 * `load()`'s rows, kept in memory under `key` until a change to one of `tables` (which must name
 * every table the read depends on, subqueries included; see `tableNames`), and read again in the
 * background after 45 to 60 seconds (answered meanwhile, 75 seconds at most); a database
 * without the cache just loads. `keepEmpty: false` keeps only reads that found rows: for keys a
 * stranger chooses (a session token), whose misses would otherwise fill the cache.
 */
export async function cachedRead<T>(
  db: Database,
  key: string,
  tables: string[],
  load: () => Promise<T[]>,
  { keepEmpty = true }: { keepEmpty?: boolean } = {},
): Promise<T[]> {
  const cache = memoryCacheOf(db);
  if (!cache) return load();
  const store = async (rows: T[]) => {
    if (rows.length > 0 || keepEmpty) await cache.put(key, rows, tables, false);
    else cache.discard(key);
  };
  const kept = await cache.get(key, tables);
  if (kept) {
    if (cache.startRefresh(key, tables)) {
      // In the background: a failure here surfaces on the read that finds the entry expired.
      load()
        .then(store)
        .catch(() => {})
        .finally(() => cache.endRefresh(key));
    }
    return kept as T[];
  }
  const rows = await load();
  await store(rows);
  return rows;
}

/** Drops what `cachedRead` keeps under `key`, after a write that only that entry reflects. */
export function forgetCachedRead(db: Database, key: string): void {
  memoryCacheOf(db)?.forgetKey(key);
}

/** The cache openDatabase plugged into this database's Drizzle instance, if any. */
function memoryCacheOf(db: Database): MemoryCache | null {
  const cache: unknown = db.$cache;
  return cache instanceof MemoryCache ? cache : null;
}
