import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

/** Wait before listening again after the connection was lost. */
const RECONNECT_MS = 1_000;
/**
 * How often the listening connection is asked to answer, and how long it may take: a connection
 * that dies silently (a network cut, no reset) would otherwise pass for a listening one for as
 * long as TCP keep-alive takes to notice, which is many minutes.
 */
export const LISTEN_HEARTBEAT_MS = 5_000;

export interface ListeningConnection {
  close(): Promise<void>;
}

/** What a listener is told: each message, and when it hears everything again or may miss some. */
export interface ListenHandlers {
  message(payload: string): void;
  /** LISTEN is in force: at the start, and again after each loss */
  listening(): void;
  /** The connection failed or missed a heartbeat: messages sent until `listening` may be lost. */
  lost(reason: string): void;
}

/**
 * Keeps one dedicated PostgreSQL connection listening on a channel (decision 0405): each
 * notification goes to `handlers.message`; a connection that fails, ends or misses a heartbeat
 * is replaced after a second, and its loss reported, for as long as it takes. Resolves once the
 * first attempt has listened or failed (it then goes on retrying).
 */
export async function keepListening(
  connectionString: string,
  channel: string,
  handlers: ListenHandlers,
  { heartbeatMs = LISTEN_HEARTBEAT_MS } = {},
): Promise<ListeningConnection> {
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
      if (client !== next) return;
      client = null;
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = null;
      next.end().catch(() => {});
      if (closed) return;
      handlers.lost(error?.message ?? 'closed');
      retry = setTimeout(connect, RECONNECT_MS);
    };
    client = next;
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) handlers.message(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      if (client !== next) return;
      handlers.listening();
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
