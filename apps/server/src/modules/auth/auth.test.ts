import { authEndpoints, type CurrentSession } from '@boardready/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accounts, sessions } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/demo-accounts';
import {
  as,
  cookieHeader,
  createTestApp,
  JSON_HEADERS,
  signIn,
  type TestApp,
} from '../../test/test-app';
import { hashToken } from './tokens';

const LOGIN = authEndpoints.login.path;
const LOGOUT = authEndpoints.logout.path;
const CURRENT = authEndpoints.current.path;
const API3 = authEndpoints.api3Auth.path;

function login(t: TestApp, email: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: LOGIN,
    headers: JSON_HEADERS,
    payload: { email, password },
  });
}

async function current(t: TestApp, cookie?: string): Promise<CurrentSession> {
  const response = await t.app.inject({
    method: 'GET',
    url: CURRENT,
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** The raw Set-Cookie header lines of a response. */
function setCookieLines(response: { headers: Record<string, unknown> }): string[] {
  const value = response.headers['set-cookie'];
  if (value === undefined) return [];
  return Array.isArray(value) ? value.map(String) : [String(value)];
}

function tokenOf(cookie: string): string {
  return cookie.slice(cookie.indexOf('=') + 1);
}

async function sessionByCookie(t: TestApp, cookie: string) {
  const [row] = await t.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(tokenOf(cookie))));
  return row ?? null;
}

describe('sign-in, sign-out and the current session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('login', () => {
    test('sets an HttpOnly, SameSite=Lax session cookie and returns the account', async () => {
      const response = await login(t, 'learner@demo.test', DEMO_PASSWORD);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        isLoggedIn: true,
        account: {
          AccountId: expect.any(Number),
          FirstName: 'Alex',
          LastName: 'Rivera',
          Email: 'learner@demo.test',
          HasAcceptedTermsOfUsage: true,
          isAdmin: false,
          isContentManager: false,
          canPreviewQna: false,
          canAssumeUsers: false,
        },
        assumedBy: null,
      });

      // One session cookie, then the device cookie that lets this browser past lockouts.
      expect(response.cookies.map((c) => c.name)).toEqual(['br_session', 'br_device']);
      const [cookie] = response.cookies;
      expect(cookie).toMatchObject({ name: 'br_session', path: '/', httpOnly: true });
      expect(cookie!.sameSite).toMatch(/^lax$/i);
      expect(cookie!.secure).toBeFalsy();
      expect(cookie!.domain).toBeUndefined();
      const [line] = setCookieLines(response);
      expect(line).toMatch(/; HttpOnly/i);
      expect(line).toMatch(/; SameSite=Lax/i);
      expect(line).not.toMatch(/; Secure/i);
      // The cookie lives as long as the idle window, not for ever.
      expect(new Date(String(cookie!.expires)).getTime()).toBeGreaterThan(Date.now());
    });

    test('returns the staff flags of a staff account and the terms state', async () => {
      const admin = await login(t, 'admin@demo.test', DEMO_PASSWORD);
      expect(admin.json().account).toMatchObject({
        Email: 'admin@demo.test',
        FirstName: 'Ada',
        LastName: 'Stone',
        isAdmin: true,
        isContentManager: true,
        canPreviewQna: true,
        canAssumeUsers: true,
      });
      const terms = await login(t, 'terms@demo.test', DEMO_PASSWORD);
      expect(terms.json().account).toMatchObject({
        Email: 'terms@demo.test',
        HasAcceptedTermsOfUsage: false,
      });
    });

    test('the e-mail address is case-insensitive and trimmed', async () => {
      for (const email of ['LEARNER@DEMO.TEST', 'Learner@Demo.Test', '  learner@demo.test  ']) {
        const response = await login(t, email, DEMO_PASSWORD);
        expect(response.statusCode, email).toBe(200);
        expect(response.json().account.Email).toBe('learner@demo.test');
      }
    });

    test('the password is case-sensitive', async () => {
      const response = await login(t, 'peds@demo.test', DEMO_PASSWORD.toUpperCase());
      expect(response.statusCode).toBe(401);
    });

    test('a wrong password and an unknown e-mail answer identically (no enumeration)', async () => {
      const wrongPassword = await login(t, 'student@demo.test', 'not-the-password');
      const unknownEmail = await login(t, 'nobody-here@demo.test', 'not-the-password');
      expect(wrongPassword.statusCode).toBe(401);
      expect(unknownEmail.statusCode).toBe(wrongPassword.statusCode);
      expect(unknownEmail.body).toBe(wrongPassword.body);
      expect(wrongPassword.json()).toEqual({
        error: {
          code: 'invalid_credentials',
          message: 'The e-mail address or password is incorrect.',
        },
      });
      expect(wrongPassword.cookies).toEqual([]);
      expect(unknownEmail.cookies).toEqual([]);
      expect(unknownEmail.headers['set-cookie']).toBe(wrongPassword.headers['set-cookie']);
    });

    test('every sign-in gets a new token, and each stays valid', async () => {
      const first = await signIn(t.app, 'combo@demo.test');
      const second = await signIn(t.app, 'combo@demo.test');
      expect(first).not.toBe(second);
      expect((await current(t, first)).account?.Email).toBe('combo@demo.test');
      expect((await current(t, second)).account?.Email).toBe('combo@demo.test');
    });

    test('the cookie token carries at least 128 random bits and only its hash is stored', async () => {
      const cookie = await signIn(t.app, 'newbie@demo.test');
      const token = tokenOf(cookie);
      expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);

      const row = await sessionByCookie(t, cookie);
      expect(row).not.toBeNull();
      expect(row!.tokenHash).not.toBe(token);
      expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      // The token appears nowhere in the sessions table.
      const all = await t.database.db.select().from(sessions);
      expect(JSON.stringify(all)).not.toContain(token);
    });

    test('a request carrying a session cookie that is not ours is anonymous and gets it cleared', async () => {
      for (const value of ['forged-token-value', 'x'.repeat(300)]) {
        const response = await t.app.inject({
          method: 'GET',
          url: CURRENT,
          headers: { cookie: `br_session=${value}` },
        });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          isLoggedIn: false,
          account: null,
          assumedBy: null,
          api3Authenticated: false,
        });
      }
    });
  });

  describe('logout', () => {
    test('deletes the session and clears the cookie; the old cookie no longer works', async () => {
      const cookie = await signIn(t.app, 'learner@demo.test');
      expect(await sessionByCookie(t, cookie)).not.toBeNull();

      const response = await as(t.app, cookie)({ method: 'POST', url: LOGOUT });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ signedOut: true });
      const cleared = response.cookies.find((c) => c.name === 'br_session');
      expect(cleared?.value).toBe('');
      expect(new Date(String(cleared?.expires)).getTime()).toBeLessThanOrEqual(Date.now());

      expect(await sessionByCookie(t, cookie)).toBeNull();
      expect(await current(t, cookie)).toEqual({
        isLoggedIn: false,
        account: null,
        assumedBy: null,
        api3Authenticated: false,
      });
      const api3 = await as(t.app, cookie)({ method: 'POST', url: API3 });
      expect(api3.statusCode).toBe(401);
    });

    test('signing out one session leaves the other sessions of the account alone', async () => {
      const phone = await signIn(t.app, 'resident@demo.test');
      const laptop = await signIn(t.app, 'resident@demo.test');
      await as(t.app, phone)({ method: 'POST', url: LOGOUT });
      expect((await current(t, phone)).isLoggedIn).toBe(false);
      expect((await current(t, laptop)).isLoggedIn).toBe(true);
    });

    test('without a session still answers 200 and clears the cookie', async () => {
      const response = await t.app.inject({ method: 'POST', url: LOGOUT, headers: JSON_HEADERS });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ signedOut: true });
      expect(response.cookies.find((c) => c.name === 'br_session')?.value).toBe('');
    });
  });

  describe('current session', () => {
    test('anonymous: not logged in, no account', async () => {
      expect(await current(t)).toEqual({
        isLoggedIn: false,
        account: null,
        assumedBy: null,
        api3Authenticated: false,
      });
    });

    test('signed in: the account', async () => {
      const cookie = await signIn(t.app, 'orgadmin@demo.test');
      const session = await current(t, cookie);
      expect(session).toEqual({
        isLoggedIn: true,
        account: expect.objectContaining({
          Email: 'orgadmin@demo.test',
          FirstName: 'Omar',
          LastName: 'Haddad',
          isAdmin: false,
        }),
        assumedBy: null,
        api3Authenticated: false,
      });
      const [row] = await t.database.db
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(accounts.email, 'orgadmin@demo.test'));
      expect(session.account?.AccountId).toBe(row!.id);
    });
  });

  describe('the 3.0 authentication step', () => {
    test('anonymous: 401 in the error envelope', async () => {
      const response = await t.app.inject({ method: 'POST', url: API3, headers: JSON_HEADERS });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: { code: 'not_signed_in', message: expect.any(String) },
      });
    });

    test('signed in: authenticates the session for the 3.0 API', async () => {
      const cookie = await signIn(t.app, 'peds@demo.test');
      expect((await sessionByCookie(t, cookie))!.api3AuthenticatedAt).toBeNull();
      const response = await as(t.app, cookie)({ method: 'POST', url: API3 });
      expect(response.statusCode).toBe(200);
      const { AccountId } = (await current(t, cookie)).account!;
      expect(response.json()).toEqual({ authenticated: true, accountId: AccountId });
      expect((await sessionByCookie(t, cookie))!.api3AuthenticatedAt).toBeInstanceOf(Date);
      // a reload learns that this session did the step, and need not do it again
      expect(await current(t, cookie)).toMatchObject({ isLoggedIn: true, api3Authenticated: true });
    });
  });

  describe('idle expiry', () => {
    test('a session past its expiry is signed out and its row deleted', async () => {
      const cookie = await signIn(t.app, 'student@demo.test');
      const before = await sessionByCookie(t, cookie);
      await t.database.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.id, before!.id));

      const response = await t.app.inject({ method: 'GET', url: CURRENT, headers: { cookie } });
      expect(response.json()).toEqual({
        isLoggedIn: false,
        account: null,
        assumedBy: null,
        api3Authenticated: false,
      });
      expect(response.cookies.find((c) => c.name === 'br_session')?.value).toBe('');
      expect(await sessionByCookie(t, cookie)).toBeNull();

      const api3 = await as(t.app, cookie)({ method: 'POST', url: API3 });
      expect(api3.statusCode).toBe(401);
    });

    test('activity slides the expiry forward and renews the cookie', async () => {
      const cookie = await signIn(t.app, 'student@demo.test');
      const row = await sessionByCookie(t, cookie);
      const soon = new Date(Date.now() + 60_000);
      await t.database.db
        .update(sessions)
        .set({ lastSeenAt: new Date(Date.now() - 5 * 60_000), expiresAt: soon })
        .where(eq(sessions.id, row!.id));

      const response = await t.app.inject({ method: 'GET', url: CURRENT, headers: { cookie } });
      expect(response.json().isLoggedIn).toBe(true);
      const renewed = await sessionByCookie(t, cookie);
      expect(renewed!.expiresAt.getTime()).toBeGreaterThan(soon.getTime() + 60 * 60_000);
      expect(renewed!.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 10_000);
      const refreshed = response.cookies.find((c) => c.name === 'br_session');
      expect(refreshed?.value).toBe(tokenOf(cookie));
    });
  });
});

describe('the session cookie in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ production: true });
  });
  afterAll(() => t.close());

  test('is __Host-br_session: Secure, HttpOnly, SameSite=Lax, Path=/, no Domain', async () => {
    const response = await login(t, 'learner@demo.test', DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.cookies.map((c) => c.name)).toEqual(['__Host-br_session', '__Host-br_device']);
    const [cookie] = response.cookies;
    expect(cookie).toMatchObject({
      name: '__Host-br_session',
      path: '/',
      httpOnly: true,
      secure: true,
    });
    expect(cookie!.sameSite).toMatch(/^lax$/i);
    expect(cookie!.domain).toBeUndefined();
    const [line] = setCookieLines(response);
    expect(line).toMatch(/; Secure/i);
    expect(line).toMatch(/; HttpOnly/i);
    expect(line).toMatch(/; SameSite=Lax/i);

    const signedIn = cookieHeader(response);
    expect((await current(t, signedIn)).account?.Email).toBe('learner@demo.test');
    // The development cookie name means nothing here.
    expect((await current(t, `br_session=${cookie!.value}`)).isLoggedIn).toBe(false);
  });

  test('logout clears the __Host- cookie', async () => {
    const cookie = await signIn(t.app, 'learner@demo.test');
    const response = await as(t.app, cookie)({ method: 'POST', url: LOGOUT });
    expect(response.statusCode).toBe(200);
    const cleared = response.cookies.find((c) => c.name === '__Host-br_session');
    expect(cleared).toMatchObject({ value: '', secure: true, path: '/' });
  });
});
