import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { CalculatorHost } from '@/features/calculator';
import { useChatWidget } from '@/features/chat-widget/use-chat-widget';
import { AppShell } from '@/features/shell/components/app-shell';
import { StartupDialogsGate } from '@/features/startup-dialogs/components/startup-dialogs-gate';
import { TermsGate } from '@/features/terms-of-use/components/terms-gate';
import { useAppearance } from '@/lib/appearance';
import { firstScreenCommitted } from '@/lib/first-paint';
import { useLoginOverlay } from '@/lib/login-overlay';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { homePageRoute } from './guards';
import { useBodyLayout } from './use-body-layout';

// Staff only ever see it: kept off the first load.
const AssumeBanner = lazy(() => import('@/features/assume-user/components/assume-banner'));
// Loaded when a visitor asks for it.
const LoginOverlay = lazy(() => import('@/features/auth/components/login-overlay'));

/** Spec §2: the login/register overlay, on any screen but login itself. */
function LoginOverlaySlot() {
  const open = useLoginOverlay((s) => s.open);
  const { pathname } = useLocation();
  if (!open || pathname === paths.login) return null;
  return (
    <Suspense fallback={null}>
      <LoginOverlay />
    </Suspense>
  );
}

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

import { useQaRemovedStore } from '@/lib/qa-removed';

// Loaded only when a watched Q&A call answers 422 (spec §8).
const QaRemovedAlert = lazy(() => import('./qa-removed-alert'));

/**
 * The theme and text size, the body's layout classes and the chat widget. Their own component:
 * what they read (preferences, the route, the brand config) changes after the first screen is
 * drawn, and the layout redrawing for it would redraw the whole screen under it.
 */
function AppWideEffects() {
  useAppearance();
  useBodyLayout();
  useChatWidget();
  return null;
}

/**
 * Every screen sits inside the navigation frame; the calculator wrapper is always present; the
 * user's theme and text size apply to all of it. The assume banner, the terms dialog and the
 * startup dialogs are app-wide (spec §2).
 */
export function RootLayout() {
  const qaRemoved = useQaRemovedStore((state) => state.open);
  useEffect(firstScreenCommitted, []);
  return (
    <>
      <AppWideEffects />
      <AssumeBannerSlot />
      <AppShell>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </AppShell>
      <CalculatorHost />
      <LoginOverlaySlot />
      <TermsGate />
      <StartupDialogsGate />
      {qaRemoved && (
        <Suspense fallback={null}>
          <QaRemovedAlert />
        </Suspense>
      )}
    </>
  );
}
