import type pg from 'pg';
import {
  keepListening,
  type ListenHandlers,
  type ListeningConnection,
} from './listening-connection';

/** A notification's payload must be shorter than 8000 bytes (PostgreSQL's NOTIFY). */
export const NOTIFICATION_MAX_BYTES = 7_999;

/**
 * Messages between the servers of one PostgreSQL database (LISTEN/NOTIFY, decision 1701): what
 * one sends on a channel, every listener on it hears, its own server's included.
 */
export interface Notifications {
  /**
   * Sends the payloads (each at most NOTIFICATION_MAX_BYTES of UTF-8) in one transaction: each
   * listener gets all of them, one after another with nothing between, or none.
   */
  notify(channel: string, payloads: readonly string[]): Promise<void>;
  /** Listens on a dedicated connection, kept (replaced when lost) until closed. */
  listen(channel: string, handlers: ListenHandlers): Promise<ListeningConnection>;
}

/** Notifications over the pool (sending) and a connection per listener; close() ends those. */
export function postgresNotifications(
  pool: pg.Pool,
  connectionString: string,
): Notifications & { close(): Promise<void> } {
  const open = new Set<ListeningConnection>();
  return {
    async notify(channel, payloads) {
      if (payloads.length === 0) return;
      // one statement, so one transaction
      await pool.query('select pg_notify($1, payload) from unnest($2::text[]) as payload', [
        channel,
        payloads,
      ]);
    },
    async listen(channel, handlers) {
      const connection = await keepListening(connectionString, channel, handlers);
      let closing: Promise<void> | undefined;
      const tracked: ListeningConnection = {
        close() {
          closing ??= connection.close().finally(() => open.delete(tracked));
          return closing;
        },
      };
      open.add(tracked);
      return tracked;
    },
    async close() {
      await Promise.all([...open].map((connection) => connection.close()));
    },
  };
}
