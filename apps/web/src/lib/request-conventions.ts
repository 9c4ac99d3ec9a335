/**
 * Spec §7's conventions of every call, in a module of their own: the start-up calls sent before
 * the app's code has arrived (early-calls.ts) follow them with nothing else loaded.
 */

/** Spec §7: every call sends these, so no cache between the browser and the API keeps a copy. */
export const NO_CACHE_HEADERS = {
  'Content-Type': 'application/json',
  'Cache-Control': 'no-cache',
  Pragma: 'no-cache',
  Expires: 'Sat, 01 Jan 2000 00:00:00 GMT',
  'If-Modified-Since': '0',
} as const;

/** A call's address: its path, its query, and (spec §7) a random requestId. */
export function buildUrl(path: string, query?: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.set(key, String(value));
  }
  search.set('requestId', crypto.randomUUID());
  return `${path}?${search.toString()}`;
}

/**
 * The start-up calls early-calls.ts sent, by "METHOD path", until the app takes them. A global,
 * not a module's state: the early script is an entry of its own and shares no chunk with the
 * app's but this one's code.
 */
const EARLY_CALLS = '__boardReadyEarlyCalls';
type EarlyCalls = Map<string, Promise<Response>>;
const earlyCalls = (): EarlyCalls => {
  const holder = globalThis as typeof globalThis & { [EARLY_CALLS]?: EarlyCalls };
  holder[EARLY_CALLS] ??= new Map();
  return holder[EARLY_CALLS];
};

/** Sends a GET call now, for the app to take when it makes the same call. */
export function sendEarly(path: string) {
  earlyCalls().set(
    `GET ${path}`,
    fetch(buildUrl(path), { headers: NO_CACHE_HEADERS, credentials: 'include' }),
  );
}

/** The answer of a call sent early, once: a later call of the same path goes out anew. */
export function takeEarly(method: string, path: string): Promise<Response> | undefined {
  const calls = earlyCalls();
  const call = calls.get(`${method} ${path}`);
  calls.delete(`${method} ${path}`);
  return call;
}
