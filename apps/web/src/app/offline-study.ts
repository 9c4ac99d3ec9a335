import type { CurrentSession } from '@boardready/contracts';
import { hashKey, onlineManager, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { shellQueryKeys } from '@/features/shell/api/shell-data';
import { keepQueriesOffline, restoreKeptQueries } from '@/lib/offline/kept-queries';
import { startOutbox } from '@/lib/offline/outbox';
import { publicConfigQuery } from '@/lib/public-config';
import { sessionQuery } from '@/lib/session';

/**
 * Studying offline (decision 1705): the app keeps what it needs to open offline (the session,
 * the brand, the shell's data) and what the learner studies (a running Q&A session whole, the
 * day's due cards), and its outbox sends what was done offline once the connection is back.
 * Loaded after the first screen; the offline start loads it first.
 */

const WHOLE_KEYS = [sessionQuery.queryKey, publicConfigQuery.queryKey, ...shellQueryKeys].map(
  (key) => hashKey(key),
);

/** A running Q&A session (its questions and offline copy) or a deck's due cards for today. */
function isStudiedOffline(key: QueryKey): boolean {
  if (key[0] === 'qa') return key[1] === 'session';
  return key[0] === 'flashCards' && key[2] === 'offline';
}

const isKept = (key: QueryKey) => WHOLE_KEYS.includes(hashKey(key)) || isStudiedOffline(key);

function accountOf(queryClient: QueryClient): number | null {
  const session = queryClient.getQueryData<CurrentSession>(sessionQuery.queryKey);
  return session?.isLoggedIn ? (session.account?.AccountId ?? null) : null;
}

let started = false;

/** Starts keeping and sending; once. */
export function startOfflineStudy(queryClient: QueryClient) {
  if (started) return;
  started = true;
  const account = () => accountOf(queryClient);
  keepQueriesOffline(queryClient, { isKept, accountOf: account });
  startOutbox({
    accountOf: account,
    // What was sent may have changed what the screens show: they ask the server again.
    onSynced: () => void queryClient.invalidateQueries(),
  });
}

/**
 * The app opens offline: what the device kept is put back, and the app starts from it as if the
 * server had answered. Answers the kept session, or null when nothing was kept to start from.
 */
export async function startOffline(queryClient: QueryClient): Promise<CurrentSession | null> {
  // The start-up calls still trying would overwrite what is put back with their failure.
  await queryClient.cancelQueries();
  const accountId = await restoreKeptQueries(queryClient);
  const session = queryClient.getQueryData<CurrentSession>(sessionQuery.queryKey);
  if (accountId === null || !session?.isLoggedIn || session.account?.AccountId !== accountId) {
    return null;
  }
  // TanStack Query assumes it is online until told otherwise: told, its calls wait for the
  // connection rather than fail, and go out once it is back.
  onlineManager.setOnline(false);
  startOfflineStudy(queryClient);
  return session;
}
