import pg from 'pg';

/**
 * The session-level advisory lock every server and CLI holds while it migrates and seeds
 * (decision 1701): 'BoardRdy' in ASCII as one 64-bit key. One-key advisory locks do not share a
 * key space with the two-key ones the live Q&A's rate limit takes (pg_advisory_xact_lock(int, int)).
 */
export const STARTUP_LOCK_KEY = 0x426f_6172_6452_6479n;

/**
 * Runs `work` while holding the startup lock on a connection of its own, so that servers
 * started together on one database migrate and seed one after the other: the second finds the
 * work done. The lock goes when `work` ends, fails, or the process dies (PostgreSQL frees a
 * session's locks with its connection).
 */
export async function withPostgresStartupLock<T>(
  connectionString: string,
  work: () => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString });
  // Only the holder's own failure can end this connection: logged, not a crash.
  client.on('error', (error) => console.warn(`database: startup lock lost (${error.message})`));
  await client.connect();
  try {
    const key = STARTUP_LOCK_KEY.toString();
    const tried = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock($1::bigint) as locked',
      [key],
    );
    if (!tried.rows[0]?.locked) {
      console.info(
        'database: another process is migrating or seeding it; waiting for it to finish',
      );
      await client.query('select pg_advisory_lock($1::bigint)', [key]);
    }
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1::bigint)', [key]).catch(() => {});
    }
  } finally {
    await client.end().catch(() => {});
  }
}
