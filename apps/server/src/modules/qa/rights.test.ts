import { buildPath, type Endpoint, qaEndpoints } from '@boardready/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { userProducts } from '../../db/schema';
import { type QaClient, qaClient, qaSnapshot } from '../../test/qa-test-client';
import { as, createTestApp, signIn, type TestApp } from '../../test/test-app';

/**
 * Every Q&A call, walked from the contract: signed out, malformed ids, and a product that is no
 * longer usable. Each is refused with the envelope and writes nothing.
 */

const E = qaEndpoints;
const DAY = 86_400_000;

let t: TestApp;
let learner: QaClient;
let sessionId: number;
let productId: number;

beforeAll(async () => {
  t = await createTestApp();
  learner = await qaClient(t, 'combo@demo.test');
  productId = learner.productId('MS-QA');
  sessionId = (await learner.createSession('MS-QA', { numberOfQuestions: 3 })).qaSessionId;
});
afterAll(() => t.close());

/** A valid call of each endpoint on the learner's own session and product. */
function validCall(endpoint: Endpoint): {
  params: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
} {
  const params: Record<string, string | number> = {};
  for (const [, name] of endpoint.path.matchAll(/:([A-Za-z]+)/g)) {
    params[name!] = {
      qaSessionId: sessionId,
      userProductId: productId,
      position: 1,
      secondsElapsed: 10,
      accountId: learner.accountId,
      coreContentTopicId: 1,
    }[name!]!;
  }
  const bodies: Partial<Record<keyof typeof E, unknown>> = {
    createSessionV2: {
      userProductId: productId,
      name: 'x',
      numberOfQuestions: 2,
      viewMode: 'tutor',
    },
    createSession: { name: 'x', numberOfQuestions: 2, viewMode: 'tutor' },
    updateSession: { qaSessionId: sessionId, secondsElapsed: 20 },
    duplicateSession: {},
    createBookTopicSession: {},
    createRetrievalSession: {},
    endSession: {},
    answerQuestion: { choiceKey: 'A' },
    markQuestion: { bookmarked: true },
    countQuestions: {},
    flagQuestion: { comment: 'Seems outdated.' },
  };
  const name = Object.entries(E).find(([, e]) => e === endpoint)![0] as keyof typeof E;
  return { params, ...(name in bodies ? { body: bodies[name] } : {}) };
}

// The learner's calls; the staff ones (retire, flag list) are walked by removed.test.ts,
// flags.test.ts and the security suite.
const entries = (Object.entries(E) as [string, Endpoint][]).filter(
  ([, endpoint]) => endpoint.access === 'signedIn',
);

describe('every Q&A call', () => {
  test('signed out: 401; a 3.0 call before the 3.0 step: 401', async () => {
    const before = await qaSnapshot(t.database.db);
    const cookie = await signIn(t.app, 'combo@demo.test');
    for (const [name, endpoint] of entries) {
      const call = validCall(endpoint);
      const url = buildPath(endpoint.path, call.params);
      const payload = call.body === undefined ? undefined : JSON.stringify(call.body);
      const anonymous = await t.app.inject({
        method: endpoint.method,
        url,
        headers: { 'content-type': 'application/json' },
        ...(payload ? { payload } : {}),
      });
      expect(anonymous.statusCode, name).toBe(401);
      if (endpoint.path.startsWith('/api/3.0/')) {
        const early = await as(
          t.app,
          cookie,
        )({ method: endpoint.method, url, ...(payload ? { payload } : {}) });
        expect(early.statusCode, name).toBe(401);
        expect(early.json().error.code).toBe('api3_not_authenticated');
      }
    }
    expect(await qaSnapshot(t.database.db)).toBe(before);
  });

  test('a malformed or impossible id in the path: 400 naming it, nothing written', async () => {
    const before = await qaSnapshot(t.database.db);
    for (const [name, endpoint] of entries) {
      const call = validCall(endpoint);
      for (const param of Object.keys(call.params)) {
        if (param === 'secondsElapsed') continue; // its own test covers its range
        for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) {
          const response = await learner.call(endpoint, {
            ...call,
            params: { ...call.params, [param]: bad },
          });
          expect(response.statusCode, `${name} ${param}=${bad}`).toBe(400);
          expect(response.json().error.fields, `${name} ${param}=${bad}`).toHaveProperty(param);
        }
      }
    }
    expect(await qaSnapshot(t.database.db)).toBe(before);
  });

  test('a product that is no longer usable: 403 on its sessions and on the product, nothing written', async () => {
    await t.database.db
      .update(userProducts)
      .set({ endsAt: new Date(Date.now() - DAY) })
      .where(eq(userProducts.id, productId));
    try {
      const before = await qaSnapshot(t.database.db);
      for (const [name, endpoint] of entries) {
        if (name === 'userCheck') continue; // names an account, not a product
        const response = await learner.call(endpoint, validCall(endpoint));
        expect(response.statusCode, name).toBe(403);
        expect(response.json().error, name).toEqual({
          code: 'product_not_usable',
          message: 'This product has expired.',
        });
      }
      // The active session of an expired product is not offered for resuming.
      const check = await learner.call(E.userCheck, { params: { accountId: learner.accountId } });
      expect(check.json()).toEqual({ activeSession: null });
      expect(await qaSnapshot(t.database.db)).toBe(before);
    } finally {
      await t.database.db
        .update(userProducts)
        .set({ endsAt: new Date(Date.now() + 365 * DAY) })
        .where(eq(userProducts.id, productId));
    }
    // Usable again, the same calls work.
    const fine = await learner.call(E.getSession, { params: { qaSessionId: sessionId } });
    expect(fine.statusCode).toBe(200);
  });
});
