import { authEndpoints } from '@boardready/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accounts, authThrottle, pendingRegistrations } from '../../db/schema';
import { countRows } from '../../test/db-helpers';
import {
  cookieHeader,
  createTestApp,
  JSON_HEADERS,
  mailedToken,
  signIn,
  type TestApp,
  withHeldMail,
} from '../../test/test-app';

const REGISTER = authEndpoints.register.path;
const CONFIRM = authEndpoints.registerConfirm.path;
const CURRENT = authEndpoints.current.path;

const valid = {
  firstName: 'Jordan',
  lastName: 'Okafor',
  email: 'jordan.okafor@example.org',
  password: 'correct horse battery staple',
};

describe('register', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  function register(payload: unknown) {
    return t.app.inject({
      method: 'POST',
      url: REGISTER,
      headers: JSON_HEADERS,
      payload: JSON.stringify(payload),
    });
  }

  function confirm(token: string) {
    return t.app.inject({
      method: 'POST',
      url: CONFIRM,
      headers: JSON_HEADERS,
      payload: { token },
    });
  }

  /** Registers, then opens the mailed link, as a person does: the confirmation's answer. */
  async function registerAndConfirm(payload: typeof valid) {
    const asked = await register(payload);
    expect(asked.statusCode).toBe(202);
    return confirm(await mailedToken(t.app, payload.email.trim().toLowerCase(), '/verifyemail'));
  }

  test('asks for the e-mail first: 202, no cookie, no account until the mailed link returns', async () => {
    const before = await countRows(t.database.db);
    const response = await register({ ...valid, email: 'First.Step@Example.org' });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({
      message:
        'We have sent a link to first.step@example.org. Open it within 24 hours to finish creating your account.',
    });
    expect(response.cookies).toEqual([]);
    await t.settle();
    const after = await countRows(t.database.db);
    expect(after.accounts).toBe(before.accounts);
    expect(after.sessions).toBe(before.sessions);
    expect(after.pendingRegistrations).toBe(before.pendingRegistrations + 1);
    const mail = t.mails.at(-1)!;
    expect(mail).toMatchObject({
      to: 'first.step@example.org',
      subject: 'Confirm your e-mail address',
    });
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/verifyemail\?token=[A-Za-z0-9_-]{43}\s/);
    // Only the token's hash and the password's hash are stored.
    const token = await mailedToken(t.app, 'first.step@example.org', '/verifyemail');
    const rows = await t.database.db.select().from(pendingRegistrations);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(JSON.stringify(rows)).not.toContain(valid.password);
  });

  test('creates the account, answers 201 and signs in', async () => {
    const before = await countRows(t.database.db);
    const response = await registerAndConfirm({ ...valid, email: 'New.Person@Example.org' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      isLoggedIn: true,
      account: {
        AccountId: expect.any(Number),
        FirstName: 'Jordan',
        LastName: 'Okafor',
        Email: 'new.person@example.org',
        // creating an account agrees to the terms in force (decision 0601)
        HasAcceptedTermsOfUsage: true,
        isAdmin: false,
        isContentManager: false,
        canPreviewQna: false,
        canAssumeUsers: false,
      },
      assumedBy: null,
    });
    const after = await countRows(t.database.db);
    expect(after.accounts).toBe(before.accounts + 1);
    expect(after.sessions).toBe(before.sessions + 1);
    expect(after.pendingRegistrations).toBe(before.pendingRegistrations);

    const cookie = response.cookies.find((c) => c.name === 'br_session');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/' });
    const session = await t.app.inject({
      method: 'GET',
      url: CURRENT,
      headers: { cookie: cookieHeader(response) },
    });
    expect(session.json().account.AccountId).toBe(body.account.AccountId);

    // The password is stored as an argon2id hash, never as given.
    const [row] = await t.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.id, body.account.AccountId));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain(valid.password);
    // ...and the new password signs in.
    await signIn(t.app, 'new.person@example.org', valid.password);
  });

  test('names are trimmed', async () => {
    const response = await registerAndConfirm({
      ...valid,
      email: 'trimmed@example.org',
      firstName: '  Ana ',
      lastName: ' Lima  ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().account).toMatchObject({ FirstName: 'Ana', LastName: 'Lima' });
  });

  test('a link works once; a made-up or expired one is refused with 400, creating nothing', async () => {
    await register({ ...valid, email: 'once@example.org' });
    const token = await mailedToken(t.app, 'once@example.org', '/verifyemail');
    expect((await confirm(token)).statusCode).toBe(201);
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: {
        code: 'invalid_registration_token',
        message:
          'This link is invalid, used or expired. Create your account again to get a new one.',
      },
    });
    expect(again.cookies).toEqual([]);

    await register({ ...valid, email: 'late@example.org' });
    const late = await mailedToken(t.app, 'late@example.org', '/verifyemail');
    await t.database.db
      .update(pendingRegistrations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(pendingRegistrations.email, 'late@example.org'));
    const before = await countRows(t.database.db);
    for (const token of [late, 'A'.repeat(43)]) {
      const response = await confirm(token);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('invalid_registration_token');
    }
    expect((await countRows(t.database.db)).accounts).toBe(before.accounts);
    for (const token of ['', 'short', 'not a token at all!!', 42, null]) {
      const response = await confirm(token as string);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(['token']);
    }
  });
  const long = (n: number) => 'a'.repeat(n);
  const invalid: [string, string, Record<string, unknown>][] = [
    ['firstName', 'missing', { firstName: undefined }],
    ['firstName', 'empty', { firstName: '' }],
    ['firstName', 'only spaces', { firstName: '   ' }],
    ['firstName', 'over 80 characters', { firstName: long(81) }],
    ['firstName', 'a number', { firstName: 42 }],
    ['lastName', 'missing', { lastName: undefined }],
    ['lastName', 'empty', { lastName: '' }],
    ['lastName', 'over 80 characters', { lastName: long(81) }],
    ['lastName', 'null', { lastName: null }],
    ['email', 'missing', { email: undefined }],
    ['email', 'empty', { email: '' }],
    ['email', 'not an address', { email: 'not-an-email' }],
    ['email', 'without a domain', { email: 'someone@' }],
    ['email', 'over 254 characters', { email: `${long(250)}@example.org` }],
    ['email', 'an array', { email: ['a@example.org'] }],
    ['password', 'missing', { password: undefined }],
    ['password', 'shorter than 12', { password: 'elevenchars' }],
    ['password', 'longer than 128', { password: long(129) }],
    ['password', 'a common one', { password: 'password1234' }],
    ['password', 'a common one in another case', { password: 'PASSWORD1234' }],
    ['password', 'the demo password', { password: 'demo-password' }],
    ['password', 'an object', { password: { value: 'correct horse battery' } }],
  ];

  test.each(invalid)(
    'refuses %s (%s) with 400 naming the field, writing nothing',
    async (field, _why, change) => {
      const before = await countRows(t.database.db);
      const response = await register({ ...valid, email: 'invalid-case@example.org', ...change });
      expect(response.statusCode).toBe(400);
      const { error } = response.json();
      expect(error.code).toBe('validation_failed');
      expect(Object.keys(error.fields)).toEqual([field]);
      expect(error.fields[field]).toEqual(expect.any(String));
      expect(error.message).toContain(field);
      expect(response.cookies).toEqual([]);
      expect(await countRows(t.database.db)).toEqual(before);
    },
  );

  test('password rules: exactly 12 and exactly 128 characters are accepted', async () => {
    const twelve = await register({
      ...valid,
      email: 'twelve@example.org',
      password: 'k9!mZq2#vL0p',
    });
    expect(twelve.statusCode).toBe(202);
    const max = await register({
      ...valid,
      email: 'max@example.org',
      password: `${'Zx9'.repeat(42)}ab`,
    });
    expect(max.statusCode).toBe(202);
  });

  test('the password messages say what to do', async () => {
    const short = await register({ ...valid, password: 'short' });
    expect(short.json().error.fields.password).toBe('Use at least 12 characters.');
    const common = await register({ ...valid, password: 'password1234' });
    expect(common.json().error.fields.password).toBe(
      'This password is too common. Choose another.',
    );
  });

  test('missing every field names every field', async () => {
    const response = await register({});
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields).sort()).toEqual([
      'email',
      'firstName',
      'lastName',
      'password',
    ]);
  });

  test.each(['learner@demo.test', 'LEARNER@DEMO.TEST', 'Learner@Demo.Test', ' learner@demo.test '])(
    'a taken e-mail address (%s) answers exactly as a new one; its owner is told by mail (issue 20)',
    async (email) => {
      const fresh = await register({ ...valid, email: `fresh-${Math.random()}@example.org` });
      await t.settle();
      const before = await countRows(t.database.db);
      const mailsBefore = t.mails.length;
      const response = await register({ ...valid, email });
      expect(response.statusCode).toBe(202);
      expect(response.json().message).toBe(
        fresh.json().message.replace(/fresh-[0-9.]+@example\.org/, 'learner@demo.test'),
      );
      expect(response.cookies).toEqual([]);
      await t.settle();
      const after = await countRows(t.database.db);
      expect(after.accounts).toBe(before.accounts);
      expect(after.pendingRegistrations).toBe(before.pendingRegistrations);
      const told = t.mails.slice(mailsBefore);
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({
        to: 'learner@demo.test',
        subject: 'You already have an account',
      });
      expect(told[0]!.text).toContain('http://localhost:3000/resetpassword');
      // The existing account keeps its name.
      const [row] = await t.database.db
        .select()
        .from(accounts)
        .where(sql`lower(${accounts.email}) = 'learner@demo.test'`);
      expect(row!.firstName).toBe('Alex');
      await t.database.db.delete(authThrottle);
    },
  );

  test('the answer does not wait for the lookup or the mail (its time tells nothing)', async () => {
    await withHeldMail(async (stalled, deliver) => {
      const ask = (email: string) =>
        stalled.app.inject({
          method: 'POST',
          url: REGISTER,
          headers: JSON_HEADERS,
          payload: { ...valid, email },
        });
      expect((await ask('learner@demo.test')).statusCode).toBe(202);
      expect((await ask('someone.new@example.org')).statusCode).toBe(202);
      expect(stalled.mails).toEqual([]);
      deliver();
      await stalled.settle();
      expect(stalled.mails.map((m) => m.subject).sort()).toEqual([
        'Confirm your e-mail address',
        'You already have an account',
      ]);
    });
  });

  test('an address registered in mixed case is taken in any other case', async () => {
    expect(
      (await registerAndConfirm({ ...valid, email: 'Mixed.Case@Example.org' })).statusCode,
    ).toBe(201);
    const mailsBefore = t.mails.length;
    const again = await register({ ...valid, email: 'mixed.case@EXAMPLE.ORG' });
    expect(again.statusCode).toBe(202);
    await t.settle();
    expect(t.mails.slice(mailsBefore).map((m) => m.subject)).toEqual([
      'You already have an account',
    ]);
  });

  test('of two links for one address the first opened creates the account; the other then fails', async () => {
    const email = 'twice@example.org';
    await register({ ...valid, email });
    const first = await mailedToken(t.app, email, '/verifyemail');
    await register({ ...valid, email, firstName: 'Other' });
    const second = await mailedToken(t.app, email, '/verifyemail');
    expect(second).not.toBe(first);
    expect((await confirm(second)).json().account.FirstName).toBe('Other');
    const stale = await confirm(first);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error.code).toBe('invalid_registration_token');
  });

  test('one address gets at most 3 registration mails an hour; the answer stays the same', async () => {
    const email = 'bombed@example.org';
    const answers = [];
    const mailsBefore = t.mails.length;
    for (let i = 0; i < 5; i++) answers.push(await register({ ...valid, email }));
    await t.settle();
    expect(t.mails.slice(mailsBefore)).toHaveLength(3);
    expect(new Set(answers.map((a) => `${a.statusCode} ${a.body}`)).size).toBe(1);
  });
});
