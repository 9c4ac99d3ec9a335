import {
  dehydrate,
  hydrate,
  type Query,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { offlineDb } from './offline-db';
import { KEPT_OFFLINE_MS } from './offline-rules';

/**
 * What the device keeps of the calls' answers for studying offline (decision 1705): the queries
 * the app names, saved to IndexedDB as they change, put back when the app opens offline.
 */

/**
 * The changes of one moment are saved together (an answer changes the question and the session),
 * at once after it: a learner who answers and leaves the page must find the answer offline.
 */
const SAVE_AFTER_MS = 0;

export type KeptQuery = (key: QueryKey) => boolean;

/**
 * Saves the kept queries as they change, each on its own, for the account signed in: what one
 * visit kept (the deck's cards) stays when a later visit keeps something else (a session).
 * Answers a stop function.
 */
export function keepQueriesOffline(
  queryClient: QueryClient,
  options: { isKept: KeptQuery; accountOf: () => number | null },
): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const changed = new Set<string>();
  const save = async () => {
    timer = null;
    const accountId = options.accountOf();
    const hashes = new Set(changed);
    changed.clear();
    if (accountId === null) return;
    const { queries } = dehydrate(queryClient, {
      shouldDehydrateQuery: (query: Query) =>
        query.state.status === 'success' && hashes.has(query.queryHash),
    });
    const db = await offlineDb();
    const tx = db.transaction('kept', 'readwrite');
    const savedAt = new Date().toISOString();
    for (const query of queries) {
      await tx.store.put({ key: query.queryHash, accountId, savedAt, query });
    }
    await tx.done;
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (!options.isKept(event.query.queryKey)) return;
    changed.add(event.query.queryHash);
    timer ??= setTimeout(() => void save().catch(() => {}), SAVE_AFTER_MS);
  });
  // What the app loaded before it started keeping (the session, the brand) is kept too.
  for (const query of queryClient.getQueryCache().getAll()) {
    if (options.isKept(query.queryKey)) changed.add(query.queryHash);
  }
  timer = setTimeout(() => void save().catch(() => {}), SAVE_AFTER_MS);
  return () => {
    unsubscribe();
    if (timer) clearTimeout(timer);
  };
}

/**
 * Puts back what was kept for the account, if recent (older entries are dropped): answers the
 * account, or null when nothing usable was kept (or the device keeps nothing).
 */
export async function restoreKeptQueries(queryClient: QueryClient): Promise<number | null> {
  const db = await offlineDb().catch(() => null);
  if (!db) return null;
  const oldest = Date.now() - KEPT_OFFLINE_MS;
  const all = await db.getAll('kept');
  const recent = all.filter((entry) => Date.parse(entry.savedAt) >= oldest);
  for (const entry of all) if (!recent.includes(entry)) await db.delete('kept', entry.key);
  // The account whose session was kept last is the one the device opens as.
  const session = recent
    .filter((entry) => entry.query.queryKey[0] === 'session')
    .sort((a, b) => b.savedAt.localeCompare(a.savedAt))[0];
  if (!session) return null;
  const queries = recent
    .filter((entry) => entry.accountId === session.accountId)
    .map((entry) => entry.query);
  hydrate(queryClient, { queries, mutations: [] });
  return session.accountId;
}

/** Signing out leaves nothing of the account's data on the device but its waiting writes. */
export async function forgetKeptQueries() {
  const db = await offlineDb().catch(() => null);
  await db?.clear('kept');
}
