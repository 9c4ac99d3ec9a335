import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { AppQueries } from '@/test/app-queries';
import { fakeApi, SIGNED_OUT, signedInAs, startApp, TEST_ACCOUNT } from '@/test/fake-api';
import { taskTurns } from '@/test/task-turns';
import { useShellModel } from '../hooks/use-shell-model';
import { preloadShellData } from './shell-data';

vi.mock('@/lib/next-task', async () => (await import('@/test/task-turns')).taskTurns.module);

/** Lets every waiting task run, as the browser would. */
async function runAllTasks() {
  while (taskTurns.waiting() > 0) await taskTurns.runNext();
}

const LEARNER_CALLS = [
  '/api/2.0/account/homepageroute',
  '/api/2.0/product/userproducts',
  '/api/2.0/product/dashboardinterviewproducts',
  '/api/2.0/account/preferences',
  '/api/2.0/account/specialties',
  '/api/2.0/featureflags',
  '/api/2.0/organizations/mine',
  '/api/2.0/medcentral/access',
  '/api/2.0/personaltrainer/due',
];
const FAVORITES = '/api/2.0/account/favoriteadminlinks';

describe('the shell data preloaded at start (decision 0407)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    taskTurns.reset();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    queryClient.clear();
  });

  test('a learner: the shell calls go out one a task, and the shell then makes none of its own', async () => {
    const api = fakeApi();
    const session = signedInAs();
    startApp(session);
    void preloadShellData(queryClient, session);
    expect(api.fetchMock).not.toHaveBeenCalled();
    for (let made = 1; made <= LEARNER_CALLS.length; made++) {
      await taskTurns.runNext();
      expect(api.fetchMock).toHaveBeenCalledTimes(made);
    }
    await vi.advanceTimersByTimeAsync(50);
    expect(LEARNER_CALLS.map(api.calls)).toEqual(LEARNER_CALLS.map(() => 1));
    expect(api.calls(FAVORITES)).toBe(0);

    const { result } = renderHook(() => useShellModel(), { wrapper: AppQueries });
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(api.fetchMock).toHaveBeenCalledTimes(LEARNER_CALLS.length);
    expect(result.current.products.list.map((p) => p.shortName)).toEqual(['IM Q&A']);
  });

  test('an administrator: the favorite admin links too', async () => {
    const api = fakeApi();
    const session = signedInAs({ ...TEST_ACCOUNT, isAdmin: true });
    startApp(session);
    const done = preloadShellData(queryClient, session);
    await runAllTasks();
    await done;
    expect(api.calls(FAVORITES)).toBe(1);
    expect(api.fetchMock).toHaveBeenCalledTimes(LEARNER_CALLS.length + 1);
  });

  test('signed out: no call', async () => {
    const api = fakeApi();
    startApp(SIGNED_OUT);
    await preloadShellData(queryClient, SIGNED_OUT);
    await vi.advanceTimersByTimeAsync(50);
    expect(api.fetchMock).not.toHaveBeenCalled();
  });
});
