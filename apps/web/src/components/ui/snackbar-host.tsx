import { lazy, Suspense, useEffect } from 'react';
import { deferredImport } from '@/lib/first-paint';
import { useSnackbar } from '@/lib/snackbar';

/**
 * The messages' code is not needed to draw the first screen: it is fetched once that screen has
 * been painted (decision 0205), ahead of any message, so that a failure snackbar does not wait
 * for a request to a server that may be the thing failing.
 */
const loadList = deferredImport(() => import('./snackbar-list'));
const SnackbarList = lazy(() => loadList().then((m) => ({ default: m.SnackbarList })));

/** Spec §8's snackbars and the update prompt: one place for the whole app (lib/snackbar.ts). */
export function SnackbarHost() {
  const shown = useSnackbar((s) => s.messages.length > 0);
  useEffect(() => {
    loadList();
  }, []);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <SnackbarList />
    </Suspense>
  );
}
