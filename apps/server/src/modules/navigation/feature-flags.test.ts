import {
  DEFAULT_HELPFUL_STUFF_URLS,
  type FeatureFlags,
  type HelpfulStuffUrls,
  navigationEndpoints,
} from '@boardready/contracts';
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accounts, auditLog, featureFlags } from '../../db/schema';
import { as, createTestApp, JSON_HEADERS, signIn, type TestApp } from '../../test/test-app';

const FLAGS = navigationEndpoints.featureFlags.path;
const setUrl = (key: string) => `/api/2.0/admin/featureflags/${key}`;

const DEFAULTS: FeatureFlags = {
  ideasPortal: false,
  helpfulStuffUrls: DEFAULT_HELPFUL_STUFF_URLS,
  adminAccountDetails: false,
  adminLinksAsRoutes: false,
};

describe('the built-in helpful links (spec §2)', () => {
  const labels = (s: keyof HelpfulStuffUrls) => DEFAULT_HELPFUL_STUFF_URLS[s]!.map((l) => l.label);
  const links = (s: keyof HelpfulStuffUrls) => DEFAULT_HELPFUL_STUFF_URLS[s]!.map((l) => l.link);

  test('IM and PEDS: nine links in the spec order; MS: five', () => {
    expect(labels('IM')).toEqual([
      'BoardReady<sup>®</sup> IM App',
      'IM Study Guide',
      'IM Certification Blueprint',
      'IM MOC Blueprint',
      'IM Normal Lab Values',
      'Abbreviations (PDF)',
      'Antibiotics',
      'Corrections & Updates',
      'IM Guidelines (PDF)',
    ]);
    expect(labels('PEDS')).toHaveLength(9);
    expect(labels('MS')).toEqual([
      'BoardReady<sup>®</sup> MedStudent App',
      'Student Study Guide',
      'USMLE Guidelines (PDF)',
      'Lab Values',
      'Antibiotics',
    ]);
  });

  test('in-app pages and our own documents are relative paths of this app (decision 0204)', () => {
    expect(links('IM')[4]).toBe('/labvalues/im');
    expect(links('PEDS')[4]).toBe('/labvalues/peds');
    expect(links('MS')[3]).toBe('/labvalues/ms');
    expect(links('IM')[6]).toBe('/helpfulstuff/antibiotics');
    expect(links('IM')[0]).toBe('/helpfulstuff/app/im');
    expect(links('IM')[1]).toBe('/helpfulstuff/documents/im-study-guide.pdf');
    expect(links('IM')[2]).toMatch(/^https:\/\/www\.abim\.org\/.+\.pdf$/);
    expect(links('PEDS')[3]).toMatch(/^https:\/\/www\.abp\.org\/.+\.pdf$/);
  });
});

describe('feature flags', () => {
  let t: TestApp;
  let admin: ReturnType<typeof as>;
  let learner: ReturnType<typeof as>;

  async function written() {
    const [flags] = await t.database.db.select({ n: count() }).from(featureFlags);
    const [audits] = await t.database.db.select({ n: count() }).from(auditLog);
    const rows = await t.database.db.select().from(featureFlags);
    return { flags: flags!.n, audits: audits!.n, rows };
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = as(t.app, await signIn(t.app, 'admin@demo.test'));
    learner = as(t.app, await signIn(t.app, 'learner@demo.test'));
  });
  afterAll(() => t.close());

  test('with nothing set, the defaults are in force', async () => {
    const response = await learner({ method: 'GET', url: FLAGS });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(DEFAULTS);
  });

  test('an admin sets a flag: it is stored with who set it, audited, and everyone reads it', async () => {
    const response = await admin({
      method: 'PUT',
      url: setUrl('ideasPortal'),
      payload: { value: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ...DEFAULTS, ideasPortal: true });
    expect((await learner({ method: 'GET', url: FLAGS })).json().ideasPortal).toBe(true);

    const [adminRow] = await t.database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, 'admin@demo.test'));
    const [row] = await t.database.db
      .select()
      .from(featureFlags)
      .where(eq(featureFlags.key, 'ideasPortal'));
    expect(row).toMatchObject({ value: true, updatedBy: adminRow!.id });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'feature_flag.set'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      actorAccountId: adminRow!.id,
      details: { key: 'ideasPortal', value: true, previous: null },
    });
  });

  test('null resets a flag to its default', async () => {
    await admin({ method: 'PUT', url: setUrl('adminLinksAsRoutes'), payload: { value: true } });
    const response = await admin({
      method: 'PUT',
      url: setUrl('adminLinksAsRoutes'),
      payload: { value: null },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().adminLinksAsRoutes).toBe(false);
    const rows = await t.database.db
      .select()
      .from(featureFlags)
      .where(eq(featureFlags.key, 'adminLinksAsRoutes'));
    expect(rows).toEqual([]);
  });

  test('[HELP-08] helpfulStuffUrls takes link lists keyed by specialty; one left out keeps the default', async () => {
    const value = {
      IM: [
        { label: 'IM <b>only</b>', link: 'https://boardready.example/im' },
        { label: 'Lab', link: '/labvalues/im' },
      ],
    };
    const response = await admin({
      method: 'PUT',
      url: setUrl('helpfulStuffUrls'),
      payload: { value },
    });
    expect(response.statusCode, response.body).toBe(200);
    // a specialty the value leaves out keeps the built-in default
    const inForce = { ...DEFAULT_HELPFUL_STUFF_URLS, ...value };
    expect(response.json().helpfulStuffUrls).toEqual(inForce);
    const read = (await learner({ method: 'GET', url: FLAGS })).json().helpfulStuffUrls;
    expect(read).toEqual(inForce);
    expect(read.IM).toEqual(value.IM);
    expect(read.MS).toEqual(DEFAULT_HELPFUL_STUFF_URLS.MS);
    await admin({ method: 'PUT', url: setUrl('helpfulStuffUrls'), payload: { value: null } });
    expect((await learner({ method: 'GET', url: FLAGS })).json().helpfulStuffUrls).toEqual(
      DEFAULT_HELPFUL_STUFF_URLS,
    );
  });

  test('a stored value that no longer fits its flag falls back to the default', async () => {
    await t.database.db.insert(featureFlags).values({ key: 'adminAccountDetails', value: 'yes' });
    await t.database.db.insert(featureFlags).values({ key: 'retiredFlag', value: true });
    try {
      const flags = (await learner({ method: 'GET', url: FLAGS })).json();
      expect(flags.adminAccountDetails).toBe(false);
      expect(flags).not.toHaveProperty('retiredFlag');
    } finally {
      await t.database.db.delete(featureFlags).where(eq(featureFlags.key, 'adminAccountDetails'));
      await t.database.db.delete(featureFlags).where(eq(featureFlags.key, 'retiredFlag'));
    }
  });

  describe('bad input is refused with 400 and nothing is written', () => {
    const cases: [string, string, unknown, string][] = [
      ['a boolean flag given links', 'ideasPortal', { value: { IM: [] } }, 'invalid_flag_value'],
      ['the links flag given a boolean', 'helpfulStuffUrls', { value: true }, 'invalid_flag_value'],
      ['a string', 'ideasPortal', { value: 'yes' }, 'validation_failed'],
      ['no value', 'ideasPortal', {}, 'validation_failed'],
      ['an extra body key', 'ideasPortal', { value: true, other: 1 }, 'validation_failed'],
      ['an unknown flag', 'noSuchFlag', { value: true }, 'validation_failed'],
      ['a misspelt specialty', 'helpfulStuffUrls', { value: { Im: [] } }, 'validation_failed'],
      [
        'a link without its label',
        'helpfulStuffUrls',
        { value: { IM: [{ link: '/x' }] } },
        'validation_failed',
      ],
      [
        'a javascript: link',
        'helpfulStuffUrls',
        { value: { IM: [{ label: 'x', link: 'javascript:alert(1)' }] } },
        'invalid_flag_value',
      ],
      [
        'a protocol-relative link',
        'helpfulStuffUrls',
        { value: { MS: [{ label: 'x', link: '//evil.example/' }] } },
        'invalid_flag_value',
      ],
    ];
    test.each(cases)('%s', async (_name, key, payload, code) => {
      const before = await written();
      const response = await admin({ method: 'PUT', url: setUrl(key), payload: payload as object });
      expect(response.statusCode, response.body).toBe(400);
      const error = response.json().error;
      expect(error.code).toBe(code);
      expect(error.message.length).toBeGreaterThan(10);
      expect(await written()).toEqual(before);
    });

    test('the type mismatch message names the flag and what it takes', async () => {
      const response = await admin({
        method: 'PUT',
        url: setUrl('adminAccountDetails'),
        payload: { value: { IM: [] } },
      });
      expect(response.json().error.message).toBe(
        'The adminAccountDetails flag takes true or false (or null to reset it).',
      );
    });
  });

  test('a learner may not set flags (403), anonymous callers get 401; nothing is written', async () => {
    const before = await written();
    const forbidden = await learner({
      method: 'PUT',
      url: setUrl('ideasPortal'),
      payload: { value: false },
    });
    expect(forbidden.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: setUrl('ideasPortal'),
      headers: JSON_HEADERS,
      payload: { value: false },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await written()).toEqual(before);
  });
});
