import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { as, createTestApp, signIn, type TestApp } from '../test/test-app';
import { MemoryCache } from './memory-cache';
import { accounts } from './schema';

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

  test('entries expire within their time, not all at once', async () => {
    vi.useFakeTimers();
    try {
      const cache = new MemoryCache(100, 2_000);
      const keys = Array.from({ length: 50 }, (_, i) => `k${i}`);
      for (const key of keys) {
        await cache.get(key, ['sessions']);
        await cache.put(key, [key], ['sessions'], false);
      }
      vi.advanceTimersByTime(1_499);
      for (const key of keys) expect(await cache.get(key, ['sessions'])).toEqual([key]);
      // between three quarters of the time and all of it, some have gone and some have not
      vi.advanceTimersByTime(250);
      const left = [];
      for (const key of keys) if (await cache.get(key, ['sessions'])) left.push(key);
      expect(left.length).toBeGreaterThan(0);
      expect(left.length).toBeLessThan(keys.length);
      vi.advanceTimersByTime(252);
      for (const key of keys) expect(await cache.get(key, ['sessions'])).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  test('it holds at most its number of entries, dropping the oldest', async () => {
    const cache = new MemoryCache(10);
    for (let i = 0; i < 11; i++) {
      await cache.get(`k${i}`, ['t']);
      await cache.put(`k${i}`, [i], ['t'], false);
    }
    expect(await cache.get('k0', ['t'])).toBeUndefined();
    expect(await cache.get('k10', ['t'])).toEqual([10]);
  });
});

describe('sessions through the cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

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
});
