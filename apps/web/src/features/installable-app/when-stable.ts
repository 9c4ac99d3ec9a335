/** Spec §9: the installable-app client registers once the app is stable, within this long. */
export const REGISTER_WITHIN_MS = 30_000;
const QUIET_CHECK_MS = 250;

/**
 * Resolves once the page has loaded and `isBusy` (navigation, data loading) has been false at an
 * idle moment, or after `withinMs` at the latest, whichever comes first.
 */
export function whenStable(
  isBusy: () => boolean,
  withinMs = REGISTER_WITHIN_MS,
): Promise<'stable' | 'timeout'> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (how: 'stable' | 'timeout') => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve(how);
    };
    const deadline = setTimeout(() => settle('timeout'), withinMs);
    const idle = (callback: () => void) =>
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(callback, { timeout: QUIET_CHECK_MS * 4 })
        : setTimeout(callback, QUIET_CHECK_MS);
    const check = () => {
      if (settled) return;
      if (!isBusy()) settle('stable');
      else setTimeout(() => idle(check), QUIET_CHECK_MS);
    };
    if (document.readyState === 'complete') idle(check);
    else window.addEventListener('load', () => idle(check), { once: true });
  });
}

/**
 * Spec §8: an install prompt without a user gesture, or when the app is already installed, is
 * only logged; otherwise the browser's own install offer stands.
 */
export function handleInstallPrompt(
  event: Event,
  context = {
    installed:
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(display-mode: standalone)').matches,
    userGesture: navigator.userActivation?.isActive ?? false,
  },
  log: (message: string) => void = console.info,
): 'logged' | 'left-to-browser' {
  if (context.installed) {
    event.preventDefault();
    log('Install prompt not shown: the app is already installed.');
    return 'logged';
  }
  if (!context.userGesture) {
    log('Install prompt not shown by the app: it came without a user gesture.');
    return 'logged';
  }
  return 'left-to-browser';
}
