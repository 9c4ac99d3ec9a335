import {
  type AdminAccount,
  type AdminAccountProducts,
  type AdminAccountSearchResult,
  type AdminAccountSessions,
  adminAccountEndpoints,
  buildPath,
  type Endpoint,
} from '@boardready/contracts';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accounts, auditLog, products, sessions, userProducts } from '../../db/schema';
import { expectNothingWritten } from '../../test/db-checksum';
import {
  as,
  createTestApp,
  JSON_HEADERS,
  registerAccount,
  signIn,
  type TestApp,
} from '../../test/test-app';

const DAY = 86_400_000;
const e = adminAccountEndpoints;
const url = (endpoint: Endpoint, params: Record<string, string | number> = {}, query = '') =>
  `${buildPath(endpoint.path, params)}${query}`;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();

describe('Admin → Accounts (issue 26)', () => {
  let t: TestApp;
  let admin: ReturnType<typeof as>;
  const ids: Record<string, number> = {};
  const productIds: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    for (const row of await t.database.db
      .select({ id: accounts.id, email: accounts.email })
      .from(accounts))
      ids[row.email] = row.id;
    for (const row of await t.database.db
      .select({ id: products.id, code: products.code })
      .from(products))
      productIds[row.code] = row.id;
    admin = as(t.app, await signIn(t.app, 'admin@demo.test'));
  });
  afterAll(async () => {
    await t.close();
  });

  const auditSince = async (id: number) =>
    t.database.db
      .select({
        action: auditLog.action,
        actor: auditLog.actorAccountId,
        subject: auditLog.subjectAccountId,
        details: auditLog.details,
      })
      .from(auditLog)
      .where(gt(auditLog.id, id))
      .orderBy(auditLog.id);
  const lastAuditId = async () =>
    (await t.database.db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)))[0]
      ?.id ?? 0;

  /** A fresh learner (registered through the mailed link) with its session. */
  async function freshLearner(tag = 'learner') {
    const { email, cookie } = await registerAccount(t.app, tag);
    const [row] = await t.database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, email));
    return { email, cookie, id: row!.id };
  }

  const search = async (query: string) => {
    const response = await admin({ method: 'GET', url: url(e.search, {}, query) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as AdminAccountSearchResult;
  };

  describe('search', () => {
    test('[ROUTE-28] by the start of an e-mail address, of "first last" or "last, first", and by id', async () => {
      const learnerId = ids['learner@demo.test']!;
      for (const q of ['learner@', 'LEARNER@demo', 'alex riv', 'Rivera, Alex', 'rivera']) {
        const found = await search(`?q=${encodeURIComponent(q)}`);
        expect(
          found.items.map((a) => a.email),
          q,
        ).toContain('learner@demo.test');
      }
      const byId = await search(`?q=${learnerId}`);
      expect(byId.items[0]).toMatchObject({
        accountId: learnerId,
        firstName: 'Alex',
        lastName: 'Rivera',
        email: 'learner@demo.test',
        rights: {
          admin: false,
          contentManager: false,
          previewQna: false,
          superUser: false,
          assumeUsers: false,
        },
      });
      expect(Date.parse(byId.items[0]!.createdAt)).not.toBeNaN();
      // '#12', as the assume banner writes an account, is the id alone
      expect((await search(`?q=${encodeURIComponent(`#${learnerId}`)}`)).items).toEqual([
        byId.items[0],
      ]);
      // staff rights at a glance
      const ada = await search('?q=admin%40demo.test');
      expect(ada.items[0]!.rights).toEqual({
        admin: true,
        contentManager: true,
        previewQna: true,
        superUser: false,
        assumeUsers: true,
      });
    });

    test('LIKE wildcards are taken literally, and nothing matches a made-up name', async () => {
      expect((await search('?q=%25')).items).toEqual([]);
      expect((await search('?q=l_arner')).items).toEqual([]);
      expect((await search('?q=zzzz%20nobody')).items).toEqual([]);
    });

    test('pages, newest first; an empty query lists every account', async () => {
      const first = await search('?pageSize=3');
      expect(first).toMatchObject({ page: 1, pageSize: 3, hasMore: true });
      expect(first.items).toHaveLength(3);
      const ids = first.items.map((a) => a.accountId);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      const second = await search('?pageSize=3&page=2');
      expect(second.items[0]!.accountId).toBeLessThan(ids[2]!);
      // the last page says so
      const all = await t.database.db.select({ id: accounts.id }).from(accounts);
      const last = await search(`?pageSize=100&page=1`);
      expect(last.hasMore).toBe(all.length > 100);
    });

    test('bad paging or an overlong query: 400 naming the field', async () => {
      for (const [query, field] of [
        ['?page=0', 'page'],
        ['?pageSize=500', 'pageSize'],
        [`?q=${'a'.repeat(200)}`, 'q'],
      ] as const) {
        const response = await admin({ method: 'GET', url: url(e.search, {}, query) });
        expect(response.statusCode, query).toBe(400);
        expect(Object.keys(response.json().error.fields ?? {})).toContain(field);
      }
    });
  });

  describe('an account', () => {
    test('its name, rights, board identifiers, specialties; "isYou" for the admin’s own', async () => {
      const response = await admin({
        method: 'GET',
        url: url(e.account, { accountId: ids['learner@demo.test']! }),
      });
      expect(response.statusCode).toBe(200);
      const account = response.json() as AdminAccount;
      expect(account).toMatchObject({
        accountId: ids['learner@demo.test'],
        email: 'learner@demo.test',
        netSuiteCustomerId: null,
        isYou: false,
        specialties: ['IM'],
        boardIdentifiers: { abimNumber: '204817', abpNumber: null, birthMonth: 3, birthDay: 14 },
      });
      const own = await admin({
        method: 'GET',
        url: url(e.account, { accountId: ids['admin@demo.test']! }),
      });
      expect(own.json()).toMatchObject({ isYou: true, rights: { admin: true } });
    });

    test('an unknown account is a 404 on every call, and writes nothing', async () => {
      const accountId = 2_000_000_000;
      for (const [endpoint, payload, extra] of [
        [e.account],
        [e.products],
        [e.sessions],
        [e.grantProduct, { productId: 1, startsAt: iso(0), endsAt: iso(30), isTrial: false }],
        [e.extendProduct, { endsAt: iso(30) }, { userProductId: 1 }],
        [e.revokeProduct, undefined, { userProductId: 1 }],
        [e.signOutEverywhere],
        [
          e.setStaffRights,
          {
            admin: false,
            contentManager: false,
            previewQna: false,
            superUser: false,
            assumeUsers: false,
          },
        ],
        [e.setNetSuiteCustomerId, { netSuiteCustomerId: '123' }],
      ] as [Endpoint, object?, object?][]) {
        const response = await expectNothingWritten(
          t.database.db,
          () =>
            admin({
              method: endpoint.method,
              url: url(endpoint, { accountId, ...extra }),
              ...(payload ? { payload } : {}),
            }),
          404,
        );
        expect(response.json().error.code, endpoint.path).toBe('account_not_found');
      }
    });
  });

  describe('products: grant, extend, revoke', () => {
    test('the account’s products, usable or why not, and the catalogue', async () => {
      const response = await admin({
        method: 'GET',
        url: url(e.products, { accountId: ids['learner@demo.test']! }),
      });
      expect(response.statusCode).toBe(200);
      const body = response.json() as AdminAccountProducts;
      const media = body.products.find((p) => p.code === 'IM-MEDIA');
      expect(media).toMatchObject({ availability: 'expired', isTrial: false, revokedAt: null });
      expect(body.products.find((p) => p.code === 'IM-QA')).toMatchObject({
        availability: 'usable',
      });
      expect(body.catalogue.map((p) => p.code)).toContain('PEDS-QA');
      expect(body.catalogue.find((p) => p.code === 'PEDS-QA')).toMatchObject({
        typeName: 'Q&A',
        specialty: 'PEDS',
        applicationType: 'qa',
      });
    });

    test('grant: a paid product for the dates given, audited; the learner then has it', async () => {
      const learner = await freshLearner();
      const since = await lastAuditId();
      const startsAt = iso(-1);
      const endsAt = iso(365);
      const response = await admin({
        method: 'POST',
        url: url(e.grantProduct, { accountId: learner.id }),
        payload: { productId: productIds['PEDS-QA'], startsAt, endsAt, isTrial: false },
      });
      expect(response.statusCode, response.body).toBe(201);
      const granted = (response.json() as AdminAccountProducts).products.find(
        (p) => p.code === 'PEDS-QA',
      )!;
      expect(granted).toMatchObject({
        availability: 'usable',
        isTrial: false,
        startsAt,
        endsAt,
        superseded: false,
      });
      expect(await auditSince(since)).toEqual([
        {
          action: 'admin.account.product_granted',
          actor: ids['admin@demo.test'],
          subject: learner.id,
          details: {
            userProductId: granted.userProductId,
            productId: productIds['PEDS-QA'],
            code: 'PEDS-QA',
            isTrial: false,
            startsAt,
            endsAt,
          },
        },
      ]);
      const mine = await as(
        t.app,
        learner.cookie,
      )({
        method: 'GET',
        url: '/api/2.0/product/userproducts',
      });
      expect(mine.json().products).toEqual([
        expect.objectContaining({ code: 'PEDS-QA', isUsable: true, isTrial: false }),
      ]);
      // a trial of the same product is another form, and may be held beside it
      const trial = await admin({
        method: 'POST',
        url: url(e.grantProduct, { accountId: learner.id }),
        payload: { productId: productIds['PEDS-QA'], startsAt, endsAt: iso(7), isTrial: true },
      });
      expect(trial.statusCode).toBe(201);
      expect((trial.json() as AdminAccountProducts).products.find((p) => p.isTrial)).toMatchObject({
        superseded: true,
      });
    });

    test('grant refusals name the field and write nothing', async () => {
      const learnerId = ids['learner@demo.test']!;
      const grant = (payload: object) => () =>
        admin({ method: 'POST', url: url(e.grantProduct, { accountId: learnerId }), payload });
      const valid = { productId: productIds['PEDS-QA'], startsAt: iso(0), endsAt: iso(30) };
      const cases: [object, number, string, string][] = [
        // held already as a paid product (seeded)
        [
          { ...valid, productId: productIds['IM-QA'], isTrial: false },
          409,
          'product_already_held',
          'productId',
        ],
        [{ ...valid, productId: 999_999, isTrial: false }, 400, 'unknown_product', 'productId'],
        [
          { ...valid, startsAt: iso(10), endsAt: iso(5), isTrial: false },
          400,
          'validation_failed',
          'endsAt',
        ],
        [
          { ...valid, startsAt: iso(-30), endsAt: iso(-1), isTrial: false },
          400,
          'end_in_past',
          'endsAt',
        ],
        [{ ...valid, startsAt: 'tomorrow', isTrial: false }, 400, 'validation_failed', 'startsAt'],
        // a far date is a typing mistake (and year 0 or 10000 has no exact JSON form)
        [
          { ...valid, startsAt: '0000-01-01T00:00:00Z', isTrial: false },
          400,
          'validation_failed',
          'startsAt',
        ],
        [
          { ...valid, endsAt: '9999-12-31T23:59:59-14:00', isTrial: false },
          400,
          'validation_failed',
          'endsAt',
        ],
        [valid, 400, 'validation_failed', 'isTrial'],
        [{ ...valid, isTrial: false, extra: 1 }, 400, 'validation_failed', ''],
      ];
      for (const [payload, status, code, field] of cases) {
        const response = await expectNothingWritten(t.database.db, grant(payload), status);
        const { error } = response.json();
        expect(error.code, JSON.stringify(payload)).toBe(code);
        if (field) expect(Object.keys(error.fields ?? {}), code).toContain(field);
      }
      const held = await expectNothingWritten(
        t.database.db,
        grant({ ...valid, productId: productIds['IM-QA'], isTrial: false }),
        409,
      );
      expect(held.json().error.message).toMatch(
        /learner@demo\.test already has IM Q&A \(IM-QA\) as a paid product, ending \d{4}-\d\d-\d\d\. Extend that one instead\./,
      );
    });

    test('extend sets a new end (audited); revoke ends it now and keeps the row; extending reopens it', async () => {
      const learner = await freshLearner();
      const granted = await admin({
        method: 'POST',
        url: url(e.grantProduct, { accountId: learner.id }),
        payload: {
          productId: productIds['IM-BOOK'],
          startsAt: iso(-1),
          endsAt: iso(10),
          isTrial: false,
        },
      });
      const { userProductId } = (granted.json() as AdminAccountProducts).products[0]!;
      const since = await lastAuditId();

      const newEnd = iso(400);
      const extended = await admin({
        method: 'PUT',
        url: url(e.extendProduct, { accountId: learner.id, userProductId }),
        payload: { endsAt: newEnd },
      });
      expect(extended.statusCode, extended.body).toBe(200);
      expect((extended.json() as AdminAccountProducts).products[0]).toMatchObject({
        endsAt: newEnd,
        availability: 'usable',
      });

      const revoked = await admin({
        method: 'POST',
        url: url(e.revokeProduct, { accountId: learner.id, userProductId }),
      });
      expect(revoked.statusCode, revoked.body).toBe(200);
      const row = (revoked.json() as AdminAccountProducts).products[0]!;
      expect(row).toMatchObject({ userProductId, availability: 'expired' });
      expect(row.revokedAt).toBe(row.endsAt);
      expect(Date.now() - Date.parse(row.endsAt)).toBeLessThan(60_000);
      // the row stays; the learner's own list shows it as ended
      const [kept] = await t.database.db
        .select()
        .from(userProducts)
        .where(eq(userProducts.id, userProductId));
      expect(kept?.revokedAt).not.toBeNull();
      const mine = await as(
        t.app,
        learner.cookie,
      )({
        method: 'GET',
        url: '/api/2.0/product/userproducts',
      });
      expect(mine.json().products).toEqual([
        expect.objectContaining({ code: 'IM-BOOK', isUsable: false, availability: 'expired' }),
      ]);

      // revoking again: already ended, nothing written
      const again = await expectNothingWritten(
        t.database.db,
        () =>
          admin({
            method: 'POST',
            url: url(e.revokeProduct, { accountId: learner.id, userProductId }),
          }),
        409,
      );
      expect(again.json().error.code).toBe('product_already_ended');

      const reopened = await admin({
        method: 'PUT',
        url: url(e.extendProduct, { accountId: learner.id, userProductId }),
        payload: { endsAt: newEnd },
      });
      expect((reopened.json() as AdminAccountProducts).products[0]).toMatchObject({
        availability: 'usable',
        revokedAt: null,
      });

      const log = await auditSince(since);
      expect(log.map((r) => [r.action, r.actor, r.subject])).toEqual([
        ['admin.account.product_extended', ids['admin@demo.test'], learner.id],
        ['admin.account.product_revoked', ids['admin@demo.test'], learner.id],
        ['admin.account.product_extended', ids['admin@demo.test'], learner.id],
      ]);
      expect(log[0]!.details).toMatchObject({ code: 'IM-BOOK', to: newEnd });
      expect(log[2]!.details).toMatchObject({ wasRevokedAt: row.revokedAt });
    });

    test('extend and revoke refusals: bad dates name endsAt; another account’s product is a 404; nothing written', async () => {
      const learnerId = ids['learner@demo.test']!;
      const [own] = await t.database.db
        .select({ id: userProducts.id })
        .from(userProducts)
        .where(eq(userProducts.accountId, learnerId));
      const [others] = await t.database.db
        .select({ id: userProducts.id })
        .from(userProducts)
        .where(eq(userProducts.accountId, ids['peds@demo.test']!));
      const extend = (userProductId: number, endsAt: string) => () =>
        admin({
          method: 'PUT',
          url: url(e.extendProduct, { accountId: learnerId, userProductId }),
          payload: { endsAt },
        });
      const past = await expectNothingWritten(t.database.db, extend(own!.id, iso(-1)), 400);
      expect(past.json().error).toMatchObject({
        code: 'end_in_past',
        fields: { endsAt: expect.any(String) },
      });
      const beforeStart = await expectNothingWritten(
        t.database.db,
        extend(own!.id, '2000-01-01T00:00:00Z'),
        400,
      );
      expect(beforeStart.json().error.fields.endsAt).toMatch(/after the start date/);
      for (const call of [
        extend(others!.id, iso(30)),
        () =>
          admin({
            method: 'POST',
            url: url(e.revokeProduct, { accountId: learnerId, userProductId: others!.id }),
          }),
      ]) {
        const response = await expectNothingWritten(t.database.db, call, 404);
        expect(response.json().error.code).toBe('user_product_not_found');
      }
    });
  });

  describe('sessions and devices', () => {
    test('lists them without any secret; sign out everywhere ends them (audited)', async () => {
      const learner = await freshLearner();
      await t.app.inject({
        method: 'POST',
        url: '/api/2.0/authentication/login',
        headers: { ...JSON_HEADERS, 'user-agent': 'Mozilla/5.0 (iPhone) Test' },
        payload: { email: learner.email, password: 'a long enough pass' },
      });
      const listed = await admin({
        method: 'GET',
        url: url(e.sessions, { accountId: learner.id }),
      });
      expect(listed.statusCode).toBe(200);
      const body = listed.json() as AdminAccountSessions;
      expect(body.sessions).toHaveLength(2);
      expect(body.sessions.map((s) => s.userAgent)).toContain('Mozilla/5.0 (iPhone) Test');
      expect(body.sessions.every((s) => !s.current && s.assuming === null)).toBe(true);
      expect(body.devices.length).toBeGreaterThanOrEqual(1);
      // no token hash or device hash anywhere in the answer
      const hashes = await t.database.db
        .select({ hash: sessions.tokenHash })
        .from(sessions)
        .where(eq(sessions.accountId, learner.id));
      for (const { hash } of hashes) expect(listed.body).not.toContain(hash);
      expect(listed.body).not.toMatch(/hash|token/i);

      const since = await lastAuditId();
      const ended = await admin({
        method: 'DELETE',
        url: url(e.signOutEverywhere, { accountId: learner.id }),
      });
      expect(ended.statusCode).toBe(200);
      expect(ended.json()).toEqual({ sessionsEnded: 2 });
      const after = await as(
        t.app,
        learner.cookie,
      )({ method: 'GET', url: '/api/2.0/account/profile' });
      expect(after.statusCode).toBe(401);
      expect(await auditSince(since)).toEqual([
        {
          action: 'admin.account.signed_out_everywhere',
          actor: ids['admin@demo.test'],
          subject: learner.id,
          details: { sessionsEnded: 2 },
        },
      ]);
    });

    test('the admin’s own list marks this session as theirs', async () => {
      const listed = await admin({
        method: 'GET',
        url: url(e.sessions, { accountId: ids['admin@demo.test']! }),
      });
      expect(
        (listed.json() as AdminAccountSessions).sessions.filter((s) => s.current),
      ).toHaveLength(1);
    });
  });

  describe('staff rights', () => {
    const none = {
      admin: false,
      contentManager: false,
      previewQna: false,
      superUser: false,
      assumeUsers: false,
    };

    test('set, audited as granted and removed, in force at once', async () => {
      const learner = await freshLearner('staff');
      const since = await lastAuditId();
      const set = await admin({
        method: 'PUT',
        url: url(e.setStaffRights, { accountId: learner.id }),
        payload: { ...none, contentManager: true, previewQna: true },
      });
      expect(set.statusCode, set.body).toBe(200);
      expect((set.json() as AdminAccount).rights).toEqual({
        ...none,
        contentManager: true,
        previewQna: true,
      });
      const current = await as(
        t.app,
        learner.cookie,
      )({
        method: 'GET',
        url: '/api/2.0/account/current',
      });
      expect(current.json().account).toMatchObject({ isContentManager: true, canPreviewQna: true });
      await admin({
        method: 'PUT',
        url: url(e.setStaffRights, { accountId: learner.id }),
        payload: { ...none, contentManager: true },
      });
      // the same rights again change nothing and log nothing
      await admin({
        method: 'PUT',
        url: url(e.setStaffRights, { accountId: learner.id }),
        payload: { ...none, contentManager: true },
      });
      expect(await auditSince(since)).toEqual([
        {
          action: 'admin.account.rights_changed',
          actor: ids['admin@demo.test'],
          subject: learner.id,
          details: { granted: ['contentManager', 'previewQna'], removed: [] },
        },
        {
          action: 'admin.account.rights_changed',
          actor: ids['admin@demo.test'],
          subject: learner.id,
          details: { granted: [], removed: ['previewQna'] },
        },
      ]);
    });

    test('an admin cannot remove their own Admin right: 400 naming admin, nothing written', async () => {
      const response = await expectNothingWritten(
        t.database.db,
        () =>
          admin({
            method: 'PUT',
            url: url(e.setStaffRights, { accountId: ids['admin@demo.test']! }),
            payload: { ...none, contentManager: true, previewQna: true, assumeUsers: true },
          }),
        400,
      );
      expect(response.json().error).toMatchObject({
        code: 'own_admin_right',
        fields: { admin: 'You cannot remove your own Admin right. Ask another admin to do it.' },
      });
      const missing = await expectNothingWritten(
        t.database.db,
        () =>
          admin({
            method: 'PUT',
            url: url(e.setStaffRights, { accountId: ids['learner@demo.test']! }),
            payload: { admin: true },
          }),
        400,
      );
      expect(Object.keys(missing.json().error.fields)).toContain('contentManager');
    });
  });

  describe('NetSuite customer id (spec §7 /api/1.0/account/change/netsuitecustomerid/)', () => {
    test('set, cleared, audited; bad ids name the field', async () => {
      const learner = await freshLearner();
      const change = (netSuiteCustomerId: unknown) =>
        admin({
          method: 'PUT',
          url: `/api/1.0/account/change/netsuitecustomerid/${learner.id}`,
          payload: { netSuiteCustomerId },
        });
      const since = await lastAuditId();
      const set = await change('  CUST-10492 ');
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json()).toMatchObject({ netSuiteCustomerId: 'CUST-10492' });
      const cleared = await change('');
      expect(cleared.json()).toMatchObject({ netSuiteCustomerId: null });
      expect((await auditSince(since)).map((r) => r.details)).toEqual([
        { from: null, to: 'CUST-10492' },
        { from: 'CUST-10492', to: null },
      ]);
      for (const bad of ['not valid!', 'x'.repeat(41), 12]) {
        const response = await expectNothingWritten(t.database.db, () => change(bad), 400);
        expect(Object.keys(response.json().error.fields), String(bad)).toEqual([
          'netSuiteCustomerId',
        ]);
      }
    });
  });

  describe('who may call', () => {
    /** One valid request per endpoint, on the learner's account. */
    const calls = (): [string, InjectOptions][] => {
      const accountId = ids['learner@demo.test']!;
      const none = {
        admin: false,
        contentManager: false,
        previewQna: false,
        superUser: false,
        assumeUsers: false,
      };
      return [
        ['search', { method: 'GET', url: url(e.search, {}, '?q=alex') }],
        ['account', { method: 'GET', url: url(e.account, { accountId }) }],
        ['products', { method: 'GET', url: url(e.products, { accountId }) }],
        [
          'grantProduct',
          {
            method: 'POST',
            url: url(e.grantProduct, { accountId }),
            payload: {
              productId: productIds['PEDS-BOOK'],
              startsAt: iso(0),
              endsAt: iso(30),
              isTrial: false,
            },
          },
        ],
        [
          'extendProduct',
          {
            method: 'PUT',
            url: url(e.extendProduct, { accountId, userProductId: 1 }),
            payload: { endsAt: iso(30) },
          },
        ],
        [
          'revokeProduct',
          { method: 'POST', url: url(e.revokeProduct, { accountId, userProductId: 1 }) },
        ],
        ['sessions', { method: 'GET', url: url(e.sessions, { accountId }) }],
        ['signOutEverywhere', { method: 'DELETE', url: url(e.signOutEverywhere, { accountId }) }],
        [
          'setStaffRights',
          {
            method: 'PUT',
            url: url(e.setStaffRights, { accountId }),
            payload: { ...none, admin: true },
          },
        ],
        [
          'setNetSuiteCustomerId',
          {
            method: 'PUT',
            url: url(e.setNetSuiteCustomerId, { accountId }),
            payload: { netSuiteCustomerId: '42' },
          },
        ],
      ];
    };

    test('every endpoint is in the list above', () => {
      expect(
        calls()
          .map(([name]) => name)
          .sort(),
      ).toEqual(Object.keys(e).sort());
    });

    test('signed out: 401; a learner: 403; a content manager who is not an admin: 403; nothing written', async () => {
      const learner = await signIn(t.app, 'learner@demo.test');
      const curator = await signIn(t.app, 'curator@demo.test');
      for (const [name, options] of calls()) {
        for (const [who, cookie, status] of [
          ['signed out', undefined, 401],
          ['learner', learner, 403],
          ['curator', curator, 403],
        ] as const) {
          const response = await expectNothingWritten(
            t.database.db,
            () =>
              t.app.inject({
                ...options,
                headers: { ...JSON_HEADERS, ...(cookie ? { cookie } : {}) },
              }),
            status,
          );
          expect(response.json().error, `${name} ${who}`).toBeDefined();
        }
      }
    });

    test('an admin assuming a learner holds the learner’s rights: 403', async () => {
      const staff = as(t.app, await signIn(t.app, 'admin@demo.test'));
      await staff({ method: 'POST', url: `/api/2.0/assume/${ids['learner@demo.test']}` });
      const response = await staff({ method: 'GET', url: url(e.search, {}, '?q=a') });
      expect(response.statusCode).toBe(403);
      await staff({ method: 'DELETE', url: '/api/2.0/assume' });
      expect((await staff({ method: 'GET', url: url(e.search, {}, '?q=a') })).statusCode).toBe(200);
    });
  });

  test('the seeded learner keeps their products (the tests above changed only fresh accounts)', async () => {
    const rows = await t.database.db
      .select({ revokedAt: userProducts.revokedAt })
      .from(userProducts)
      .where(and(eq(userProducts.accountId, ids['learner@demo.test']!)));
    expect(rows.every((r) => r.revokedAt === null)).toBe(true);
  });
});
