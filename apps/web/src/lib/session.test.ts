import { afterEach, describe, expect, test, vi } from 'vitest';
import { api3Gate } from './api-client';
import { queryClient } from './query-client';
import { loadSessionAtStart, sessionQuery } from './session';

const ACCOUNT = { AccountId: 7, Email: 'learner@demo.test' };

/** The current-session answer of a signed-in (or signed-out) visitor. */
const current = (signedIn: boolean, api3Authenticated: boolean) => ({
  '/api/2.0/account/current': {
    isLoggedIn: signedIn,
    account: signedIn ? ACCOUNT : null,
    assumedBy: null,
    api3Authenticated,
  },
});

/** Answers each call by its path; every call is kept. */
function serve(answers: Record<string, unknown>) {
  const fetchMock = vi.fn(async (url: string) => {
    const path = new URL(url, 'http://x').pathname;
    return new Response(JSON.stringify(answers[path] ?? {}), {
      status: path in answers ? 200 : 404,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return (path: string) =>
    fetchMock.mock.calls.filter(([url]) => new URL(url, 'http://x').pathname === path).length;
}

describe('[HTTP-08] the session at start: 3.0 calls wait for the 3.0 step', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    api3Gate.close();
    queryClient.clear();
  });

  test('a session that did the 3.0 step on an earlier visit opens the gate without doing it again', async () => {
    const calls = serve(current(true, true));
    const session = await loadSessionAtStart(() => {});
    expect(session).toEqual({ isLoggedIn: true, account: ACCOUNT, assumedBy: null });
    expect(queryClient.getQueryData(sessionQuery.queryKey)).toEqual(session);
    await expect(api3Gate.wait()).resolves.toBeUndefined();
    expect(calls('/api/3.0/auth/session')).toBe(0);
  });

  test('a session that has not done it does it, and 3.0 calls wait for it', async () => {
    const calls = serve({
      ...current(true, false),
      '/api/3.0/auth/session': { authenticated: true, accountId: 7 },
    });
    await loadSessionAtStart(() => {});
    await api3Gate.wait();
    expect(calls('/api/3.0/auth/session')).toBe(1);
  });

  test('a visitor without a session does no 3.0 step', async () => {
    const calls = serve(current(false, false));
    expect((await loadSessionAtStart(() => {})).isLoggedIn).toBe(false);
    expect(calls('/api/3.0/auth/session')).toBe(0);
  });
});
