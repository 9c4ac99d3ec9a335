import {
  adminSettingEndpoints as e,
  type TermsAcceptance,
  termsOfUseEndpoints,
} from '@boardready/contracts';
import { count, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accounts } from '../../db/schema';
import { expectNothingWritten } from '../../test/db-checksum';
import { as, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { type AcceptedFilter, orderOf, where } from './terms-repository';

const VERSIONS = e.termsVersions.path;
const ACCEPTANCES = e.termsAcceptances.path;

describe('terms of use for admins: versions and who accepted which', () => {
  let t: TestApp;
  let admin: ReturnType<typeof as>;
  let accountCount: number;

  const versions = async () => (await admin({ method: 'GET', url: VERSIONS })).json();
  const acceptances = async (query: string) => {
    const response = await admin({ method: 'GET', url: `${ACCEPTANCES}?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      items: TermsAcceptance[];
      total: number;
      page: number;
      limit: number;
    };
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = as(t.app, await signIn(t.app, 'admin@demo.test'));
    const [row] = await t.database.db.select({ n: count() }).from(accounts);
    accountCount = row!.n;
  });
  afterAll(() => t.close());

  test('before any publishing: version 1 is in force, and every demo account but one agreed to it', async () => {
    const [never] = await t.database.db
      .select({ n: count() })
      .from(accounts)
      .where(isNull(accounts.acceptedTermsVersion));
    expect(never!.n).toBeGreaterThan(0);
    expect(await versions()).toEqual({
      inForce: 1,
      versions: [
        {
          version: 1,
          summary: null,
          publishedAt: null,
          publishedBy: null,
          acceptedCount: accountCount - never!.n,
        },
      ],
      accounts: accountCount,
      neverAccepted: never!.n,
    });
  });

  test('who accepted which: newest first, a page at a time, the never-accepted last', async () => {
    const first = await acceptances('limit=3');
    expect(first).toMatchObject({ total: accountCount, page: 1, limit: 3 });
    expect(first.items).toHaveLength(3);
    const second = await acceptances('limit=3&page=2');
    expect(second.items.map((i) => i.AccountId)).not.toEqual(
      expect.arrayContaining(first.items.map((i) => i.AccountId)),
    );
    const all = await acceptances('limit=200');
    expect(all.items).toHaveLength(accountCount);
    const times = all.items.map((i) => i.acceptedAt);
    const dated = times.filter((at) => at !== null) as string[];
    // dates first, newest first; then the accounts that never agreed
    expect(times.slice(0, dated.length)).toEqual(dated);
    expect([...dated].sort().reverse()).toEqual(dated);
    expect(times.slice(dated.length).every((at) => at === null)).toBe(true);
    const terry = all.items.find((i) => i.Email === 'terms@demo.test');
    expect(terry).toMatchObject({ FirstName: 'Terry', acceptedVersion: null, acceptedAt: null });
  });

  test('publishing (the existing endpoint) makes a version 2 that every account is asked again for', async () => {
    const published = await admin({
      method: 'POST',
      url: termsOfUseEndpoints.publish.path,
      payload: { summary: 'We now explain how long we keep your answers.' },
    });
    expect(published.statusCode, published.body).toBe(201);
    // the admin is asked too: until they agree, their session only reads and answers the terms
    const refused = await admin({ method: 'GET', url: VERSIONS });
    expect(refused.json().error.code).toBe('terms_not_accepted');
    const agreed = await admin({
      method: 'PUT',
      url: termsOfUseEndpoints.answer.path,
      payload: 'true',
    });
    expect(agreed.statusCode, agreed.body).toBe(200);
    const after = await versions();

    expect(after.inForce).toBe(2);
    expect(after.versions[0]).toMatchObject({
      version: 2,
      summary: 'We now explain how long we keep your answers.',
      publishedBy: { Email: 'admin@demo.test' },
      acceptedCount: 1,
    });
    expect(after.versions[1].version).toBe(1);
    expect((await acceptances('accepted=pending')).total).toBe(accountCount - 1);
    expect((await acceptances('accepted=2')).items.map((i) => i.Email)).toEqual([
      'admin@demo.test',
    ]);

    // the learner answers the terms dialog: now on version 2, no longer pending
    const learner = as(t.app, await signIn(t.app, 'learner@demo.test'));
    const answer = await learner({
      method: 'PUT',
      url: termsOfUseEndpoints.answer.path,
      payload: 'true',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const onTwo = await acceptances('accepted=2');
    expect(onTwo.items.map((i) => [i.Email, i.acceptedVersion])).toEqual([
      ['learner@demo.test', 2],
      ['admin@demo.test', 2],
    ]);
    expect((await acceptances('accepted=pending')).total).toBe(accountCount - 2);
    expect((await acceptances('accepted=1')).items.map((i) => i.Email)).not.toContain(
      'learner@demo.test',
    );
    expect((await versions()).versions[0].acceptedCount).toBe(2);
    const learnerRow = (await acceptances('limit=1')).items[0];
    expect(learnerRow?.Email).toBe('learner@demo.test');
  });

  test('those not on the version in force: the version they are on, nearest first, newest agreement first within it, never agreed last', async () => {
    const published = await admin({
      method: 'POST',
      url: termsOfUseEndpoints.publish.path,
      payload: { summary: 'Version 3.' },
    });
    expect(published.statusCode, published.body).toBe(201);
    expect(
      (await admin({ method: 'PUT', url: termsOfUseEndpoints.answer.path, payload: 'true' }))
        .statusCode,
    ).toBe(200);
    const pending = await acceptances('accepted=pending&limit=200');
    expect(pending.total).toBe(accountCount - 1);
    const versionsOf = pending.items.map((i) => i.acceptedVersion);
    // the learner is on 2, most on 1, Terry never agreed
    expect(versionsOf[0]).toBe(2);
    expect(pending.items[0]!.Email).toBe('learner@demo.test');
    expect(versionsOf.at(-1)).toBeNull();
    expect(versionsOf.slice(1, -1).every((v) => v === 1)).toBe(true);
    const onOne = pending.items.slice(1, -1).map((i) => i.acceptedAt!);
    expect([...onOne].sort().reverse()).toEqual(onOne);
  });

  test('each list is one ordered range of an index (accounts_terms_*), whatever the shares of the versions', async () => {
    // the repository's own filters and orders, planned with table scans, bitmaps and sorts ruled
    // out: only an index of the expressions as they are spelled serves them, in their order
    const plan = (filter: AcceptedFilter) =>
      t.database.db.transaction(async (tx) => {
        for (const scan of ['seqscan', 'bitmapscan', 'sort']) {
          await tx.execute(sql.raw(`set local enable_${scan} = off`));
        }
        const rows = await tx.execute(
          sql`explain select ${accounts.id} from ${accounts} where ${where(filter) ?? sql`true`}
            order by ${sql.join(orderOf(filter), sql`, `)} limit 50`,
        );
        return JSON.stringify(rows);
      });
    for (const [filter, index] of [
      [{ kind: 'any' }, 'accounts_terms_accepted_idx'],
      [{ kind: 'version', version: 2 }, 'accounts_terms_version_idx'],
      [{ kind: 'pending', inForce: 3 }, 'accounts_terms_version_idx'],
    ] as const) {
      const text = await plan(filter);
      expect(text, JSON.stringify(filter)).toContain(index);
      expect(text, JSON.stringify(filter)).not.toMatch(/Seq Scan|Sort/);
    }
  });

  test.each([
    ['accepted=latest', 'accepted'],
    ['accepted=0', 'accepted'],
    ['page=0', 'page'],
    ['limit=500', 'limit'],
    ['limit=1e1', 'limit'],
  ])('a bad query (%s) is refused with 400 naming it', async (query, field) => {
    const response = await expectNothingWritten(
      t.database.db,
      () => admin({ method: 'GET', url: `${ACCEPTANCES}?${query}` }),
      400,
    );
    expect(Object.keys(response.json().error.fields)).toEqual([field]);
  });

  test('a page past the end is empty, with the total', async () => {
    const page = await acceptances('page=99&limit=50');
    expect(page).toEqual({ items: [], total: accountCount, page: 99, limit: 50 });
  });
});
