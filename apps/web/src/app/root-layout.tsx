import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { CalculatorHost } from '@/features/calculator';
import { AppShell } from '@/features/shell/components/app-shell';
import { useAppearance } from '@/lib/appearance';
import { useQaRemovedStore } from '@/lib/qa-removed';

// Loaded only when a watched Q&A call answers 422 (spec §8).
const QaRemovedAlert = lazy(() => import('./qa-removed-alert'));

/**
 * Every screen sits inside the navigation frame; the calculator wrapper is always present; the
 * user's theme and text size apply to all of it.
 */
export function RootLayout() {
  useAppearance();
  const qaRemoved = useQaRemovedStore((state) => state.open);
  return (
    <>
      <AppShell>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </AppShell>
      <CalculatorHost />
      {qaRemoved && (
        <Suspense fallback={null}>
          <QaRemovedAlert />
        </Suspense>
      )}
    </>
  );
}
