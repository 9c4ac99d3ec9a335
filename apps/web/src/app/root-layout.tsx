import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { CalculatorHost } from '@/features/calculator';
import { AppShell } from '@/features/shell/components/app-shell';
import { useAppearance } from '@/lib/appearance';

/**
 * Every screen sits inside the navigation frame; the calculator wrapper is always present; the
 * user's theme and text size apply to all of it.
 */
export function RootLayout() {
  useAppearance();
  return (
    <>
      <AppShell>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </AppShell>
      <CalculatorHost />
    </>
  );
}
