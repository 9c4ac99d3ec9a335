import type { MutationOption } from 'drizzle-orm/cache/core';
import { Cache } from 'drizzle-orm/cache/core';
import type { CacheConfig } from 'drizzle-orm/cache/core/types';
import { is } from 'drizzle-orm/entity';
import { getTableName, Table } from 'drizzle-orm/table';

interface Entry {
  rows: unknown[];
  tables: string[];
  expiresAt: number;
}

/**
 * Drizzle's query cache kept in this process, for PGlite only: there the database belongs to
 * this one process, so every write goes through its Drizzle instance, whose insert, update and
 * delete builders call onMutate with the tables they touch (decision 0401). Only queries marked
 * with $withCache() are cached, each for at most `px` milliseconds (a bound for writes that would
 * bypass the builders). On PostgreSQL, where other servers write too, nothing is cached.
 */
export class MemoryCache extends Cache {
  private readonly entries = new Map<string, Entry>();
  /** bumped by every write to a table: a read that began before it must not be stored */
  private readonly generations = new Map<string, number>();
  /** the generation of its tables each cache miss saw, until its rows are put */
  private readonly pending = new Map<string, number>();
  private clock = 0;

  constructor(
    private readonly maxEntries = 10_000,
    private readonly defaultPx = 2_000,
  ) {
    super();
  }

  override strategy(): 'explicit' {
    return 'explicit';
  }

  override async get(key: string, tables: string[]): Promise<unknown[] | undefined> {
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
    // Each entry lives between three quarters of its time and all of it: entries filled together
    // (every learner's products, at a busy moment) must not all expire, and be read again from
    // the database one after the other, in the same instant. On PGlite those reads queue on
    // this thread, and the burst was the API's p99.
    this.entries.set(key, {
      rows: rows as unknown[],
      tables,
      expiresAt: Date.now() + px * (1 - Math.random() / 4),
    });
  }

  override async onMutate(params: MutationOption): Promise<void> {
    const list = params.tables === undefined ? [] : [params.tables].flat();
    const names = list.map((table) => (is(table, Table) ? getTableName(table) : String(table)));
    this.clock += 1;
    for (const name of names) this.generations.set(name, this.clock);
    for (const [key, entry] of this.entries) {
      if (entry.tables.some((table) => names.includes(table))) this.entries.delete(key);
    }
  }

  /** The latest write to any of these tables (0 when none was written since start). */
  private generationOf(tables: string[]): number {
    return Math.max(0, ...tables.map((table) => this.generations.get(table) ?? 0));
  }
}
