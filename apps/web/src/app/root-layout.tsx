import { lazy, Suspense } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { CalculatorHost } from '@/features/calculator';
import { AppShell } from '@/features/shell/components/app-shell';
import { StartupDialogsGate } from '@/features/startup-dialogs/components/startup-dialogs-gate';
import { TermsGate } from '@/features/terms-of-use/components/terms-gate';
import { useAppearance } from '@/lib/appearance';
import { useSession } from '@/lib/session';
import { homePageRoute } from './guards';

// Staff only ever see it: kept off the first load.
const AssumeBanner = lazy(() => import('@/features/assume-user/components/assume-banner'));

/** Spec §2 assume-user banner, while an assumed account is set; Cancel goes to staff's home. */
function AssumeBannerSlot() {
  const { assumedBy } = useSession();
  const navigate = useNavigate();
  if (!assumedBy) return null;
  return (
    <Suspense fallback={null}>
      <AssumeBanner onStopped={async () => navigate(await homePageRoute(), { replace: true })} />
    </Suspense>
  );
}

/**
 * Every screen sits inside the navigation frame; the calculator wrapper is always present; the
 * user's theme and text size apply to all of it. The assume banner, the terms dialog and the
 * startup dialogs are app-wide (spec §2).
 */
export function RootLayout() {
  useAppearance();
  return (
    <>
      <AssumeBannerSlot />
      <AppShell>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </AppShell>
      <CalculatorHost />
      <TermsGate />
      <StartupDialogsGate />
    </>
  );
}
