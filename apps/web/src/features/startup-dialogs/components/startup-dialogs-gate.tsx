import { lazy, Suspense, useState } from 'react';
import { useSession } from '@/lib/session';

// Fetched after the first render: the dialogs never hold up the start.
const StartupDialogs = lazy(() => import('./startup-dialogs'));

/**
 * Spec §2: after startup, the cross-sell dialog or the feedback popup (decision 0601: one a
 * visit, for a signed-in user acting as themselves). The 100 ms count from here, the start.
 */
export function StartupDialogsGate() {
  const { isLoggedIn, account, assumedBy } = useSession();
  const [startedAt] = useState(() => performance.now());
  if (!isLoggedIn || !account || assumedBy) return null;
  return (
    <Suspense fallback={null}>
      <StartupDialogs key={account.AccountId} startedAt={startedAt} />
    </Suspense>
  );
}
