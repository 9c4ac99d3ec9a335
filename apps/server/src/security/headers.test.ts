import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { authEndpoints, environmentEndpoints } from '@boardready/contracts';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sessions } from '../db/schema';
import { DEMO_PASSWORD } from '../db/seed/demo-accounts';
import { hashToken } from '../modules/auth/tokens';
import { createTestApp, JSON_HEADERS, type TestApp } from '../test/test-app';

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
