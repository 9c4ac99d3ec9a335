import { productEndpoints, type UserProduct } from '@boardready/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accounts, sessions, userProducts } from '../../db/schema';
import { as, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { hashToken } from '../auth/tokens';
import { availabilityOf, nextAvailabilityChange, productRoute, productService } from './service';

const MY_PRODUCTS = productEndpoints.myProducts.path;
const DASHBOARD = productEndpoints.dashboardInterviewProducts.path;

describe('product rules', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);

  test('a product is usable from its start (inclusive) to its end (exclusive)', () => {
    expect(availabilityOf({ startsAt: now, endsAt: at(1) }, now)).toBe('usable');
    expect(availabilityOf({ startsAt: at(-1), endsAt: now }, now)).toBe('expired');
    expect(availabilityOf({ startsAt: at(1), endsAt: at(2) }, now)).toBe('notStarted');
  });

  test('the next change of availability is the first start or end still ahead', () => {
    const rows = [
      { startsAt: at(-10), endsAt: at(30) },
      { startsAt: at(5), endsAt: at(50) },
      { startsAt: at(-20), endsAt: at(-5) },
    ];
    expect(nextAvailabilityChange(rows, now)).toBe(at(5).getTime());
    expect(nextAvailabilityChange(rows, at(5))).toBe(at(30).getTime());
    expect(nextAvailabilityChange(rows, at(50))).toBe(Number.POSITIVE_INFINITY);
  });

  test('each application type opens on its own route; Q&A routes follow spec §2', () => {
    expect(productRoute('qa', 'IM', 12)).toBe('/questions/IM/qa/12/overview');
    expect(productRoute('qa_sa', 'PEDS', 13)).toBe('/questions/PEDS/qa_sa/13/sa-overview');
    expect(productRoute('onlineBookCore', 'IM', 14)).toBe('/book/14');
    expect(productRoute('fc', 'IM', 15)).toBe('/flashcards/15');
    expect(productRoute('course', 'IM', 16)).toBe('/course/16');
    expect(productRoute('media', 'IM', 17)).toBe('/media/17');
    expect(productRoute('live', 'IM', 18)).toBe('/live/18');
  });
});

describe('product endpoints', () => {
  let t: TestApp;
  const cookies = new Map<string, string>();
  async function get(email: string, url: string) {
    if (!cookies.has(email)) cookies.set(email, await signIn(t.app, email));
    return as(t.app, cookies.get(email)!)({ method: 'GET', url });
  }
  async function productsOf(email: string): Promise<UserProduct[]> {
    const response = await get(email, MY_PRODUCTS);
    expect(response.statusCode).toBe(200);
    return response.json().products;
  }

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test('anonymous callers get 401', async () => {
    for (const url of [MY_PRODUCTS, DASHBOARD]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('not_signed_in');
    }
  });

  test('the learner has 7 IM products in the types order; IM-MEDIA is expired and not usable', async () => {
    const response = await get('learner@demo.test', MY_PRODUCTS);
    expect(response.statusCode).toBe(200);
    const { products, productTypes } = response.json();
    expect(products.map((p: UserProduct) => p.code)).toEqual([
      'IM-QA',
      'IM-SA',
      'IM-BOOK',
      'IM-FC',
      'IM-COURSE',
      'IM-MEDIA',
      'IM-LIVE',
    ]);
    const media = products.find((p: UserProduct) => p.code === 'IM-MEDIA');
    expect(media).toMatchObject({ isUsable: false, availability: 'expired' });
    expect(new Date(media.endsAt).getTime()).toBeLessThan(Date.now());
    for (const p of products.filter((p: UserProduct) => p.code !== 'IM-MEDIA')) {
      expect(p).toMatchObject({ isUsable: true, availability: 'usable', specialty: 'IM' });
    }
    expect(productTypes.map((pt: { code: string }) => pt.code)).toEqual([
      'qa',
      'qa_sa',
      'onlineBookCore',
      'fc',
      'course',
      'media',
      'live',
    ]);
    expect(productTypes.map((pt: { order: number }) => pt.order)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(productTypes[0]).toEqual({ code: 'qa', displayName: 'Q&A', icon: 'quiz', order: 1 });
  });

  test('each product carries the fields of spec §3 and the route it opens on', async () => {
    const products = await productsOf('learner@demo.test');
    const qa = products.find((p) => p.code === 'IM-QA')!;
    expect(qa).toEqual({
      userProductId: expect.any(Number),
      code: 'IM-QA',
      shortName: 'IM Q&A',
      fullName: 'Internal Medicine Board Review Q&A',
      specialty: 'IM',
      applicationType: 'qa',
      isUsable: true,
      availability: 'usable',
      startsAt: expect.any(String),
      endsAt: expect.any(String),
      isTrial: false,
      hasPersonalTrainer: true,
      route: `/questions/IM/qa/${qa.userProductId}/overview`,
    });
    const sa = products.find((p) => p.code === 'IM-SA')!;
    expect(sa.route).toBe(`/questions/IM/qa_sa/${sa.userProductId}/sa-overview`);
    const book = products.find((p) => p.code === 'IM-BOOK')!;
    expect(book.route).toBe(`/book/${book.userProductId}`);
  });

  test('newbie has no products but still gets every product type', async () => {
    const response = await get('newbie@demo.test', MY_PRODUCTS);
    expect(response.json().products).toEqual([]);
    expect(response.json().productTypes).toHaveLength(7);
  });

  test("combo's products span IM, PEDS and MS, grouped by type first", async () => {
    const products = await productsOf('combo@demo.test');
    expect(products.map((p) => p.code)).toEqual([
      'IM-QA',
      'MS-QA',
      'PEDS-QA',
      'IM-BOOK',
      'PEDS-BOOK',
      'MS-FC',
    ]);
  });

  test("one user's products never show another's", async () => {
    const learner = await productsOf('learner@demo.test');
    const peds = await productsOf('peds@demo.test');
    expect(learner.every((p) => p.specialty === 'IM')).toBe(true);
    expect(peds.every((p) => p.specialty === 'PEDS')).toBe(true);
    const learnerIds = new Set(learner.map((p) => p.userProductId));
    expect(peds.some((p) => learnerIds.has(p.userProductId))).toBe(false);
  });

  test('dashboard interview products: usable ones with a Personal Trainer', async () => {
    const response = await get('learner@demo.test', DASHBOARD);
    expect(response.statusCode).toBe(200);
    const learner = await productsOf('learner@demo.test');
    const idOf = (code: string) => learner.find((p) => p.code === code)!.userProductId;
    expect(response.json()).toEqual({
      products: [
        { userProductId: idOf('IM-QA'), shortName: 'IM Q&A', hasPersonalTrainer: true },
        { userProductId: idOf('IM-BOOK'), shortName: 'IM Study Guide', hasPersonalTrainer: true },
        { userProductId: idOf('IM-FC'), shortName: 'IM Flash Cards', hasPersonalTrainer: true },
      ],
    });
  });

  test('newbie has no dashboard-eligible products', async () => {
    const response = await get('newbie@demo.test', DASHBOARD);
    expect(response.json()).toEqual({ products: [] });
  });

  test('while staff assume a learner, the learner is whose products are answered', async () => {
    const cookie = await signIn(t.app, 'admin@demo.test');
    const token = cookie.slice(cookie.indexOf('=') + 1);
    const learner = await productsOf('learner@demo.test');
    const [learnerRow] = await t.database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, 'learner@demo.test'));
    await t.database.db
      .update(sessions)
      .set({ assumedAccountId: learnerRow!.id })
      .where(eq(sessions.tokenHash, hashToken(token)));
    const response = await as(t.app, cookie)({ method: 'GET', url: MY_PRODUCTS });
    expect(response.json().products).toEqual(learner);
  });
  test('the answer is serialized once per cached read and made again when a date passes or a row changes', async () => {
    const [learnerRow] = await t.database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, 'learner@demo.test'));
    const service = productService(t.database.db);
    const now = new Date();
    const first = await service.myProductsJson(learnerRow!.id, now);
    // The same bytes the contract's serializer gives, and the same object while nothing changes.
    expect(JSON.parse(first.json)).toEqual(
      productEndpoints.myProducts.response.parse(await service.myProducts(learnerRow!.id, now)),
    );
    expect(await service.myProductsJson(learnerRow!.id, now)).toBe(first);
    // Past a product's end, without any write, its availability is answered anew.
    const products = JSON.parse(first.json).products as UserProduct[];
    const book = products.find((p) => p.code === 'IM-BOOK')!;
    const after = new Date(new Date(book.endsAt).getTime() + 1);
    const later = JSON.parse((await service.myProductsJson(learnerRow!.id, after)).json);
    expect(later.products.find((p: UserProduct) => p.code === 'IM-BOOK').availability).toBe(
      'expired',
    );
    // A write to the user's products is answered at once.
    const endsAt = new Date(now.getTime() + 86_400_000);
    await t.database.db
      .update(userProducts)
      .set({ endsAt })
      .where(eq(userProducts.id, book.userProductId));
    const changed = JSON.parse((await service.myProductsJson(learnerRow!.id, now)).json);
    expect(changed.products.find((p: UserProduct) => p.code === 'IM-BOOK').endsAt).toBe(
      endsAt.toISOString(),
    );
    await t.database.db
      .update(userProducts)
      .set({ endsAt: new Date(book.endsAt) })
      .where(eq(userProducts.id, book.userProductId));
  });
});
