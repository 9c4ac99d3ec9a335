import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ApiError, api3Gate } from '@/lib/api-client';
import { getSession } from '@/lib/qa/get-session';
import { qaCall } from '@/lib/qa/qa-call';
import { useSnackbar } from '@/lib/snackbar';
import { buildCreateRequest } from '../utils/create-request';
import { activateSession } from './activate-session';
import { createSession } from './create-session';
import { deleteSession } from './delete-session';
import { duplicateSession } from './duplicate-session';
import { recordSecondsElapsed } from './record-seconds-elapsed';
import { updateSession } from './update-session';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const request = buildCreateRequest(12, {
  name: 'Mixed',
  numberOfQuestions: 10,
  timed: true,
  durationMinutes: 15,
  viewMode: 'test',
  contentTopicIds: [4],
  skippedOnly: false,
  unansweredOnly: true,
  bookmarkedOnly: false,
  incorrectOnly: false,
  curatedReviewQuestionsOnly: false,
  mocaLearningObjectives: [],
});

describe('Q&A session calls (spec §7, §8)', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  const call = (n = 0) => {
    const [url, init] = fetchMock.mock.calls[n] as [string, RequestInit];
    const [path, search] = url.split('?') as [string, string];
    return {
      path,
      query: new URLSearchParams(search),
      method: init.method,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
      init,
    };
  };
  beforeEach(() => {
    api3Gate.open();
    fetchMock = vi.fn(async () => json(200, { qaSessionId: 5, secondsElapsed: 0 }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    api3Gate.close();
  });

  test('[QA-28] an existing session is activated with PUT /api/2.0/qa/session?activate=true&populatequestionids=false', async () => {
    await activateSession({ qaSessionId: 5 });
    const { path, query, method, body } = call();
    expect([method, path]).toEqual(['PUT', '/api/2.0/qa/session']);
    expect(query.get('activate')).toBe('true');
    expect(query.get('populatequestionids')).toBe('false');
    expect(body).toEqual({ qaSessionId: 5 });
  });

  test('[QA-29] [QA-33] a session without an id is created and activated with POST /api/2.0/qa/session?activate=true&populatequestionids=false', async () => {
    await activateSession({ ...request, qaSessionId: 0 });
    const { path, query, method, body } = call();
    expect([method, path]).toEqual(['POST', '/api/2.0/qa/session']);
    expect(query.get('activate')).toBe('true');
    expect(query.get('populatequestionids')).toBe('false');
    expect(body).toEqual(request);
    expect(body.isMobile).toBe(false);
  });

  test('[QA-32] [QA-34] [QA-35] [QA-36] [QA-37] [QA-38] each call at its method and path', async () => {
    await getSession(5);
    await createSession(request);
    await updateSession({ qaSessionId: 5, name: 'Renamed' });
    await deleteSession(5);
    await recordSecondsElapsed(5, 125, { keepalive: true });
    await duplicateSession(5, { questions: 'incorrect' });
    const calls = fetchMock.mock.calls.map((_, n) => {
      const { method, path, body } = call(n);
      return [method, path, body];
    });
    expect(calls).toEqual([
      ['GET', '/api/2.0/qa/session/5', undefined],
      ['POST', '/api/3.0/qa/sessions/userproducts/12', request],
      ['PUT', '/api/2.0/qa/session', { qaSessionId: 5, name: 'Renamed' }],
      ['DELETE', '/api/3.0/qa/sessions/5', undefined],
      ['GET', '/api/2.0/qa/session/5/secondselapsed/125', undefined],
      ['POST', '/api/3.0/qa/sessions/5/duplicate', { questions: 'incorrect' }],
    ]);
    // The last elapsed time of a closing page still reaches the server.
    expect(call(4).init.keepalive).toBe(true);
  });

  test('[ERR-10] [ERR-11] [ERR-12] a failed call is logged with its operation name, passed on, and shows nothing', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockImplementation(async () =>
      json(400, { error: { code: 'no_questions', message: 'No questions match these filters.' } }),
    );
    const failure = createSession(request);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 400,
      message: 'No questions match these filters.',
    });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toContain('createSession');
    expect(log.mock.calls[0]?.[1]).toBeInstanceOf(ApiError);
    expect(useSnackbar.getState().messages).toEqual([]);

    const network = new TypeError('Failed to fetch');
    await expect(qaCall('recordSecondsElapsed', () => Promise.reject(network))).rejects.toBe(
      network,
    );
    expect(log.mock.calls[1]?.[0]).toContain('recordSecondsElapsed');
    expect(useSnackbar.getState().messages).toEqual([]);
  });
});
