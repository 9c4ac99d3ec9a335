import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, test } from 'vitest';
import { forgetKeptQueries, keepQueriesOffline, restoreKeptQueries } from './kept-queries';
import { closeOfflineDb, offlineDb } from './offline-db';

const isKept = (key: readonly unknown[]) => key[0] === 'session' || key[0] === 'kept';
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

/** One visit: a page's query client that keeps what it is told, for `accountId`. */
function visit(accountId: number) {
  const client = new QueryClient();
  const stop = keepQueriesOffline(client, { isKept, accountOf: () => accountId });
  client.setQueryData(['session'], { isLoggedIn: true, account: { AccountId: accountId } });
  return { client, stop };
}

afterEach(async () => {
  await forgetKeptQueries();
  closeOfflineDb();
});

describe('what the device keeps to open offline (decision 1705)', () => {
  test("each visit adds what it kept; an offline start gets all of the account's", async () => {
    const first = visit(7);
    first.client.setQueryData(['kept', 'deck'], { cards: 20 });
    first.client.setQueryData(['other'], { not: 'kept' });
    await settle();
    first.stop();

    const second = visit(7);
    second.client.setQueryData(['kept', 'session', 1], { answered: 3 });
    await settle();
    second.stop();

    const offline = new QueryClient();
    expect(await restoreKeptQueries(offline)).toBe(7);
    expect(offline.getQueryData(['kept', 'deck'])).toEqual({ cards: 20 });
    expect(offline.getQueryData(['kept', 'session', 1])).toEqual({ answered: 3 });
    expect(offline.getQueryData(['other'])).toBeUndefined();
  });

  test('another account signed in since: only its own data opens; signing out forgets all', async () => {
    const first = visit(7);
    first.client.setQueryData(['kept', 'deck'], { cards: 20 });
    await settle();
    first.stop();
    const second = visit(8);
    await settle();
    second.stop();

    const offline = new QueryClient();
    expect(await restoreKeptQueries(offline)).toBe(8);
    expect(offline.getQueryData(['kept', 'deck'])).toBeUndefined();

    await forgetKeptQueries();
    expect(await restoreKeptQueries(new QueryClient())).toBeNull();
  });

  test('what was kept more than a day ago is dropped', async () => {
    const db = await offlineDb();
    const old = visit(7);
    await settle();
    old.stop();
    for (const entry of await db.getAll('kept')) {
      await db.put('kept', {
        ...entry,
        savedAt: new Date(Date.now() - 25 * 3_600_000).toISOString(),
      });
    }
    expect(await restoreKeptQueries(new QueryClient())).toBeNull();
    expect(await db.count('kept')).toBe(0);
  });
});
