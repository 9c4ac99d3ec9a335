import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { api3Gate } from '@/lib/api-client';
import { qaKeys } from '@/lib/qa/qa-call';
import { useQaStore } from '@/lib/qa/qa-store';
import { queryClient } from '@/lib/query-client';
import { fakeApi, SIGNED_OUT, signedInAs, startApp, TEST_CONFIG } from '@/test/fake-api';
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

describe('route data (decision 0412)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    queryClient.clear();
    api3Gate.close();
  });

  const items = [1, 2, 3, 4, 5].map((position) => ({ position, state: 'unseen' }));
  const session = {
    qaSessionId: 7,
    status: 'active',
    currentPosition: 3,
    numberOfQuestions: 5,
    items,
  };

  test('the Q&A session route has its session and the question it opens on before it is drawn', async () => {
    const api = fakeApi({
      '/api/2.0/qa/session/7': session,
      '/api/3.0/qa/sessions/7/items/3': { position: 3 },
      '/api/3.0/qa/sessions/7/items/4': { position: 4 },
    });
    startApp(signedInAs());
    // the 3.0 step is done (lib/session.ts): 3.0 calls go out
    api3Gate.open();
    expect(await settle('/questions/IM/qa/1/session/7')).toBe('/questions/IM/qa/1/session/7');
    expect(queryClient.getQueryData(qaKeys.session(7))).toEqual(session);
    expect(queryClient.getQueryData(qaKeys.question(7, 3))).toEqual({ position: 3 });
    // ?q=n opens question n
    expect(await settle('/questions/IM/qa/1/session/7?q=4')).toBe('/questions/IM/qa/1/session/7');
    expect(queryClient.getQueryData(qaKeys.question(7, 4))).toEqual({ position: 4 });
    expect(api.calls('/api/3.0/qa/sessions/7/items/1')).toBe(0);
  }, 30_000); // the player's module graph is transformed on first use: slow on a busy machine

  test('a visitor is sent to sign in before any of the screen data is asked for', async () => {
    const api = fakeApi({ '/api/2.0/qa/session/7': session });
    startApp(SIGNED_OUT);
    expect(await settle('/questions/IM/qa/1/session/7')).toBe('/login');
    expect(api.calls('/api/2.0/qa/session/7')).toBe(0);
  });

  test('an ended session opens on its summary: no question is asked for', async () => {
    const api = fakeApi({ '/api/2.0/qa/session/7': { ...session, status: 'ended' } });
    startApp(signedInAs());
    await settle('/questions/IM/qa/1/session/7');
    expect(api.calls('/api/2.0/qa/session/7')).toBe(1);
    expect(api.calls('/api/3.0/qa/sessions/7/items/3')).toBe(0);
  });
});

describe('entering MedCentral (spec §4, STATE-13, decision 1402)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    queryClient.clear();
    useQaStore.setState({ routeParams: {}, activeQaSession: null });
  });

  test('[STATE-13] resets the product context, then asks the access check afresh', async () => {
    const api = fakeApi({
      '/api/2.0/medcentral/access': { hasAccess: true, canManage: false },
    });
    startApp(signedInAs());
    // a Q&A product's context kept from before, and an access answer kept from before
    useQaStore.getState().setRouteParams({ specialtyTypeCode: 'IM', userProductId: '11' });
    queryClient.setQueryData(['medcentral', 'access'], { hasAccess: false, canManage: false });
    expect(await settle('/medcentral')).toBe('/medcentral');
    expect(useQaStore.getState().routeParams).toEqual({});
    expect(useQaStore.getState().activeQaSession).toBeNull();
    expect(api.calls('/api/2.0/medcentral/access')).toBe(1);
  }, 30_000);

  test('without access, the home page route', async () => {
    fakeApi({ '/api/2.0/medcentral/access': { hasAccess: false, canManage: false } });
    startApp(signedInAs());
    queryClient.setQueryData(['medcentral', 'access'], { hasAccess: true, canManage: false });
    expect(await settle('/medcentral/assignments')).toBe('/dashboard');
  }, 30_000);
});
