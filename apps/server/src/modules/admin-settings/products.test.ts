import { type AdminProduct, buildPath, adminSettingEndpoints as e } from '@boardready/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditLog } from '../../db/schema';
import { expectNothingWritten } from '../../test/db-checksum';
import { as, createTestApp, signIn, type TestApp } from '../../test/test-app';

const PRODUCTS = e.products.path;
const productUrl = (productId: number) => buildPath(e.updateProduct.path, { productId });

const newProduct = (code: string) => ({
  code,
  typeCode: 'course',
  specialty: 'MS',
  shortName: 'MS Night Course',
  fullName: 'Medical Student Night Review Course',
  description: 'Evening lectures for students.',
  hasPersonalTrainer: false,
  trialAvailable: false,
  trialDays: null,
});

describe('admin products catalogue', () => {
  let t: TestApp;
  let admin: ReturnType<typeof as>;
  let learner: ReturnType<typeof as>;

  const list = async (): Promise<AdminProduct[]> =>
    (await admin({ method: 'GET', url: PRODUCTS })).json().products;
  const lastAudit = async (action: string) => {
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, action))
      .orderBy(desc(auditLog.id))
      .limit(1);
    return row;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = as(t.app, await signIn(t.app, 'admin@demo.test'));
    learner = as(t.app, await signIn(t.app, 'learner@demo.test'));
  });
  afterAll(() => t.close());

  test('lists every product by specialty, then type, with the product types and holders', async () => {
    const response = await admin({ method: 'GET', url: PRODUCTS });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.productTypes.map((type: { code: string }) => type.code)).toEqual([
      'qa',
      'qa_sa',
      'onlineBookCore',
      'fc',
      'course',
      'media',
      'live',
    ]);
    const codes = body.products.map((p: AdminProduct) => p.code);
    expect(codes.slice(0, 7)).toEqual([
      'IM-QA',
      'IM-SA',
      'IM-BOOK',
      'IM-FC',
      'IM-COURSE',
      'IM-MEDIA',
      'IM-LIVE',
    ]);
    expect(codes.indexOf('PEDS-QA')).toBeLessThan(codes.indexOf('MS-QA'));
    const imQa = body.products.find((p: AdminProduct) => p.code === 'IM-QA');
    expect(imQa).toMatchObject({
      typeCode: 'qa',
      specialty: 'IM',
      hasPersonalTrainer: true,
      trialAvailable: true,
      trialDays: null,
    });
    // the demo learners hold it
    expect(imQa.holders).toBeGreaterThan(0);
  });

  test('an admin creates a product: its code in capitals, audited, listed', async () => {
    const response = await admin({
      method: 'POST',
      url: PRODUCTS,
      payload: { ...newProduct('ms-night-1'), trialDays: 9 },
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      code: 'MS-NIGHT-1',
      typeCode: 'course',
      specialty: 'MS',
      shortName: 'MS Night Course',
      // no free trial, so no trial length
      trialAvailable: false,
      trialDays: null,
      holders: 0,
    });
    expect((await list()).find((p) => p.code === 'MS-NIGHT-1')).toEqual(created);
    const entry = await lastAudit('product.create');
    expect(entry?.details).toMatchObject({ productId: created.productId, code: 'MS-NIGHT-1' });
    expect(entry?.actorAccountId).not.toBeNull();
  });

  test("a product's own trial length wins over TRIAL_DAYS; the others keep the default", async () => {
    const created = (
      await admin({
        method: 'POST',
        url: PRODUCTS,
        payload: { ...newProduct('MS-TRIAL-14'), trialAvailable: true, trialDays: 14 },
      })
    ).json();
    expect(created.trialDays).toBe(14);

    const catalogue = (await learner({ method: 'GET', url: '/api/2.0/product/freetrials' })).json();
    expect(catalogue.trialDays).toBe(7);
    const offer = catalogue.trials.find((trial: { code: string }) => trial.code === 'MS-TRIAL-14');
    expect(offer).toMatchObject({ trialDays: 14, status: 'available' });
    const other = catalogue.trials.find((trial: { code: string }) => trial.code === 'IM-BOOK');
    expect(other.trialDays).toBe(7);

    const before = Date.now();
    const started = await learner({
      method: 'POST',
      url: `/api/2.0/product/freetrials/${created.productId}`,
    });
    expect(started.statusCode, started.body).toBe(201);
    const days = (Date.parse(started.json().product.endsAt) - before) / 86_400_000;
    expect(days).toBeGreaterThan(13.99);
    expect(days).toBeLessThan(14.01);
  });

  test('an admin edits a product: the change is audited field by field and learners see it at once', async () => {
    const imQa = (await list()).find((p) => p.code === 'IM-QA')!;
    // the learner's product list is kept in memory: read it first, so that the edit must reach it
    const mine = async () =>
      (await learner({ method: 'GET', url: '/api/2.0/product/userproducts' }))
        .json()
        .products.find((p: { code: string }) => p.code === 'IM-QA');
    expect((await mine()).shortName).toBe(imQa.shortName);

    const { productId, holders: _holders, ...rest } = imQa;
    const response = await admin({
      method: 'PUT',
      url: productUrl(productId),
      payload: { ...rest, shortName: 'IM Questions', trialDays: 10 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ shortName: 'IM Questions', trialDays: 10 });
    expect((await mine()).shortName).toBe('IM Questions');
    const entry = await lastAudit('product.update');
    expect(entry?.details).toEqual({
      productId,
      code: 'IM-QA',
      changes: {
        shortName: { from: imQa.shortName, to: 'IM Questions' },
        trialDays: { from: null, to: 10 },
      },
    });
  });

  test('codes are unique whatever their case: 409 naming the code, nothing written', async () => {
    const created = await expectNothingWritten(
      t.database.db,
      () => admin({ method: 'POST', url: PRODUCTS, payload: newProduct('im-qa') }),
      409,
    );
    expect(created.json().error).toMatchObject({
      code: 'product_code_taken',
      fields: { code: 'Another product has this code.' },
    });
    const night = (await list()).find((p) => p.code === 'MS-NIGHT-1')!;
    const renamed = await expectNothingWritten(
      t.database.db,
      () =>
        admin({ method: 'PUT', url: productUrl(night.productId), payload: newProduct('IM-QA') }),
      409,
    );
    expect(renamed.json().error.message).toBe(
      'Another product already has the code IM-QA. Codes are unique.',
    );
    // its own code is no conflict
    const same = await admin({
      method: 'PUT',
      url: productUrl(night.productId),
      payload: newProduct('MS-NIGHT-1'),
    });
    expect(same.statusCode, same.body).toBe(200);
  });

  describe('bad input: 400 naming the field, nothing written', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['no code', { code: undefined }, 'code'],
      ['a code with spaces', { code: 'MS NIGHT' }, 'code'],
      ['a code with a trailing hyphen', { code: 'MS-' }, 'code'],
      ['an unknown type', { typeCode: 'book' }, 'typeCode'],
      ['specialty NONE', { specialty: 'NONE' }, 'specialty'],
      ['an empty short name', { shortName: '   ' }, 'shortName'],
      ['a full name too long', { fullName: 'x'.repeat(161) }, 'fullName'],
      ['trial of 0 days', { trialAvailable: true, trialDays: 0 }, 'trialDays'],
      ['trial of 366 days', { trialAvailable: true, trialDays: 366 }, 'trialDays'],
      ['trial of 1.5 days', { trialAvailable: true, trialDays: 1.5 }, 'trialDays'],
      ['trial days as text', { trialAvailable: true, trialDays: '7' }, 'trialDays'],
      ['trainer as text', { hasPersonalTrainer: 'yes' }, 'hasPersonalTrainer'],
      ['an extra field', { price: 10 }, 'body'],
    ];
    test.each(cases)('%s', async (_name, change, field) => {
      const response = await expectNothingWritten(
        t.database.db,
        () =>
          admin({ method: 'POST', url: PRODUCTS, payload: { ...newProduct('MS-BAD'), ...change } }),
        400,
      );
      const error = response.json().error;
      expect(error.code).toBe('validation_failed');
      expect(Object.keys(error.fields)).toContain(field);
      expect(error.message).toMatch(new RegExp(`^${field}: `));
    });

    test('editing a product that does not exist: 404', async () => {
      const response = await expectNothingWritten(
        t.database.db,
        () => admin({ method: 'PUT', url: productUrl(999_999), payload: newProduct('MS-GONE') }),
        404,
      );
      expect(response.json().error.code).toBe('product_not_found');
    });
  });
});
