import { authEndpoints } from '@boardready/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accounts } from '../../db/schema';
import { countRows } from '../../test/db-helpers';
import {
  cookieHeader,
  createTestApp,
  JSON_HEADERS,
  signIn,
  type TestApp,
} from '../../test/test-app';

const REGISTER = authEndpoints.register.path;
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

  test('creates the account, answers 201 and signs in', async () => {
    const before = await countRows(t.database.db);
    const response = await register({ ...valid, email: 'New.Person@Example.org' });
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
    const response = await register({
      ...valid,
      email: 'trimmed@example.org',
      firstName: '  Ana ',
      lastName: ' Lima  ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().account).toMatchObject({ FirstName: 'Ana', LastName: 'Lima' });
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
    expect(twelve.statusCode).toBe(201);
    const max = await register({
      ...valid,
      email: 'max@example.org',
      password: `${'Zx9'.repeat(42)}ab`,
    });
    expect(max.statusCode).toBe(201);
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
    'a taken e-mail address (%s) answers 409 email_taken and writes nothing',
    async (email) => {
      const before = await countRows(t.database.db);
      const response = await register({ ...valid, email });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: { code: 'email_taken', message: expect.stringMatching(/already exists/) },
      });
      expect(response.cookies).toEqual([]);
      expect(await countRows(t.database.db)).toEqual(before);
      // The existing account keeps its name.
      const [row] = await t.database.db
        .select()
        .from(accounts)
        .where(sql`lower(${accounts.email}) = 'learner@demo.test'`);
      expect(row!.firstName).toBe('Alex');
    },
  );

  test('an address registered in mixed case is taken in any other case', async () => {
    expect((await register({ ...valid, email: 'Mixed.Case@Example.org' })).statusCode).toBe(201);
    const again = await register({ ...valid, email: 'mixed.case@EXAMPLE.ORG' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('email_taken');
  });
});
