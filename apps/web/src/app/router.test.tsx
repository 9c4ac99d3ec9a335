import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { fakeApi, signedInAs, startApp, TEST_CONFIG } from '@/test/fake-api';
import { routes } from './router';

/** Runs the route table's loaders (guards, redirects) for one URL; no rendering needed. */
async function settle(url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  // The redirect's target screen is a lazy module: on a busy machine its first transform takes
  // longer than waitFor's default second.
  await vi.waitFor(
    () => {
      if (!router.state.initialized || router.state.navigation.state !== 'idle')
        throw new Error('still loading');
    },
    { timeout: 10_000 },
  );
  const { pathname } = router.state.location;
  router.dispose();
  return pathname;
}

describe('the kitchensink route (spec §2 route table)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    queryClient.clear();
  });

  test('[ROUTE-53] in production the kitchensink is not available: it is an unknown URL, sent to /products', async () => {
    fakeApi();
    startApp(signedInAs(), { ...TEST_CONFIG, isProduction: true });
    expect(await settle('/kitchensink')).toBe('/products');
  });

  test('outside production the kitchensink route opens, signed in or not', async () => {
    fakeApi();
    startApp(signedInAs());
    expect(await settle('/kitchensink')).toBe('/kitchensink');
    startApp({ isLoggedIn: false, account: null, assumedBy: null });
    expect(await settle('/kitchensink')).toBe('/kitchensink');
  });
});
