import { accountEndpoints, authEndpoints, type Endpoint } from '@boardready/contracts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import {
  accounts,
  auditLog,
  authThrottle,
  boardIdentifiers,
  passwordResetTokens,
  sessions,
} from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/demo-accounts';
import { countRows } from '../../test/db-helpers';
import {
  as,
  cookieHeader,
  createTestApp,
  JSON_HEADERS,
  registerAccount,
  signIn,
  type TestApp,
} from '../../test/test-app';
import { PASSWORD_IS_COMMON, PASSWORD_IS_EMAIL } from '../auth/password-policy';
import { hashToken } from '../auth/tokens';

const E = accountEndpoints;
const CURRENT = authEndpoints.current.path;
const NEW_PASSWORD = 'a fresh and rather long passphrase';

type Caller = ReturnType<typeof as>;

/**
 * A throw-away account (registered by its mailed link), so that tests changing credentials leave
 * the demo accounts alone. The registration's mail is forgotten: the tests look at what follows.
 */
async function newAccount(t: TestApp, tag: string, password = 'the first long password') {
  const { email, cookie } = await registerAccount(t.app, tag, password);
  t.mails.length = 0;
  const [row] = await t.database.db.select().from(accounts).where(eq(accounts.email, email));
  return { email, password, cookie, id: row!.id, call: as(t.app, cookie) };
}

function call(caller: Caller, endpoint: Endpoint, payload?: unknown) {
  return caller({
    method: endpoint.method,
    url: endpoint.path,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

function signedInAs(t: TestApp, cookie: string) {
  return as(t.app, cookie)({ method: 'GET', url: CURRENT }).then((r) => r.json().isLoggedIn);
}

async function loginStatus(t: TestApp, email: string, password: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: authEndpoints.login.path,
    headers: JSON_HEADERS,
    payload: { email, password },
  });
  return response.statusCode;
}

async function accountRow(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(accounts).where(eq(accounts.id, id));
  return row!;
}

/** The newest audit row of this action about the account. */
async function lastAudit(t: TestApp, subjectAccountId: number, action: string) {
  const [row] = await t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectAccountId, subjectAccountId), eq(auditLog.action, action)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

function expectFieldError(response: LightMyRequestResponse, status: number, field: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().error.fields).toHaveProperty(field);
  expect(response.json().error.message).toEqual(expect.any(String));
}

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

  describe('password', () => {
    test('the current password changes it: other sessions end, this browser stays with a new token', async () => {
      const fresh = await newAccount(t, 'pw');
      const other = await signIn(t.app, fresh.email, fresh.password);
      await t.database.db.insert(passwordResetTokens).values({
        tokenHash: hashToken('an-old-reset-link-token'),
        accountId: fresh.id,
        expiresAt: new Date(Date.now() + 3_600_000),
      });

      const response = await call(fresh.call, E.changePassword, {
        currentPassword: fresh.password,
        newPassword: NEW_PASSWORD,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        message: 'Your password has been changed, and 1 other browser or device was signed out.',
        otherSessionsEnded: 1,
      });

      // This browser got a new session cookie; the old token and the other device are out.
      const renewed = cookieHeader(response);
      expect(renewed).toMatch(/^br_session=/);
      expect(renewed).not.toBe(fresh.cookie);
      expect(await signedInAs(t, renewed)).toBe(true);
      expect(await signedInAs(t, fresh.cookie)).toBe(false);
      expect(await signedInAs(t, other)).toBe(false);
      expect(
        await t.database.db.select().from(sessions).where(eq(sessions.accountId, fresh.id)),
      ).toHaveLength(1);

      expect(await loginStatus(t, fresh.email, NEW_PASSWORD)).toBe(200);
      expect(await loginStatus(t, fresh.email, fresh.password)).toBe(401);
      const openLinks = await t.database.db
        .select()
        .from(passwordResetTokens)
        .where(
          and(eq(passwordResetTokens.accountId, fresh.id), isNull(passwordResetTokens.usedAt)),
        );
      expect(openLinks).toEqual([]);
      expect(t.mails.map((m) => [m.to, m.subject])).toEqual([
        [fresh.email, 'Your BoardReady password was changed'],
      ]);
      expect(await lastAudit(t, fresh.id, 'account.password_changed')).toMatchObject({
        action: 'account.password_changed',
        details: { otherSessionsEnded: 1 },
      });
    });

    test('the kept session keeps its 3.0 step', async () => {
      const fresh = await newAccount(t, 'api3');
      await fresh.call({ method: 'POST', url: authEndpoints.api3Auth.path });
      const response = await call(fresh.call, E.changePassword, {
        currentPassword: fresh.password,
        newPassword: NEW_PASSWORD,
      });
      const [row] = await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.accountId, fresh.id));
      expect(response.json().otherSessionsEnded).toBe(0);
      expect(response.json().message).toBe('Your password has been changed.');
      expect(row!.api3AuthenticatedAt).not.toBeNull();
    });

    test.each([
      [
        'a wrong current password',
        { currentPassword: 'wrong wrong wrong' },
        'currentPassword',
        400,
      ],
      ['a short new password', { newPassword: 'short' }, 'newPassword', 400],
      ['a common new password', { newPassword: 'password1234' }, 'newPassword', 400],
      ['the same password again', { newPassword: 'the first long password' }, 'newPassword', 400],
      ['no current password', { currentPassword: undefined }, 'currentPassword', 400],
    ])(
      '%s is refused under its field; the password and sessions stay',
      async (_why, change, field, status) => {
        const fresh = await newAccount(t, 'badpw');
        const other = await signIn(t.app, fresh.email, fresh.password);
        const hashBefore = (await accountRow(t, fresh.id)).passwordHash;
        const response = await call(fresh.call, E.changePassword, {
          currentPassword: fresh.password,
          newPassword: NEW_PASSWORD,
          ...change,
        });
        expectFieldError(response, status, field);
        expect(response.cookies).toEqual([]);
        expect((await accountRow(t, fresh.id)).passwordHash).toBe(hashBefore);
        expect(await signedInAs(t, other)).toBe(true);
        expect(await signedInAs(t, fresh.cookie)).toBe(true);
        expect(t.mails).toEqual([]);
      },
    );

    test.each([
      ['the account’s e-mail address', (email: string) => email, PASSWORD_IS_EMAIL],
      ['the e-mail address in capitals', (email: string) => email.toUpperCase(), PASSWORD_IS_EMAIL],
      ['the part before the @', (email: string) => email.split('@')[0]!, PASSWORD_IS_EMAIL],
      ['a common password of the long list', () => '1qaz2wsx3edc', PASSWORD_IS_COMMON],
      ['a common password in capitals', () => 'QWERTY123456', PASSWORD_IS_COMMON],
      ['only spaces', () => ' '.repeat(16), 'A password cannot be only spaces.'],
    ])(
      '[decision 0409] %s is refused as the new password, in words under its field; nothing changes',
      async (_why, choose, message) => {
        const fresh = await newAccount(t, 'localpart');
        const before = await countRows(t.database.db);
        const mailsBefore = t.mails.length;
        const hashBefore = (await accountRow(t, fresh.id)).passwordHash;
        const response = await call(fresh.call, E.changePassword, {
          currentPassword: fresh.password,
          newPassword: choose(fresh.email),
        });
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().error).toMatchObject({
          code: 'validation_failed',
          fields: { newPassword: message },
        });
        expect((await accountRow(t, fresh.id)).passwordHash).toBe(hashBefore);
        expect(await countRows(t.database.db)).toEqual(before);
        expect(t.mails.slice(mailsBefore)).toEqual([]);
      },
    );

    test('after 5 wrong current passwords even the right one is refused with 429 for a while', async () => {
      const fresh = await newAccount(t, 'lock');
      for (let i = 0; i < 5; i++) {
        const wrong = await call(fresh.call, E.changePassword, {
          currentPassword: `wrong password ${i}`,
          newPassword: NEW_PASSWORD,
        });
        expect(wrong.statusCode).toBe(400);
      }
      const locked = await call(fresh.call, E.changePassword, {
        currentPassword: fresh.password,
        newPassword: NEW_PASSWORD,
      });
      expect(locked.statusCode).toBe(429);
      expect(locked.json().error.message).toBe(
        'Too many wrong passwords. Try again in 15 minutes, or reset your password.',
      );
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
      // The e-mail change shares the lock: it is one password.
      const mail = await call(fresh.call, E.changeEmail, {
        email: `x-${fresh.email}`,
        currentPassword: fresh.password,
      });
      expect(mail.statusCode).toBe(429);
      expect(await loginStatus(t, fresh.email, NEW_PASSWORD)).toBe(401);
    }, 20_000);
  });

  describe('board identifiers', () => {
    const NONE = { abimNumber: null, abpNumber: null, birthMonth: null, birthDay: null };

    test('are saved (spaces and dashes dropped), audited by field name, and cleared', async () => {
      const fresh = await newAccount(t, 'board');
      const response = await call(fresh.call, E.setBoardIdentifiers, {
        abimNumber: ' 012-345 ',
        abpNumber: '',
        birthMonth: 2,
        birthDay: 29,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().boardIdentifiers).toEqual({
        abimNumber: '012345',
        abpNumber: null,
        birthMonth: 2,
        birthDay: 29,
      });
      expect(await lastAudit(t, fresh.id, 'account.board_identifiers_changed')).toMatchObject({
        action: 'account.board_identifiers_changed',
        details: { fields: ['abimNumber', 'birthMonth', 'birthDay'] },
      });

      const cleared = await call(fresh.call, E.setBoardIdentifiers, NONE);
      expect(cleared.json().boardIdentifiers).toEqual(NONE);
      expect((await call(fresh.call, E.profile)).json().boardIdentifiers).toEqual(NONE);
    });

    test('both IDs can be kept (a med-peds physician)', async () => {
      const fresh = await newAccount(t, 'medpeds');
      const values = { abimNumber: '111222', abpNumber: '333444', birthMonth: 12, birthDay: 31 };
      expect(
        (await call(fresh.call, E.setBoardIdentifiers, values)).json().boardIdentifiers,
      ).toEqual(values);
    });

    test.each([
      ['an ABIM ID of 5 digits', { abimNumber: '12345' }, 'abimNumber', 'An ABIM ID has 6 digits.'],
      ['an ABP ID with letters', { abpNumber: '12A456' }, 'abpNumber', 'An ABP ID has 6 digits.'],
      [
        'an ABIM ID of 7 digits',
        { abimNumber: '1234567' },
        'abimNumber',
        'An ABIM ID has 6 digits.',
      ],
      ['a month without a day', { birthDay: null }, 'birthDay', 'Choose the day too.'],
      ['a day without a month', { birthMonth: null }, 'birthMonth', 'Choose the month too.'],
      ['April 31', { birthMonth: 4, birthDay: 31 }, 'birthDay', 'April has only 30 days.'],
      ['February 30', { birthMonth: 2, birthDay: 30 }, 'birthDay', 'February has only 29 days.'],
      ['month 13', { birthMonth: 13 }, 'birthMonth', 'Choose a month.'],
      ['a month as text', { birthMonth: 'March' }, 'birthMonth', 'Choose a month.'],
      [
        'an ID without a birth date',
        { birthMonth: null, birthDay: null },
        'birthMonth',
        'Add your birth month and day: the boards match them with your ID.',
      ],
    ])('%s is refused with 400 and nothing is written', async (_why, change, field, message) => {
      const learner = as(t.app, await signIn(t.app, 'learner@demo.test'));
      const before = await t.database.db.select().from(boardIdentifiers);
      const response = await call(learner, E.setBoardIdentifiers, {
        abimNumber: '204817',
        abpNumber: null,
        birthMonth: 3,
        birthDay: 14,
        ...change,
      });
      expectFieldError(response, 400, field);
      expect(response.json().error.fields[field]).toBe(message);
      expect(await t.database.db.select().from(boardIdentifiers)).toEqual(before);
    });

    test("one learner's identifiers never touch another's", async () => {
      const fresh = await newAccount(t, 'mine');
      await call(fresh.call, E.setBoardIdentifiers, {
        abimNumber: '999888',
        abpNumber: null,
        birthMonth: 1,
        birthDay: 1,
      });
      const peds = as(t.app, await signIn(t.app, 'peds@demo.test'));
      expect((await call(peds, E.profile)).json().boardIdentifiers).toEqual({
        abimNumber: null,
        abpNumber: '118350',
        birthMonth: 9,
        birthDay: 2,
      });
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
