/**
 * Zod-free pieces of the contracts: what the browser's first load needs to call the API.
 * (The schemas stay with the endpoints; the SPA's forms load them with their screens.)
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An endpoint's method and path, carrying the endpoint's type for request and response typing. */
export interface RouteRef<E = unknown> {
  method: HttpMethod;
  path: string;
  /** phantom: never set at run time */
  readonly endpoint?: E;
}

/** Fills :params of a path, encoding each value. */
export function buildPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
