import {
  type AuditEntry,
  accountEndpoints,
  adminAccountEndpoints,
  adminRecordEndpoints,
  assumeEndpoints,
  auditEndpoints,
  authEndpoints,
  buildPath,
  mailEndpoints,
  type OutboxMail,
} from '@boardready/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accounts, auditLog, mailOutbox, products } from '../../db/schema';
import { expectNothingWritten } from '../../test/db-checksum';
import { as, createTestApp, JSON_HEADERS, signIn, type TestApp } from '../../test/test-app';
import { audit } from '../audit/audit';
import { REMOVED_SECRET } from '../mail/outbox';
import { conditions, mailOutboxRepository, type OutboxFilter } from '../mail/repository';

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

  test('q finds the start of the recipient or of the subject, in any case; LIKE wildcards are literal', async () => {
    await outbox().add({ to: 'Rita.Search@example.org', subject: 'Welcome aboard', text: 'Hi' });
    await outbox().add({ to: 'other@example.org', subject: '100% paid: your receipt', text: 'x' });
    await outbox().add({ to: 'x_y@example.org', subject: 'Underscored', text: 'x' });
    expect((await outboxPage({ q: 'rita.search' })).items.map((m) => m.to)).toEqual([
      'Rita.Search@example.org',
    ]);
    expect((await outboxPage({ q: 'RITA.SEARCH@EXAMPLE.ORG' })).items).toHaveLength(1);
    expect((await outboxPage({ q: 'WELCOME' })).items.map((m) => m.subject)).toEqual([
      'Welcome aboard',
    ]);
    // the start only: not a word inside
    expect((await outboxPage({ q: 'aboard' })).items).toEqual([]);
    expect((await outboxPage({ q: 'search@' })).items).toEqual([]);
    expect((await outboxPage({ q: '100%' })).items.map((m) => m.subject)).toEqual([
      '100% paid: your receipt',
    ]);
    // '%' and '_' find themselves, not everything
    expect((await outboxPage({ q: '10%' })).items).toEqual([]);
    expect((await outboxPage({ q: 'x_' })).items.map((m) => m.to)).toEqual(['x_y@example.org']);
    expect((await outboxPage({ q: '_' })).items).toEqual([]);
  });

  test('the search and the address filter are index range scans (text_pattern_ops), not a scan of the outbox', async () => {
    // the repository's own conditions, planned with table scans and plain index walks ruled out:
    // only an index of the expressions as they are spelled can serve them
    const plan = (filter: Omit<OutboxFilter, 'limit'>) =>
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_indexscan = off`);
        const rows = await tx.execute(
          sql`explain select id from ${mailOutbox} where ${and(...conditions({ ...filter, limit: 20 }))}`,
        );
        return JSON.stringify(rows);
      });
    const search = await plan({ q: 'Rita' });
    expect(search).toContain('mail_outbox_to_prefix_idx');
    expect(search).toContain('mail_outbox_subject_prefix_idx');
    expect(search).not.toContain('Seq Scan');
    const address = await plan({ to: 'Rita.Search@example.org' });
    expect(address).toContain('mail_outbox_to_prefix_idx');
    expect(address).not.toContain('Seq Scan');
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

  test('a write made while assuming is recorded by the staff member acting as the user; one from another session of theirs meanwhile is not', async () => {
    const learnerId = ids['learner@demo.test']!;
    const adminId = ids['admin@demo.test']!;
    const assuming = await signIn(t.app, 'admin@demo.test');
    const elsewhere = await signIn(t.app, 'admin@demo.test');
    const call = (cookie: string, method: 'POST' | 'PUT', url: string, payload?: object) =>
      as(
        t.app,
        cookie,
      )({ method, url, headers: JSON_HEADERS, payload: JSON.stringify(payload ?? {}) });
    const rename = (lastName: string) =>
      call(assuming, 'PUT', accountEndpoints.changeName.path, { firstName: 'Alex', lastName });

    expect((await call(assuming, 'POST', `/api/2.0/assume/${learnerId}`)).statusCode).toBe(200);
    expect((await rename('Assumed')).statusCode).toBe(200);
    // the same staff member, from a session that assumes nobody, about the same learner
    const [product] = await t.database.db.select({ id: products.id }).from(products).limit(1);
    const grant = await call(
      elsewhere,
      'POST',
      buildPath(adminAccountEndpoints.grantProduct.path, { accountId: learnerId }),
      {
        productId: product!.id,
        startsAt: new Date().toISOString(),
        endsAt: new Date(Date.now() + 86_400_000).toISOString(),
        isTrial: true,
      },
    );
    expect(grant.statusCode, grant.body).toBe(201);
    expect((await rename('Rivera')).statusCode).toBe(200);
    const stop = assumeEndpoints.stop;
    expect((await as(t.app, assuming)({ method: stop.method, url: stop.path })).statusCode).toBe(
      200,
    );

    // recorded with the real actor and the user acted as, each in its own column, and so shown
    const page = await logPage({ accountId: learnerId, limit: 5 });
    const admin = { AccountId: adminId, Email: 'admin@demo.test' };
    const learner = { AccountId: learnerId, Email: 'learner@demo.test' };
    expect(
      page.items.map(({ action, actor, subject, actingAs }) => ({
        action,
        actor,
        subject,
        actingAs,
      })),
    ).toEqual([
      { action: 'assume.stop', actor: admin, subject: learner, actingAs: learner },
      { action: 'account.name_changed', actor: admin, subject: learner, actingAs: learner },
      { action: 'admin.account.product_granted', actor: admin, subject: learner, actingAs: null },
      { action: 'account.name_changed', actor: admin, subject: learner, actingAs: learner },
      { action: 'assume.start', actor: admin, subject: learner, actingAs: null },
    ]);
  });

  test('the account filter finds entries made acting as the account, whoever their subject', async () => {
    const learnerId = ids['learner@demo.test']!;
    const adminId = ids['admin@demo.test']!;
    await t.database.db.insert(auditLog).values({
      action: 'test.acting_as_only',
      actorAccountId: adminId,
      actingAsAccountId: learnerId,
    });
    const page = await logPage({ accountId: learnerId, action: 'test.acting_as_only' });
    expect(page.items).toMatchObject([
      { actor: { AccountId: adminId }, subject: null, actingAs: { AccountId: learnerId } },
    ]);
    // a write outside any request (the CLI, a test) is recorded as given: nobody acted as
    await audit(t.database.db, {
      action: 'test.outside',
      actorAccountId: adminId,
      subjectAccountId: learnerId,
    });
    expect((await logPage({ action: 'test.outside' })).items).toMatchObject([{ actingAs: null }]);
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
