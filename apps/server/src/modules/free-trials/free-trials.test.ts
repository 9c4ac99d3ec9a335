import {
  type FreeTrial,
  freeTrialEndpoints,
  navigationEndpoints,
  productEndpoints,
  type UserProduct,
} from '@boardready/contracts';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accounts, auditLog, products, sessions, userProducts } from '../../db/schema';
import {
  as,
  createTestApp,
  JSON_HEADERS,
  registerAccount,
  signIn,
  type TestApp,
} from '../../test/test-app';
import { hashToken } from '../auth/tokens';

const CATALOGUE = freeTrialEndpoints.catalogue.path;
const start = (productId: number | string) => `/api/2.0/product/freetrials/${productId}`;
const DAY = 86_400_000;

describe('free-trial endpoints', () => {
  let t: TestApp;
  let seq = 0;
  const cookies = new Map<string, string>();

  async function signInAs(email: string) {
    if (!cookies.has(email)) {
      cookies.set(email, await signIn(t.app, email));
    }
    return as(t.app, cookies.get(email)!);
  }

  /** A fresh account (no products), so trials started here touch no other test's account. */
  async function newLearner() {
    seq += 1;
    const { email, cookie } = await registerAccount(t.app, `trial-${seq}`);
    return { email, call: as(t.app, cookie) };
  }

  async function accountIdOf(email: string) {
    const [row] = await t.database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, email));
    return row!.id;
  }

  async function productId(code: string) {
    const [row] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.code, code));
    return row!.id;
  }

  async function userProductCount(email?: string) {
    const query = t.database.db.select({ n: count() }).from(userProducts);
    if (!email) return (await query)[0]!.n;
    const [row] = await t.database.db
      .select({ n: count() })
      .from(userProducts)
      .innerJoin(accounts, eq(accounts.id, userProducts.accountId))
      .where(eq(accounts.email, email));
    return row!.n;
  }

  async function catalogue(call: ReturnType<typeof as>) {
    const response = await call({ method: 'GET', url: CATALOGUE });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { trialDays: number; trials: FreeTrial[]; productTypes: unknown[] };
  }
  const byCode = (trials: FreeTrial[], code: string) => trials.find((x) => x.code === code)!;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test('anonymous callers get 401, and nothing is written', async () => {
    const before = await userProductCount();
    expect((await t.app.inject({ method: 'GET', url: CATALOGUE })).statusCode).toBe(401);
    const response = await t.app.inject({
      method: 'POST',
      url: start(await productId('IM-QA')),
      headers: JSON_HEADERS,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('not_signed_in');
    expect(await userProductCount()).toBe(before);
  });

  test('[ROUTE-13] the catalogue: every offered product, by specialty IM, PEDS, MS, with the trial length', async () => {
    const { call } = await newLearner();
    const body = await catalogue(call);
    expect(body.trialDays).toBe(7);
    expect(body.productTypes).toHaveLength(7);
    expect(body.trials.map((x) => [x.specialty, x.code])).toEqual([
      ['IM', 'IM-QA'],
      ['IM', 'IM-BOOK'],
      ['PEDS', 'PEDS-QA'],
      ['PEDS', 'PEDS-BOOK'],
      ['MS', 'MS-QA'],
      ['MS', 'MS-BOOK'],
    ]);
    expect(byCode(body.trials, 'IM-QA')).toEqual({
      productId: await productId('IM-QA'),
      code: 'IM-QA',
      shortName: 'IM Q&A',
      fullName: 'Internal Medicine Board Review Q&A',
      description: expect.stringContaining('internal medicine'),
      specialty: 'IM',
      applicationType: 'qa',
      // no length of its own: the configured default (a product's own wins: admin-settings tests)
      trialDays: 7,
      status: 'available',
      userProductId: null,
      endsAt: null,
      route: null,
    });
    expect(body.trials.every((x) => x.status === 'available')).toBe(true);
  });

  test('the catalogue tells each account where it stands: active, expired, owned, available', async () => {
    const { trials } = await catalogue(await signInAs('student@demo.test'));
    const active = byCode(trials, 'IM-QA');
    expect(active).toMatchObject({
      status: 'active',
      route: expect.stringMatching(/^\/questions\/IM\/qa\/\d+\/overview$/),
    });
    expect(new Date(active.endsAt!).getTime()).toBeGreaterThan(Date.now());
    const expired = byCode(trials, 'PEDS-QA');
    expect(expired).toMatchObject({ status: 'expired', route: null });
    expect(new Date(expired.endsAt!).getTime()).toBeLessThan(Date.now());
    expect(byCode(trials, 'MS-QA')).toMatchObject({
      status: 'owned',
      route: expect.stringMatching(/^\/questions\/MS\/qa\//),
    });
    expect(byCode(trials, 'IM-BOOK')).toMatchObject({ status: 'available', userProductId: null });
  });

  test('starting a trial creates a time-limited user product that My Products, the dashboard and the catalogue show at once', async () => {
    const { email, call } = await newLearner();
    const before = Date.now();
    const response = await call({ method: 'POST', url: start(await productId('IM-QA')) });
    expect(response.statusCode, response.body).toBe(201);
    const product: UserProduct = response.json().product;
    expect(product).toMatchObject({
      code: 'IM-QA',
      shortName: 'IM Q&A',
      isTrial: true,
      isUsable: true,
      availability: 'usable',
      route: `/questions/IM/qa/${product.userProductId}/overview`,
    });
    const length = new Date(product.endsAt).getTime() - new Date(product.startsAt).getTime();
    expect(length).toBe(7 * DAY);
    expect(new Date(product.startsAt).getTime()).toBeGreaterThanOrEqual(before - 1000);

    const mine = (await call({ method: 'GET', url: productEndpoints.myProducts.path })).json();
    expect(mine.products).toEqual([product]);
    const eligible = await call({
      method: 'GET',
      url: productEndpoints.dashboardInterviewProducts.path,
    });
    expect(eligible.json().products.map((p: { userProductId: number }) => p.userProductId)).toEqual(
      [product.userProductId],
    );
    const home = await call({ method: 'GET', url: navigationEndpoints.homePageRoute.path });
    expect(home.json()).toEqual({ route: '/dashboard' });

    const { trials } = await catalogue(call);
    expect(byCode(trials, 'IM-QA')).toMatchObject({
      status: 'active',
      userProductId: product.userProductId,
      endsAt: product.endsAt,
      route: product.route,
    });
    expect(await userProductCount(email)).toBe(1);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.trial_started')));
    expect(entry).toMatchObject({ details: { code: 'IM-QA', endsAt: product.endsAt } });
  });

  test('a trial starts once per product per account: a second start is refused and writes nothing', async () => {
    const { email, call } = await newLearner();
    const id = await productId('PEDS-BOOK');
    expect((await call({ method: 'POST', url: start(id) })).statusCode).toBe(201);
    const again = await call({ method: 'POST', url: start(id) });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'trial_already_started',
      message: 'Your free trial of Peds Study Guide has already started.',
    });
    expect(await userProductCount(email)).toBe(1);
  });

  test('two starts at the same moment make one trial', async () => {
    const { email, call } = await newLearner();
    const id = await productId('MS-BOOK');
    const responses = await Promise.all([
      call({ method: 'POST', url: start(id) }),
      call({ method: 'POST', url: start(id) }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await userProductCount(email)).toBe(1);
  });

  test.each([
    {
      who: 'student@demo.test',
      code: 'PEDS-QA',
      why: 'an expired trial cannot restart',
      error: {
        code: 'trial_already_used',
        message: 'Your free trial of Peds Q&A has ended. A free trial cannot be started again.',
      },
    },
    {
      who: 'learner@demo.test',
      code: 'IM-QA',
      why: 'owning the full product means no trial',
      error: {
        code: 'product_owned',
        message: 'You already own IM Q&A, so it needs no free trial.',
      },
    },
  ])('$why: 409 with the reason, nothing written', async ({ who, code, error }) => {
    const call = await signInAs(who);
    const before = await userProductCount(who);
    const response = await call({ method: 'POST', url: start(await productId(code)) });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual(error);
    expect(await userProductCount(who)).toBe(before);
  });

  test('bad input: a product that is not offered, an unknown one, or a malformed id is refused and writes nothing', async () => {
    const { email, call } = await newLearner();
    const notOffered = await call({ method: 'POST', url: start(await productId('IM-SA')) });
    expect(notOffered.statusCode).toBe(404);
    expect(notOffered.json().error).toEqual({
      code: 'trial_not_offered',
      message: 'This product is not offered as a free trial.',
    });
    expect((await call({ method: 'POST', url: start(987_654) })).statusCode).toBe(404);
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) {
      const response = await call({ method: 'POST', url: start(bad) });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().error.fields).toHaveProperty('productId');
    }
    expect(await userProductCount(email)).toBe(0);
  });

  test("one account's trial is its own: another account's catalogue and products are untouched", async () => {
    const first = await newLearner();
    const second = await newLearner();
    const id = await productId('MS-QA');
    const started = await first.call({ method: 'POST', url: start(id) });
    expect(started.statusCode).toBe(201);
    expect(byCode((await catalogue(second.call)).trials, 'MS-QA').status).toBe('available');
    const mine = await second.call({ method: 'GET', url: productEndpoints.myProducts.path });
    expect(mine.json().products).toEqual([]);
    // the second account may still start its own trial of the same product
    expect((await second.call({ method: 'POST', url: start(id) })).statusCode).toBe(201);
    expect(await userProductCount(second.email)).toBe(1);
    expect(await userProductCount(first.email)).toBe(1);
  });

  test('staff assuming a learner start the trial for the learner; the audit names the staff member', async () => {
    const learner = await newLearner();
    const staff = await signInAs('admin@demo.test');
    const cookie = cookies.get('admin@demo.test')!;
    const token = cookie.slice(cookie.indexOf('=') + 1);
    const learnerId = await accountIdOf(learner.email);
    const adminId = await accountIdOf('admin@demo.test');
    await t.database.db
      .update(sessions)
      .set({ assumedAccountId: learnerId })
      .where(eq(sessions.tokenHash, hashToken(token)));
    const adminBefore = await userProductCount('admin@demo.test');
    const response = await staff({ method: 'POST', url: start(await productId('IM-BOOK')) });
    expect(response.statusCode, response.body).toBe(201);
    expect(await userProductCount(learner.email)).toBe(1);
    expect(await userProductCount('admin@demo.test')).toBe(adminBefore);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectAccountId, learnerId));
    expect(entries.find((e) => e.action === 'product.trial_started')).toMatchObject({
      actorAccountId: adminId,
    });
    await t.database.db
      .update(sessions)
      .set({ assumedAccountId: null })
      .where(eq(sessions.tokenHash, hashToken(token)));
  });

  test('a trial of a product bought later is shown once, as the full product', async () => {
    const { email, call } = await newLearner();
    const id = await productId('IM-BOOK');
    expect((await call({ method: 'POST', url: start(id) })).statusCode).toBe(201);
    await t.database.db.insert(userProducts).values({
      accountId: await accountIdOf(email),
      productId: id,
      startsAt: new Date(Date.now() - DAY),
      endsAt: new Date(Date.now() + 365 * DAY),
    });
    const mine = (await call({ method: 'GET', url: productEndpoints.myProducts.path })).json();
    expect(mine.products.map((p: UserProduct) => [p.code, p.isTrial])).toEqual([
      ['IM-BOOK', false],
    ]);
    expect(byCode((await catalogue(call)).trials, 'IM-BOOK').status).toBe('owned');
  });
});

describe('the trial length is configuration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRIAL_DAYS: '3' } });
  });
  afterAll(() => t.close());

  test('TRIAL_DAYS=3 makes three-day trials, and the catalogue says so', async () => {
    const { cookie } = await registerAccount(t.app, 'short-trial');
    const call = as(t.app, cookie);
    const body = (await call({ method: 'GET', url: CATALOGUE })).json();
    expect(body.trialDays).toBe(3);
    expect(body.trials.every((trial: { trialDays: number }) => trial.trialDays === 3)).toBe(true);
    const [product] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.code, 'PEDS-QA'));
    const response = await call({ method: 'POST', url: start(product!.id) });
    expect(response.statusCode).toBe(201);
    const { startsAt, endsAt } = response.json().product;
    expect(new Date(endsAt).getTime() - new Date(startsAt).getTime()).toBe(3 * DAY);
  });
});
