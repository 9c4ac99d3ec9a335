import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { DEMO_PASSWORD } from '../../seed/demo-accounts';
import { createTestApp, JSON_HEADERS, type TestApp } from '../../test/test-app';
import { expectLocked, FAST_LOCK, LOGIN, login, passTheLock } from '../../test/throttle-calls';
import { DEFAULT_AUTH_POLICIES } from './service';

afterEach(() => {
  vi.useRealTimers();
});

describe('sign-in throttle per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ authPolicies: { loginPerAccount: FAST_LOCK } });
  });
  afterAll(() => t.close());

  test('after 3 failures even the right password answers 429 until the lock ends', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    // From three addresses, so only the account counter can be what locks.
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      expect((await login(t, 'learner@demo.test', 'wrong password', ip)).statusCode).toBe(401);
    }
    expectLocked(await login(t, 'learner@demo.test', DEMO_PASSWORD, '10.0.0.4'));
    // The e-mail's case does not get round the lock.
    expectLocked(await login(t, 'LEARNER@demo.test', DEMO_PASSWORD, '10.0.0.5'));
    // Other accounts are not affected.
    expect((await login(t, 'peds@demo.test', DEMO_PASSWORD, '10.0.0.4')).statusCode).toBe(200);

    passTheLock();
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
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const ip = '192.0.2.10';
    const victims = ['learner@demo.test', 'peds@demo.test', 'nobody@demo.test'];
    for (const email of victims) {
      expect((await login(t, email, 'wrong password', ip)).statusCode).toBe(401);
    }
    expectLocked(await login(t, 'student@demo.test', DEMO_PASSWORD, ip));
    // The accounts themselves are not locked: from elsewhere they sign in.
    expect((await login(t, 'learner@demo.test', DEMO_PASSWORD, '192.0.2.11')).statusCode).toBe(200);

    passTheLock();
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

describe('the default sign-in policy, with the clock moved instead of waited for', () => {
  let t: TestApp;
  // The default counts, windows and locks; no real waiting between failures (tested below).
  const NO_DELAY = { delayStepMs: 0, maxDelayMs: 0 };
  beforeAll(async () => {
    t = await createTestApp({
      authPolicies: {
        loginPerAccount: { ...DEFAULT_AUTH_POLICIES.loginPerAccount, ...NO_DELAY },
        loginPerAddress: { ...DEFAULT_AUTH_POLICIES.loginPerAddress, ...NO_DELAY },
      },
    });
  });
  afterAll(() => t.close());

  test('the policy: 10 failures a quarter hour lock an account, 100 an address, for 15 minutes', () => {
    expect(DEFAULT_AUTH_POLICIES.loginPerAccount).toEqual({
      windowMs: 15 * 60_000,
      maxFailures: 10,
      lockMs: 15 * 60_000,
      slowAfter: 3,
      delayStepMs: 250,
      maxDelayMs: 2000,
    });
    expect(DEFAULT_AUTH_POLICIES.loginPerAddress).toMatchObject({
      windowMs: 15 * 60_000,
      maxFailures: 100,
      lockMs: 15 * 60_000,
    });
  });

  test('10 failures lock the account for 15 minutes; then the right password works', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-01T08:00:00Z') });
    const email = 'student@demo.test';
    for (let i = 0; i < 10; i++) {
      expect((await login(t, email, 'wrong password', `203.0.113.${i}`)).statusCode).toBe(401);
    }
    const locked = await login(t, email, DEMO_PASSWORD, '203.0.113.50');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      error: {
        code: 'rate_limited',
        message:
          'Too many failed sign-in attempts. Try again in 15 minutes, or reset your password.',
      },
    });
    expect(locked.headers['retry-after']).toBe('900');

    vi.setSystemTime(new Date('2030-01-01T08:14:30Z'));
    const stillLocked = await login(t, email, DEMO_PASSWORD, '203.0.113.50');
    expect(stillLocked.statusCode).toBe(429);
    expect(stillLocked.json().error.message).toBe(
      'Too many failed sign-in attempts. Try again in 30 seconds, or reset your password.',
    );

    vi.setSystemTime(new Date('2030-01-01T08:15:01Z'));
    const after = await login(t, email, DEMO_PASSWORD, '203.0.113.50');
    expect(after.statusCode).toBe(200);
    expect(after.cookies.map((c) => c.name)).toEqual(['br_session', 'br_device']);
  });

  test('failures older than the window are forgotten: 9 now and 9 later do not lock', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-02-01T08:00:00Z') });
    const email = 'combo@demo.test';
    for (let i = 0; i < 9; i++) await login(t, email, 'wrong password', '198.18.0.1');
    vi.setSystemTime(new Date('2030-02-01T08:16:00Z'));
    for (let i = 0; i < 9; i++) {
      expect((await login(t, email, 'wrong password', '198.18.0.2')).statusCode).toBe(401);
    }
    expect((await login(t, email, DEMO_PASSWORD, '198.18.0.3')).statusCode).toBe(200);
  });

  // 100 password checks (argon2id, even for unknown accounts): on a busy 2-core machine with
  // PGlite they took 30 s, the default timeout.
  test('100 failures from one address lock it for 15 minutes, whatever the accounts', {
    timeout: 120_000,
  }, async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-03-01T08:00:00Z') });
    const ip = '198.51.100.200';
    for (let i = 0; i < 100; i++) {
      const response = await login(t, `spray-${i}@demo.test`, 'wrong password', ip);
      expect(response.statusCode).toBe(401);
    }
    const locked = await login(t, 'peds@demo.test', DEMO_PASSWORD, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toMatch(
      /^Too many failed sign-in attempts\. Try again in 15 minutes/,
    );
    // The account itself is not locked: from elsewhere it signs in.
    expect((await login(t, 'peds@demo.test', DEMO_PASSWORD, '198.51.100.201')).statusCode).toBe(
      200,
    );

    vi.setSystemTime(new Date('2030-03-01T08:15:01Z'));
    expect((await login(t, 'peds@demo.test', DEMO_PASSWORD, ip)).statusCode).toBe(200);
  });
});
