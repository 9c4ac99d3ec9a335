import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError, apiRequest } from './api-client';
import {
  isWatchedQaPath,
  qaRedirectContext,
  qaRemovedTarget,
  useQaRemovedStore,
} from './qa-removed';

/** Spec §7 watched 422 shapes and §8 the 422 alert (decision 0901). */

describe('the watched Q&A paths, any API version n', () => {
  const versions = ['1.0', '2.0', '3.0', '12.0'];
  test.each([
    ['QA-47', 'qa/session/42'],
    ['QA-47', 'qa/session/42/secondselapsed/30'],
    ['QA-48', 'qa/user/7/check'],
    ['QA-49', 'qa/reportsrad/5/progresssummary'],
    ['QA-50', 'qa/session'],
    ['QA-50', 'qa/sessions/42/items/3/answer'],
    ['QA-50', 'qa/sessions/userproducts/9'],
    ['QA-51', 'product/dashboardproduct/qa/9'],
    ['QA-52', 'interlink/userproductid/9/qa'],
    ['QA-52', 'interlink/userproductid/9/qa/15'],
    ['QA-53', 'qa/userproduct/9/question'],
    ['QA-53', 'qa/userproduct/9/question/count'],
    ['QA-54', 'qa/userproduct/9/corecontenttopic'],
  ])('[%s] api/{n}.0/%s is watched', (_id, rest) => {
    for (const n of versions) {
      expect(isWatchedQaPath(`/api/${n}/${rest}`)).toBe(true);
      expect(isWatchedQaPath(`api/${n}/${rest}`)).toBe(true);
      expect(isWatchedQaPath(`https://app.example.test/api/${n}/${rest}?requestId=x`)).toBe(true);
    }
  });

  test.each([
    '/api/2.0/products',
    '/api/2.0/qa/user/7', // no /check
    '/api/2.0/qa/reportsrad/5', // no /progresssummary
    '/api/2.0/interlink/userproductid/9/corecontenttopic/3',
    '/api/2.0/qa/userproduct/9/other',
    '/api/x.0/qa/session/1',
    '/api/2.1/qa/session/1',
    '/other/api/2.0/qa/session/1',
    '/api/2.0/admin/qa/questions/3/retire',
  ])('%s is not watched', (path) => {
    expect(isWatchedQaPath(path)).toBe(false);
  });
});

describe('where the learner goes after the alert', () => {
  test('[QA-60] from a Q&A screen: that product’s Q&A overview', () => {
    for (const path of [
      '/questions/im/qa/12/overview',
      '/questions/im/qa/12/session/40',
      '/questions/im/qa/12',
    ]) {
      expect(qaRemovedTarget(qaRedirectContext(path))).toBe('/questions/im/qa/12/overview');
    }
  });

  test('[QA-61] for application type qa_sa: its /sa-overview', () => {
    expect(qaRemovedTarget(qaRedirectContext('/questions/peds/qa_sa/31/sa-exam/2'))).toBe(
      '/questions/peds/qa_sa/31/sa-overview',
    );
  });

  test('[QA-62] without a current product context: /dashboard', () => {
    for (const path of ['/dashboard', '/products', '/questions', '/questions/im', '/']) {
      expect(qaRedirectContext(path)).toBeNull();
      expect(qaRemovedTarget(qaRedirectContext(path))).toBe('/dashboard');
    }
  });
});

describe('the api client watches those 422s', () => {
  const route = (path: string) => ({ method: 'GET', path }) as never;
  const unprocessable = () =>
    new Response(JSON.stringify({ error: { code: 'qa_questions_removed', message: 'Removed.' } }), {
      status: 422,
      headers: { 'content-type': 'application/json' },
    });
  afterEach(() => {
    vi.unstubAllGlobals();
    useQaRemovedStore.getState().close();
  });

  test('[QA-55] [QA-63] several watched calls failing at once raise one alert; each caller still gets the error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => unprocessable()),
    );
    const opened = vi.fn();
    const unsubscribe = useQaRemovedStore.subscribe((state, previous) => {
      if (state.open && !previous.open) opened();
    });
    const results = await Promise.allSettled([
      apiRequest(route('/api/2.0/qa/session/1')),
      apiRequest(route('/api/2.0/qa/user/7/check')),
      apiRequest(route('/api/2.0/qa/userproduct/9/corecontenttopic')),
      apiRequest(route('/api/2.0/product/dashboardproduct/qa/9')),
    ]);
    unsubscribe();
    expect(opened).toHaveBeenCalledTimes(1);
    expect(useQaRemovedStore.getState().open).toBe(true);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      const error = (result as PromiseRejectedResult).reason;
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 422, code: 'qa_questions_removed' });
    }
  });

  test('a 422 from a call that is not watched raises no alert', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => unprocessable()),
    );
    await expect(apiRequest(route('/api/2.0/products'))).rejects.toBeInstanceOf(ApiError);
    expect(useQaRemovedStore.getState().open).toBe(false);
  });

  test('another status from a watched call raises no alert', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 409 })),
    );
    await expect(apiRequest(route('/api/2.0/qa/session/1'))).rejects.toBeInstanceOf(ApiError);
    expect(useQaRemovedStore.getState().open).toBe(false);
  });
});
