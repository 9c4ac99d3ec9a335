import { authEndpoints } from '@boardready/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { accounts, knownDevices, passwordResetTokens } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/demo-accounts';
import { createTestApp, JSON_HEADERS, type TestApp } from '../../test/test-app';
import {
  expectLocked,
  expectLockedFor15Minutes,
  FAST_LOCK,
  LOGIN,
  login,
} from '../../test/throttle-calls';
import { DEFAULT_AUTH_POLICIES } from './service';
import { delayFor, type ThrottlePolicy } from './throttle';
import { hashToken } from './tokens';

afterEach(() => {
  vi.useRealTimers();
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
