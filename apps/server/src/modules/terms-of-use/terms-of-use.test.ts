import {
  authEndpoints,
  navigationEndpoints,
  productEndpoints,
  termsOfUseEndpoints,
} from '@boardready/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accounts, auditLog, sessions, termsVersions } from '../../db/schema';
import { countRows } from '../../test/db-helpers';
import {
  as,
  createTestApp,
  JSON_HEADERS,
  registerAccount,
  signIn,
  type TestApp,
} from '../../test/test-app';
import { hashToken } from '../auth/tokens';

const ANSWER = termsOfUseEndpoints.answer;
const CURRENT = authEndpoints.current.path;

describe('terms of use (spec §4, decision 0601)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const accountRow = async (email: string) =>
    (await t.database.db.select().from(accounts).where(eq(accounts.email, email)))[0]!;
  const lastAudit = async () =>
    (await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;
  const answer = (cookie: string, payload: string) =>
    as(t.app, cookie)({ method: ANSWER.method, url: ANSWER.path, payload });
  const session = async (cookie: string) =>
    (await as(t.app, cookie)({ method: 'GET', url: CURRENT })).json();

  const register = async (tag: string) => {
    const { email, cookie, session: body } = await registerAccount(t.app, tag);
    return { email, cookie, body };
  };

  test('[TERMS-12] an account that has not accepted the terms in force signs in to a restricted session: known, not logged in', async () => {
    const cookie = await signIn(t.app, 'terms@demo.test');
    const current = await session(cookie);
    expect(current).toMatchObject({
      isLoggedIn: false,
      account: { Email: 'terms@demo.test', HasAcceptedTermsOfUsage: false },
      assumedBy: null,
    });
    expect(current.account.AccountId).toBeGreaterThan(0);
    // It can do nothing but read and answer the terms.
    for (const url of [
      productEndpoints.myProducts.path,
      navigationEndpoints.specialties.path,
      authEndpoints.api3Auth.path,
    ]) {
      const method = url === authEndpoints.api3Auth.path ? 'POST' : 'GET';
      const refused = await as(t.app, cookie)({ method, url });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().error.code).toBe('terms_not_accepted');
    }
    const terms = await t.app.inject({ method: 'GET', url: termsOfUseEndpoints.current.path });
    expect(terms.json()).toEqual({ version: 1, summary: null, publishedAt: null });
  });

  test('[TERMS-17] [TERMS-18] agreeing (true) records the version in force and answers the full session', async () => {
    const cookie = await signIn(t.app, 'terms@demo.test');
    const response = await answer(cookie, 'true');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      isLoggedIn: true,
      account: { Email: 'terms@demo.test', HasAcceptedTermsOfUsage: true },
      assumedBy: null,
    });
    const row = await accountRow('terms@demo.test');
    expect(row.acceptedTermsVersion).toBe(1);
    expect(row.acceptedTermsAt).toBeInstanceOf(Date);
    expect(await lastAudit()).toMatchObject({
      action: 'terms.accept',
      actorAccountId: row.id,
      subjectAccountId: row.id,
      details: { version: 1 },
    });
    const products = await as(
      t.app,
      cookie,
    )({ method: 'GET', url: productEndpoints.myProducts.path });
    expect(products.statusCode).toBe(200);
    expect((await session(cookie)).isLoggedIn).toBe(true);
  });

  test('[TERMS-17] declining (false) ends the session and records the answer; the account stays unaccepted', async () => {
    const { email, cookie } = await register('decline');
    // withdraw first, so that this account is one that has not accepted
    expect((await answer(cookie, 'false')).statusCode).toBe(200);
    const again = await signIn(t.app, email, 'a long enough pass');
    expect((await session(again)).isLoggedIn).toBe(false);

    const response = await answer(again, 'false');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isLoggedIn: false, account: null, assumedBy: null });
    expect(response.cookies.find((c) => c.name === 'br_session')?.value).toBe('');
    const token = again.slice(again.indexOf('=') + 1);
    expect(
      await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token))),
    ).toEqual([]);
    const row = await accountRow(email);
    expect(row.acceptedTermsVersion).toBeNull();
    expect(await lastAudit()).toMatchObject({
      action: 'terms.decline',
      actorAccountId: row.id,
      details: { version: 1, withdrawn: false },
    });
  });

  test('declining after agreeing withdraws the agreement: the next sign-in is restricted again', async () => {
    const { email, cookie } = await register('withdraw');
    expect((await session(cookie)).isLoggedIn).toBe(true);
    const response = await answer(cookie, 'false');
    expect(response.json().isLoggedIn).toBe(false);
    expect((await accountRow(email)).acceptedTermsVersion).toBeNull();
    expect((await lastAudit()).details).toEqual({ version: 1, withdrawn: true });
    const again = await signIn(t.app, email, 'a long enough pass');
    expect(await session(again)).toMatchObject({
      isLoggedIn: false,
      account: { HasAcceptedTermsOfUsage: false },
    });
  });

  test('creating an account agrees to the terms in force (the form says so): no dialog after registering', async () => {
    const { email, body } = await register('fresh');
    expect(body).toMatchObject({ isLoggedIn: true, account: { HasAcceptedTermsOfUsage: true } });
    const row = await accountRow(email);
    expect(row.acceptedTermsVersion).toBe(1);
    const trail = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectAccountId, row.id));
    expect(trail).toEqual([
      expect.objectContaining({ action: 'auth.register', details: { termsVersion: 1 } }),
    ]);
  });

  test('bad input: anything but a boolean is a 400 and nothing is written', async () => {
    const cookie = await signIn(t.app, 'terms@demo.test');
    for (const payload of ['"yes"', '{"agree":true}', '1', '', 'null']) {
      const before = await countRows(t.database.db);
      const response = await answer(cookie, payload);
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().error.message).toMatch(/true to agree or false to decline|JSON/);
      expect(await countRows(t.database.db)).toEqual(before);
    }
    const refused = await t.app.inject({
      method: ANSWER.method,
      url: ANSWER.path,
      headers: JSON_HEADERS,
      payload: 'true',
    });
    expect(refused.statusCode).toBe(401);
  });

  test('[TERMS-10] staff acting as a user cannot answer for them (409), and nothing is written', async () => {
    const admin = await signIn(t.app, 'admin@demo.test');
    const target = await accountRow('learner@demo.test');
    expect(
      (await as(t.app, admin)({ method: 'POST', url: `/api/2.0/assume/${target.id}` })).statusCode,
    ).toBe(200);
    const before = await countRows(t.database.db);
    const response = await answer(admin, 'false');
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('assumed_session');
    expect(await countRows(t.database.db)).toEqual(before);
  });

  describe('staff publish a new version', () => {
    test('only an admin may publish; a short summary is refused', async () => {
      const learner = await signIn(t.app, 'learner@demo.test');
      const publish = termsOfUseEndpoints.publish;
      const denied = await as(
        t.app,
        learner,
      )({
        method: 'POST',
        url: publish.path,
        payload: { summary: 'We changed how we keep your answers.' },
      });
      expect(denied.statusCode).toBe(403);
      const admin = await signIn(t.app, 'admin@demo.test');
      const short = await as(
        t.app,
        admin,
      )({
        method: 'POST',
        url: publish.path,
        payload: { summary: 'new' },
      });
      expect(short.statusCode).toBe(400);
      expect(short.json().error.fields.summary).toMatch(/at least 10 characters/);
      expect(await t.database.db.select().from(termsVersions)).toEqual([]);
    });

    test('a published version asks every account again, signed-in sessions included', async () => {
      const learner = await signIn(t.app, 'learner@demo.test');
      expect((await session(learner)).isLoggedIn).toBe(true);
      const admin = await signIn(t.app, 'admin@demo.test');
      const published = await as(
        t.app,
        admin,
      )({
        method: 'POST',
        url: termsOfUseEndpoints.publish.path,
        payload: { summary: '  We now keep your answers for five years, not three.  ' },
      });
      expect(published.statusCode).toBe(201);
      expect(published.json()).toMatchObject({
        version: 2,
        summary: 'We now keep your answers for five years, not three.',
      });
      expect(await lastAudit()).toMatchObject({ action: 'terms.publish', details: { version: 2 } });
      const current = await t.app.inject({ method: 'GET', url: termsOfUseEndpoints.current.path });
      expect(current.json()).toMatchObject({ version: 2, summary: expect.stringMatching(/five/) });

      expect(await session(learner)).toMatchObject({
        isLoggedIn: false,
        account: { HasAcceptedTermsOfUsage: false },
      });
      const products = await as(
        t.app,
        learner,
      )({
        method: 'GET',
        url: productEndpoints.myProducts.path,
      });
      expect(products.statusCode).toBe(403);
      expect((await answer(learner, 'true')).json().isLoggedIn).toBe(true);
      expect((await accountRow('learner@demo.test')).acceptedTermsVersion).toBe(2);
    });
  });
});
