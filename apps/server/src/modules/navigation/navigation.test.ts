import { type DueItem, navigationEndpoints, type Organization } from '@boardready/contracts';
import { DUE_LISTED_MAX } from '@boardready/contracts/due-rules';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accounts, products, userProducts } from '../../db/schema';
import { as, createTestApp, signIn, type TestApp } from '../../test/test-app';

const E = navigationEndpoints;
const READS = [
  E.specialties.path,
  E.homePageRoute.path,
  E.featureFlags.path,
  E.favoriteAdminLinks.path,
  E.myOrganizations.path,
  E.medCentralAccess.path,
  E.dueItems.path,
];

describe('navigation endpoints', () => {
  let t: TestApp;
  const cookies = new Map<string, string>();
  async function get(email: string, url: string) {
    if (!cookies.has(email)) cookies.set(email, await signIn(t.app, email));
    const response = await as(t.app, cookies.get(email)!)({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }
  async function accountId(email: string) {
    const [row] = await t.database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, email));
    return row!.id;
  }
  async function userProductId(email: string, code: string) {
    const [row] = await t.database.db
      .select({ id: userProducts.id })
      .from(userProducts)
      .innerJoin(products, eq(products.id, userProducts.productId))
      .where(and(eq(userProducts.accountId, await accountId(email)), eq(products.code, code)));
    return row!.id;
  }

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test('anonymous callers get 401 on every read', async () => {
    for (const url of READS) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
    }
  });

  describe('specialties', () => {
    test('a list of strings in the order IM, PEDS, MS', async () => {
      expect(await get('learner@demo.test', E.specialties.path)).toEqual(['IM']);
      expect(await get('peds@demo.test', E.specialties.path)).toEqual(['PEDS']);
      expect(await get('combo@demo.test', E.specialties.path)).toEqual(['IM', 'PEDS', 'MS']);
    });

    test('newbie has none', async () => {
      expect(await get('newbie@demo.test', E.specialties.path)).toEqual([]);
    });
  });

  describe('home page route', () => {
    test('/dashboard with dashboard-eligible products', async () => {
      expect(await get('learner@demo.test', E.homePageRoute.path)).toEqual({ route: '/dashboard' });
      expect(await get('student@demo.test', E.homePageRoute.path)).toEqual({ route: '/dashboard' });
    });

    test('/products without them', async () => {
      expect(await get('newbie@demo.test', E.homePageRoute.path)).toEqual({ route: '/products' });
    });
  });

  describe('favorite admin links', () => {
    test('the admin has four, in order, the hidden one included and marked', async () => {
      expect(await get('admin@demo.test', E.favoriteAdminLinks.path)).toEqual([
        { text: 'Accounts', route: '/ngadmin', url: '/admin#accounts', hidden: false },
        { text: 'Content', route: '/ngadmin/cms/qa', url: '/admin#cms/qa', hidden: false },
        {
          text: 'Item statistics',
          route: '/ngadmin/cms/statistics',
          url: '/admin#cms/statistics',
          hidden: false,
        },
        { text: 'Old billing', route: '/ngadmin/billing', url: '/admin#billing', hidden: true },
      ]);
    });

    test('learners have none', async () => {
      expect(await get('learner@demo.test', E.favoriteAdminLinks.path)).toEqual([]);
      expect(await get('orgadmin@demo.test', E.favoriteAdminLinks.path)).toEqual([]);
    });
  });

  describe('my organizations', () => {
    test('orgadmin is license admin of exactly one residency program', async () => {
      expect(await get('orgadmin@demo.test', E.myOrganizations.path)).toEqual([
        {
          id: expect.any(Number),
          name: 'Riverside Internal Medicine Residency',
          isLicenseAdmin: true,
          isResidencyProgram: true,
        },
      ]);
    });

    test('the admin is license admin of two, ordered by name', async () => {
      const orgs: Organization[] = await get('admin@demo.test', E.myOrganizations.path);
      expect(orgs.map((o) => [o.name, o.isLicenseAdmin])).toEqual([
        ['Lakeside Medical Group', true],
        ['Riverside Internal Medicine Residency', true],
      ]);
    });

    test('a resident is a member but not a license admin; a learner belongs to none', async () => {
      const [org] = await get('resident@demo.test', E.myOrganizations.path);
      expect(org).toMatchObject({ isLicenseAdmin: false, isResidencyProgram: true });
      expect(await get('learner@demo.test', E.myOrganizations.path)).toEqual([]);
    });
  });

  describe('MedCentral access', () => {
    test('residency program members and admins have it; directors, faculty and admins manage', async () => {
      expect(await get('resident@demo.test', E.medCentralAccess.path)).toEqual({
        hasAccess: true,
        canManage: false,
      });
      for (const email of ['orgadmin@demo.test', 'admin@demo.test']) {
        expect(await get(email, E.medCentralAccess.path), email).toEqual({
          hasAccess: true,
          canManage: true,
        });
      }
    });

    test('other learners do not', async () => {
      for (const email of ['learner@demo.test', 'newbie@demo.test', 'combo@demo.test']) {
        expect(await get(email, E.medCentralAccess.path), email).toEqual({
          hasAccess: false,
          canManage: false,
        });
      }
    });
  });

  describe('due items', () => {
    test('the learner has 3 flash cards due now, soonest first, on the memory model', async () => {
      const { dueNow } = (await get('learner@demo.test', E.dueItems.path)) as {
        dueNow: DueItem[];
      };
      expect(dueNow).toHaveLength(3);
      const deck = await userProductId('learner@demo.test', 'IM-FC');
      for (const item of dueNow) {
        expect(item).toMatchObject({
          kind: 'FlashCardReview',
          title: 'A flash card to review',
          userProductId: deck,
        });
        expect(new Date(item.dueAt).getTime()).toBeLessThanOrEqual(Date.now());
      }
      const times = dueNow.map((d) => d.dueAt);
      expect([...times].sort()).toEqual(times);
    });

    test('newbie and combo have none; peds has one of their own', async () => {
      expect(await get('newbie@demo.test', E.dueItems.path)).toEqual({ dueNow: [] });
      expect(await get('combo@demo.test', E.dueItems.path)).toEqual({ dueNow: [] });
      const peds = (await get('peds@demo.test', E.dueItems.path)) as { dueNow: DueItem[] };
      expect(peds.dueNow).toHaveLength(1);
      const learner = (await get('learner@demo.test', E.dueItems.path)) as { dueNow: DueItem[] };
      expect(learner.dueNow.some((d) => d.id === peds.dueNow[0]!.id)).toBe(false);
      expect(peds.dueNow[0]!.userProductId).toBe(await userProductId('peds@demo.test', 'PEDS-FC'));
    });

    test('a backlog lists its soonest 100 (the badge reads 99+), oldest first', async () => {
      const owner = await accountId('combo@demo.test');
      // 120 questions of combo's banks due over the past 120 hours, the oldest the soonest
      await t.database.db.execute(sql`
        insert into memory_items (account_id, user_product_id, question_id, state, due, stability,
          difficulty, scheduled_days, learning_steps, reps, lapses, last_review)
        select ${owner}, q.user_product_id, q.id, 'review', now() - (q.n || ' hours')::interval,
          3, 5, 3, 0, 2, 0, now() - interval '10 days'
        from (select question.id, owned.id as user_product_id,
            row_number() over (order by question.id) as n
          from qa_questions question
          join qa_bank_products bp on bp.bank_id = question.bank_id
          join user_products owned on owned.product_id = bp.product_id
          where owned.account_id = ${owner}
          limit 120) q`);
      try {
        const { dueNow } = (await get('combo@demo.test', E.dueItems.path)) as {
          dueNow: DueItem[];
        };
        expect(dueNow).toHaveLength(DUE_LISTED_MAX);
        expect(dueNow[0]!.kind).toBe('QuestionRetrieval');
        const times = dueNow.map((d) => d.dueAt);
        expect([...times].sort()).toEqual(times);
        expect(Date.now() - new Date(times[0]!).getTime()).toBeGreaterThan(119 * 3_600_000);
      } finally {
        await t.database.db.execute(sql`delete from memory_items where account_id = ${owner}`);
      }
    });

    test('cards of a product that has ended are not due', async () => {
      const deck = await userProductId('learner@demo.test', 'IM-FC');
      const [before] = await t.database.db
        .select({ endsAt: userProducts.endsAt })
        .from(userProducts)
        .where(eq(userProducts.id, deck));
      await t.database.db
        .update(userProducts)
        .set({ endsAt: new Date(Date.now() - 60_000) })
        .where(eq(userProducts.id, deck));
      try {
        expect(await get('learner@demo.test', E.dueItems.path)).toEqual({ dueNow: [] });
      } finally {
        await t.database.db
          .update(userProducts)
          .set({ endsAt: before!.endsAt })
          .where(eq(userProducts.id, deck));
      }
    });
  });
});
