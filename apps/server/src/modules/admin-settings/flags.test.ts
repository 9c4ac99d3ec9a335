import {
  DEFAULT_HELPFUL_STUFF_URLS,
  adminSettingEndpoints as e,
  navigationEndpoints,
} from '@boardready/contracts';
import { HELPFUL_LINKS_PER_SPECIALTY_MAX } from '@boardready/contracts/admin-settings-rules';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase } from '../../db/client';
import { quietApp } from '../../test/databases';
import { expectNothingWritten } from '../../test/db-checksum';
import { as, createTestApp, signIn, type TestApp } from '../../test/test-app';

const OVERVIEW = e.featureFlags.path;
const FLAGS = navigationEndpoints.featureFlags.path;
const setUrl = (key: string) => `/api/2.0/admin/featureflags/${key}`;

describe('feature flags for admins', () => {
  let t: TestApp;
  let admin: ReturnType<typeof as>;
  let learner: ReturnType<typeof as>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = as(t.app, await signIn(t.app, 'admin@demo.test'));
    learner = as(t.app, await signIn(t.app, 'learner@demo.test'));
  });
  afterAll(() => t.close());

  test('with nothing set: every flag on its default, no lists stored', async () => {
    const response = await admin({ method: 'GET', url: OVERVIEW });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      flags: ['ideasPortal', 'helpfulStuffUrls', 'adminAccountDetails', 'adminLinksAsRoutes'].map(
        (key) => ({ key, isSet: false, updatedAt: null, updatedBy: null }),
      ),
      storedHelpfulStuffUrls: null,
    });
  });

  test('a change shows to users on their next read: the flags are not kept by any cache', async () => {
    // read first, so that a cache (the server's or the browser's) would hold the old value
    const before = await learner({ method: 'GET', url: FLAGS });
    expect(before.json().ideasPortal).toBe(false);
    expect(before.headers['cache-control']).toBe('no-store');
    expect(
      (await admin({ method: 'PUT', url: setUrl('ideasPortal'), payload: { value: true } }))
        .statusCode,
    ).toBe(200);
    const after = await learner({ method: 'GET', url: FLAGS });
    expect(after.json().ideasPortal).toBe(true);
    expect(after.headers['cache-control']).toBe('no-store');

    const flag = (await admin({ method: 'GET', url: OVERVIEW }))
      .json()
      .flags.find((f: { key: string }) => f.key === 'ideasPortal');
    expect(flag).toMatchObject({ isSet: true, updatedBy: { Email: 'admin@demo.test' } });
    expect(Date.parse(flag.updatedAt)).toBeGreaterThan(Date.now() - 60_000);

    await admin({ method: 'PUT', url: setUrl('ideasPortal'), payload: { value: null } });
    expect((await learner({ method: 'GET', url: FLAGS })).json().ideasPortal).toBe(false);
  });

  test.skipIf(process.env.TEST_DB !== 'postgres')(
    'two servers on one database: a flag set on one is read on the other at once',
    async () => {
      const otherDatabase = await openDatabase({ databaseUrl: t.databaseUrl! });
      const other = await quietApp(otherDatabase);
      try {
        const onOther = as(other, await signIn(other, 'learner@demo.test'));
        expect((await onOther({ method: 'GET', url: FLAGS })).json().adminLinksAsRoutes).toBe(
          false,
        );
        await admin({ method: 'PUT', url: setUrl('adminLinksAsRoutes'), payload: { value: true } });
        expect((await onOther({ method: 'GET', url: FLAGS })).json().adminLinksAsRoutes).toBe(true);
        await admin({ method: 'PUT', url: setUrl('adminLinksAsRoutes'), payload: { value: null } });
        expect((await onOther({ method: 'GET', url: FLAGS })).json().adminLinksAsRoutes).toBe(
          false,
        );
      } finally {
        await other.close();
        await otherDatabase.close();
      }
    },
  );

  test('[HELP-08] helpfulStuffUrls: the lists staff set are stored apart from the built-in ones', async () => {
    const value = {
      PEDS: [
        { label: 'PEDS <b>news</b>', link: 'https://boardready.example/peds-news' },
        { label: 'Write to us', link: 'mailto:peds@boardready.example?subject=Hello' },
        { label: 'Lab values', link: '/labvalues/peds' },
      ],
    };
    const set = await admin({ method: 'PUT', url: setUrl('helpfulStuffUrls'), payload: { value } });
    expect(set.statusCode, set.body).toBe(200);
    const overview = (await admin({ method: 'GET', url: OVERVIEW })).json();
    expect(overview.storedHelpfulStuffUrls).toEqual(value);
    expect((await learner({ method: 'GET', url: FLAGS })).json().helpfulStuffUrls).toEqual({
      ...DEFAULT_HELPFUL_STUFF_URLS,
      ...value,
    });
    await admin({ method: 'PUT', url: setUrl('helpfulStuffUrls'), payload: { value: null } });
    expect((await admin({ method: 'GET', url: OVERVIEW })).json().storedHelpfulStuffUrls).toBe(
      null,
    );
  });

  describe('links are checked on the server too: 400 naming the link, nothing written', () => {
    const one = (label: string, link: string) => ({ IM: [{ label, link }] });
    const cases: [string, object, string][] = [
      ['an empty label', one('  ', '/labvalues/im'), 'value.IM.0.label'],
      ['a data: link', one('x', 'data:text/html,<script>alert(1)</script>'), 'value.IM.0.link'],
      ['a vbscript: link', one('x', 'vbscript:msgbox(1)'), 'value.IM.0.link'],
      ['a JAVASCRIPT: link', one('x', 'JAVASCRIPT:alert(1)'), 'value.IM.0.link'],
      ['a javascript: link behind spaces', one('x', '  javascript:alert(1)'), 'value.IM.0.link'],
      ['a path a tab makes another site', one('x', '/\t/evil.example'), 'value.IM.0.link'],
      ['a relative link', one('x', 'labvalues/im'), 'value.IM.0.link'],
      [
        'the same link twice',
        {
          MS: [
            { label: 'Labs', link: '/labvalues/ms' },
            { label: 'Labs', link: '/labvalues/ms' },
          ],
        },
        'value.MS.1.label',
      ],
      [
        'too many links',
        {
          PEDS: Array.from({ length: HELPFUL_LINKS_PER_SPECIALTY_MAX + 1 }, (_, i) => ({
            label: `Link ${i}`,
            link: `/helpfulstuff?${i}`,
          })),
        },
        'value.PEDS',
      ],
    ];
    test.each(cases)('%s', async (_name, value, field) => {
      const response = await expectNothingWritten(
        t.database.db,
        () => admin({ method: 'PUT', url: setUrl('helpfulStuffUrls'), payload: { value } }),
        400,
      );
      const error = response.json().error;
      expect(error.code).toBe('invalid_flag_value');
      expect(Object.keys(error.fields)).toContain(field);
      expect(error.message).toMatch(/^(Link \d+ of )?(IM|PEDS|MS)/);
    });
  });
});
