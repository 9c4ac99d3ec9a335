import {
  type AuditEntry,
  adminRecordEndpoints,
  assumeEndpoints,
  auditEndpoints,
  authEndpoints,
  mailEndpoints,
  type OutboxMail,
} from '@boardready/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accounts, auditLog, mailOutbox } from '../../db/schema';
import { expectNothingWritten } from '../../test/db-checksum';
import { as, createTestApp, JSON_HEADERS, signIn, type TestApp } from '../../test/test-app';
import { audit } from '../audit/audit';
import { REMOVED_SECRET } from '../mail/outbox';
import { mailOutboxRepository } from '../mail/repository';

/**
 * Admin → Mail outbox and Audit log (issue 26): the two record lists searched, filtered and paged
 * by cursor; each outbox read audited; no secret shown; whom an assuming actor acted as.
 */

const OUTBOX = mailEndpoints.outbox.path;
const LOG = auditEndpoints.list.path;
const ACTIONS = adminRecordEndpoints.auditActions.path;

let t: TestApp;
let admin: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin@demo.test');
  for (const row of await t.database.db
    .select({ id: accounts.id, email: accounts.email })
    .from(accounts))
    ids[row.email] = row.id;
});
afterAll(() => t.close());

const get = (cookie: string, url: string) => as(t.app, cookie)({ method: 'GET', url });
const query = (params: Record<string, string | number>) =>
  `?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]))}`;

async function outboxPage(params: Record<string, string | number> = {}) {
  const response = await get(admin, `${OUTBOX}${query(params)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: OutboxMail[]; newer: number | null; older: number | null };
}

async function logPage(params: Record<string, string | number> = {}) {
  const response = await get(admin, `${LOG}${query(params)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    items: AuditEntry[];
    newer: number | null;
    older: number | null;
    account?: { AccountId: number; Email: string } | null;
  };
}

describe('the mail outbox screen’s reads', () => {
  const outbox = () => mailOutboxRepository(t.database.db);

  test('q finds words in the recipient or the subject, in any case; LIKE wildcards are literal', async () => {
    await outbox().add({ to: 'Rita.Search@example.org', subject: 'Welcome aboard', text: 'Hi' });
    await outbox().add({ to: 'other@example.org', subject: 'Your 100% receipt', text: 'Paid' });
    expect((await outboxPage({ q: 'rita.search' })).items.map((m) => m.to)).toEqual([
      'Rita.Search@example.org',
    ]);
    expect((await outboxPage({ q: 'WELCOME' })).items.map((m) => m.subject)).toEqual([
      'Welcome aboard',
    ]);
    expect((await outboxPage({ q: '100%' })).items.map((m) => m.subject)).toEqual([
      'Your 100% receipt',
    ]);
    // '%' and '_' find themselves, not everything
    expect((await outboxPage({ q: '%' })).items).toHaveLength(1);
    expect((await outboxPage({ q: '_' })).items).toEqual([]);
  });

  test('delivery: sent (SMTP took it), failed (SMTP refused it), unsent (neither)', async () => {
    const sent = await outbox().add({ to: 'delivery@example.org', subject: 'went', text: 'x' });
    await outbox().markSent(sent, new Date());
    const failed = await outbox().add({
      to: 'delivery@example.org',
      subject: 'bounced',
      text: 'x',
    });
    await outbox().markFailed(failed, 'Error: connect ECONNREFUSED');
    await outbox().add({ to: 'delivery@example.org', subject: 'kept', text: 'x' });
    const subjects = async (delivery: string) =>
      (await outboxPage({ q: 'delivery@', delivery })).items.map((m) => m.subject);
    expect(await subjects('sent')).toEqual(['went']);
    expect(await subjects('failed')).toEqual(['bounced']);
    expect(await subjects('unsent')).toEqual(['kept']);
  });

  test('since and until bound the dates: from since, before until', async () => {
    const [a, b, c] = [
      await outbox().add({ to: 'range@example.org', subject: 'January', text: 'x' }),
      await outbox().add({ to: 'range@example.org', subject: 'February', text: 'x' }),
      await outbox().add({ to: 'range@example.org', subject: 'March', text: 'x' }),
    ];
    const at = (id: number, iso: string) =>
      t.database.db
        .update(mailOutbox)
        .set({ createdAt: new Date(iso) })
        .where(eq(mailOutbox.id, id));
    await at(a, '2025-01-15T12:00:00Z');
    await at(b, '2025-02-15T12:00:00Z');
    await at(c, '2025-03-15T12:00:00Z');
    const subjects = async (range: Record<string, string>) =>
      (await outboxPage({ q: 'range@', ...range })).items.map((m) => m.subject);
    expect(await subjects({ since: '2025-02-01T00:00:00Z' })).toEqual(['March', 'February']);
    expect(await subjects({ until: '2025-02-15T12:00:00Z' })).toEqual(['January']);
    expect(
      await subjects({ since: '2025-02-01T00:00:00+01:00', until: '2025-03-01T00:00:00Z' }),
    ).toEqual(['February']);
  });

  test('pages by cursor, newest first: older, then newer again, with nothing beyond either end', async () => {
    for (let i = 1; i <= 5; i++) {
      await outbox().add({ to: 'pages@example.org', subject: `Page mail ${i}`, text: 'x' });
    }
    const subjects = (page: { items: OutboxMail[] }) =>
      page.items.map((m) => m.subject.replace('Page mail ', ''));
    const first = await outboxPage({ q: 'pages@', limit: 2 });
    expect(subjects(first)).toEqual(['5', '4']);
    expect(first.newer).toBeNull();
    const second = await outboxPage({ q: 'pages@', limit: 2, before: first.older! });
    expect(subjects(second)).toEqual(['3', '2']);
    const third = await outboxPage({ q: 'pages@', limit: 2, before: second.older! });
    expect(subjects(third)).toEqual(['1']);
    expect(third.older).toBeNull();
    const back = await outboxPage({ q: 'pages@', limit: 2, after: third.newer! });
    expect(subjects(back)).toEqual(['3', '2']);
    const top = await outboxPage({ q: 'pages@', limit: 2, after: back.newer! });
    expect(subjects(top)).toEqual(['5', '4']);
    expect(top.newer).toBeNull();
    expect(top.older).toBe(first.older);
  });

  test('a reset mail found by search shows no link: only the recipient gets it (decision 0410)', async () => {
    await t.app.inject({
      method: 'POST',
      url: authEndpoints.resetRequest.path,
      headers: JSON_HEADERS,
      payload: { email: 'peds@demo.test' },
    });
    await t.settle();
    const [mail] = (await outboxPage({ q: 'peds@demo', limit: 1 })).items;
    expect(mail!.subject).toBe('Reset your password');
    expect(mail!.text).toContain(REMOVED_SECRET);
    expect(mail!.text).not.toMatch(/token=|https?:\/\/\S*reset/i);
    const sent = t.mails.findLast((m) => m.to === 'peds@demo.test')!;
    const token = /token=([A-Za-z0-9_-]+)/.exec(sent.text)![1]!;
    expect(JSON.stringify(await outboxPage({ q: token.slice(0, 12) }))).not.toContain(token);
  });

  test('each read is audited with the filters asked for', async () => {
    await outboxPage({ q: 'welcome', delivery: 'unsent', limit: 7 });
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'mail.outbox_read'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row).toMatchObject({
      actorAccountId: ids['admin@demo.test'],
      details: { to: null, q: 'welcome', delivery: 'unsent', limit: 7, mails: 1 },
    });
  });

  test.each([
    ['delivery=lost', 'delivery'],
    [`q=${'x'.repeat(101)}`, 'q'],
    ['since=yesterday', 'since'],
    ['since=2025-03-01T00:00:00Z&until=2025-02-01T00:00:00Z', 'until'],
    ['before=5&after=3', 'after'],
    ['before=05', 'before'],
    ['to=not-an-address', 'to'],
  ])(
    'bad input %s: 400 naming %s, nothing written (not even the read’s audit)',
    async (bad, field) => {
      const response = await expectNothingWritten(
        t.database.db,
        () => get(admin, `${OUTBOX}?${bad}`),
        400,
      );
      expect(response.json().error).toMatchObject({
        code: 'validation_failed',
        fields: { [field]: expect.any(String) },
      });
    },
  );
});

describe('the audit log screen’s reads', () => {
  test('filters by action, by account (id or e-mail in any case, actor or subject) and by dates', async () => {
    await signIn(t.app, 'student@demo.test');
    const logins = await logPage({ action: 'auth.login', accountEmail: 'STUDENT@demo.test' });
    expect(logins.account).toEqual({
      AccountId: ids['student@demo.test'],
      Email: 'student@demo.test',
    });
    expect(logins.items.length).toBeGreaterThan(0);
    for (const entry of logins.items) {
      expect(entry.action).toBe('auth.login');
      expect([entry.actor?.AccountId, entry.subject?.AccountId]).toContain(
        ids['student@demo.test'],
      );
    }
    const byId = await logPage({ action: 'auth.login', accountId: ids['student@demo.test']! });
    expect(byId.items.map((e) => e.id)).toEqual(logins.items.map((e) => e.id));

    const newest = logins.items[0]!;
    const inRange = await logPage({
      accountId: ids['student@demo.test']!,
      since: newest.at,
      until: new Date(Date.parse(newest.at) + 1).toISOString(),
    });
    expect(inRange.items.map((e) => e.id)).toContain(newest.id);
    expect(
      (await logPage({ accountId: ids['student@demo.test']!, until: newest.at })).items.map(
        (e) => e.id,
      ),
    ).not.toContain(newest.id);
  });

  test('an address no account has: no entries, and the answer says so', async () => {
    const page = await logPage({ accountEmail: 'nobody-here@example.org' });
    expect(page).toEqual({ items: [], newer: null, older: null, account: null });
  });

  test('pages by cursor both ways', async () => {
    for (let i = 0; i < 5; i++)
      await audit(t.database.db, { action: 'test.paging', details: { i } });
    const first = await logPage({ action: 'test.paging', limit: 3 });
    expect(first.items.map((e) => e.details.i)).toEqual([4, 3, 2]);
    const older = await logPage({ action: 'test.paging', limit: 3, before: first.older! });
    expect(older.items.map((e) => e.details.i)).toEqual([1, 0]);
    expect(older.older).toBeNull();
    const newer = await logPage({ action: 'test.paging', limit: 3, after: older.newer! });
    expect(newer.items.map((e) => e.details.i)).toEqual([4, 3, 2]);
    expect(newer.newer).toBeNull();
  });

  test('an action done while assuming shows whom the staff member acted as; after stopping it does not', async () => {
    const learnerId = ids['learner@demo.test']!;
    const adminId = ids['admin@demo.test']!;
    const staff = await signIn(t.app, 'admin@demo.test');
    const act = (n: number) =>
      audit(t.database.db, {
        action: 'test.assumed_work',
        actorAccountId: adminId,
        subjectAccountId: learnerId,
        details: { n },
      });
    await act(0);
    expect(
      (await as(t.app, staff)({ method: 'POST', url: `/api/2.0/assume/${learnerId}` })).statusCode,
    ).toBe(200);
    await act(1);
    const stop = assumeEndpoints.stop;
    expect((await as(t.app, staff)({ method: stop.method, url: stop.path })).statusCode).toBe(200);
    await act(2);
    const page = await logPage({ accountId: learnerId, limit: 10 });
    const work = page.items.filter((e) => e.action === 'test.assumed_work');
    expect(work.map((e) => [e.details.n, e.actingAs?.Email ?? null])).toEqual([
      [2, null],
      [1, 'learner@demo.test'],
      [0, null],
    ]);
    const started = page.items.find((e) => e.action === 'assume.start')!;
    expect(started).toMatchObject({
      actor: { Email: 'admin@demo.test' },
      subject: { Email: 'learner@demo.test' },
      actingAs: null,
    });
  });

  test('the actions filter lists every action the log holds, once, in order', async () => {
    const response = await get(admin, ACTIONS);
    expect(response.statusCode).toBe(200);
    const { actions } = response.json() as { actions: string[] };
    expect(actions).toEqual([...new Set(actions)].sort());
    expect(actions).toEqual(expect.arrayContaining(['auth.login', 'mail.outbox_read']));
    const stored = await t.database.db.selectDistinct({ action: auditLog.action }).from(auditLog);
    expect(actions).toHaveLength(stored.length);
  });

  test.each([
    ['action=Auth%20Login', 'action'],
    ['accountEmail=nobody', 'accountEmail'],
    ['accountId=1&accountEmail=admin@demo.test', 'accountEmail'],
    ['accountId=0', 'accountId'],
    ['until=2025-13-01T00:00:00Z', 'until'],
    ['limit=201', 'limit'],
  ])('bad input %s: 400 naming %s, nothing written', async (bad, field) => {
    const response = await expectNothingWritten(
      t.database.db,
      () => get(admin, `${LOG}?${bad}`),
      400,
    );
    expect(response.json().error.fields).toHaveProperty(field);
  });
});

describe('rights', () => {
  test.each([
    ['the outbox', OUTBOX],
    ['the audit log', LOG],
    ['the audit actions', ACTIONS],
  ])(
    '%s: signed out 401, a learner 403, a content manager who is not an admin 403; nothing written',
    async (_name, url) => {
      const learner = await signIn(t.app, 'learner@demo.test');
      const curator = await signIn(t.app, 'curator@demo.test');
      const anonymous = await expectNothingWritten(
        t.database.db,
        () => t.app.inject({ method: 'GET', url }),
        401,
      );
      expect(anonymous.json().error.code).toBe('not_signed_in');
      for (const cookie of [learner, curator]) {
        const refused = await expectNothingWritten(t.database.db, () => get(cookie, url), 403);
        expect(refused.json().error.code).toBe('forbidden');
      }
    },
  );
});
