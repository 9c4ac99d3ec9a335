import pg from 'pg';
import type { MemoryCache } from './memory-cache';

/**
 * The channel on which the database announces a committed change to a cached table, with the
 * table's name (migration 0012's statement triggers, decision 0405).
 */
export const QUERY_CACHE_CHANNEL = 'query_cache';

/** Wait before listening again after the connection was lost. */
const RECONNECT_MS = 1_000;

export interface CacheListener {
  close(): Promise<void>;
}

/**
 * Keeps a PostgreSQL connection listening for changes, and drops what the cache holds of each
 * table announced. The cache answers only while the connection listens: it starts suspended,
 * resumes once LISTEN is in force, and is suspended again the moment the connection fails, until
 * a new one listens. So a change made by another server is never missed, only waited for.
 */
export async function listenForCacheInvalidation(
  connectionString: string,
  cache: MemoryCache,
  warn: (message: string) => void,
): Promise<CacheListener> {
  cache.suspend();
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;

  const connect = async () => {
    retry = null;
    const next = new pg.Client({ connectionString, keepAlive: true });
    const lost = (error?: Error) => {
      cache.suspend();
      if (client !== next) return;
      client = null;
      next.end().catch(() => {});
      if (closed) return;
      warn(`query cache: change notifications lost (${error?.message ?? 'closed'}); retrying`);
      retry = setTimeout(connect, RECONNECT_MS);
    };
    client = next;
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (message) => {
      if (message.channel === QUERY_CACHE_CHANNEL && message.payload) {
        cache.forgetTables([message.payload]);
      }
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${QUERY_CACHE_CHANNEL}`);
      if (client === next) cache.resume();
    } catch (error) {
      lost(error as Error);
    }
  };

  await connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      cache.suspend();
      const open = client;
      client = null;
      await open?.end().catch(() => {});
    },
  };
}
