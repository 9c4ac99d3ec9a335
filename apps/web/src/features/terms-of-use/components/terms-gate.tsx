import { useSuspenseQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { sessionQuery } from '@/lib/session';
import { shouldOpenTermsDialog } from '../utils/should-open';

// Only restricted sessions ever see it: kept off the first load.
const TermsPrompt = lazy(() => import('./terms-prompt'));

/** Opens the terms dialog by the rule of spec §4 step 1, over whatever screen is shown. */
export function TermsGate() {
  // auth is loading while the session is fetched again (spec §3 auth state: loading)
  const { data: session, isFetching: authLoading } = useSuspenseQuery(sessionQuery);
  if (!shouldOpenTermsDialog(authLoading, session)) return null;
  return (
    <Suspense fallback={null}>
      <TermsPrompt />
    </Suspense>
  );
}
