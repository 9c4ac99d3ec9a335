import type { QaSession, UserProduct } from '@boardready/contracts';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { api3Gate } from '@/lib/api-client';
import { useQaStore } from './qa-store';

const state = () => useQaStore.getState();

const session = { qaSessionId: 77, secondsElapsed: 0, name: 'Heart failure' } as QaSession;

function product(
  userProductId: number,
  applicationType: UserProduct['applicationType'],
): UserProduct {
  return {
    userProductId,
    code: `P${userProductId}`,
    shortName: `P${userProductId}`,
    fullName: `Product ${userProductId}`,
    specialty: 'IM',
    applicationType,
    isUsable: true,
    availability: 'usable',
    startsAt: '2025-01-01',
    endsAt: '2030-01-01',
    isTrial: false,
    hasPersonalTrainer: false,
    route: '/',
  };
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

describe('Q&A state (spec §3)', () => {
  beforeEach(() => {
    useQaStore.setState(useQaStore.getInitialState(), true);
    api3Gate.open();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    api3Gate.close();
  });

  test('[QA-22] holds dashboardProductsByAppType, dashboardProductsForQuestions, routeParams, loading, loaded and activeQaSession', () => {
    expect(state()).toMatchObject({
      dashboardProductsByAppType: {},
      dashboardProductsForQuestions: [],
      routeParams: {},
      loading: false,
      loaded: false,
      activeQaSession: null,
    });
    state().setDashboardProducts([
      product(1, 'qa'),
      product(2, 'onlineBookCore'),
      product(3, 'qa_sa'),
      product(4, 'qa'),
    ]);
    expect(Object.keys(state().dashboardProductsByAppType).sort()).toEqual([
      'onlineBookCore',
      'qa',
      'qa_sa',
    ]);
    expect(state().dashboardProductsByAppType.qa?.map((p) => p.userProductId)).toEqual([1, 4]);
    expect(state().dashboardProductsForQuestions.map((p) => p.userProductId)).toEqual([1, 3, 4]);
    state().setActiveQaSession(session);
    expect(state().activeQaSession).toBe(session);
  });

  test('[QA-02] the Q&A route parameters are kept as routeParams', () => {
    state().setRouteParams({
      specialtyTypeCode: 'IM',
      applicationTypeCode: 'qa',
      userProductId: '12',
    });
    expect(state().routeParams).toEqual({
      specialtyTypeCode: 'IM',
      applicationTypeCode: 'qa',
      userProductId: '12',
    });
    state().setRouteParams({
      specialtyTypeCode: 'PEDS',
      applicationTypeCode: 'qa',
      userProductId: '5',
      qaSessionId: '9',
    });
    expect(state().routeParams.qaSessionId).toBe('9');
  });

  test('[QA-25] [QA-26] [QA-21] [QA-40] [QA-41] a book-topic session: loading, then the session fetched by the answered id', async () => {
    state().setActiveQaSession(session);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      if (init.method === 'POST') {
        await gate;
        return json(201, { qaSessionId: 77 });
      }
      return json(200, session);
    });
    vi.stubGlobal('fetch', fetchMock);

    const done = state().startBookTopicSession({ userProductId: 12, coreContentTopicId: 345 });
    // QA-25: on start loading true, loaded false, activeQaSession cleared.
    expect(state()).toMatchObject({ loading: true, loaded: false, activeQaSession: null });
    release();
    await expect(done).resolves.toEqual(session);
    // QA-26: on success loading false, loaded true, the fetched session.
    expect(state()).toMatchObject({ loading: false, loaded: true, activeQaSession: session });

    const [[createUrl, createInit], [getUrl, getInit]] = fetchMock.mock.calls as unknown as [
      [string, RequestInit],
      [string, RequestInit],
    ];
    expect(createInit.method).toBe('POST');
    expect(createUrl).toMatch(
      /^\/api\/3\.0\/qa\/sessions\/userproducts\/12\/corecontenttopics\/345\?requestId=/,
    );
    expect(createInit.body).toBe('{}');
    expect(getInit.method).toBe('GET');
    expect(getUrl).toMatch(/^\/api\/2\.0\/qa\/session\/77\?requestId=/);
  });

  test('[QA-27] a failed book-topic session: loading false, loaded true, activeQaSession cleared', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    state().setActiveQaSession(session);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(404, { error: { code: 'not_found', message: 'No such topic.' } })),
    );
    await expect(
      state().startBookTopicSession({ userProductId: 12, coreContentTopicId: 9 }),
    ).resolves.toBeNull();
    expect(state()).toMatchObject({ loading: false, loaded: true, activeQaSession: null });
  });
});
