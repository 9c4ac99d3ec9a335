import { authEndpoints, mailEndpoints, type OutboxMail } from '@boardready/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accounts, auditLog, mailOutbox } from '../../db/schema';
import { as, createTestApp, JSON_HEADERS, signIn, type TestApp } from '../../test/test-app';
import { createMailer, REMOVED_SECRET, withoutSecrets } from './outbox';
import { mailOutboxRepository } from './repository';

const OUTBOX = mailEndpoints.outbox.path;

describe('the mail outbox (staff)', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.app, 'admin@demo.test');
  });
  afterAll(() => t.close());

  const requestReset = async (email: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: authEndpoints.resetRequest.path,
      headers: JSON_HEADERS,
      payload: { email },
    });
    await t.settle();
    return response;
  };

  const read = async (query = ''): Promise<OutboxMail[]> => {
    const response = await as(t.app, admin)({ method: 'GET', url: `${OUTBOX}${query}` });
    expect(response.statusCode).toBe(200);
    return response.json().items;
  };

  test('an admin reads the reset mail without its link, newest first', async () => {
    expect(await read()).toEqual([]);
    await requestReset('learner@demo.test');
    await requestReset('peds@demo.test');
    const items = await read();
    expect(items.map((m) => m.to)).toEqual(['peds@demo.test', 'learner@demo.test']);
    expect(items[1]).toEqual({
      id: expect.any(Number),
      to: 'learner@demo.test',
      subject: 'Reset your password',
      text: expect.stringContaining(REMOVED_SECRET),
      createdAt: expect.any(String),
      sentAt: null,
      error: null,
    });
    expect(new Date(items[1]!.createdAt).toISOString()).toBe(items[1]!.createdAt);
    expect(items[0]!.id).toBeGreaterThan(items[1]!.id);
    // It is the very mail the app sent, its link replaced.
    const sent = t.mails.find((m) => m.to === 'learner@demo.test')!;
    expect(sent.text).toMatch(/\/resetpassword\?token=[A-Za-z0-9_-]{43}/);
    expect(items[1]!.text).toBe(withoutSecrets(sent));
  });

  test('staff cannot take an account over through the outbox: no reset link is stored or shown (issue 20)', async () => {
    await requestReset('student@demo.test');
    const [mail] = await read('?to=student@demo.test&limit=1');
    expect(mail!.text).not.toMatch(/token=/);
    const [stored] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, mail!.id));
    expect(stored!.text).not.toMatch(/token=/);
    // The owner's link works; nothing in the outbox is a link.
    const sent = t.mails.findLast((m) => m.to === 'student@demo.test')!;
    const token = /\/resetpassword\?token=([A-Za-z0-9_-]+)/.exec(sent.text)![1]!;
    expect(stored!.text).not.toContain(token);
    const confirm = await t.app.inject({
      method: 'POST',
      url: authEndpoints.resetConfirm.path,
      headers: JSON_HEADERS,
      payload: { token, password: 'only the owner has this link' },
    });
    expect(confirm.statusCode).toBe(200);
    await signIn(t.app, 'student@demo.test', 'only the owner has this link');
  });

  test('each read of the outbox is audited with who read it and what they asked for', async () => {
    await t.database.db.delete(auditLog);
    await read('?to=student@demo.test&limit=5');
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'mail.outbox_read'));
    const [ada] = await t.database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, 'admin@demo.test'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorAccountId: ada!.id,
      details: { to: 'student@demo.test', limit: 5, mails: 1 },
    });
  });

  test('`to` filters by address in any case; `limit` caps the list', async () => {
    await requestReset('combo@demo.test');
    await requestReset('combo@demo.test');
    const combo = await read('?to=COMBO@Demo.Test');
    expect(combo).toHaveLength(2);
    expect(combo.every((m) => m.to === 'combo@demo.test')).toBe(true);
    expect(combo[0]!.id).toBeGreaterThan(combo[1]!.id);

    expect(await read('?to=nobody@demo.test')).toEqual([]);
    const [newest] = await read('?limit=1');
    expect(newest!.id).toBe(combo[0]!.id);
    expect(await read('?limit=3')).toHaveLength(3);
  });

  test('the limit defaults to 20 and may go up to 100', async () => {
    const outbox = mailOutboxRepository(t.database.db);
    for (let i = 0; i < 25; i++) {
      await outbox.add({ to: 'bulk@example.org', subject: `Bulk ${i}`, text: 'x' });
    }
    expect(await read()).toHaveLength(20);
    expect(await read('?limit=100&to=bulk@example.org')).toHaveLength(25);
    expect((await read('?limit=100&to=bulk@example.org'))[0]!.subject).toBe('Bulk 24');
  });

  test('a failed SMTP send shows its error', async () => {
    const mailer = createMailer({
      db: t.database.db,
      // Nothing listens on port 1: the send fails at once.
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'BoardReady <support@boardready.example>',
      log: t.app.log,
    });
    await mailer({ to: 'smtp-down@example.org', subject: 'Hello', text: 'Body' });
    const [mail] = await read('?to=smtp-down@example.org');
    expect(mail).toMatchObject({ subject: 'Hello', sentAt: null, error: expect.any(String) });
    expect(mail!.error!.length).toBeGreaterThan(0);
  });

  test('a learner gets 403, an anonymous caller 401', async () => {
    const learner = await signIn(t.app, 'learner@demo.test');
    const forbidden = await as(t.app, learner)({ method: 'GET', url: OUTBOX });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ error: { code: 'forbidden', message: expect.any(String) } });
    // Bad input does not get a learner further.
    expect((await as(t.app, learner)({ method: 'GET', url: `${OUTBOX}?limit=0` })).statusCode).toBe(
      403,
    );

    const anonymous = await t.app.inject({ method: 'GET', url: OUTBOX });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('not_signed_in');
  });

  test('other staff without the admin right get 403', async () => {
    await t.database.db
      .update(accounts)
      .set({ isContentManager: true, canPreviewQna: true, canAssumeUsers: true })
      .where(eq(accounts.email, 'peds@demo.test'));
    const staff = await signIn(t.app, 'peds@demo.test');
    expect((await as(t.app, staff)({ method: 'GET', url: OUTBOX })).statusCode).toBe(403);
  });

  test.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=-5', 'limit'],
    ['limit=2.5', 'limit'],
    ['limit=abc', 'limit'],
    ['limit=', 'limit'],
    ['to=not-an-email', 'to'],
    ['to=', 'to'],
  ])('bad input (%s) → 400 naming %s', async (query, field) => {
    const response = await as(t.app, admin)({ method: 'GET', url: `${OUTBOX}?${query}` });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.fields)).toEqual([field]);
  });

  test('the client’s requestId and unknown parameters are ignored', async () => {
    const response = await as(
      t.app,
      admin,
    )({
      method: 'GET',
      url: `${OUTBOX}?requestId=6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f&other=1&limit=2`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().items).toHaveLength(2);
  });
});
