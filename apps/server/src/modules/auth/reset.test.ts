import { authEndpoints, RESET_REQUEST_MESSAGE } from '@boardready/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { accounts, auditLog, authThrottle, passwordResetTokens } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/demo-accounts';
import { countRows } from '../../test/db-helpers';
import {
  as,
  createTestApp,
  JSON_HEADERS,
  signIn,
  type TestApp,
  withHeldMail,
} from '../../test/test-app';

const NEW_PASSWORD = 'a brand new passphrase';
const REQUEST = authEndpoints.resetRequest.path;
const CONFIRM = authEndpoints.resetConfirm.path;
const LOGIN = authEndpoints.login.path;
const CURRENT = authEndpoints.current.path;

/** Asks for a reset, and waits for the work the server does after answering. */
async function requestReset(
  t: TestApp,
  email: string,
  headers: Record<string, string> = {},
  remoteAddress = '127.0.0.1',
) {
  const response = await t.app.inject({
    method: 'POST',
    url: REQUEST,
    headers: { ...JSON_HEADERS, ...headers },
    payload: { email },
    remoteAddress,
  });
  await t.settle();
  return response;
}

function confirmReset(t: TestApp, token: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: CONFIRM,
    headers: JSON_HEADERS,
    payload: { token, password },
  });
}

function loginStatus(t: TestApp, email: string, password: string) {
  return t.app
    .inject({ method: 'POST', url: LOGIN, headers: JSON_HEADERS, payload: { email, password } })
    .then((r) => r.statusCode);
}

/** The token of the reset link in the newest mail. */
function linkToken(t: TestApp): string {
  const mail = t.mails.at(-1)!;
  const match = /\/resetpassword\?token=([A-Za-z0-9_%-]+)/.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return decodeURIComponent(match![1]!);
}

describe('password reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.mails.length = 0;
    // Each test starts with a fresh hourly allowance of reset mails.
    await t.database.db.delete(authThrottle);
  });

  test('a request answers 202 with the same message for known and unknown addresses', async () => {
    const known = await requestReset(t, 'learner@demo.test');
    const unknown = await requestReset(t, 'nobody-by-this-name@demo.test');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual({ message: RESET_REQUEST_MESSAGE });
    expect(unknown.body).toBe(known.body);
    expect(known.cookies).toEqual([]);
  });

  test('a known address gets exactly one mail with a /resetpassword?token= link', async () => {
    const before = await countRows(t.database.db);
    const response = await requestReset(t, 'Peds@Demo.Test');
    expect(response.statusCode).toBe(202);
    expect(t.mails).toHaveLength(1);
    const [mail] = t.mails;
    expect(mail!.to).toBe('peds@demo.test');
    expect(mail!.subject).toBe('Reset your password');
    expect(mail!.text).toContain('Priya');
    // Outside production the link points at this server's configured origin (PUBLIC_ORIGIN).
    expect(mail!.text).toMatch(/http:\/\/localhost:3000\/resetpassword\?token=[A-Za-z0-9_-]{43}\s/);
    const after = await countRows(t.database.db);
    expect(after.passwordResetTokens).toBe(before.passwordResetTokens + 1);
    expect(after.mailOutbox).toBe(before.mailOutbox + 1);

    // Only the token's hash is stored.
    const token = linkToken(t);
    const rows = await t.database.db.select().from(passwordResetTokens);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  test('an unknown address sends no mail and writes no token', async () => {
    const before = await countRows(t.database.db);
    await requestReset(t, 'ghost@demo.test');
    expect(t.mails).toHaveLength(0);
    const after = await countRows(t.database.db);
    expect(after.passwordResetTokens).toBe(before.passwordResetTokens);
    expect(after.mailOutbox).toBe(before.mailOutbox);
  });

  test('confirming sets the password, ends every session, and the token works once', async () => {
    const email = 'combo@demo.test';
    const phone = await signIn(t.app, email);
    const laptop = await signIn(t.app, email);
    await requestReset(t, email);
    const token = linkToken(t);

    const response = await confirmReset(t, token, NEW_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: expect.stringMatching(/password has been changed/),
    });

    expect(await loginStatus(t, email, NEW_PASSWORD)).toBe(200);
    expect(await loginStatus(t, email, DEMO_PASSWORD)).toBe(401);
    for (const cookie of [phone, laptop]) {
      const session = await t.app.inject({ method: 'GET', url: CURRENT, headers: { cookie } });
      expect(session.json().isLoggedIn).toBe(false);
    }

    const again = await confirmReset(t, token, 'yet another passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: {
        code: 'invalid_reset_token',
        message: expect.stringMatching(/invalid, used or expired/),
      },
    });
    expect(await loginStatus(t, email, NEW_PASSWORD)).toBe(200);
  });

  test('an expired token is refused with 400 and changes nothing', async () => {
    const email = 'student@demo.test';
    await requestReset(t, email);
    const token = linkToken(t);
    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.email, email));
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.accountId, account!.id));

    const response = await confirmReset(t, token, NEW_PASSWORD);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_reset_token');
    expect(await loginStatus(t, email, DEMO_PASSWORD)).toBe(200);
  });

  test('a made-up token is refused with 400', async () => {
    const response = await confirmReset(t, 'A'.repeat(43), NEW_PASSWORD);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_reset_token');
  });

  test('a weak new password is refused naming `password`, and the token stays usable', async () => {
    const email = 'newbie@demo.test';
    await requestReset(t, email);
    const token = linkToken(t);
    for (const weak of ['short', 'password1234', 'x'.repeat(129)]) {
      const response = await confirmReset(t, token, weak);
      expect(response.statusCode, weak).toBe(400);
      expect(response.json().error.code).toBe('validation_failed');
      expect(Object.keys(response.json().error.fields)).toEqual(['password']);
    }
    expect(await loginStatus(t, email, DEMO_PASSWORD)).toBe(200);
    expect((await confirmReset(t, token, NEW_PASSWORD)).statusCode).toBe(200);
    expect(await loginStatus(t, email, NEW_PASSWORD)).toBe(200);
  });

  test('a successful reset voids the other links of the account', async () => {
    const email = 'resident@demo.test';
    await requestReset(t, email);
    const first = linkToken(t);
    await requestReset(t, email);
    const second = linkToken(t);
    expect(second).not.toBe(first);
    // Asking again does not void the first link: either mail may be the one opened.
    expect((await confirmReset(t, first, NEW_PASSWORD)).statusCode).toBe(200);
    const stale = await confirmReset(t, second, 'the second passphrase');
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error.code).toBe('invalid_reset_token');
    expect(await loginStatus(t, email, NEW_PASSWORD)).toBe(200);
  });

  test('after 3 requests within the hour no further mail is sent, the answer unchanged', async () => {
    const email = 'orgadmin@demo.test';
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await requestReset(t, email));
    expect(t.mails).toHaveLength(3);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(202);
      expect(answer.body).toBe(answers[0]!.body);
    }
    // Another address is not affected.
    await requestReset(t, 'terms@demo.test');
    expect(t.mails).toHaveLength(4);
  });

  test('a signed-in user may ask for a reset too; the reset signs that session out', async () => {
    const email = 'terms@demo.test';
    const cookie = await signIn(t.app, email);
    const response = await as(t.app, cookie)({ method: 'POST', url: REQUEST, payload: { email } });
    expect(response.statusCode).toBe(202);
    await t.settle();
    expect((await confirmReset(t, linkToken(t), NEW_PASSWORD)).statusCode).toBe(200);
    const session = await t.app.inject({ method: 'GET', url: CURRENT, headers: { cookie } });
    expect(session.json().isLoggedIn).toBe(false);
  });
});

describe('password reset in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ production: true });
  });
  afterAll(() => t.close());

  test('the link points at the configured public host, whatever the Host header says', async () => {
    const response = await requestReset(t, 'learner@demo.test', {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
    });
    expect(response.statusCode).toBe(202);
    expect(t.mails).toHaveLength(1);
    expect(t.mails[0]!.text).toMatch(/https:\/\/boardready\.example\/resetpassword\?token=/);
    expect(t.mails[0]!.text).not.toContain('evil.example');
  });
});

describe('password reset: what the request may tell, and to whom (issue 20)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_ORIGIN: 'https://study.example.org' } });
  });
  afterAll(() => t.close());

  test('links are built from the configured origin in every mode, never from the Host header', async () => {
    await requestReset(t, 'learner@demo.test', {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'http',
    });
    const mail = t.mails.at(-1)!;
    expect(mail.text).toMatch(/https:\/\/study\.example\.org\/resetpassword\?token=/);
    expect(mail.text).not.toContain('evil.example');
  });

  test('the answer does not wait for the lookup, the token or the mail: known and unknown answer alike', async () => {
    await withHeldMail(async (stalled, deliver) => {
      const ask = (email: string) =>
        stalled.app.inject({
          method: 'POST',
          url: REQUEST,
          headers: JSON_HEADERS,
          payload: { email },
        });
      const known = await ask('learner@demo.test');
      const unknown = await ask('nobody@demo.test');
      expect(known.statusCode).toBe(202);
      expect(unknown.body).toBe(known.body);
      expect(stalled.mails).toEqual([]);
      deliver();
      await stalled.settle();
      expect(stalled.mails.map((m) => m.to)).toEqual(['learner@demo.test']);
    });
  });

  test('every reset request is audited with the requesting address, and the account if any', async () => {
    await t.database.db.delete(auditLog);
    await requestReset(t, 'peds@demo.test', {}, '198.51.100.7');
    await requestReset(t, 'nobody-here@demo.test', {}, '198.51.100.8');
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'auth.reset_requested'))
      .orderBy(auditLog.id);
    const [peds] = await t.database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, 'peds@demo.test'));
    expect(rows.map((r) => [r.subjectAccountId, (r.details as { ip: string }).ip])).toEqual([
      [peds!.id, '198.51.100.7'],
      [null, '198.51.100.8'],
    ]);
  });
});
