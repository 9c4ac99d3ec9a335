/**
 * Where a registration goes on to once its mailed link is opened in the same browser (the
 * Free Trials tab, the page behind the sign-in overlay). Kept for a day; any other browser goes
 * to the home page.
 */
const KEY = 'br.returnAfterRegistration';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Only a path on this site: an open redirect to another one would be a phishing aid. */
const isLocalPath = (value: string) => value.startsWith('/') && !value.startsWith('//');

export function rememberReturnAfterRegistration(path: string | null) {
  try {
    if (path && isLocalPath(path))
      localStorage.setItem(KEY, JSON.stringify({ path, at: Date.now() }));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage may be off (private windows): the link then goes to the home page.
  }
}

/** The remembered path, once: it is forgotten as it is read. */
export function takeReturnAfterRegistration(now = Date.now()): string | null {
  try {
    const raw = localStorage.getItem(KEY);
    localStorage.removeItem(KEY);
    if (!raw) return null;
    const { path, at } = JSON.parse(raw) as { path?: unknown; at?: unknown };
    if (typeof path !== 'string' || typeof at !== 'number' || now - at > DAY_MS) return null;
    return isLocalPath(path) ? path : null;
  } catch {
    return null;
  }
}
