import { accountEndpoints, authEndpoints } from '@boardready/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { authThrottle, boardIdentifiers, passwordResetTokens, sessions } from '../../db/schema';
import {
  accountRow,
  call,
  expectFieldError,
  lastAudit,
  loginStatus,
  newAccount,
  signedInAs,
} from '../../test/account-calls';
import { countRows } from '../../test/db-helpers';
import { as, cookieHeader, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { PASSWORD_IS_COMMON, PASSWORD_IS_EMAIL } from '../auth/password-policy';
import { hashToken } from '../auth/tokens';

const E = accountEndpoints;
const NEW_PASSWORD = 'a fresh and rather long passphrase';

describe('My Account endpoints: password and board identifiers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.mails.length = 0;
    await t.database.db.delete(authThrottle);
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
});
