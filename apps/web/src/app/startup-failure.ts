/**
 * Spec §8: a failure while starting replaces the whole page with this message, then the source
 * and the error details. Built with DOM calls (not React), since React may be what failed.
 */
export function showStartupFailure(
  source: string,
  error: unknown,
  brand: { productName: string; supportPhone: string },
) {
  const message = `Oops, something went wrong. Please update your browser and OS to the latest versions and try again. If you need assistance, please contact ${brand.productName} support at ${brand.supportPhone}.`;
  const main = document.createElement('main');
  main.setAttribute('role', 'alert');
  main.style.cssText =
    'max-width:40rem;margin:4rem auto;padding:0 1rem;font-family:system-ui,sans-serif;line-height:1.5';
  const p = document.createElement('p');
  p.textContent = message;
  const details = document.createElement('pre');
  details.style.cssText =
    'white-space:pre-wrap;background:#f1f5f9;padding:1rem;border-radius:.5rem;font-size:.85rem';
  details.textContent = `Source: ${source}\n${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`;
  main.append(p, details);
  document.body.replaceChildren(main);
}

/**
 * The app shell loaded (from the service worker's cache) but the network is gone: it says so
 * rather than fail, and reloads itself when the connection is back.
 */
export function showOffline(productName: string) {
  const main = document.createElement('main');
  main.setAttribute('role', 'status');
  main.style.cssText =
    'max-width:40rem;margin:4rem auto;padding:0 1rem;font-family:system-ui,sans-serif;line-height:1.5';
  const title = document.createElement('h1');
  title.textContent = 'You are offline';
  title.style.cssText = 'font-size:1.5rem;font-weight:700;margin-bottom:.5rem';
  const p = document.createElement('p');
  p.textContent = `${productName} needs an internet connection to open your account. This page reloads by itself when you are back online.`;
  main.append(title, p);
  document.body.replaceChildren(main);
  window.addEventListener('online', () => window.location.reload(), { once: true });
}
