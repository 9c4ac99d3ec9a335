/** Replaces the whole page with `nodes` (DOM calls, not React: React may be what failed). */
function replacePage(role: 'alert' | 'status', nodes: HTMLElement[]) {
  const main = document.createElement('main');
  main.setAttribute('role', role);
  main.style.cssText =
    'max-width:40rem;margin:4rem auto;padding:0 1rem;font-family:system-ui,sans-serif;line-height:1.5';
  main.append(...nodes);
  document.body.replaceChildren(main);
}

function element(tag: string, text: string, css = '') {
  const node = document.createElement(tag);
  node.textContent = text;
  node.style.cssText = css;
  return node;
}

/**
 * Spec §8: a failure while starting replaces the whole page with this message, then the source
 * and the error details.
 */
export function showStartupFailure(
  source: string,
  error: unknown,
  brand: { productName: string; supportPhone: string },
) {
  replacePage('alert', [
    element(
      'p',
      `Oops, something went wrong. Please update your browser and OS to the latest versions and try again. If you need assistance, please contact ${brand.productName} support at ${brand.supportPhone}.`,
    ),
    element(
      'pre',
      `Source: ${source}\n${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`,
      'white-space:pre-wrap;background:#f1f5f9;padding:1rem;border-radius:.5rem;font-size:.85rem',
    ),
  ]);
}

/**
 * The app shell loaded (from the service worker's cache) but the network is gone: it says so
 * rather than fail, and reloads itself when the connection is back.
 */
export function showOffline(productName: string) {
  replacePage('status', [
    element('h1', 'You are offline', 'font-size:1.5rem;font-weight:700;margin-bottom:.5rem'),
    element(
      'p',
      `${productName} needs an internet connection to open your account. This page reloads by itself when you are back online.`,
    ),
  ]);
  window.addEventListener('online', () => window.location.reload(), { once: true });
}
