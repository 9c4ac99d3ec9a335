import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AppShell } from '@/features/shell/components/app-shell';

/** Every screen sits inside the navigation frame. */
export function RootLayout() {
  return (
    <AppShell>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </AppShell>
  );
}
