import { create } from 'zustand';

/** Spec §4/§9: the indicator hides this long after the navigation ends. */
export const LOADING_INDICATOR_HIDE_MS = 1000;

type NavigationState = 'idle' | 'loading' | 'submitting';

/** Spec §3 app-wide state showRouteLoadingIndicator. */
export const useRouteLoadingStore = create<{ showRouteLoadingIndicator: boolean }>(() => ({
  showRouteLoadingIndicator: false,
}));

let hideTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Spec §4 route loading indicator: shown on navigation start, hidden 1000 ms after navigation
 * end. Fed by the router itself (router.subscribe), so both moments are the router's own, not
 * whenever React gets round to rendering the new screen.
 */
export function onNavigationState(state: NavigationState) {
  if (state !== 'idle') {
    clearTimeout(hideTimer);
    hideTimer = undefined;
    useRouteLoadingStore.setState({ showRouteLoadingIndicator: true });
    return;
  }
  // Idle again and again (other router updates) does not push the hiding back.
  if (!useRouteLoadingStore.getState().showRouteLoadingIndicator || hideTimer) return;
  hideTimer = setTimeout(() => {
    hideTimer = undefined;
    useRouteLoadingStore.setState({ showRouteLoadingIndicator: false });
  }, LOADING_INDICATOR_HIDE_MS);
}

/** Wires a data router to the indicator (the app does this where it creates the router). */
export function trackRouteLoading(router: {
  subscribe(listener: (state: { navigation: { state: NavigationState } }) => void): () => void;
}) {
  return router.subscribe((state) => onNavigationState(state.navigation.state));
}
