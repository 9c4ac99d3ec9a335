import { authEndpoints } from '@boardready/contracts';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { accounts, knownDevices, passwordResetTokens } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/demo-accounts';
import { createTestApp, JSON_HEADERS, type TestApp } from '../../test/test-app';
import { DEFAULT_AUTH_POLICIES } from './service';
import { delayFor, type ThrottlePolicy } from './throttle';
import { hashToken } from './tokens';

const LOGIN = authEndpoints.login.path;

/** Locks after 3 failures for 1.5 s (the tests move the clock past it rather than wait). */
const FAST_LOCK: ThrottlePolicy = {
  windowMs: 60_000,
  maxFailures: 3,
  lockMs: 1500,
  slowAfter: 1,
  delayStepMs: 10,
  maxDelayMs: 50,
};

/** Moves the clock the server reads past the lock, instead of waiting it out. */
function passTheLock() {
  vi.setSystemTime(Date.now() + FAST_LOCK.lockMs + 100);
}

afterEach(() => {
  vi.useRealTimers();
});

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

describe('failed sign-ins are slowed before they are refused', () => {
  test('no delay up to slowAfter failures, then a growing one, capped', () => {
    const policy = DEFAULT_AUTH_POLICIES.loginPerAccount;
    const delays = Array.from({ length: 12 }, (_, i) => delayFor(i + 1, policy));
    expect(delays).toEqual([0, 0, 0, 250, 500, 750, 1000, 1250, 1500, 1750, 2000, 2000]);
  });

  describe('through the API', () => {
    let t: TestApp;
    const SLOW: ThrottlePolicy = {
      windowMs: 60_000,
      maxFailures: 6,
      lockMs: 60_000,
      slowAfter: 2,
      delayStepMs: 200,
      maxDelayMs: 400,
    };
    beforeAll(async () => {
      t = await createTestApp({ authPolicies: { loginPerAccount: SLOW } });
    });
    afterAll(() => t.close());

    test('the third and later failures of an account answer only after the delay', async () => {
      const timed = async () => {
        const started = performance.now();
        const response = await login(t, 'terms@demo.test', 'wrong password');
        return { status: response.statusCode, ms: performance.now() - started };
      };
      const answers = [];
      for (let i = 0; i < 5; i++) answers.push(await timed());
      expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401, 401]);
      expect(answers[2]!.ms).toBeGreaterThanOrEqual(200);
      expect(answers[3]!.ms).toBeGreaterThanOrEqual(400);
      expect(answers[4]!.ms).toBeGreaterThanOrEqual(400);
      // then the lock: refused at once, without checking the password
      expect((await timed()).status).toBe(401);
      const locked = await timed();
      expect(locked.status).toBe(429);
    });
  });
});

describe('attempts sent together are counted before they are judged (issue 20)', () => {
  let t: TestApp;
  const NO_DELAY = { delayStepMs: 0, maxDelayMs: 0 };
  const policies = {
    loginPerAccount: { ...DEFAULT_AUTH_POLICIES.loginPerAccount, ...NO_DELAY },
    loginPerAddress: { ...DEFAULT_AUTH_POLICIES.loginPerAddress, ...NO_DELAY },
  };
  beforeAll(async () => {
    t = await createTestApp({ authPolicies: policies });
  });
  afterAll(() => t.close());

  test('20 wrong passwords at once: 10 are judged, 10 refused unjudged', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        login(t, 'student@demo.test', `wrong guess ${i}`, `203.0.113.${i}`),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    expectLockedFor15Minutes(await login(t, 'student@demo.test', DEMO_PASSWORD, '203.0.113.99'));
  });

  test('a burst that holds the right password past the limit does not sign in', async () => {
    const guesses = [...Array.from({ length: 14 }, (_, i) => `wrong guess ${i}`), DEMO_PASSWORD];
    const answers = await Promise.all(
      guesses.map((password, i) => login(t, 'peds@demo.test', password, `198.18.1.${i}`)),
    );
    const counts = (status: number) => answers.filter((a) => a.statusCode === status).length;
    // Whatever order the server took them in, at most 10 were judged; a sign-in among them
    // would be the right password judged within the limit, as it would be one at a time.
    expect(counts(401) + counts(200)).toBe(10);
    expect(counts(429)).toBe(5);
    if (counts(200) === 0) {
      expectLockedFor15Minutes(await login(t, 'peds@demo.test', DEMO_PASSWORD, '198.18.1.99'));
    }
  });

  test('two servers with their own connections share one count (PostgreSQL)', async (context) => {
    if (!t.databaseUrl) return context.skip();
    const secondDatabase = await openDatabase({ databaseUrl: t.databaseUrl });
    const second = await buildApp({
      config: loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent' }),
      database: secondDatabase,
      logger: false,
      webRoot: null,
      mailer: async () => {},
      authPolicies: policies,
      authPerMinute: 1000,
    });
    try {
      const servers = [t.app, second];
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          servers[i % 2]!.inject({
            method: 'POST',
            url: LOGIN,
            headers: JSON_HEADERS,
            payload: { email: 'resident@demo.test', password: `wrong guess ${i}` },
            remoteAddress: `192.0.2.${i}`,
          }),
        ),
      );
      expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(10);
      expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(10);
    } finally {
      await second.close();
      await secondDatabase.close();
    }
  });
});

describe('strangers cannot lock the owner out of a browser they signed in from (issue 20)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      authPolicies: { loginPerAccount: FAST_LOCK, loginPerAddress: FAST_LOCK },
    });
  });
  afterAll(() => t.close());

  /** Signs in once and returns the device cookie this browser keeps. */
  async function knownBrowser(email: string, ip: string) {
    const response = await login(t, email, DEMO_PASSWORD, ip);
    expect(response.statusCode).toBe(200);
    const device = response.cookies.find((c) => c.name === 'br_device');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(device!.maxAge).toBe(400 * 24 * 60 * 60);
    return `br_device=${device!.value}`;
  }

  const loginWith = (email: string, password: string, ip: string, cookie: string) =>
    t.app.inject({
      method: 'POST',
      url: LOGIN,
      headers: { ...JSON_HEADERS, cookie },
      payload: { email, password },
      remoteAddress: ip,
    });

  test('the account locked by strangers: the owner’s browser still signs in; others wait', async () => {
    const device = await knownBrowser('learner@demo.test', '10.1.0.1');
    for (const ip of ['10.9.0.1', '10.9.0.2', '10.9.0.3']) {
      expect((await login(t, 'learner@demo.test', 'a stranger guesses', ip)).statusCode).toBe(401);
    }
    expectLocked(await login(t, 'learner@demo.test', DEMO_PASSWORD, '10.1.0.1'));
    expect(
      (await loginWith('learner@demo.test', DEMO_PASSWORD, '10.1.0.1', device)).statusCode,
    ).toBe(200);
    // The device is only known to its own account.
    expectLocked(
      await loginWith(
        'learner@demo.test',
        DEMO_PASSWORD,
        '10.1.0.2',
        `br_device=${'x'.repeat(43)}`,
      ),
    );
  });

  test('an address locked by a spray: the owner’s browser behind it still signs in', async () => {
    const ip = '10.2.0.1';
    const device = await knownBrowser('combo@demo.test', ip);
    for (const email of ['a@demo.test', 'b@demo.test', 'c@demo.test']) {
      await login(t, email, 'spray', ip);
    }
    expectLocked(await login(t, 'student@demo.test', DEMO_PASSWORD, ip));
    expect((await loginWith('combo@demo.test', DEMO_PASSWORD, ip, device)).statusCode).toBe(200);
  });

  test('a known browser is still throttled: its own failures lock it', async () => {
    const device = await knownBrowser('resident@demo.test', '10.3.0.1');
    for (let i = 0; i < 3; i++) {
      expect((await loginWith('resident@demo.test', 'typo', '10.3.0.1', device)).statusCode).toBe(
        401,
      );
    }
    expectLocked(await loginWith('resident@demo.test', DEMO_PASSWORD, '10.3.0.1', device));
  });

  test('a password reset forgets the account’s browsers', async () => {
    const device = await knownBrowser('peds@demo.test', '10.5.0.1');
    const token = 'reset-forgets-devices-token-0000000000000';
    const [peds] = await t.database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, 'peds@demo.test'));
    await t.database.db.insert(passwordResetTokens).values({
      tokenHash: hashToken(token),
      accountId: peds!.id,
      expiresAt: new Date(Date.now() + 60_000),
    });
    const reset = await t.app.inject({
      method: 'POST',
      url: authEndpoints.resetConfirm.path,
      headers: JSON_HEADERS,
      payload: { token, password: 'a fresh and long passphrase' },
    });
    expect(reset.statusCode).toBe(200);
    for (const ip of ['10.9.1.1', '10.9.1.2', '10.9.1.3']) {
      await login(t, 'peds@demo.test', 'a stranger guesses', ip);
    }
    expectLocked(
      await loginWith('peds@demo.test', 'a fresh and long passphrase', '10.5.0.1', device),
    );
  });

  test('only a hash of the device cookie is stored', async () => {
    const device = await knownBrowser('orgadmin@demo.test', '10.4.0.1');
    const rows = await t.database.db.select().from(knownDevices);
    expect(JSON.stringify(rows)).not.toContain(device.slice('br_device='.length));
  });
});

function expectLockedFor15Minutes(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  expect(response.json().error.message).toBe(
    'Too many failed sign-in attempts. Try again in 15 minutes, or reset your password.',
  );
}
