import { authEndpoints, contactEndpoints } from '@boardready/contracts';
import { desc } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../../config';
import { auditLog, authThrottle } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/demo-accounts';
import { createTestApp, JSON_HEADERS, type TestApp } from '../test-app';

/**
 * X-Forwarded-For, -Host and -Proto are believed only from a peer TRUSTED_PROXIES names (none by
 * default, in every mode; decision 0408). Otherwise anyone could send a new X-Forwarded-For with
 * each request and dodge every per-address limit (@fastify/rate-limit, the database-backed
 * sign-in throttle, the contact form's hourly limit), and the audit log would keep the forged
 * address. light-my-request's peer (remoteAddress) is 127.0.0.1 unless a test says otherwise.
 */

const FORGED = '203.0.113.7';
let forgedCounter = 1;
/** A new address for each request, as an attacker dodging a per-address limit would send. */
const anotherForgedAddress = () => `198.51.100.${forgedCounter++}`;

function login(t: TestApp, password: string, more: Partial<InjectOptions> = {}) {
  return t.app.inject({
    method: 'POST',
    url: authEndpoints.login.path,
    payload: { email: 'learner@demo.test', password },
    ...more,
    headers: { ...JSON_HEADERS, ...more.headers },
  });
}

function contact(t: TestApp, more: Partial<InjectOptions> = {}) {
  return t.app.inject({
    method: 'POST',
    url: contactEndpoints.send.path,
    payload: {
      name: 'Jamie Visitor',
      email: 'jamie.visitor@example.test',
      topic: 'billing',
      message: 'My receipt shows the wrong clinic name. Could you send a corrected one?',
    },
    ...more,
    headers: { ...JSON_HEADERS, ...more.headers },
  });
}

/** The address the newest audit entry recorded. */
async function auditedAddress(t: TestApp): Promise<unknown> {
  const [row] = await t.database.db
    .select({ details: auditLog.details })
    .from(auditLog)
    .orderBy(desc(auditLog.id))
    .limit(1);
  return (row?.details as { ip?: unknown } | undefined)?.ip;
}

async function throttleKeys(t: TestApp): Promise<string[]> {
  const rows = await t.database.db.select({ key: authThrottle.key }).from(authThrottle);
  return rows.map((row) => row.key);
}

/** A same-origin sign-in as a browser sends it through a proxy that rewrites Host. */
const BEHIND_A_PROXY = {
  origin: 'https://boardready.example',
  host: '10.0.0.5:3000',
  'x-forwarded-host': 'boardready.example',
  'x-forwarded-proto': 'https',
  'sec-fetch-site': 'same-origin',
};

describe('TRUSTED_PROXIES', () => {
  test('names no proxy by default, in every mode', () => {
    for (const APP_ENV of ['production', 'development', 'test']) {
      expect(loadConfig({ APP_ENV }).trustedProxies, APP_ENV).toEqual([]);
    }
  });

  test('takes addresses, CIDR ranges and the names loopback, linklocal and uniquelocal', () => {
    expect(
      loadConfig({ TRUSTED_PROXIES: ' 10.0.0.0/8, loopback ,::1,fd00::/8,192.168.1.20,' })
        .trustedProxies,
    ).toEqual(['10.0.0.0/8', 'loopback', '::1', 'fd00::/8', '192.168.1.20']);
  });

  test.each([
    'everyone',
    'true',
    '*',
    '10.0.0.0/33',
    '0.0.0.0/0',
    'fd00::/129',
    '10.0.0',
    'proxy.internal',
    '2',
  ])('refuses %j, naming the variable', (value) => {
    expect(() => loadConfig({ TRUSTED_PROXIES: value })).toThrow(/TRUSTED_PROXIES/);
  });
});

describe('forwarded headers from an untrusted peer (production, no TRUSTED_PROXIES)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ production: true, authPerMinute: 3, contactPerHour: 2 });
  });
  afterAll(() => t?.close());

  test('a failed sign-in is throttled and audited under the socket address, not the forged one', async () => {
    const response = await login(t, 'not the password', {
      headers: { 'x-forwarded-for': FORGED },
      remoteAddress: '192.0.2.10',
    });
    expect(response.statusCode).toBe(401);
    expect(await auditedAddress(t)).toBe('192.0.2.10');
    const keys = await throttleKeys(t);
    expect(keys.some((key) => key.includes('192.0.2.10'))).toBe(true);
    expect(keys.filter((key) => key.includes(FORGED))).toEqual([]);
  });

  test('a new X-Forwarded-For on every request does not dodge the per-address request limit', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await login(t, DEMO_PASSWORD, {
        headers: { 'x-forwarded-for': anotherForgedAddress() },
        remoteAddress: '192.0.2.11',
      });
      answers.push(response.statusCode);
    }
    expect(answers).toEqual([200, 200, 200, 429]);
  });

  test("nor the contact form's hourly limit", async () => {
    const answers: number[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await contact(t, {
        headers: { 'x-forwarded-for': anotherForgedAddress() },
        remoteAddress: '192.0.2.12',
      });
      answers.push(response.statusCode);
    }
    expect(answers).toEqual([201, 201, 429]);
  });

  test('the same-origin rule does not take the host from X-Forwarded-Host', async () => {
    const response = await login(t, DEMO_PASSWORD, {
      headers: BEHIND_A_PROXY,
      remoteAddress: '192.0.2.13',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('cross_origin');
  });
});

describe('forwarded headers with TRUSTED_PROXIES=127.0.0.1 (production)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      production: true,
      authPerMinute: 3,
      contactPerHour: 2,
      env: { TRUSTED_PROXIES: '127.0.0.1' },
    });
  });
  afterAll(() => t?.close());

  test('the proxy names the client: throttled and audited under its address', async () => {
    const response = await login(t, 'not the password', {
      headers: { 'x-forwarded-for': FORGED },
    });
    expect(response.statusCode).toBe(401);
    expect(await auditedAddress(t)).toBe(FORGED);
    expect((await throttleKeys(t)).some((key) => key.includes(FORGED))).toBe(true);
  });

  test("what the client wrote before the proxy's own entry is not believed", async () => {
    await login(t, 'not the password', {
      headers: { 'x-forwarded-for': `192.0.2.99, ${FORGED}` },
    });
    expect(await auditedAddress(t)).toBe(FORGED);
  });

  test('a peer that is not the proxy is taken at its socket address', async () => {
    await login(t, 'not the password', {
      headers: { 'x-forwarded-for': FORGED },
      remoteAddress: '192.0.2.20',
    });
    expect(await auditedAddress(t)).toBe('192.0.2.20');
  });

  test('each client behind the proxy has its own allowance', async () => {
    const first = '192.0.2.30';
    const second = '192.0.2.31';
    const send = (client: string) => contact(t, { headers: { 'x-forwarded-for': client } });
    expect((await send(first)).statusCode).toBe(201);
    expect((await send(first)).statusCode).toBe(201);
    expect((await send(first)).statusCode).toBe(429);
    expect((await send(second)).statusCode).toBe(201);
  });

  test('the same-origin rule takes the host the proxy forwarded', async () => {
    const response = await login(t, DEMO_PASSWORD, {
      headers: { ...BEHIND_A_PROXY, 'x-forwarded-for': '192.0.2.40' },
    });
    expect(response.statusCode).toBe(200);
    // and not from anyone else
    const direct = await login(t, DEMO_PASSWORD, {
      headers: BEHIND_A_PROXY,
      remoteAddress: '192.0.2.41',
    });
    expect(direct.statusCode).toBe(403);
  });
});
