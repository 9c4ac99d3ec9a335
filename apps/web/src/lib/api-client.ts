import type { Endpoint } from '@boardready/contracts';
import { buildPath, IDEMPOTENCY_KEY_HEADER, type RouteRef } from '@boardready/contracts/route-ref';
import type { z } from 'zod';
import { isWatchedQaPath, useQaRemovedStore } from './qa-removed';
import { buildUrl, NO_CACHE_HEADERS, takeEarly } from './request-conventions';

export { buildUrl };

/** A failed call: the server's error envelope, with the HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type In<T> = NonNullable<T> extends z.ZodType ? z.input<NonNullable<T>> : undefined;
export type Out<T> = NonNullable<T> extends z.ZodType ? z.output<NonNullable<T>> : never;

export type EndpointOf<R> = R extends RouteRef<infer E> ? (E extends Endpoint ? E : never) : never;

export type RequestInput<E extends Endpoint> = {
  params?: In<E['params']>;
  query?: In<E['query']>;
  body?: In<E['body']>;
  signal?: AbortSignal;
  /** the request outlives the page (a call made as the learner leaves or reloads) */
  keepalive?: boolean;
  /**
   * An idempotent write's key (decision 1704): sent again with the same key, the write is made
   * once. The outbox keeps one per queued write; other callers get a fresh one per call.
   */
  idempotencyKey?: string;
};

/**
 * The request never reached the server, or its answer never came back: the browser is offline,
 * or the server went away mid-request. A write that failed so may or may not have been made.
 */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('The server could not be reached.', { cause });
    this.name = 'NetworkError';
  }
}

/** A write that failed so is worth sending again, with its key. */
export function isUnacknowledged(error: unknown): boolean {
  return (
    error instanceof NetworkError ||
    (error instanceof ApiError &&
      (RETRIED_STATUSES.has(error.status) || error.code === 'idempotency_key_in_flight'))
  );
}

/** A balancer's answers while a server is down or restarting (502, 503, 504). */
const RETRIED_STATUSES = new Set([502, 503, 504]);
/** How long an idempotent write waits before each resend (a server's failover takes seconds). */
const RESEND_DELAYS_MS = [300, 1_000, 3_000];

/** Spec §8: a 401/403 from these is the caller's to handle (wrong password, 3.0 step, netsuite). */
const AUTH_REDIRECT_EXCEPTIONS = [
  '/api/2.0/authentication/login',
  '/api/3.0/auth/',
  '/api/1.0/account/change/netsuitecustomerid/',
];

function isAuthRedirectException(path: string): boolean {
  return AUTH_REDIRECT_EXCEPTIONS.some((prefix) => path.startsWith(prefix));
}

/**
 * Spec §7: requests to api/3.0/ wait until the session is authenticated against the 3.0 API;
 * api/3.0/auth/ itself does not wait.
 */
function createApi3Gate() {
  let open!: () => void;
  let ready = new Promise<void>((resolve) => {
    open = resolve;
  });
  return {
    wait: () => ready,
    open: () => open(),
    /** after sign-out: 3.0 calls wait again for the next sign-in */
    close() {
      ready = new Promise<void>((resolve) => {
        open = resolve;
      });
    },
  };
}
export const api3Gate = createApi3Gate();

function needsApi3Gate(path: string): boolean {
  return path.startsWith('/api/3.0/') && !path.startsWith('/api/3.0/auth/');
}

/**
 * How a call reaches the API: the browser's fetch, or the server's own requests while it draws a
 * signed-in screen in Node (decision 0415).
 */
type Transport = (url: string, init: RequestInit) => Promise<Response>;
const browserFetch: Transport = (url, init) => fetch(url, init);
let transport = browserFetch;
/** The server's drawing sets its transport for the time of one drawing, then null. */
export function setApiTransport(next: Transport | null) {
  transport = next ?? browserFetch;
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => {
  window.location.assign('/login');
};
/** The router registers an in-app navigation to /login here. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler) {
  onUnauthorized = handler;
}

/** A proxy's HTML error page is not JSON: treat it as no body rather than throw a SyntaxError. */
function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isErrorEnvelope(
  data: unknown,
): data is { error: { code: string; message: string; fields?: Record<string, string> } } {
  const error = (data as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
  return typeof error?.code === 'string' && typeof error.message === 'string';
}

/**
 * Calls one endpoint (its route from @boardready/contracts/routes, typed by its contract) with
 * the conventions of spec §7 and the 401/403 rule of §8.
 */
export async function apiRequest<R extends RouteRef<Endpoint>>(
  endpoint: R,
  input: RequestInput<EndpointOf<R>> = {},
): Promise<Out<EndpointOf<R>['response']>> {
  const path = buildPath(endpoint.path, input.params as Record<string, unknown> | undefined);
  if (needsApi3Gate(path)) await api3Gate.wait();
  const idempotencyKey =
    input.idempotencyKey ?? (endpoint.idempotent ? crypto.randomUUID() : undefined);
  const headers = idempotencyKey
    ? { ...NO_CACHE_HEADERS, [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }
    : NO_CACHE_HEADERS;
  const send = () =>
    transport(buildUrl(path, input.query as Record<string, unknown> | undefined), {
      method: endpoint.method,
      headers,
      credentials: 'include',
      body: input.body === undefined ? undefined : JSON.stringify(input.body),
      signal: input.signal ?? null,
      keepalive: input.keepalive ?? false,
    }).catch((error: unknown) => {
      throw isAbort(error) ? error : new NetworkError(error);
    });
  const call = async () => {
    // A start-up call sent before the app's code arrived (early-calls.ts) is taken as it
    // answers; if it failed to reach the server, the call is made again, as any call would be.
    const early = input.query === undefined ? takeEarly(endpoint.method, path) : undefined;
    const response = early ? await early.catch(send) : await send();
    return (await answerOf(path, response.status, await response.text())) as Out<
      EndpointOf<R>['response']
    >;
  };
  if (!idempotencyKey) return call();
  // Sent again with its key, a write is made once (decision 1704): a server that died or
  // restarted under it is invisible to the learner, while the browser is online.
  for (const delay of RESEND_DELAYS_MS) {
    try {
      return await call();
    } catch (error) {
      if (!isUnacknowledged(error) || !navigator.onLine || input.signal?.aborted) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  return call();
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * What an answer means to the caller, by the conventions of spec §7 and §8: its data, or an
 * ApiError thrown; a 401 or 403 sends the page to /login and never settles. Shared by the calls
 * that do not go through fetch (a file upload's progress needs XMLHttpRequest).
 */
export async function answerOf(path: string, status: number, text: string): Promise<unknown> {
  if ((status === 401 || status === 403) && !isAuthRedirectException(path)) {
    onUnauthorized();
    // Swallowed (spec §8): the caller never settles; the page is leaving for /login.
    return new Promise<never>(() => {});
  }
  if (status === 422 && isWatchedQaPath(path)) {
    // Spec §8: one alert however many calls fail (the store keeps one); the error still goes on.
    useQaRemovedStore.getState().report();
  }
  const data = parseJson(text);
  if (status < 200 || status >= 300) {
    if (isErrorEnvelope(data)) {
      const { code, message, fields } = data.error;
      throw new ApiError(status, code, message, fields);
    }
    throw new ApiError(status, 'http_error', `The server answered ${status}. Please try again.`);
  }
  return data;
}
