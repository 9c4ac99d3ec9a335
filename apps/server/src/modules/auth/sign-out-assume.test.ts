import { authEndpoints } from '@boardready/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accounts, auditLog, sessions } from '../../db/schema';
import { as, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { hashToken } from './tokens';

/**
 * Spec §2 user menu, Sign Out: it first stops any assume-user impersonation, then the user is
 * signed out. Starting an impersonation belongs to the assume-user work; here the session row is
 * put in that state directly, as the products tests do.
 */
describe('sign out while assuming a user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const idOf = async (email: string) => {
    const [row] = await t.database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, email));
    return row!.id;
  };

  test('[USER-16] Sign Out stops the impersonation first, then ends the session', async () => {
    const cookie = await signIn(t.app, 'admin@demo.test');
    const token = cookie.slice(cookie.indexOf('=') + 1);
    const adminId = await idOf('admin@demo.test');
    const learnerId = await idOf('learner@demo.test');
    await t.database.db
      .update(sessions)
      .set({ assumedAccountId: learnerId })
      .where(eq(sessions.tokenHash, hashToken(token)));
    const request = as(t.app, cookie);
    const before = await request({ method: 'GET', url: authEndpoints.current.path });
    expect(before.json().account.Email).toBe('learner@demo.test');
    expect(before.json().assumedBy.Email).toBe('admin@demo.test');

    const out = await request({ method: 'POST', url: authEndpoints.logout.path, payload: {} });
    expect(out.statusCode).toBe(200);

    const trail = await t.database.db
      .select({
        action: auditLog.action,
        actor: auditLog.actorAccountId,
        subject: auditLog.subjectAccountId,
        details: auditLog.details,
      })
      .from(auditLog)
      .where(inArray(auditLog.action, ['assume.stop', 'auth.logout']))
      .orderBy(asc(auditLog.id));
    expect(trail).toEqual([
      {
        action: 'assume.stop',
        actor: adminId,
        subject: learnerId,
        details: { reason: 'sign_out' },
      },
      { action: 'auth.logout', actor: adminId, subject: adminId, details: {} },
    ]);
    const rows = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(rows).toEqual([]);
    const after = await request({ method: 'GET', url: authEndpoints.current.path });
    expect(after.json()).toEqual({
      isLoggedIn: false,
      account: null,
      assumedBy: null,
      api3Authenticated: false,
    });
  });

  test('a sign-out without an impersonation records no assume stop', async () => {
    const cookie = await signIn(t.app, 'learner@demo.test');
    const learnerId = await idOf('learner@demo.test');
    const out = await as(
      t.app,
      cookie,
    )({
      method: 'POST',
      url: authEndpoints.logout.path,
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const stops = await t.database.db
      .select({ actor: auditLog.actorAccountId })
      .from(auditLog)
      .where(eq(auditLog.action, 'assume.stop'));
    expect(stops.map((s) => s.actor)).not.toContain(learnerId);
  });
});
