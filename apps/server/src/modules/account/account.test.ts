import { accountEndpoints, authEndpoints, type Endpoint } from '@boardready/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { accounts, authThrottle, sessions } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/demo-accounts';
import {
  accountRow,
  type Caller,
  call,
  expectFieldError,
  lastAudit,
  loginStatus,
  newAccount,
  signedInAs,
} from '../../test/account-calls';
import { countRows } from '../../test/db-helpers';
import { as, createTestApp, JSON_HEADERS, signIn, type TestApp } from '../../test/test-app';
import { hashToken } from '../auth/tokens';

const E = accountEndpoints;
const CURRENT = authEndpoints.current.path;
const NEW_PASSWORD = 'a fresh and rather long passphrase';

describe('My Account endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.mails.length = 0;
    await t.database.db.delete(authThrottle);
  });

  test('[ROUTE-07] signed out, every My Account call answers 401 and writes nothing', async () => {
    const before = await countRows(t.database.db);
    for (const endpoint of Object.values(E) as Endpoint[]) {
      const response = await t.app.inject({
        method: endpoint.method,
        url: endpoint.path,
        headers: JSON_HEADERS,
        ...(endpoint.body ? { payload: {} } : {}),
      });
      expect(response.statusCode, `${endpoint.method} ${endpoint.path}`).toBe(401);
    }
    expect(await countRows(t.database.db)).toEqual(before);
  });

  describe('the profile', () => {
    test('[ROUTE-07] shows the acting account: name, e-mail, board identifiers, devices', async () => {
      const learner = as(t.app, await signIn(t.app, 'learner@demo.test'));
      const response = await call(learner, E.profile);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        firstName: 'Alex',
        lastName: 'Rivera',
        email: 'learner@demo.test',
        boardIdentifiers: { abimNumber: '204817', abpNumber: null, birthMonth: 3, birthDay: 14 },
        signedInDevices: expect.any(Number),
        assumed: false,
      });
      expect(response.json().signedInDevices).toBeGreaterThanOrEqual(1);
    });

    test('an account with no board identifiers gets empty ones', async () => {
      const fresh = await newAccount(t, 'empty');
      expect((await call(fresh.call, E.profile)).json()).toMatchObject({
        boardIdentifiers: { abimNumber: null, abpNumber: null, birthMonth: null, birthDay: null },
        signedInDevices: 1,
      });
    });

    test('counts the devices signed in, this one included', async () => {
      const fresh = await newAccount(t, 'devices');
      await signIn(t.app, fresh.email, fresh.password);
      await signIn(t.app, fresh.email, fresh.password);
      expect((await call(fresh.call, E.profile)).json().signedInDevices).toBe(3);
    });
  });

  describe('name', () => {
    test('a new name is saved, shown by the session at once, and audited', async () => {
      const fresh = await newAccount(t, 'name');
      const response = await call(fresh.call, E.changeName, {
        firstName: '  Jordan ',
        lastName: 'Okafor-Lind',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ firstName: 'Jordan', lastName: 'Okafor-Lind' });
      const session = (await fresh.call({ method: 'GET', url: CURRENT })).json();
      expect(session.account).toMatchObject({ FirstName: 'Jordan', LastName: 'Okafor-Lind' });
      expect(await lastAudit(t, fresh.id, 'account.name_changed')).toMatchObject({
        action: 'account.name_changed',
        actorAccountId: fresh.id,
        details: { from: 'Robin Tester', to: 'Jordan Okafor-Lind' },
      });
    });

    test.each([
      ['an empty first name', { firstName: ' ', lastName: 'Tester' }, 'firstName'],
      ['a missing last name', { firstName: 'Robin' }, 'lastName'],
      ['a name too long', { firstName: 'R'.repeat(81), lastName: 'Tester' }, 'firstName'],
      ['a number for a name', { firstName: 7, lastName: 'Tester' }, 'firstName'],
    ])('%s is refused with 400 and nothing is written', async (_why, payload, field) => {
      const fresh = await newAccount(t, 'badname');
      const before = await countRows(t.database.db);
      expectFieldError(await call(fresh.call, E.changeName, payload), 400, field);
      expect(await countRows(t.database.db)).toEqual(before);
      expect(await accountRow(t, fresh.id)).toMatchObject({ firstName: 'Robin' });
    });

    test("an account id in the body is ignored: only the caller's own name changes", async () => {
      const fresh = await newAccount(t, 'other');
      const peds = await t.database.db
        .select()
        .from(accounts)
        .where(eq(accounts.email, 'peds@demo.test'));
      const response = await call(fresh.call, E.changeName, {
        firstName: 'Mallory',
        lastName: 'Intruder',
        accountId: peds[0]!.id,
        AccountId: peds[0]!.id,
      });
      expect(response.statusCode).toBe(200);
      expect(await accountRow(t, peds[0]!.id)).toMatchObject({
        firstName: 'Priya',
        lastName: 'Shah',
      });
      expect(await accountRow(t, fresh.id)).toMatchObject({ firstName: 'Mallory' });
    });
  });

  describe('e-mail address', () => {
    test('with the current password the address changes, the old one is told, and it is audited', async () => {
      const fresh = await newAccount(t, 'mail');
      const newEmail = `New-${fresh.email}`;
      const response = await call(fresh.call, E.changeEmail, {
        email: newEmail,
        currentPassword: fresh.password,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().email).toBe(newEmail.toLowerCase());
      expect(t.mails).toHaveLength(1);
      expect(t.mails[0]).toMatchObject({
        to: fresh.email,
        subject: 'Your BoardReady e-mail address was changed',
      });
      expect(t.mails[0]!.text).toContain(newEmail.toLowerCase());
      expect(await loginStatus(t, newEmail, fresh.password)).toBe(200);
      expect(await loginStatus(t, fresh.email, fresh.password)).toBe(401);
      expect(await lastAudit(t, fresh.id, 'account.email_changed')).toMatchObject({
        action: 'account.email_changed',
        details: { from: fresh.email, to: newEmail.toLowerCase() },
      });
    });

    test('a wrong current password is refused under its field; nothing changes, no mail', async () => {
      const fresh = await newAccount(t, 'wrongpw');
      const response = await call(fresh.call, E.changeEmail, {
        email: `other-${fresh.email}`,
        currentPassword: 'not my password at all',
      });
      expectFieldError(response, 400, 'currentPassword');
      expect(response.json().error).toMatchObject({
        code: 'wrong_password',
        message: 'Your current password is not correct.',
      });
      expect((await accountRow(t, fresh.id)).email).toBe(fresh.email);
      expect(t.mails).toEqual([]);
      expect(await signedInAs(t, fresh.cookie)).toBe(true);
    });

    test('an address another account uses (in any case) is refused with 409', async () => {
      const fresh = await newAccount(t, 'taken');
      const response = await call(fresh.call, E.changeEmail, {
        email: 'PEDS@demo.test',
        currentPassword: fresh.password,
      });
      expectFieldError(response, 409, 'email');
      expect(response.json().error.code).toBe('email_taken');
      expect((await accountRow(t, fresh.id)).email).toBe(fresh.email);
      expect(t.mails).toEqual([]);
    });

    test.each([
      ['an invalid address', { email: 'not-an-address', currentPassword: 'x' }, 'email'],
      ['no password', { email: 'someone@example.test' }, 'currentPassword'],
      [
        'an empty password',
        { email: 'someone@example.test', currentPassword: '' },
        'currentPassword',
      ],
    ])('%s is refused with 400 and nothing is written', async (_why, payload, field) => {
      const fresh = await newAccount(t, 'badmail');
      const before = await countRows(t.database.db);
      expectFieldError(await call(fresh.call, E.changeEmail, payload), 400, field);
      expect(await countRows(t.database.db)).toEqual(before);
    });

    test('the address the account already has is refused', async () => {
      const fresh = await newAccount(t, 'same');
      const response = await call(fresh.call, E.changeEmail, {
        email: fresh.email.toUpperCase(),
        currentPassword: fresh.password,
      });
      expectFieldError(response, 400, 'email');
      expect(response.json().error.message).toBe('This is already your e-mail address.');
    });
  });

  describe('sign out of all devices', () => {
    test('ends every session of the account, this one included, and clears the cookie', async () => {
      const fresh = await newAccount(t, 'everywhere');
      const other = await signIn(t.app, fresh.email, fresh.password);
      const bystander = await signIn(t.app, 'student@demo.test');
      const response = await call(fresh.call, E.signOutEverywhere);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ signedOut: true, sessionsEnded: 2 });
      expect(response.cookies).toEqual([
        expect.objectContaining({ name: 'br_session', value: '' }),
      ]);
      expect(await signedInAs(t, fresh.cookie)).toBe(false);
      expect(await signedInAs(t, other)).toBe(false);
      expect(await signedInAs(t, bystander)).toBe(true);
      expect(await lastAudit(t, fresh.id, 'account.signed_out_everywhere')).toMatchObject({
        action: 'account.signed_out_everywhere',
        details: { sessionsEnded: 2 },
      });
      expect(await loginStatus(t, fresh.email, fresh.password)).toBe(200);
    });
  });

  describe('staff acting as a user (assumed session)', () => {
    let admin: Caller;
    let adminId: number;
    let learner: Awaited<ReturnType<typeof newAccount>>;

    beforeAll(async () => {
      learner = await newAccount(t, 'assumed');
      const cookie = await signIn(t.app, 'admin@demo.test');
      const token = cookie.split('=')[1]!;
      const [row] = await t.database.db
        .update(sessions)
        .set({ assumedAccountId: learner.id })
        .where(eq(sessions.tokenHash, hashToken(token)))
        .returning({ accountId: sessions.accountId });
      adminId = row!.accountId;
      admin = as(t.app, cookie);
    });

    test("the page shows the user's data, marked as assumed", async () => {
      expect((await call(admin, E.profile)).json()).toMatchObject({
        firstName: 'Robin',
        email: learner.email,
        assumed: true,
      });
    });

    test('staff may fix the name and board IDs; the audit names staff as the actor', async () => {
      const response = await call(admin, E.changeName, { firstName: 'Robyn', lastName: 'Tester' });
      expect(response.statusCode).toBe(200);
      expect(await lastAudit(t, learner.id, 'account.name_changed')).toMatchObject({
        action: 'account.name_changed',
        actorAccountId: adminId,
        subjectAccountId: learner.id,
        details: { assumed: true },
      });
    });

    test.each([
      [
        'e-mail',
        E.changeEmail,
        { email: 'staff-choice@example.test', currentPassword: DEMO_PASSWORD },
      ],
      ['password', E.changePassword, { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD }],
      ['sign-out everywhere', E.signOutEverywhere, undefined],
    ])(
      'the %s change is refused (409) even with a password, and nothing is written',
      async (_what, endpoint, payload) => {
        const before = await countRows(t.database.db);
        const hashBefore = (await accountRow(t, learner.id)).passwordHash;
        const response = await call(admin, endpoint, payload);
        expect(response.statusCode, response.body).toBe(409);
        expect(response.json().error.code).toBe('assumed_session');
        expect(await countRows(t.database.db)).toEqual(before);
        expect(await accountRow(t, learner.id)).toMatchObject({
          email: learner.email,
          passwordHash: hashBefore,
        });
        expect(await signedInAs(t, learner.cookie)).toBe(true);
      },
    );
  });
});
