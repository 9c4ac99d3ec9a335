import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cachedRead, tableNames } from '../../db/memory-cache';
import { products, productTypes, userProducts } from '../../db/schema';

export type ProductTypeRow = typeof productTypes.$inferSelect;

export interface OwnedProductRow {
  userProductId: number;
  code: string;
  shortName: string;
  fullName: string;
  specialty: 'IM' | 'PEDS' | 'MS';
  typeCode: string;
  hasPersonalTrainer: boolean;
  startsAt: Date;
  endsAt: Date;
  isTrial: boolean;
}

const ownedColumns = {
  userProductId: userProducts.id,
  code: products.code,
  shortName: products.shortName,
  fullName: products.fullName,
  specialty: products.specialty,
  typeCode: products.typeCode,
  hasPersonalTrainer: products.hasPersonalTrainer,
  startsAt: userProducts.startsAt,
  endsAt: userProducts.endsAt,
  isTrial: userProducts.isTrial,
};

const OWNED_TABLES = tableNames(userProducts, products, productTypes);

function prepareListOwned(db: Database) {
  return db
    .select(ownedColumns)
    .from(userProducts)
    .innerJoin(products, eq(products.id, userProducts.productId))
    .innerJoin(productTypes, eq(productTypes.code, products.typeCode))
    .where(eq(userProducts.accountId, sql.placeholder('accountId')))
    .orderBy(asc(productTypes.sortOrder), asc(products.shortName), asc(userProducts.id))
    .prepare('user_products_of_account');
}

export function productRepository(db: Database) {
  // The shell asks for the user's products on every page load: prepared once, and kept in memory
  // until a change to its tables (db/memory-cache.ts, decisions 0401 and 0405).
  let owned: ReturnType<typeof prepareListOwned> | undefined;
  // Product types are fixed reference data (spec §3), seeded at start and never edited while the
  // server runs: read once per process.
  let types: Promise<ProductTypeRow[]> | undefined;
  return {
    /** The account's user products, in the product types' order then by short name. */
    async listOwned(accountId: number): Promise<OwnedProductRow[]> {
      owned ??= prepareListOwned(db);
      const query = owned;
      return cachedRead(db, `owned-products:${accountId}`, OWNED_TABLES, () =>
        query.execute({ accountId }),
      );
    },

    /**
     * One of the account's user products, with its catalogue product's code, kind, specialty and
     * short name; undefined when it is not the account's (the study calls then answer 404 without
     * saying more). The one "does this account own this product" read: books, Q&A,
     * self-assessment and media.
     */
    async ownedProduct(accountId: number, userProductId: number) {
      const [row] = await db
        .select({
          userProductId: userProducts.id,
          productId: userProducts.productId,
          code: products.code,
          typeCode: products.typeCode,
          specialty: products.specialty,
          shortName: products.shortName,
          startsAt: userProducts.startsAt,
          endsAt: userProducts.endsAt,
        })
        .from(userProducts)
        .innerJoin(products, eq(products.id, userProducts.productId))
        .where(and(eq(userProducts.id, userProductId), eq(userProducts.accountId, accountId)));
      return row;
    },

    /** Usable (started, not ended) user products that come with the Personal Trainer. */
    async listDashboardEligible(accountId: number, now: Date): Promise<OwnedProductRow[]> {
      return db
        .select(ownedColumns)
        .from(userProducts)
        .innerJoin(products, eq(products.id, userProducts.productId))
        .innerJoin(productTypes, eq(productTypes.code, products.typeCode))
        .where(
          and(
            eq(userProducts.accountId, accountId),
            eq(products.hasPersonalTrainer, true),
            lte(userProducts.startsAt, now),
            gt(userProducts.endsAt, now),
          ),
        )
        .orderBy(asc(productTypes.sortOrder), asc(products.shortName), asc(userProducts.id));
    },

    async listTypes(): Promise<ProductTypeRow[]> {
      types ??= db
        .select()
        .from(productTypes)
        .orderBy(asc(productTypes.sortOrder))
        .then(
          (rows) => rows,
          (error: unknown) => {
            types = undefined;
            throw error;
          },
        );
      return types;
    },
  };
}
