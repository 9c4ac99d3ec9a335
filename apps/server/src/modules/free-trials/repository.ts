import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products, productTypes, userProducts } from '../../db/schema';

export interface TrialOfferRow {
  productId: number;
  code: string;
  shortName: string;
  fullName: string;
  description: string;
  specialty: 'IM' | 'PEDS' | 'MS';
  typeCode: string;
  typeOrder: number;
  hasPersonalTrainer: boolean;
  /** the product's own trial length; null = the configured default */
  trialDays: number | null;
}

/** One of the account's user products of an offered product (a trial or the full product). */
export interface HoldingRow {
  productId: number;
  userProductId: number;
  isTrial: boolean;
  startsAt: Date;
  endsAt: Date;
}

const offerColumns = {
  productId: products.id,
  code: products.code,
  shortName: products.shortName,
  fullName: products.fullName,
  description: products.description,
  specialty: products.specialty,
  typeCode: products.typeCode,
  typeOrder: productTypes.sortOrder,
  hasPersonalTrainer: products.hasPersonalTrainer,
  trialDays: products.trialDays,
};

const holdingColumns = {
  productId: userProducts.productId,
  userProductId: userProducts.id,
  isTrial: userProducts.isTrial,
  startsAt: userProducts.startsAt,
  endsAt: userProducts.endsAt,
};

export function freeTrialRepository(db: Database) {
  return {
    /** Catalogue products offered as a free trial, in the types' order then by short name. */
    async listOffers(): Promise<TrialOfferRow[]> {
      return db
        .select(offerColumns)
        .from(products)
        .innerJoin(productTypes, eq(productTypes.code, products.typeCode))
        .where(eq(products.trialAvailable, true))
        .orderBy(asc(productTypes.sortOrder), asc(products.shortName), asc(products.id));
    },

    /** The product, whether or not it is offered as a trial; undefined when there is none. */
    async findProduct(
      productId: number,
    ): Promise<(TrialOfferRow & { trialAvailable: boolean }) | undefined> {
      const [row] = await db
        .select({ ...offerColumns, trialAvailable: products.trialAvailable })
        .from(products)
        .innerJoin(productTypes, eq(productTypes.code, products.typeCode))
        .where(eq(products.id, productId));
      return row;
    },

    /** Every user product the account has of offered products (or of one product). */
    async holdings(accountId: number, productId?: number): Promise<HoldingRow[]> {
      return db
        .select(holdingColumns)
        .from(userProducts)
        .innerJoin(products, eq(products.id, userProducts.productId))
        .where(
          and(
            eq(userProducts.accountId, accountId),
            productId === undefined
              ? eq(products.trialAvailable, true)
              : eq(userProducts.productId, productId),
          ),
        )
        .orderBy(asc(userProducts.id));
    },

    /**
     * The trial's user product; undefined when the account already has a trial of it (the
     * unique key on account, product and isTrial makes "once per product" hold under races).
     */
    async insertTrial(
      accountId: number,
      productId: number,
      startsAt: Date,
      endsAt: Date,
    ): Promise<HoldingRow | undefined> {
      const [row] = await db
        .insert(userProducts)
        .values({ accountId, productId, startsAt, endsAt, isTrial: true })
        .onConflictDoNothing()
        .returning(holdingColumns);
      return row;
    },
  };
}
