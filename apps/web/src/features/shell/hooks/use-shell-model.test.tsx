import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { DUE_POLL_MS } from '@/lib/due-items';
import { myProductsQuery } from '@/lib/my-products';
import { preferencesQuery } from '@/lib/preferences';
import { queryClient } from '@/lib/query-client';
import { sessionQuery, signOut } from '@/lib/session';
import { AppQueries } from '@/test/app-queries';
import { fakeApi, SIGNED_OUT, signedInAs, startApp, TEST_ACCOUNT } from '@/test/fake-api';
import { dashboardInterviewProductsQuery } from '../api/dashboard-interview-products';
import { useShellModel } from './use-shell-model';

const DUE = '/api/2.0/personaltrainer/due';
const PRODUCTS = '/api/2.0/product/userproducts';
const PREFERENCES = '/api/2.0/account/preferences';
const ELIGIBLE = '/api/2.0/product/dashboardinterviewproducts';

/** Lets fetches settle and timers run, as the browser would over `ms`. */
const elapse = (ms = 50) => act(() => vi.advanceTimersByTimeAsync(ms));

const accountData = () => ({
  products: queryClient.getQueryData(myProductsQuery.queryKey),
  preferences: queryClient.getQueryData(preferencesQuery.queryKey),
  eligible: queryClient.getQueryData(dashboardInterviewProductsQuery.queryKey),
});

describe('shell state rules (spec §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    queryClient.clear();
  });

  test('[STATE-01] [STATE-04] [STATE-07] [STATE-08] signed in: due polling starts; my products, preferences and eligible dashboard interview products load', async () => {
    const api = fakeApi();
    startApp(signedInAs());
    const { result } = renderHook(() => useShellModel(), { wrapper: AppQueries });
    await elapse();

    expect(api.calls(DUE)).toBe(1);
    expect(api.calls(PRODUCTS)).toBe(1);
    expect(api.calls(PREFERENCES)).toBe(1);
    expect(api.calls(ELIGIBLE)).toBe(1);
    expect(result.current.products.list.map((p) => p.shortName)).toEqual(['IM Q&A']);
    expect(result.current.preferences).toMatchObject({ theme: 'system' });
    expect(result.current.dashboardAccess).toBe(true);

    // Polling: the due items are asked for again at every interval.
    await elapse(DUE_POLL_MS);
    expect(api.calls(DUE)).toBe(2);
    await elapse(DUE_POLL_MS);
    expect(api.calls(DUE)).toBe(3);
  });

  test('signed out: no polling, nothing of an account loads', async () => {
    const api = fakeApi();
    startApp(SIGNED_OUT);
    const { result } = renderHook(() => useShellModel(), { wrapper: AppQueries });
    await elapse(3 * DUE_POLL_MS);
    expect(api.calls(DUE)).toBe(0);
    expect(api.calls(PRODUCTS) + api.calls(PREFERENCES) + api.calls(ELIGIBLE)).toBe(0);
    expect(result.current.products.list).toEqual([]);
  });

  test('[STATE-02] sign-out stops the due polling', async () => {
    const api = fakeApi();
    startApp(signedInAs());
    const { result } = renderHook(() => useShellModel(), { wrapper: AppQueries });
    await elapse(DUE_POLL_MS);
    expect(api.calls(DUE)).toBe(2);

    await act(() => signOut());
    await elapse(5 * DUE_POLL_MS);
    expect(result.current.signedIn).toBe(false);
    expect(api.calls(DUE)).toBe(2);
  });

  test('[STATE-03] removing the toolbar (the shell that owns it) stops the due polling', async () => {
    const api = fakeApi();
    startApp(signedInAs());
    const { unmount } = renderHook(() => useShellModel(), { wrapper: AppQueries });
    await elapse(DUE_POLL_MS);
    expect(api.calls(DUE)).toBe(2);
    unmount();
    await elapse(5 * DUE_POLL_MS);
    expect(api.calls(DUE)).toBe(2);
  });

  test('[STATE-05] [STATE-09] without an account, my products, preferences and eligible dashboard interview products are reset', async () => {
    const api = fakeApi();
    startApp(signedInAs());
    const { result } = renderHook(() => useShellModel(), { wrapper: AppQueries });
    await elapse();
    expect(accountData().products).toBeDefined();
    expect(accountData().preferences).toBeDefined();
    expect(accountData().eligible).toBeDefined();

    // The account goes without a sign-out: an expired session's 401 sets the session so.
    act(() => queryClient.setQueryData(sessionQuery.queryKey, SIGNED_OUT));
    await elapse();
    expect(accountData()).toEqual({
      products: undefined,
      preferences: undefined,
      eligible: undefined,
    });
    expect(result.current.products.list).toEqual([]);
    expect(result.current.preferences).toBeNull();
    expect(result.current.dashboardAccess).toBe(false);
    // Reset, not loaded again.
    expect(api.calls(PRODUCTS)).toBe(1);
  });

  test('another account (assuming a user) loads its own products and preferences', async () => {
    const api = fakeApi();
    startApp(signedInAs());
    renderHook(() => useShellModel(), { wrapper: AppQueries });
    await elapse();
    expect(api.calls(PRODUCTS)).toBe(1);

    act(() =>
      queryClient.setQueryData(sessionQuery.queryKey, {
        isLoggedIn: true,
        account: { ...TEST_ACCOUNT, AccountId: 8, Email: 'peds@demo.test' },
        assumedBy: TEST_ACCOUNT,
      }),
    );
    await elapse();
    expect(api.calls(PRODUCTS)).toBe(2);
    expect(api.calls(PREFERENCES)).toBe(2);
    expect(api.calls(ELIGIBLE)).toBe(2);
  });

  test('[STATE-06] a my-products load failure is a distinct state: neither loading nor empty', async () => {
    fakeApi({
      [PRODUCTS]: { status: 500, body: { error: { code: 'internal', message: 'Boom.' } } },
    });
    startApp(signedInAs());
    const { result } = renderHook(() => useShellModel(), { wrapper: AppQueries });
    await elapse();
    expect(result.current.products.status).toBe('pending');
    // 5xx answers are retried (query client) before the load counts as failed.
    await elapse(10_000);
    expect(result.current.products.status).toBe('error');
    expect(result.current.products.error).toBeInstanceOf(Error);
    expect(result.current.products.isEmpty).toBe(false);
    expect(result.current.products.list).toEqual([]);
  });
});
