import {
  buildPath,
  adminSettingEndpoints as e,
  navigationEndpoints,
  termsOfUseEndpoints,
} from '@boardready/contracts';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accounts } from '../../db/schema';
import { expectNothingWritten } from '../../test/db-checksum';
import { as, createTestApp, JSON_HEADERS, signIn, type TestApp } from '../../test/test-app';

const product = {
  code: 'MS-RIGHTS',
  typeCode: 'course',
  specialty: 'MS',
  shortName: 'Rights',
  fullName: 'Rights course',
  description: '',
  hasPersonalTrainer: false,
  trialAvailable: false,
  trialDays: null,
};
const link = { text: 'Rights', route: '/ngadmin', url: '/admin', hidden: false };

/** A valid call of every admin-settings endpoint (and the two older admin writes it builds on). */
const calls = (ids: { productId: number; linkId: number }): [string, InjectOptions][] => [
  ['products', { method: 'GET', url: e.products.path }],
  ['createProduct', { method: 'POST', url: e.products.path, payload: product }],
  ['updateProduct', { method: 'PUT', url: buildPath(e.updateProduct.path, ids), payload: product }],
  ['featureFlags', { method: 'GET', url: e.featureFlags.path }],
  ['favoriteLinks', { method: 'GET', url: e.favoriteLinks.path }],
  ['createFavoriteLink', { method: 'POST', url: e.favoriteLinks.path, payload: link }],
  [
    'updateFavoriteLink',
    { method: 'PUT', url: buildPath(e.updateFavoriteLink.path, ids), payload: link },
  ],
  ['deleteFavoriteLink', { method: 'DELETE', url: buildPath(e.deleteFavoriteLink.path, ids) }],
  [
    'orderFavoriteLinks',
    { method: 'PUT', url: e.orderFavoriteLinks.path, payload: { linkIds: [ids.linkId] } },
  ],
  ['termsVersions', { method: 'GET', url: e.termsVersions.path }],
  ['termsAcceptances', { method: 'GET', url: `${e.termsAcceptances.path}?accepted=pending` }],
  [
    'navigation.setFeatureFlag',
    {
      method: 'PUT',
      url: buildPath(navigationEndpoints.setFeatureFlag.path, { key: 'ideasPortal' }),
      payload: { value: true },
    },
  ],
  [
    'termsOfUse.publish',
    {
      method: 'POST',
      url: termsOfUseEndpoints.publish.path,
      payload: { summary: 'A change nobody but an admin may publish.' },
    },
  ],
];

describe('admin settings: admins only', () => {
  let t: TestApp;
  let ids: { productId: number; linkId: number };

  beforeAll(async () => {
    t = await createTestApp();
    const admin = as(t.app, await signIn(t.app, 'admin@demo.test'));
    const products = (await admin({ method: 'GET', url: e.products.path })).json().products;
    const links = (await admin({ method: 'GET', url: e.favoriteLinks.path })).json().links;
    ids = { productId: products[0].productId, linkId: links[0].linkId };
  });
  afterAll(() => t.close());

  test('every endpoint of the group is in the list', () => {
    const names = calls(ids).map(([name]) => name);
    expect(names.filter((name) => !name.includes('.')).sort()).toEqual(Object.keys(e).sort());
  });

  test('signed out: 401; a learner: 403; a content manager who is not an admin: 403; nothing written', async () => {
    const learner = await signIn(t.app, 'learner@demo.test');
    const curator = await signIn(t.app, 'curator@demo.test');
    for (const [name, options] of calls(ids)) {
      for (const [who, cookie, status, code] of [
        ['signed out', undefined, 401, 'not_signed_in'],
        ['learner', learner, 403, 'forbidden'],
        ['curator', curator, 403, 'forbidden'],
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
        expect(response.json().error.code, `${name} ${who}`).toBe(code);
      }
    }
    // three callers × every endpoint, each with a checksum of the whole database
  }, 90_000);

  test('an admin assuming a learner holds the learner’s rights: 403, nothing written', async () => {
    const staff = as(t.app, await signIn(t.app, 'admin@demo.test'));
    const [learner] = await t.database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, 'learner@demo.test'));
    const learnerId = learner!.id;
    expect((await staff({ method: 'POST', url: `/api/2.0/assume/${learnerId}` })).statusCode).toBe(
      200,
    );
    for (const [, options] of calls(ids).slice(0, 3)) {
      await expectNothingWritten(t.database.db, () => staff(options), 403);
    }
    await staff({ method: 'DELETE', url: '/api/2.0/assume' });
  });
});
