import type { DehydratedState } from '@tanstack/react-query';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/** One query as TanStack Query dehydrates it. */
type DehydratedQuery = DehydratedState['queries'][number];

/** A write waiting in the outbox (decision 1705), as sent: its route, its input and its key. */
export interface QueuedWrite {
  /** the order writes were made in; given by the store */
  seq?: number;
  /** the account that made it: another account signed in on this device never sends it */
  accountId: number;
  method: string;
  path: string;
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  /** the key that makes it once however often it is sent; null for a GET, which sets a value */
  idempotencyKey: string | null;
  /** a later write with the same one replaces this one while both wait (the clock's seconds) */
  replaces?: string;
  queuedAt: string;
}

/** What this device keeps for studying offline: the outbox and the kept answers of calls. */
interface OfflineSchema extends DBSchema {
  outbox: {
    key: number;
    value: QueuedWrite;
    indexes: { replaces: string };
  };
  kept: {
    /** the query's hash */
    key: string;
    value: { key: string; accountId: number; savedAt: string; query: DehydratedQuery };
  };
}

let opened: Promise<IDBPDatabase<OfflineSchema>> | null = null;

/** The device's offline database, opened once; rejects where IndexedDB is unavailable. */
export function offlineDb(): Promise<IDBPDatabase<OfflineSchema>> {
  // (a browser without it, or the server's drawing of a screen: openDB would throw at once)
  if (typeof indexedDB === 'undefined') return Promise.reject(new Error('No IndexedDB here.'));
  opened ??= openDB<OfflineSchema>('boardready-offline', 1, {
    upgrade(db) {
      const outbox = db.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
      outbox.createIndex('replaces', 'replaces');
      db.createObjectStore('kept', { keyPath: 'key' });
    },
  }).catch((error: unknown) => {
    opened = null;
    throw error;
  });
  return opened;
}

/** For tests: forget the open database (fake-indexeddb is reset between them). */
export function closeOfflineDb() {
  void opened?.then((db) => db.close());
  opened = null;
}
