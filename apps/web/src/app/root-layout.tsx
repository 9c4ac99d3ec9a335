import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { CalculatorHost } from '@/features/calculator';
import { AppShell } from '@/features/shell/components/app-shell';

/** Every screen sits inside the navigation frame; the calculator wrapper is always present. */
export function RootLayout() {
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
