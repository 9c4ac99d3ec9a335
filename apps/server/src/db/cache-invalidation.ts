import { keepListening, type ListeningConnection } from './listening-connection';
import type { MemoryCache } from './memory-cache';

/**
 * The channel on which the database announces a committed change to a cached table, with the
 * table's name (migration 0012's statement triggers, decision 0405).
 */
export const QUERY_CACHE_CHANNEL = 'query_cache';

export type CacheListener = ListeningConnection;

/**
 * Keeps a PostgreSQL connection listening for changes, and drops what the cache holds of each
 * table announced. The cache answers only while the connection listens: it starts suspended,
 * resumes once LISTEN is in force, and is suspended again the moment the connection fails or
 * misses a heartbeat, until a new one listens. So a change made by another server is never
 * missed, only waited for (at most a heartbeat and its deadline, 10 seconds, if the connection
 * dies without a word; as long as an entry lives, the cache's own bound).
 */
export async function listenForCacheInvalidation(
  connectionString: string,
  cache: MemoryCache,
  warn: (message: string) => void,
  options: { heartbeatMs?: number } = {},
): Promise<CacheListener> {
  cache.suspend();
  const connection = await keepListening(
    connectionString,
    QUERY_CACHE_CHANNEL,
    {
      message: (table) => cache.forgetTables([table]),
      listening: () => cache.resume(),
      lost(reason) {
        cache.suspend();
        warn(`query cache: change notifications lost (${reason}); retrying`);
      },
    },
    options,
  );
  return {
    async close() {
      cache.suspend();
      await connection.close();
    },
  };
}
