import 'fake-indexeddb/auto';
import { defineEndpoint, type RouteRef } from '@boardready/contracts';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { api3Gate } from '../api-client';
import { useQaRemovedStore } from '../qa-removed';
import { useSnackbar } from '../snackbar';
import { closeOfflineDb, offlineDb } from './offline-db';
import { flushOutbox, QUEUED, resetOutbox, startOutbox, writeThroughOutbox } from './outbox';
import { useOutboxStatus } from './outbox-status';

function route(method: 'GET' | 'PUT', path: string) {
  const e = defineEndpoint({
    method,
    path,
    summary: '',
    access: 'signedIn',
    params: z.record(z.string(), z.number()),
    body: z.unknown(),
    response: z.unknown(),
  });
  return { method, path, idempotent: method === 'GET' ? undefined : true } as RouteRef<typeof e>;
}
const answer = route('PUT', '/api/3.0/qa/sessions/:id/items/:position/answer');
const seconds = route('GET', '/api/2.0/qa/session/:id/secondselapsed/:seconds');

const ok = (body: unknown = { saved: true }) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
const keyOf = (call: unknown) =>
  ((call as [string, RequestInit])[1].headers as Record<string, string>)['Idempotency-Key'];

let online = true;
let account: number | null = 7;
const onSynced = vi.fn();

beforeEach(async () => {
  api3Gate.open();
  online = true;
  account = 7;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  resetOutbox();
  startOutbox({ accountOf: () => account, onSynced });
  const db = await offlineDb();
  await db.clear('outbox');
  onSynced.mockReset();
  useSnackbar.setState({ messages: [] });
  useQaRemovedStore.setState({ open: false });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetOutbox();
  closeOfflineDb();
});

async function goOnline() {
  online = true;
  await flushOutbox();
}

describe('the outbox (decision 1705)', () => {
  test('online, a write is sent with a key and answered; nothing is left waiting', async () => {
    const fetchMock = vi.fn().mockResolvedValue(ok());
    vi.stubGlobal('fetch', fetchMock);
    await expect(
      writeThroughOutbox(answer, { params: { id: 1, position: 2 }, body: { choiceKey: 'A' } }),
    ).resolves.toEqual({ saved: true });
    expect(keyOf(fetchMock.mock.calls[0])).toMatch(/^[0-9a-f-]{36}$/);
    expect(await (await offlineDb()).count('outbox')).toBe(0);
  });

  test('offline, writes wait in order, show as waiting, and are sent once each on reconnect', async () => {
    const fetchMock = vi.fn().mockResolvedValue(ok());
    vi.stubGlobal('fetch', fetchMock);
    online = false;
    for (const choiceKey of ['A', 'B', 'C']) {
      await expect(
        writeThroughOutbox(answer, { params: { id: 1, position: 2 }, body: { choiceKey } }),
      ).resolves.toBe(QUEUED);
    }
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useOutboxStatus.getState().waiting).toBe(3);

    await goOnline();
    const bodies = fetchMock.mock.calls.map(
      (call) => JSON.parse((call as [string, RequestInit])[1].body as string).choiceKey,
    );
    expect(bodies).toEqual(['A', 'B', 'C']);
    expect(new Set(fetchMock.mock.calls.map(keyOf)).size).toBe(3);
    expect(useOutboxStatus.getState().waiting).toBe(0);
    expect(onSynced).toHaveBeenCalledTimes(1);
    await flushOutbox();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  test('a write the server never acknowledged is sent again with the same key', async () => {
    const fetchMock = vi
      .fn()
      .mockImplementationOnce(async () => {
        online = false; // the connection drops while the write is on its way
        throw new TypeError('Failed to fetch');
      })
      .mockResolvedValue(ok());
    vi.stubGlobal('fetch', fetchMock);
    await expect(
      writeThroughOutbox(answer, { params: { id: 1, position: 2 }, body: {} }),
    ).resolves.toBe(QUEUED);
    expect(useOutboxStatus.getState().waiting).toBe(1);
    await goOnline();
    const keys = fetchMock.mock.calls.map(keyOf);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await (await offlineDb()).count('outbox')).toBe(0);
  });

  test('a waiting write the server refuses is dropped, and the learner is told why', async () => {
    online = false;
    await writeThroughOutbox(answer, { params: { id: 1, position: 2 }, body: {} });
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          new Response(
            JSON.stringify({ error: { code: 'already_answered', message: 'Answered already.' } }),
            { status: 409 },
          ),
        ),
    );
    await goOnline();
    expect(await (await offlineDb()).count('outbox')).toBe(0);
    expect(useSnackbar.getState().messages.map((m) => m.text)).toEqual([
      'A change made offline was not kept: Answered already.',
    ]);
  });

  test('a retired question met on sync opens the removed-questions flow, not a snackbar', async () => {
    online = false;
    await writeThroughOutbox(answer, { params: { id: 1, position: 2 }, body: { choiceKey: 'A' } });
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          new Response(
            JSON.stringify({ error: { code: 'questions_removed', message: 'Removed.' } }),
            { status: 422 },
          ),
        ),
    );
    await goOnline();
    expect(await (await offlineDb()).count('outbox')).toBe(0);
    expect(useQaRemovedStore.getState().open).toBe(true);
    expect(useSnackbar.getState().messages).toEqual([]);
  });

  test('a later value replaces an earlier one that waits (the clock), without a key', async () => {
    const fetchMock = vi.fn().mockResolvedValue(ok());
    vi.stubGlobal('fetch', fetchMock);
    online = false;
    for (const s of [30, 60, 90]) {
      await writeThroughOutbox(seconds, { params: { id: 1, seconds: s } }, { replaces: 'clock:1' });
    }
    expect(useOutboxStatus.getState().waiting).toBe(1);
    await goOnline();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((fetchMock.mock.calls[0] as [string])[0]).toContain('/secondselapsed/90');
    expect(keyOf(fetchMock.mock.calls[0])).toBeUndefined();
  });

  test("another account's waiting writes stay on the device until it signs in again", async () => {
    const fetchMock = vi.fn().mockResolvedValue(ok());
    vi.stubGlobal('fetch', fetchMock);
    online = false;
    await writeThroughOutbox(answer, { params: { id: 1, position: 2 }, body: {} });
    account = 8;
    await goOnline();
    expect(fetchMock).not.toHaveBeenCalled();
    account = 7;
    await flushOutbox();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('signed out, a write is simply sent', async () => {
    account = null;
    const fetchMock = vi.fn().mockResolvedValue(ok());
    vi.stubGlobal('fetch', fetchMock);
    await writeThroughOutbox(answer, { params: { id: 1, position: 2 }, body: {} });
    expect(await (await offlineDb()).count('outbox')).toBe(0);
  });
});
