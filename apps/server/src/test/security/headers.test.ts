import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  accountEndpoints,
  auditEndpoints,
  authEndpoints,
  environmentEndpoints,
} from '@boardready/contracts';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sessions } from '../../db/schema';
import { hashToken } from '../../modules/auth/tokens';
import { DEMO_PASSWORD } from '../../seed/demo-accounts';
import { createTestApp, JSON_HEADERS, signIn, type TestApp } from '../test-app';

/**
 * Security headers on every kind of answer (API success, API errors, the SPA's HTML and its
 * assets), in development and in production, and the randomness of session tokens. The session
 * cookie's attributes are pinned in modules/auth/auth.test.ts.
 */

function csp(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** A stand-in for the built SPA: an index.html and a hashed asset. */
function fakeWebRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'boardready-web-'));
  writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><title>x</title><div id="root"></div>',
  );
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'assets', 'index-abc123.js'), 'console.log(1)');
  return root;
}

const ANSWERS = [
  ['an API success', { method: 'GET', url: environmentEndpoints.versions.path }],
  ['a 401', { method: 'GET', url: '/api/2.0/account/specialties' }],
  ['a 400', { method: 'POST', url: authEndpoints.login.path, headers: JSON_HEADERS, payload: {} }],
  ['a 404', { method: 'GET', url: '/api/2.0/no-such-thing' }],
  [
    'a 415',
    {
      method: 'POST',
      url: authEndpoints.login.path,
      headers: { 'content-type': 'text/plain' },
      payload: 'x',
    },
  ],
  ['the SPA page', { method: 'GET', url: '/dashboard' }],
  ['an SPA asset', { method: 'GET', url: '/assets/index-abc123.js' }],
  // The API documentation goes out under the app's policy, in every mode (decision 0408).
  ['the API documentation', { method: 'GET', url: '/api/docs' }],
  [
    'a script of the API documentation',
    { method: 'GET', url: '/api/docs/static/swagger-initializer.js' },
  ],
  ['the OpenAPI document', { method: 'GET', url: '/api/docs/json' }],
] as const;

describe.each([
  ['production', true],
  ['development', false],
] as const)('security headers in %s', (_label, production) => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = fakeWebRoot();
    t = await createTestApp({ production, webRoot });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  test.each(ANSWERS)('on %s', async (_what, request) => {
    const response = await t.app.inject(request as never);
    expect(response.statusCode).toBeLessThan(500);
    const h = response.headers;

    const policy = csp(response);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    const all = [...policy.values()].flat();
    expect(all).not.toContain("'unsafe-eval'");
    expect(all).not.toContain('*');
    expect(all.filter((s) => /^(https?:|http:\/\/)$/.test(s))).toEqual([]);
    expect(policy.has('upgrade-insecure-requests')).toBe(production);

    expect(h['x-content-type-options']).toBe('nosniff');
    expect([
      'no-referrer',
      'same-origin',
      'strict-origin',
      'strict-origin-when-cross-origin',
    ]).toContain(h['referrer-policy']);
    expect(h['x-frame-options']).toMatch(/^(DENY|SAMEORIGIN)$/);
    expect(h['cross-origin-opener-policy']).toBe('same-origin');
    expect(h['x-powered-by']).toBeUndefined();
    if (production) {
      const hsts = String(h['strict-transport-security']);
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
      expect(hsts).toMatch(/includeSubDomains/);
    } else {
      // HSTS on a plain-HTTP development host would lock the browser out of localhost.
      expect(h['strict-transport-security']).toBeUndefined();
    }
  });

  test('the API documentation carries exactly the policy of the app', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/dashboard' });
    for (const url of ['/api/docs', '/api/docs/static/swagger-ui-bundle.js', '/api/docs/json']) {
      const docs = await t.app.inject({ method: 'GET', url });
      expect(docs.statusCode, url).toBe(200);
      expect(docs.headers['content-security-policy'], url).toBe(
        page.headers['content-security-policy'],
      );
    }
  });
});

/**
 * Every API answer may depend on the session, so none may be kept by a cache: Cache-Control:
 * no-store on successes and on every error, refusals included (decision 0408). The rights matrix
 * and the fuzzer check it on every endpoint of the contracts (expectations.ts); these are the
 * answers no contract describes.
 */
describe('Cache-Control on API answers', () => {
  let t: TestApp;
  let webRoot: string;
  let learner: string;
  beforeAll(async () => {
    webRoot = fakeWebRoot();
    t = await createTestApp({ webRoot, authPerMinute: 2 });
    learner = await signIn(t.app, 'learner@demo.test');
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const API_ANSWERS = [
    ...ANSWERS.filter(([, request]) => request.url.startsWith('/api/')),
    ['a signed-in answer', { method: 'GET', url: accountEndpoints.profile.path, signedIn: true }],
    [
      'a 403 to a learner on a staff endpoint',
      { method: 'GET', url: auditEndpoints.list.path, signedIn: true },
    ],
    [
      'a cross-site refusal',
      {
        method: 'POST',
        url: authEndpoints.logout.path,
        headers: { ...JSON_HEADERS, 'sec-fetch-site': 'cross-site' },
      },
    ],
    [
      'a path parameter too long to route',
      { method: 'GET', url: `/api/2.0/qa/session/${'9'.repeat(300)}` },
    ],
    ['a broken %-escape', { method: 'GET', url: '/api/2.0/qa/session/%E0%A4%A' }],
    ['an unknown API path', { method: 'DELETE', url: '/api/2.0/no-such-thing' }],
  ] as const;

  test.each(API_ANSWERS)('no-store on %s', async (_what, request) => {
    const { signedIn, ...options } = request as typeof request & { signedIn?: boolean };
    const response = await t.app.inject({
      ...(options as InjectOptions),
      headers: { ...(options as InjectOptions).headers, ...(signedIn ? { cookie: learner } : {}) },
    });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  test('no-store on a 429', async () => {
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: authEndpoints.login.path,
        headers: JSON_HEADERS,
        payload: { email: 'nobody@demo.test', password: 'not the password' },
        remoteAddress: '192.0.2.50',
      });
    let response = await login();
    for (let i = 0; i < 3 && response.statusCode !== 429; i++) response = await login();
    expect(response.statusCode).toBe(429);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  test('the SPA keeps its own caching: pages revalidated, hashed assets for a year', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('session tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test('are 256 random bits, new at every sign-in, and stored only as a hash', async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 20; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: authEndpoints.login.path,
        headers: JSON_HEADERS,
        payload: { email: 'learner@demo.test', password: DEMO_PASSWORD },
      });
      const cookie = response.cookies.find((c) => c.name === 'br_session');
      tokens.push(cookie!.value);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
    for (const token of tokens) {
      // base64url of 32 bytes: 43 characters, at least the 128 bits the issue asks for
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      const stored = await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)));
      expect(stored).toHaveLength(1);
      const raw = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, token));
      expect(raw).toHaveLength(0);
    }
    // Not a counter or a clock: the bits of the tokens are balanced (a crude sanity check).
    const bits = tokens
      .flatMap((token) => [...Buffer.from(token, 'base64url')])
      .reduce((ones, byte) => ones + byte.toString(2).replaceAll('0', '').length, 0);
    const total = tokens.length * 32 * 8;
    expect(bits / total).toBeGreaterThan(0.45);
    expect(bits / total).toBeLessThan(0.55);
  });
});
