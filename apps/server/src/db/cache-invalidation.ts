import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { MemoryCache } from './memory-cache';

/**
 * The channel on which the database announces a committed change to a cached table, with the
 * table's name (migration 0012's statement triggers, decision 0405).
 */
export const QUERY_CACHE_CHANNEL = 'query_cache';

/** Wait before listening again after the connection was lost. */
const RECONNECT_MS = 1_000;
/**
 * How often the listening connection is asked to answer, and how long it may take: a connection
 * that dies silently (a network cut, no reset) would otherwise pass for a listening one for as
 * long as TCP keep-alive takes to notice, which is many minutes.
 */
const HEARTBEAT_MS = 5_000;

export interface CacheListener {
  close(): Promise<void>;
}

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
  { heartbeatMs = HEARTBEAT_MS } = {},
): Promise<CacheListener> {
  cache.suspend();
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let heartbeat: NodeJS.Timeout | null = null;

  const connect = async () => {
    retry = null;
    // Connecting, listening and each heartbeat must answer within the heartbeat's time.
    const next = new pg.Client({
      connectionString,
      keepAlive: true,
      connectionTimeoutMillis: heartbeatMs,
      query_timeout: heartbeatMs,
    });
    const lost = (error?: Error) => {
      cache.suspend();
      if (client !== next) return;
      client = null;
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = null;
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
      if (client !== next) return;
      cache.resume();
      heartbeat = setInterval(() => {
        next.query('select 1').catch((error: Error) => lost(error));
      }, heartbeatMs);
    } catch (error) {
      lost(error as Error);
    }
  };

  await connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      if (heartbeat) clearInterval(heartbeat);
      cache.suspend();
      const open = client;
      client = null;
      // A connection gone silent would never confirm its end: wait no longer than a heartbeat.
      await Promise.race([
        open?.end().catch(() => {}),
        sleep(heartbeatMs, undefined, { ref: false }),
      ]);
    },
  };
}
