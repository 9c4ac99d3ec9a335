import { authEndpoints } from '@boardready/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { createTestApp, JSON_HEADERS, type TestApp } from '../../test/test-app';
import type { ThrottlePolicy } from './throttle';

const LOGIN = authEndpoints.login.path;

/** Locks after 3 failures for 1.5 s: short enough to wait out in a test. */
const FAST_LOCK: ThrottlePolicy = {
  windowMs: 60_000,
  maxFailures: 3,
  lockMs: 1500,
  slowAfter: 1,
  delayStepMs: 10,
  maxDelayMs: 50,
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function login(t: TestApp, email: string, password: string, remoteAddress = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: LOGIN,
    headers: JSON_HEADERS,
    payload: { email, password },
    remoteAddress,
  });
}

function expectLocked(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  const body = response.json();
  expect(body.error.code).toBe('rate_limited');
  expect(body.error.message).toMatch(
    /Too many failed sign-in attempts\. Try again in \d+ seconds?/,
  );
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(2);
  expect(response.cookies).toEqual([]);
}

describe('sign-in throttle per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ authPolicies: { loginPerAccount: FAST_LOCK } });
  });
  afterAll(() => t.close());

  test('after 3 failures even the right password answers 429 until the lock ends', async () => {
    // From three addresses, so only the account counter can be what locks.
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      expect((await login(t, 'learner@demo.test', 'wrong password', ip)).statusCode).toBe(401);
    }
    expectLocked(await login(t, 'learner@demo.test', DEMO_PASSWORD, '10.0.0.4'));
    // The e-mail's case does not get round the lock.
    expectLocked(await login(t, 'LEARNER@demo.test', DEMO_PASSWORD, '10.0.0.5'));
    // Other accounts are not affected.
    expect((await login(t, 'peds@demo.test', DEMO_PASSWORD, '10.0.0.4')).statusCode).toBe(200);

    await sleep(1600);
    expect((await login(t, 'learner@demo.test', DEMO_PASSWORD, '10.0.0.4')).statusCode).toBe(200);
  });

  test('an unknown address locks exactly like a real one (no enumeration)', async () => {
    for (let i = 0; i < 3; i++) await login(t, 'no-such-person@demo.test', 'wrong password');
    const unknown = await login(t, 'no-such-person@demo.test', 'wrong password');
    for (let i = 0; i < 3; i++) await login(t, 'student@demo.test', 'wrong password');
    const known = await login(t, 'student@demo.test', 'wrong password');
    expectLocked(unknown);
    expect(known.statusCode).toBe(unknown.statusCode);
    // Identical but for the seconds left, which depend on when each lock began.
    const shape = (r: LightMyRequestResponse) => r.body.replace(/\d+ seconds?/, 'N seconds');
    expect(shape(known)).toBe(shape(unknown));
  });

  test('a successful sign-in clears the failures of the account', async () => {
    const email = 'combo@demo.test';
    for (let i = 0; i < 2; i++) await login(t, email, 'wrong password');
    expect((await login(t, email, DEMO_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) await login(t, email, 'wrong password');
    expect((await login(t, email, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  test('the lock lives in the database: another server on it sees it too', async () => {
    for (let i = 0; i < 3; i++) await login(t, 'resident@demo.test', 'wrong password');
    const other = await buildApp({
      config: loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent' }),
      database: t.database,
      logger: false,
      webRoot: null,
      mailer: async () => {},
      authPolicies: { loginPerAccount: FAST_LOCK },
    });
    try {
      expectLocked(
        await other.inject({
          method: 'POST',
          url: LOGIN,
          headers: JSON_HEADERS,
          payload: { email: 'resident@demo.test', password: DEMO_PASSWORD },
        }),
      );
    } finally {
      await other.close();
    }
  });
});

describe('sign-in throttle per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ authPolicies: { loginPerAddress: FAST_LOCK } });
  });
  afterAll(() => t.close());

  test('3 failures from one address, on any accounts, lock that address only', async () => {
    const ip = '192.0.2.10';
    const victims = ['learner@demo.test', 'peds@demo.test', 'nobody@demo.test'];
    for (const email of victims) {
      expect((await login(t, email, 'wrong password', ip)).statusCode).toBe(401);
    }
    expectLocked(await login(t, 'student@demo.test', DEMO_PASSWORD, ip));
    // The accounts themselves are not locked: from elsewhere they sign in.
    expect((await login(t, 'learner@demo.test', DEMO_PASSWORD, '192.0.2.11')).statusCode).toBe(200);

    await sleep(1600);
    expect((await login(t, 'student@demo.test', DEMO_PASSWORD, ip)).statusCode).toBe(200);
  });
});

describe('per-address request limit of the auth calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ authPerMinute: 3 });
  });
  afterAll(() => t.close());

  test('beyond the limit a call answers 429 rate_limited with Retry-After, per address', async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < 3; i++) {
      expect((await login(t, 'learner@demo.test', DEMO_PASSWORD, ip)).statusCode).toBe(200);
    }
    const limited = await login(t, 'learner@demo.test', DEMO_PASSWORD, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: { code: 'rate_limited', message: expect.any(String) },
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.cookies).toEqual([]);
    // Another address still gets through.
    expect((await login(t, 'learner@demo.test', DEMO_PASSWORD, '198.51.100.8')).statusCode).toBe(
      200,
    );
  });
});
