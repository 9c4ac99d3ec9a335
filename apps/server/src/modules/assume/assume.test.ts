import {
  assumeEndpoints,
  auditEndpoints,
  authEndpoints,
  mailEndpoints,
  productEndpoints,
} from '@boardready/contracts';
import { desc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accounts, auditLog } from '../../db/schema';
import { countRows } from '../../test/db-helpers';
import {
  as,
  createTestApp,
  JSON_HEADERS,
  registerAccount,
  signIn,
  type TestApp,
} from '../../test/test-app';

const STOP = assumeEndpoints.stop;
const start = (id: number | string) => `/api/2.0/assume/${id}`;

describe('assume user (spec §4, decision 0601)', () => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp();
    for (const row of await t.database.db
      .select({ id: accounts.id, email: accounts.email })
      .from(accounts))
      ids[row.email] = row.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const lastAuditId = async () =>
    (await t.database.db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)))[0]
      ?.id ?? 0;
  const auditSince = (id: number) =>
    t.database.db
      .select({
        action: auditLog.action,
        actor: auditLog.actorAccountId,
        subject: auditLog.subjectAccountId,
        details: auditLog.details,
      })
      .from(auditLog)
      .where(gt(auditLog.id, id))
      .orderBy(auditLog.id);

  /** A fresh staff account holding exactly `rights`. */
  async function staffWith(rights: Partial<typeof accounts.$inferInsert>) {
    const { email, cookie } = await registerAccount(t.app, 'staff');
    const [row] = await t.database.db
      .update(accounts)
      .set(rights)
      .where(eq(accounts.email, email))
      .returning({ id: accounts.id });
    ids[email] = row!.id;
    return { email, id: row!.id, cookie };
  }

  test('[ASSUME-04] starting sets the assumed account: the session acts as the user, and the start is audited with both accounts', async () => {
    const admin = await signIn(t.app, 'admin@demo.test');
    const since = await lastAuditId();
    const response = await as(
      t.app,
      admin,
    )({ method: 'POST', url: start(ids['learner@demo.test']!) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      isLoggedIn: true,
      account: { Email: 'learner@demo.test', AccountId: ids['learner@demo.test'] },
      assumedBy: { Email: 'admin@demo.test', AccountId: ids['admin@demo.test'] },
    });
    expect(await auditSince(since)).toEqual([
      {
        action: 'assume.start',
        actor: ids['admin@demo.test'],
        subject: ids['learner@demo.test'],
        details: {},
      },
    ]);
    // everything now acts as the learner: their products, and no staff powers
    const products = await as(
      t.app,
      admin,
    )({ method: 'GET', url: productEndpoints.myProducts.path });
    const learnerProducts = await as(
      t.app,
      await signIn(t.app, 'learner@demo.test'),
    )({
      method: 'GET',
      url: productEndpoints.myProducts.path,
    });
    expect(products.json()).toEqual(learnerProducts.json());
    const outbox = await as(t.app, admin)({ method: 'GET', url: mailEndpoints.outbox.path });
    expect(outbox.statusCode).toBe(403);
  });

  test('[ASSUME-03] stopping returns to the staff member and is audited; stopping again changes nothing', async () => {
    const admin = await signIn(t.app, 'admin@demo.test');
    await as(t.app, admin)({ method: 'POST', url: start(ids['peds@demo.test']!) });
    const since = await lastAuditId();
    const stopped = await as(t.app, admin)({ method: STOP.method, url: STOP.path });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toMatchObject({
      isLoggedIn: true,
      account: { Email: 'admin@demo.test' },
      assumedBy: null,
    });
    expect(await auditSince(since)).toEqual([
      {
        action: 'assume.stop',
        actor: ids['admin@demo.test'],
        subject: ids['peds@demo.test'],
        details: { reason: 'cancel' },
      },
    ]);
    const before = await countRows(t.database.db);
    const again = await as(t.app, admin)({ method: STOP.method, url: STOP.path });
    expect(again.statusCode).toBe(200);
    expect(again.json().assumedBy).toBeNull();
    expect(await countRows(t.database.db)).toEqual(before);
  });

  test('going from one user straight to another stops the first on the record', async () => {
    const admin = await signIn(t.app, 'admin@demo.test');
    await as(t.app, admin)({ method: 'POST', url: start(ids['learner@demo.test']!) });
    const since = await lastAuditId();
    const response = await as(
      t.app,
      admin,
    )({ method: 'POST', url: start(ids['combo@demo.test']!) });
    expect(response.json().account.Email).toBe('combo@demo.test');
    expect((await auditSince(since)).map((r) => [r.action, r.subject, r.details])).toEqual([
      ['assume.stop', ids['learner@demo.test'], { reason: 'switch' }],
      ['assume.start', ids['combo@demo.test'], {}],
    ]);
  });

  test('[ROUTE-03] a learner cannot assume or stop: 403, nothing written', async () => {
    const learner = await signIn(t.app, 'learner@demo.test');
    const before = await countRows(t.database.db);
    for (const request of [
      { method: 'POST' as const, url: start(ids['peds@demo.test']!) },
      { method: STOP.method, url: STOP.path },
    ]) {
      const response = await as(t.app, learner)(request);
      expect(response.statusCode, request.url).toBe(403);
      expect(response.json().error.code).toBe('forbidden');
    }
    expect(await countRows(t.database.db)).toEqual(before);
    const signedOut = await t.app.inject({
      method: 'POST',
      url: start(ids['peds@demo.test']!),
      headers: JSON_HEADERS,
    });
    expect(signedOut.statusCode).toBe(401);
  });

  test('refusals: yourself (400), an unknown account (404), a bad id (400); nothing written', async () => {
    const admin = await signIn(t.app, 'admin@demo.test');
    const before = await countRows(t.database.db);
    const cases: [string, number, string][] = [
      [start(ids['admin@demo.test']!), 400, 'assume_self'],
      [start(2_000_000), 404, 'account_not_found'],
      [start('abc'), 400, 'validation_failed'],
      [start(0), 400, 'validation_failed'],
    ];
    for (const [url, status, code] of cases) {
      const response = await as(t.app, admin)({ method: 'POST', url });
      expect(response.statusCode, url).toBe(status);
      expect(response.json().error.code, url).toBe(code);
    }
    expect(await countRows(t.database.db)).toEqual(before);
    expect(
      (await as(t.app, admin)({ method: 'GET', url: authEndpoints.current.path })).json(),
    ).toMatchObject({ assumedBy: null, account: { Email: 'admin@demo.test' } });
  });

  test('staff cannot assume staff holding rights they lack (409), but may assume learners and equals', async () => {
    const assumer = await staffWith({ canAssumeUsers: true });
    const previewer = await staffWith({ canPreviewQna: true });
    const peer = await staffWith({ canAssumeUsers: true });
    const before = await countRows(t.database.db);
    for (const target of [ids['admin@demo.test']!, previewer.id]) {
      const refused = await as(t.app, assumer.cookie)({ method: 'POST', url: start(target) });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatchObject({
        code: 'assume_superior',
        message: expect.stringMatching(/staff rights you do not have/),
      });
    }
    expect(await countRows(t.database.db)).toEqual(before);
    const learner = await as(
      t.app,
      assumer.cookie,
    )({
      method: 'POST',
      url: start(ids['learner@demo.test']!),
    });
    expect(learner.statusCode).toBe(200);
    const equal = await as(t.app, assumer.cookie)({ method: 'POST', url: start(peer.id) });
    expect(equal.statusCode).toBe(200);
    expect(equal.json().account.Email).toBe(peer.email);
  });

  test('[TERMS-10] assuming an account that has not accepted the terms is a full session: the prompt is suppressed', async () => {
    const admin = await signIn(t.app, 'admin@demo.test');
    const response = await as(
      t.app,
      admin,
    )({ method: 'POST', url: start(ids['terms@demo.test']!) });
    expect(response.json()).toMatchObject({
      isLoggedIn: true,
      account: { Email: 'terms@demo.test', HasAcceptedTermsOfUsage: false },
      assumedBy: { Email: 'admin@demo.test' },
    });
    const products = await as(
      t.app,
      admin,
    )({ method: 'GET', url: productEndpoints.myProducts.path });
    expect(products.statusCode).toBe(200);
  });

  test('staff in a restricted session (terms not accepted) cannot assume', async () => {
    const staff = await staffWith({ canAssumeUsers: true, acceptedTermsVersion: null });
    const response = await as(
      t.app,
      staff.cookie,
    )({
      method: 'POST',
      url: start(ids['learner@demo.test']!),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('terms_not_accepted');
  });

  test('the audit log reader shows both rows with both accounts, to admins only', async () => {
    const admin = await signIn(t.app, 'admin@demo.test');
    const call = as(t.app, admin);
    await call({ method: 'POST', url: start(ids['student@demo.test']!) });
    await call({ method: STOP.method, url: STOP.path });
    const list = await call({
      method: 'GET',
      url: `${auditEndpoints.list.path}?accountId=${ids['student@demo.test']}`,
    });
    expect(list.statusCode).toBe(200);
    const [stop, begin] = list.json().items;
    expect(stop).toMatchObject({
      action: 'assume.stop',
      actor: { Email: 'admin@demo.test', AccountId: ids['admin@demo.test'] },
      subject: { Email: 'student@demo.test', AccountId: ids['student@demo.test'] },
      details: { reason: 'cancel' },
    });
    expect(begin).toMatchObject({
      action: 'assume.start',
      subject: { Email: 'student@demo.test' },
    });
    const filtered = await call({ method: 'GET', url: `${auditEndpoints.list.path}?action=nope!` });
    expect(filtered.statusCode).toBe(400);
    const tooMany = await call({ method: 'GET', url: `${auditEndpoints.list.path}?limit=1000` });
    expect(tooMany.statusCode).toBe(400);
    const learner = await signIn(t.app, 'learner@demo.test');
    const denied = await as(t.app, learner)({ method: 'GET', url: auditEndpoints.list.path });
    expect(denied.statusCode).toBe(403);
  });
});
