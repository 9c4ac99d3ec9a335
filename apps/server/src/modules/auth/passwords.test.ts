import { authEndpoints } from '@boardready/contracts';
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accounts } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/demo-accounts';
import {
  createTestApp,
  JSON_HEADERS,
  mailedToken,
  signIn,
  type TestApp,
} from '../../test/test-app';
import { ARGON2_PARAMS, hashPassword, needsRehash, verifyPassword } from './passwords';

const ARGON2ID = 2;
const WEAK = { algorithm: ARGON2ID, memoryCost: 4096, timeCost: 1, parallelism: 1 } as const;

describe('password hashing', () => {
  test('argon2id with at least the OWASP minimum cost (19 MiB, 2 passes)', () => {
    expect(ARGON2_PARAMS.algorithm).toBe(ARGON2ID);
    expect(ARGON2_PARAMS.memoryCost).toBeGreaterThanOrEqual(19_456);
    expect(ARGON2_PARAMS.timeCost).toBeGreaterThanOrEqual(2);
    expect(ARGON2_PARAMS.parallelism).toBeGreaterThanOrEqual(1);
  });

  test('a hash carries those parameters, a fresh salt, and verifies only its password', async () => {
    const a = await hashPassword('correct horse battery staple');
    const b = await hashPassword('correct horse battery staple');
    expect(a).toMatch(
      new RegExp(
        `^\\$argon2id\\$v=19\\$m=${ARGON2_PARAMS.memoryCost},t=${ARGON2_PARAMS.timeCost},p=${ARGON2_PARAMS.parallelism}\\$`,
      ),
    );
    expect(a).not.toBe(b);
    expect(await verifyPassword(a, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(a, 'correct horse battery stapl')).toBe(false);
    expect(needsRehash(a)).toBe(false);
  });

  test('a malformed stored hash fails verification instead of throwing', async () => {
    expect(await verifyPassword('', 'anything')).toBe(false);
    expect(await verifyPassword('$argon2id$garbage', 'anything')).toBe(false);
    expect(await verifyPassword('plain-text-password', 'plain-text-password')).toBe(false);
  });

  test('weaker or foreign hashes need re-hashing', async () => {
    expect(needsRehash(await hash('x', WEAK))).toBe(true);
    expect(needsRehash(await hash('x', { ...ARGON2_PARAMS, timeCost: 1 }))).toBe(true);
    expect(needsRehash(await hash('x', { ...ARGON2_PARAMS, algorithm: 0 }))).toBe(true); // argon2d
    expect(needsRehash('$2b$10$abcdefghijklmnopqrstuu')).toBe(true); // bcrypt
  });
});

describe('the stored hash: pinned parameters, upgraded at sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const storedHash = async (email: string) => {
    const [row] = await t.database.db
      .select({ passwordHash: accounts.passwordHash })
      .from(accounts)
      .where(eq(accounts.email, email));
    return row!.passwordHash;
  };

  test('a hash made with weaker parameters is upgraded at the next sign-in', async () => {
    const email = 'learner@demo.test';
    const weak = await hash(DEMO_PASSWORD, WEAK);
    expect(weak).toMatch(/^\$argon2id\$v=19\$m=4096,t=1,p=1\$/);
    await t.database.db
      .update(accounts)
      .set({ passwordHash: weak })
      .where(eq(accounts.email, email));

    await signIn(t.app, email);
    const upgraded = await storedHash(email);
    expect(upgraded).not.toBe(weak);
    expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // The same password still signs in, and the strong hash is left alone from now on.
    await signIn(t.app, email);
    expect(await storedHash(email)).toBe(upgraded);
  });

  test('a failed sign-in does not touch a weak hash', async () => {
    const email = 'peds@demo.test';
    const weak = await hash(DEMO_PASSWORD, WEAK);
    await t.database.db
      .update(accounts)
      .set({ passwordHash: weak })
      .where(eq(accounts.email, email));
    await expect(signIn(t.app, email, 'not the password')).rejects.toThrow(/401/);
    expect(await storedHash(email)).toBe(weak);
  });

  /** argon2id, 19 MiB (19 456 KiB), 2 passes, 1 lane: the pinned parameters, read from the hash. */
  const PINNED = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/;

  test('registering stores argon2id at 19 MiB and 2 passes', async () => {
    await t.app.inject({
      method: 'POST',
      url: authEndpoints.register.path,
      headers: JSON_HEADERS,
      payload: {
        firstName: 'Pinned',
        lastName: 'Hash',
        email: 'pinned@demo.test',
        password: 'a long enough passphrase',
      },
    });
    // The account is created when the mailed link comes back.
    const response = await t.app.inject({
      method: 'POST',
      url: authEndpoints.registerConfirm.path,
      headers: JSON_HEADERS,
      payload: { token: await mailedToken(t.app, 'pinned@demo.test', '/verifyemail') },
    });
    expect(response.statusCode).toBe(201);
    expect(await storedHash('pinned@demo.test')).toMatch(PINNED);
  });

  test('a password reset stores argon2id at 19 MiB and 2 passes', async () => {
    const email = 'student@demo.test';
    await t.app.inject({
      method: 'POST',
      url: authEndpoints.resetRequest.path,
      headers: JSON_HEADERS,
      payload: { email },
    });
    await t.settle();
    const token = /token=([A-Za-z0-9_-]+)/.exec(t.mails.at(-1)!.text)![1]!;
    const confirmed = await t.app.inject({
      method: 'POST',
      url: authEndpoints.resetConfirm.path,
      headers: JSON_HEADERS,
      payload: { token, password: 'another long passphrase' },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(await storedHash(email)).toMatch(PINNED);
  });

  test.each([
    ['argon2d', { ...ARGON2_PARAMS, algorithm: 0 }],
    ['argon2i', { ...ARGON2_PARAMS, algorithm: 1 }],
    ['argon2id with one lane too many', { ...ARGON2_PARAMS, parallelism: 2 }],
  ] as const)(
    'a %s hash is replaced by the pinned one at the next sign-in',
    async (_what, params) => {
      const email = 'combo@demo.test';
      await t.database.db
        .update(accounts)
        .set({ passwordHash: await hash(DEMO_PASSWORD, params as never) })
        .where(eq(accounts.email, email));
      await signIn(t.app, email);
      expect(await storedHash(email)).toMatch(PINNED);
    },
  );
});
