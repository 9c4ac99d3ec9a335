import { lazy, Suspense, useState } from 'react';
import type { ShellModel } from '../hooks/use-shell-model';
import { useMenuStore } from '../stores/menu-store';

/** The drawer and its Radix dialog load on the first open: wide screens never need them. */
const loadMobileDrawer = () => import('./mobile-drawer');
const MobileDrawer = lazy(() => loadMobileDrawer().then((m) => ({ default: m.MobileDrawer })));

/** Fetch the drawer's code ahead of the click (hamburger hovered, touched or focused). */
export function preloadMobileDrawer() {
  void loadMobileDrawer();
}

export function MobileDrawerHost({ model }: { model: ShellModel }) {
  const open = useMenuStore((s) => s.drawerOpen);
  // Once opened it stays mounted, so closing can hand the focus back to the hamburger.
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <MobileDrawer model={model} />
    </Suspense>
  );
}
