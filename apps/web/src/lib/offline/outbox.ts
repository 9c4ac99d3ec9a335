import type { Endpoint } from '@boardready/contracts';
import type { RouteRef } from '@boardready/contracts/route-ref';
import {
  ApiError,
  apiRequest,
  type EndpointOf,
  isUnacknowledged,
  type Out,
  type RequestInput,
} from '../api-client';
import { isWatchedQaPath } from '../qa-removed';
import { useSnackbar } from '../snackbar';
import { offlineDb, type QueuedWrite } from './offline-db';
import { useOutboxStatus } from './outbox-status';

/**
 * The outbox (decision 1705): a learner's write is kept on this device before it is sent, and
 * leaves only once the server has acknowledged it. One the server never acknowledged (offline, or
 * a server that died under it) waits and is sent again, in order, on reconnect; its idempotency
 * key (decision 1704) makes it once however often it is sent.
 */

/** The write waits on this device: the caller shows it as made. */
export const QUEUED = Symbol('queued');

/** How often waiting writes are tried again while the browser says it is online. */
const RETRY_EVERY_MS = 15_000;

let accountOf: () => number | null = () => null;
const syncedListeners = new Set<() => void>();
/** writes being sent right now, by their place in the outbox */
const inFlight = new Set<number>();
let flushing: Promise<void> | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;

/**
 * Starts the outbox for the app: whose writes it sends, and what to do once it has sent what
 * waited (the screens ask the server again). Sends what an earlier visit left waiting.
 */
export function startOutbox(options: { accountOf: () => number | null; onSynced: () => void }) {
  accountOf = options.accountOf;
  syncedListeners.add(options.onSynced);
  window.addEventListener('online', () => void flushOutbox());
  void flushOutbox();
}

/** For tests: back to the state before startOutbox. */
export function resetOutbox() {
  accountOf = () => null;
  syncedListeners.clear();
  inFlight.clear();
  flushing = null;
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  useOutboxStatus.setState({ waiting: 0, syncing: false });
}

function send(write: QueuedWrite): Promise<unknown> {
  const route = { method: write.method, path: write.path } as RouteRef<Endpoint>;
  return apiRequest(route, {
    params: write.params,
    query: write.query,
    body: write.body,
    ...(write.idempotencyKey ? { idempotencyKey: write.idempotencyKey } : {}),
  } as RequestInput<Endpoint>);
}

async function waitingWrites(accountId: number): Promise<QueuedWrite[]> {
  const db = await offlineDb();
  const all = await db.getAll('outbox');
  return all.filter((write) => write.accountId === accountId && !inFlight.has(write.seq!));
}

async function showCount() {
  const accountId = accountOf();
  if (accountId === null) return;
  const db = await offlineDb();
  const all = await db.getAll('outbox');
  useOutboxStatus.setState({ waiting: all.filter((w) => w.accountId === accountId).length });
}

/**
 * Makes a write: kept, then sent. Answers the server's answer, or QUEUED when it waits (offline,
 * or behind writes that wait). A write the server refuses is dropped and its error thrown. Where
 * the device keeps nothing (no IndexedDB, no signed-in account) the write is simply sent.
 */
export async function writeThroughOutbox<R extends RouteRef<Endpoint>>(
  endpoint: R,
  input: RequestInput<EndpointOf<R>>,
  options: { replaces?: string } = {},
): Promise<Out<EndpointOf<R>['response']> | typeof QUEUED> {
  const accountId = accountOf();
  const db = accountId === null ? null : await offlineDb().catch(() => null);
  if (accountId === null || !db) return apiRequest(endpoint, input);
  const write: QueuedWrite = {
    accountId,
    method: endpoint.method,
    path: endpoint.path,
    ...(input.params ? { params: input.params as Record<string, unknown> } : {}),
    ...(input.query ? { query: input.query as Record<string, unknown> } : {}),
    ...(input.body === undefined ? {} : { body: input.body }),
    idempotencyKey: endpoint.method === 'GET' ? null : crypto.randomUUID(),
    ...(options.replaces ? { replaces: options.replaces } : {}),
    queuedAt: new Date().toISOString(),
  };
  const earlier = await waitingWrites(accountId);
  const tx = db.transaction('outbox', 'readwrite');
  if (options.replaces) {
    for (const seq of await tx.store.index('replaces').getAllKeys(options.replaces)) {
      if (!inFlight.has(seq)) await tx.store.delete(seq);
    }
  }
  const seq = await tx.store.add(write);
  await tx.done;
  write.seq = seq;
  // Behind writes that wait, this one waits too: the server gets them in the order made.
  const mustWait = earlier.some((w) => w.replaces === undefined || w.replaces !== options.replaces);
  if (!navigator.onLine || mustWait) {
    await showCount();
    scheduleRetry(0);
    return QUEUED;
  }
  inFlight.add(seq);
  try {
    const answer = await send(write);
    await db.delete('outbox', seq);
    return answer as Out<EndpointOf<R>['response']>;
  } catch (error) {
    if (isUnacknowledged(error)) {
      await showCount();
      scheduleRetry(RETRY_EVERY_MS);
      return QUEUED;
    }
    await db.delete('outbox', seq);
    throw error;
  } finally {
    inFlight.delete(seq);
  }
}

function scheduleRetry(afterMs: number) {
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = setTimeout(() => {
    retryTimer = null;
    void flushOutbox();
  }, afterMs);
}

/**
 * Sends what waits, oldest first, one at a time; stops at the first the server does not
 * acknowledge and tries again later. A write the server refuses is dropped, and the learner told.
 */
export function flushOutbox(): Promise<void> {
  flushing ??= flush().finally(() => {
    flushing = null;
  });
  return flushing;
}

async function flush() {
  const accountId = accountOf();
  if (accountId === null) return;
  // What an earlier visit left waiting shows, online or not.
  if (!navigator.onLine) return showCount().catch(() => {});
  const db = await offlineDb().catch(() => null);
  if (!db) return;
  let sent = 0;
  useOutboxStatus.setState({ syncing: true });
  try {
    for (;;) {
      const [next] = await waitingWrites(accountId);
      if (!next) break;
      inFlight.add(next.seq!);
      try {
        await send(next);
      } catch (error) {
        if (isUnacknowledged(error)) {
          scheduleRetry(RETRY_EVERY_MS);
          break;
        }
        tellRefused(error, next.path);
      } finally {
        inFlight.delete(next.seq!);
      }
      await db.delete('outbox', next.seq!);
      sent += 1;
      await showCount();
    }
  } finally {
    useOutboxStatus.setState({ syncing: false });
    await showCount();
  }
  if (sent > 0) for (const listener of syncedListeners) listener();
}

/**
 * A change made offline that the server did not keep: its reason, in the server's words. A
 * watched Q&A call's 422 (a retired question) is the removed-questions alert's to tell (spec §8).
 */
function tellRefused(error: unknown, path: string) {
  if (error instanceof ApiError && error.status === 422 && isWatchedQaPath(path)) return;
  const reason = error instanceof ApiError ? error.message : 'The server refused it.';
  useSnackbar.getState().show({
    text: `A change made offline was not kept: ${reason}`,
    tone: 'failure',
    duration: null,
  });
}
