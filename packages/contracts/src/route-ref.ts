/**
 * Zod-free pieces of the contracts: what the browser's first load needs to call the API.
 * (The schemas stay with the endpoints; the SPA's forms load them with their screens.)
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An endpoint's method and path, carrying the endpoint's type for request and response typing. */
export interface RouteRef<E = unknown> {
  method: HttpMethod;
  path: string;
  /** the contract's `idempotent`: the client sends an Idempotency-Key with each write */
  idempotent?: true;
  /** phantom: never set at run time */
  readonly endpoint?: E;
}

/**
 * The request header naming one write (a UUID) of an `idempotent` endpoint: a retry with the same
 * key is answered with the first answer, and writes nothing (decision 1704).
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Set (`true`) on an answer that is the stored answer of an earlier request with the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/** Fills :params of a path, encoding each value. */
export function buildPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
