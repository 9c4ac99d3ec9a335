import { useRouteLoadingStore } from '../stores/route-loading-store';

/** Spec §2/§4 route loading indicator (its timing lives in the route-loading store). */
export function RouteLoadingIndicator() {
  const visible = useRouteLoadingStore((s) => s.showRouteLoadingIndicator);
  if (!visible) return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-[1200] h-1 overflow-hidden bg-brand-100"
    >
      <div className="h-full w-1/3 animate-[loading_1.2s_ease-in-out_infinite] bg-brand-700" />
    </div>
  );
}
