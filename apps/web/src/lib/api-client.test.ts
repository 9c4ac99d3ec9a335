import { defineEndpoint, type RouteRef } from '@boardready/contracts';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, api3Gate, apiRequest, NetworkError, setUnauthorizedHandler } from './api-client';
import { sendEarly } from './request-conventions';

function endpoint(method: 'GET' | 'POST', path: string) {
  const e = defineEndpoint({
    method,
    path,
    summary: '',
    access: 'public',
    body: z.unknown(),
    response: z.unknown(),
  });
  return { method, path } as RouteRef<typeof e>;
}

function respond(status: number, body: unknown = {}) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
}

const settledWithin = async (promise: Promise<unknown>, ms = 30) =>
  Promise.race([
    promise.then(
      () => 'settled',
      () => 'settled',
    ),
    new Promise((r) => setTimeout(() => r('pending'), ms)),
  ]);

describe('api client (spec §7, §8)', () => {
  let onUnauthorized: ReturnType<typeof vi.fn<() => void>>;
  beforeEach(() => {
    onUnauthorized = vi.fn<() => void>();
    setUnauthorizedHandler(onUnauthorized);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    api3Gate.close();
  });

  test('[HTTP-05] [HTTP-06] [HTTP-07] a start-up call sent early goes out by the conventions and is taken once', async () => {
    const fetchMock = respond(200, { early: true });
    vi.stubGlobal('fetch', fetchMock);
    sendEarly('/api/2.0/early');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [[url, init]] = fetchMock.mock.calls as unknown as [[string, RequestInit]];
    expect(new URL(url, 'http://x').searchParams.get('requestId')).toMatch(/^[0-9a-f-]{36}$/);
    expect(init).toMatchObject({
      credentials: 'include',
      headers: { Pragma: 'no-cache', 'If-Modified-Since': '0' },
    });
    await expect(apiRequest(endpoint('GET', '/api/2.0/early'))).resolves.toEqual({ early: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await apiRequest(endpoint('GET', '/api/2.0/early'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  test('a start-up call sent early that did not reach the server is made again', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(new Response(JSON.stringify({ again: true }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    sendEarly('/api/2.0/early');
    await expect(apiRequest(endpoint('GET', '/api/2.0/early'))).resolves.toEqual({ again: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  test('[HTTP-06] [HTTP-07] every call includes credentials and a random requestId UUID', async () => {
    const fetchMock = respond(200, { ok: true });
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest(endpoint('GET', '/api/2.0/thing/:id'), { params: { id: 7 } as never });
    await apiRequest(endpoint('GET', '/api/2.0/thing/:id'), { params: { id: 7 } as never });
    const [[url1, init1], [url2]] = fetchMock.mock.calls as unknown as [
      [string, RequestInit],
      [string, RequestInit],
    ];
    expect(init1.credentials).toBe('include');
    const id1 = new URL(url1, 'http://x').searchParams.get('requestId');
    const id2 = new URL(url2, 'http://x').searchParams.get('requestId');
    expect(id1).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(id1).not.toBe(id2);
    expect(url1.startsWith('/api/2.0/thing/7?')).toBe(true);
  });

  test('[HTTP-01] [HTTP-02] [HTTP-03] [HTTP-04] [HTTP-05] every call sends the no-cache headers', async () => {
    const fetchMock = respond(200);
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest(endpoint('POST', '/api/2.0/x'), { body: { a: 1 } });
    const headers = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1]
      .headers as Record<string, string>;
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers['Cache-Control']).toBe('no-cache');
    expect(headers.Pragma).toBe('no-cache');
    expect(new Date(headers.Expires!).getTime()).toBeLessThan(Date.now());
    expect(headers['If-Modified-Since']).toBe('0');
  });

  test('[HTTP-08] requests to api/3.0/ wait until the 3.0 authentication is done', async () => {
    const fetchMock = respond(200, { done: true });
    vi.stubGlobal('fetch', fetchMock);
    const call = apiRequest(endpoint('GET', '/api/3.0/qa/sessions/1'));
    expect(await settledWithin(call)).toBe('pending');
    expect(fetchMock).not.toHaveBeenCalled();
    api3Gate.open();
    await expect(call).resolves.toEqual({ done: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('[HTTP-09] requests to api/3.0/auth/ are not held', async () => {
    vi.stubGlobal('fetch', respond(200, { authenticated: true }));
    await expect(apiRequest(endpoint('POST', '/api/3.0/auth/session'))).resolves.toEqual({
      authenticated: true,
    });
  });

  test.each([401, 403])(
    '[HTTP-12] [HTTP-13] [HTTP-14] a %i redirects to /login and the error is swallowed',
    async (status) => {
      vi.stubGlobal('fetch', respond(status, { error: { code: 'x', message: 'no' } }));
      const call = apiRequest(endpoint('GET', '/api/2.0/products'));
      expect(await settledWithin(call)).toBe('pending');
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
    },
  );

  test.each([
    ['[HTTP-15]', '/api/2.0/authentication/login'],
    ['[HTTP-16]', '/api/3.0/auth/session'],
    ['[HTTP-17]', '/api/1.0/account/change/netsuitecustomerid/12'],
  ])('%s a 401/403 from %s goes to the caller, with no redirect', async (_id, path) => {
    for (const status of [401, 403]) {
      vi.stubGlobal(
        'fetch',
        respond(status, { error: { code: 'invalid_credentials', message: 'Nope.' } }),
      );
      await expect(apiRequest(endpoint('POST', path))).rejects.toMatchObject({
        status,
        code: 'invalid_credentials',
        message: 'Nope.',
      });
    }
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  test('other errors reach the caller as ApiError with the envelope fields', async () => {
    vi.stubGlobal(
      'fetch',
      respond(400, {
        error: { code: 'validation_failed', message: 'email: bad', fields: { email: 'bad' } },
      }),
    );
    const error = await apiRequest(endpoint('POST', '/api/2.0/x')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      fields: { email: 'bad' },
    });
  });

  test('a non-envelope failure still gives a sentence', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>bad gateway</html>', { status: 502 })),
    );
    await expect(apiRequest(endpoint('GET', '/api/2.0/x'))).rejects.toMatchObject({
      status: 502,
      code: 'http_error',
    });
  });
});

describe('idempotent writes (decision 1704)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
  const write = () =>
    ({ ...endpoint('POST', '/api/2.0/write'), idempotent: true }) as ReturnType<typeof endpoint>;
  const keyOf = (call: unknown) =>
    ((call as [string, RequestInit])[1].headers as Record<string, string>)['Idempotency-Key'];

  test('a write sent again after a failover carries the same key, and is answered once', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('<html>502</html>', { status: 502 }))
      .mockResolvedValue(new Response(JSON.stringify({ made: 1 }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest(write(), { body: {} })).resolves.toEqual({ made: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    const keys = fetchMock.mock.calls.map(keyOf);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys).size).toBe(1);
  });

  test('a refusal is not sent again, and a plain call carries no key', async () => {
    const fetchMock = respond(409, { error: { code: 'conflict', message: 'No.' } });
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest(write(), { body: {} })).rejects.toMatchObject({ status: 409 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await apiRequest(endpoint('POST', '/api/2.0/plain'), { body: {} }).catch(() => {});
    expect(keyOf(fetchMock.mock.calls[1])).toBeUndefined();
  });

  test('offline, an unacknowledged write fails at once as a NetworkError', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(apiRequest(write(), { body: {} })).rejects.toBeInstanceOf(NetworkError);
    vi.restoreAllMocks();
  });
});
