import { lazy, Suspense, useState } from 'react';
import { afterFirstPaint } from '@/lib/first-paint';
import { useSession } from '@/lib/session';

// Fetched once the first screen has been painted: the dialogs never hold up the start.
const StartupDialogs = lazy(afterFirstPaint(() => import('./startup-dialogs')));

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
