import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import {
  INITIAL_SERVER_ENVIRONMENT,
  loadServerEnvironment,
  serverEnvironmentLoaded,
  useServerEnvironment,
} from './server-environment';

describe('server environment state (spec §3, §4)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useServerEnvironment.setState({ ...INITIAL_SERVER_ENVIRONMENT });
  });

  test('[STATE-14] loading sets isLoading true', async () => {
    let answer!: (value: boolean) => void;
    const load = loadServerEnvironment(
      () =>
        new Promise<boolean>((resolve) => {
          answer = resolve;
        }),
    );
    expect(useServerEnvironment.getState()).toEqual({ isLoading: true, isProduction: false });
    answer(false);
    await load;
  });

  test('[STATE-15] success sets isProduction from the response and isLoading false', async () => {
    expect(await loadServerEnvironment(async () => true)).toBe(true);
    expect(useServerEnvironment.getState()).toEqual({ isLoading: false, isProduction: true });
    await loadServerEnvironment(async () => false);
    expect(useServerEnvironment.getState()).toEqual({ isLoading: false, isProduction: false });
  });

  test('[STATE-16] failure resets the state to its initial state', async () => {
    useServerEnvironment.setState({ isLoading: false, isProduction: true });
    const ok = await loadServerEnvironment(async () => {
      throw new Error('network down');
    });
    expect(ok).toBe(false);
    expect(useServerEnvironment.getState()).toEqual(INITIAL_SERVER_ENVIRONMENT);
    expect(INITIAL_SERVER_ENVIRONMENT).toEqual({ isLoading: false, isProduction: false });
  });

  test('the start-up load reads GET /api/2.0/environment/isProd once; a failed one is tried again', async () => {
    const failing = fakeApi({ '/api/2.0/environment/isProd': { status: 503 } });
    expect(await serverEnvironmentLoaded()).toEqual(INITIAL_SERVER_ENVIRONMENT);
    expect(failing.calls('/api/2.0/environment/isProd')).toBe(1);
    const api = fakeApi({ '/api/2.0/environment/isProd': true });
    expect(await serverEnvironmentLoaded()).toEqual({ isLoading: false, isProduction: true });
    expect(await serverEnvironmentLoaded()).toEqual({ isLoading: false, isProduction: true });
    expect(api.calls('/api/2.0/environment/isProd')).toBe(1);
  });
});
