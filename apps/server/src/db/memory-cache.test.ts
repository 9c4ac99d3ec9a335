import net from 'node:net';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { quietApp } from '../test/databases';
import { as, createTestApp, signIn, type TestApp } from '../test/test-app';
import { listenForCacheInvalidation } from './cache-invalidation';
import { type Database, openDatabase } from './client';
import { cachedRead, cachedTables, MemoryCache } from './memory-cache';
import { accounts } from './schema';

// A test that fails on fake timers (one timed out once, at the start of a CI run, and its own
// `finally` never ran) must not leave them to the tests after it.
afterEach(() => {
  vi.useRealTimers();
});

describe('the in-process query cache', () => {
  test('a cached read is answered until a write to one of its tables', async () => {
    const cache = new MemoryCache();
    expect(await cache.get('k', ['sessions', 'accounts'])).toBeUndefined();
    await cache.put('k', [{ id: 1 }], ['sessions', 'accounts'], false);
    expect(await cache.get('k', ['sessions', 'accounts'])).toEqual([{ id: 1 }]);
    await cache.onMutate({ tables: ['products'] });
    expect(await cache.get('k', ['sessions', 'accounts'])).toEqual([{ id: 1 }]);
    await cache.onMutate({ tables: 'accounts' });
    expect(await cache.get('k', ['sessions', 'accounts'])).toBeUndefined();
  });

  test('rows read before a write are not stored after it', async () => {
    const cache = new MemoryCache();
    expect(await cache.get('k', ['sessions'])).toBeUndefined();
    // The write lands while the read is on its way back.
    await cache.onMutate({ tables: ['sessions'] });
    await cache.put('k', [{ stale: true }], ['sessions'], false);
    expect(await cache.get('k', ['sessions'])).toBeUndefined();
  });

  test('entries come due for a refresh at spread times, and are gone a quarter later', async () => {
    vi.useFakeTimers();
    try {
      const cache = new MemoryCache({ maxEntries: 100, defaultPx: 2_000 });
      const keys = Array.from({ length: 50 }, (_, i) => `k${i}`);
      for (const key of keys) {
        await cache.get(key, ['sessions']);
        await cache.put(key, [key], ['sessions'], false);
      }
      const due = () => keys.filter((key) => cache.startRefresh(key, ['sessions']));
      vi.advanceTimersByTime(1_499);
      expect(due()).toEqual([]);
      // between three quarters of the time and all of it, some have come due and some have not
      vi.advanceTimersByTime(250);
      const first = due();
      expect(first.length).toBeGreaterThan(0);
      expect(first.length).toBeLessThan(keys.length);
      for (const key of first) cache.endRefresh(key);
      // still answered while due, until a quarter of the time after
      vi.advanceTimersByTime(250);
      for (const key of keys) expect(await cache.get(key, ['sessions'])).toEqual([key]);
      vi.advanceTimersByTime(501);
      for (const key of keys) expect(await cache.get(key, ['sessions'])).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  // Retried once: it timed out once at the start of a clean CI run and never on a rerun.
  test('a read that comes due is answered at once and refreshed once, in the background', {
    retry: 1,
  }, async () => {
    vi.useFakeTimers();
    try {
      const cache = new MemoryCache({ defaultPx: 2_000 });
      const db = { $cache: cache } as unknown as Database;
      let version = 0;
      let loads = 0;
      // The database answers 10 ms after it has read.
      const load = async () => {
        loads++;
        const rows = [version];
        await new Promise((resolve) => setTimeout(resolve, 10));
        return rows;
      };
      const read = () => cachedRead(db, 'k', ['products'], load);
      const first = read();
      await vi.advanceTimersByTimeAsync(10);
      expect(await first).toEqual([0]);
      version = 1;
      vi.advanceTimersByTime(2_001);
      expect(await Promise.all([read(), read(), read()])).toEqual([[0], [0], [0]]);
      await vi.advanceTimersByTimeAsync(10);
      expect(loads).toBe(2);
      expect(await read()).toEqual([1]);
      // A write lands while a refresh is on its way: the rows it read stay out.
      version = 2;
      vi.advanceTimersByTime(2_001);
      expect(await read()).toEqual([1]);
      version = 3;
      cache.forgetTables(['products']);
      await vi.advanceTimersByTimeAsync(10);
      expect(loads).toBe(3);
      const after = read();
      await vi.advanceTimersByTimeAsync(10);
      expect(await after).toEqual([3]);
      expect(loads).toBe(4);
    } finally {
      vi.useRealTimers();
    }
  });

  test('while suspended it answers nothing and stores nothing, then starts from empty', async () => {
    const cache = new MemoryCache();
    await cache.get('before', ['t']);
    await cache.put('before', [1], ['t'], false);
    // A read under way when the change notifications are lost.
    await cache.get('under way', ['t']);
    cache.suspend();
    expect(await cache.get('before', ['t'])).toBeUndefined();
    await cache.put('under way', [2], ['t'], false);
    await cache.get('during', ['t']);
    await cache.put('during', [3], ['t'], false);
    cache.resume();
    for (const key of ['before', 'under way', 'during']) {
      expect(await cache.get(key, ['t'])).toBeUndefined();
    }
    await cache.get('after', ['t']);
    await cache.put('after', [4], ['t'], false);
    expect(await cache.get('after', ['t'])).toEqual([4]);
  });

  test('one entry can be dropped alone, and a read of it under way is not stored', async () => {
    const cache = new MemoryCache();
    for (const key of ['a', 'b']) {
      await cache.get(key, ['sessions']);
      await cache.put(key, [key], ['sessions'], false);
    }
    await cache.get('c', ['sessions']);
    cache.forgetKey('a');
    cache.forgetKey('c');
    await cache.put('c', ['c'], ['sessions'], false);
    expect(await cache.get('a', ['sessions'])).toBeUndefined();
    expect(await cache.get('b', ['sessions'])).toEqual(['b']);
    expect(await cache.get('c', ['sessions'])).toBeUndefined();
  });

  test('it holds at most its number of entries, dropping the oldest', async () => {
    const cache = new MemoryCache({ maxEntries: 10 });
    for (let i = 0; i < 11; i++) {
      await cache.get(`k${i}`, ['t']);
      await cache.put(`k${i}`, [i], ['t'], false);
    }
    expect(await cache.get('k0', ['t'])).toBeUndefined();
    expect(await cache.get('k10', ['t'])).toEqual([10]);
  });

  test('reads that found nothing are not kept when asked, so made-up keys cannot crowd out real ones', async () => {
    const cache = new MemoryCache({ maxEntries: 10 });
    const db = { $cache: cache } as unknown as Database;
    const loads: string[] = [];
    const lookup = (key: string) =>
      cachedRead(
        db,
        key,
        ['sessions'],
        async () => {
          loads.push(key);
          return key === 'real' ? [key] : [];
        },
        { keepEmpty: false },
      );
    expect(await lookup('real')).toEqual(['real']);
    for (let i = 0; i < 30; i++) expect(await lookup(`made-up-${i % 15}`)).toEqual([]);
    // every made-up key went to the database each time, and the real one is still kept
    expect(loads.filter((key) => key.startsWith('made-up'))).toHaveLength(30);
    expect(await lookup('real')).toEqual(['real']);
    expect(loads.filter((key) => key === 'real')).toHaveLength(1);
    // the default keeps an empty answer (a learner without products)
    let emptyLoads = 0;
    const empty = () =>
      cachedRead(db, 'none', ['user_products'], async () => {
        emptyLoads++;
        return [];
      });
    await empty();
    await empty();
    expect(emptyLoads).toBe(1);
  });
});

describe('sessions through the cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test('every table a cached read depends on announces its changes (a notify trigger)', async () => {
    // The app's repositories are loaded: their tableNames(...) noted every cached table.
    expect(cachedTables.size).toBeGreaterThan(0);
    // Both drivers answer raw SQL with { rows }.
    const { rows } = (await t.database.db.execute(
      sql`select distinct c.relname as name from pg_trigger g join pg_class c on c.oid = g.tgrelid join pg_proc p on p.oid = g.tgfoid where p.proname = 'query_cache_notify'`,
    )) as { rows: { name: string }[] };
    const announced = new Set(rows.map((row) => row.name));
    expect([...cachedTables].filter((table) => !announced.has(table))).toEqual([]);
  });

  test('a change to the account shows on the very next request', async () => {
    const cookie = await signIn(t.app, 'learner@demo.test');
    const current = () => as(t.app, cookie)({ method: 'GET', url: '/api/2.0/account/current' });
    expect((await current()).json().account.FirstName).toBe('Alex');
    await t.database.db
      .update(accounts)
      .set({ firstName: 'Alexandra' })
      .where(eq(accounts.email, 'learner@demo.test'));
    expect((await current()).json().account.FirstName).toBe('Alexandra');
  });

  test('a signed-out session is refused at once, though it was just read', async () => {
    const cookie = await signIn(t.app, 'peds@demo.test');
    const call = as(t.app, cookie);
    expect((await call({ method: 'GET', url: '/api/2.0/account/current' })).json().isLoggedIn).toBe(
      true,
    );
    const out = await call({
      method: 'POST',
      url: '/api/2.0/authentication/logout',
      headers: { 'content-type': 'application/json' },
    });
    expect(out.statusCode).toBe(200);
    const after = await call({ method: 'GET', url: '/api/2.0/product/userproducts' });
    expect(after.statusCode).toBe(401);
  });

  // Entries live at least 45 s: a change seen within half a second was announced, not expired.
  const ANNOUNCED_WITHIN = { timeout: 500, interval: 20 };

  test('a change made by raw SQL, past the query builders, shows within moments', async () => {
    const cookie = await signIn(t.app, 'student@demo.test');
    const current = async () =>
      (await as(t.app, cookie)({ method: 'GET', url: '/api/2.0/account/current' })).json().account
        .FirstName;
    // A write through the builders empties the entry; the next read stores a fresh one.
    await t.database.db
      .update(accounts)
      .set({ firstName: 'Before' })
      .where(eq(accounts.email, 'student@demo.test'));
    expect(await current()).toBe('Before');
    await t.database.db.execute(
      sql`update accounts set first_name = 'After' where email = 'student@demo.test'`,
    );
    await vi.waitFor(async () => expect(await current()).toBe('After'), ANNOUNCED_WITHIN);
  });

  test('a session that looks expired from memory is read afresh before it is ended', async () => {
    const cookie = await signIn(t.app, 'newbie@demo.test');
    const read = () => as(t.app, cookie)({ method: 'GET', url: '/api/2.0/product/userproducts' });
    const session = sql`account_id = (select id from accounts where email = 'newbie@demo.test')`;
    // Announced (a builder would do the same): the next read keeps an expiry a second away.
    await t.database.db.execute(
      sql`update sessions set expires_at = now() + interval '1 second', user_agent = 'x' where ${session}`,
    );
    await vi.waitFor(async () => expect((await read()).statusCode).toBe(200));
    // Another server extends it, as a touch does: not announced, so memory keeps the old expiry.
    await t.database.db.execute(
      sql`update sessions set expires_at = now() + interval '1 hour' where ${session}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await read()).statusCode).toBe(200);
  });

  test.skipIf(process.env.TEST_DB !== 'postgres')(
    'a session signed out on another server is refused here within moments',
    async () => {
      const otherDatabase = await openDatabase({ databaseUrl: t.databaseUrl! });
      const other = await quietApp(otherDatabase);
      try {
        const cookie = await signIn(t.app, 'combo@demo.test');
        const read = () =>
          as(t.app, cookie)({ method: 'GET', url: '/api/2.0/product/userproducts' });
        expect((await read()).statusCode).toBe(200);
        const out = await as(
          other,
          cookie,
        )({
          method: 'POST',
          url: '/api/2.0/authentication/logout',
          headers: { 'content-type': 'application/json' },
        });
        expect(out.statusCode).toBe(200);
        await vi.waitFor(async () => expect((await read()).statusCode).toBe(401), ANNOUNCED_WITHIN);
      } finally {
        await other.close();
        await otherDatabase.close();
      }
    },
  );
});

describe.skipIf(process.env.TEST_DB !== 'postgres')('the PostgreSQL change listener', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Whether the cache stores and answers right now. */
  async function answers(cache: MemoryCache) {
    await cache.get('probe', ['accounts']);
    await cache.put('probe', [1], ['accounts'], false);
    const hit = await cache.get('probe', ['accounts']);
    cache.forgetTables(['accounts']);
    return hit !== undefined;
  }

  test('the cache answers only while the listener listens, and again once it is back', async () => {
    const cache = new MemoryCache();
    const warnings: string[] = [];
    const listener = await listenForCacheInvalidation(t.databaseUrl!, cache, (m) =>
      warnings.push(m),
    );
    const admin = new pg.Client({ connectionString: t.databaseUrl! });
    await admin.connect();
    try {
      expect(await answers(cache)).toBe(true);
      // A change from another connection drops the entry.
      await cache.get('k', ['accounts']);
      await cache.put('k', [1], ['accounts'], false);
      await admin.query(`update accounts set first_name = first_name where id = 1`);
      await vi.waitFor(async () => expect(await cache.get('k', ['accounts'])).toBeUndefined());
      // The listening connection dies: from then on nothing is answered until it listens again.
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and query = 'LISTEN query_cache'`,
      );
      await vi.waitFor(() => expect(warnings.length).toBe(1));
      expect(await answers(cache)).toBe(false);
      await vi.waitFor(async () => expect(await answers(cache)).toBe(true), { timeout: 5_000 });
    } finally {
      await admin.end();
      await listener.close();
    }
  });

  test('a listening connection that stops answering, without closing, is replaced', async () => {
    // A proxy to PostgreSQL that can go silent, as a cut network does: nothing passes, nothing closes.
    const upstream = new URL(t.databaseUrl!);
    let silent = false;
    const sockets: net.Socket[] = [];
    const proxy = net.createServer((client) => {
      const server = net.connect(Number(upstream.port || 5432), upstream.hostname);
      sockets.push(client, server);
      client.on('data', (chunk) => silent || server.write(chunk));
      server.on('data', (chunk) => silent || client.write(chunk));
      client.on('error', () => server.destroy());
      server.on('error', () => client.destroy());
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const viaProxy = new URL(t.databaseUrl!);
    viaProxy.host = `127.0.0.1:${(proxy.address() as net.AddressInfo).port}`;
    const cache = new MemoryCache();
    const warnings: string[] = [];
    const listener = await listenForCacheInvalidation(
      viaProxy.toString(),
      cache,
      (m) => warnings.push(m),
      { heartbeatMs: 200 },
    );
    try {
      expect(await answers(cache)).toBe(true);
      silent = true;
      await vi.waitFor(() => expect(warnings.join()).toMatch(/timeout/i), {
        timeout: 2_000,
      });
      expect(await answers(cache)).toBe(false);
      silent = false;
      await vi.waitFor(async () => expect(await answers(cache)).toBe(true), { timeout: 5_000 });
    } finally {
      await listener.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => proxy.close(resolve));
    }
  });
});
