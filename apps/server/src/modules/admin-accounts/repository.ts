import { and, asc, desc, eq, gt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  accounts,
  knownDevices,
  products,
  productTypes,
  sessions,
  userProducts,
} from '../../db/schema';
import type { OwnedProductRow } from '../products/repository';

export interface AdminProductRow extends OwnedProductRow {
  productId: number;
  revokedAt: Date | null;
}

const productColumns = {
  userProductId: userProducts.id,
  productId: userProducts.productId,
  code: products.code,
  shortName: products.shortName,
  fullName: products.fullName,
  specialty: products.specialty,
  typeCode: products.typeCode,
  hasPersonalTrainer: products.hasPersonalTrainer,
  startsAt: userProducts.startsAt,
  endsAt: userProducts.endsAt,
  isTrial: userProducts.isTrial,
  revokedAt: userProducts.revokedAt,
};

export interface StaffRightColumns {
  isAdmin: boolean;
  isContentManager: boolean;
  canPreviewQna: boolean;
  isSuperUser: boolean;
  canAssumeUsers: boolean;
}

const assumed = alias(accounts, 'assumed');

/** The rows behind an account's admin page (issue 26); only this file touches them for it. */
export function adminAccountRepository(db: Database) {
  return {
    /** Every user product of the account, revoked and superseded ones too. */
    async products(accountId: number): Promise<AdminProductRow[]> {
      return db
        .select(productColumns)
        .from(userProducts)
        .innerJoin(products, eq(products.id, userProducts.productId))
        .innerJoin(productTypes, eq(productTypes.code, products.typeCode))
        .where(eq(userProducts.accountId, accountId))
        .orderBy(asc(productTypes.sortOrder), asc(products.shortName), asc(userProducts.id));
    },

    async product(accountId: number, userProductId: number): Promise<AdminProductRow | undefined> {
      const [row] = await db
        .select(productColumns)
        .from(userProducts)
        .innerJoin(products, eq(products.id, userProducts.productId))
        .where(and(eq(userProducts.id, userProductId), eq(userProducts.accountId, accountId)));
      return row;
    },

    /** The catalogue, in the product types' order, then by specialty and name. */
    async catalogue() {
      return db
        .select({
          productId: products.id,
          code: products.code,
          shortName: products.shortName,
          fullName: products.fullName,
          specialty: products.specialty,
          typeCode: products.typeCode,
          typeName: productTypes.displayName,
        })
        .from(products)
        .innerJoin(productTypes, eq(productTypes.code, products.typeCode))
        .orderBy(asc(productTypes.sortOrder), asc(products.specialty), asc(products.shortName));
    },

    async catalogueProduct(productId: number) {
      const [row] = await db
        .select({ id: products.id, code: products.code, shortName: products.shortName })
        .from(products)
        .where(eq(products.id, productId));
      return row;
    },

    /** The new user product's id; undefined when the account holds the product in that form. */
    async grant(input: {
      accountId: number;
      productId: number;
      startsAt: Date;
      endsAt: Date;
      isTrial: boolean;
    }): Promise<number | undefined> {
      const [row] = await db
        .insert(userProducts)
        .values(input)
        .onConflictDoNothing({
          target: [userProducts.accountId, userProducts.productId, userProducts.isTrial],
        })
        .returning({ id: userProducts.id });
      return row?.id;
    },

    /** The account's user product of this catalogue product in this form (paid or trial). */
    async heldInForm(accountId: number, productId: number, isTrial: boolean) {
      const [row] = await db
        .select({ userProductId: userProducts.id, endsAt: userProducts.endsAt })
        .from(userProducts)
        .where(
          and(
            eq(userProducts.accountId, accountId),
            eq(userProducts.productId, productId),
            eq(userProducts.isTrial, isTrial),
          ),
        );
      return row;
    },

    /** A new end; a revoked product is no longer revoked. */
    async setEnd(userProductId: number, endsAt: Date) {
      await db
        .update(userProducts)
        .set({ endsAt, revokedAt: null })
        .where(eq(userProducts.id, userProductId));
    },

    /** Ends it at `now`; `startsAt` moves to `now` when it was later (an empty window). */
    async revoke(userProductId: number, startsAt: Date, now: Date) {
      await db
        .update(userProducts)
        .set({ startsAt, endsAt: now, revokedAt: now })
        .where(eq(userProducts.id, userProductId));
    },

    /** Sessions that have not expired, most recently used first: no token hash. */
    async sessions(accountId: number, now: Date) {
      return db
        .select({
          sessionId: sessions.id,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
          userAgent: sessions.userAgent,
          assumedId: assumed.id,
          assumedEmail: assumed.email,
        })
        .from(sessions)
        .leftJoin(assumed, eq(assumed.id, sessions.assumedAccountId))
        .where(and(eq(sessions.accountId, accountId), gt(sessions.expiresAt, now)))
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
    },

    /** Browsers the account signed in from: when, not their (hashed) device cookie. */
    async devices(accountId: number) {
      return db
        .select({ lastSignedInAt: knownDevices.lastSignedInAt })
        .from(knownDevices)
        .where(eq(knownDevices.accountId, accountId))
        .orderBy(desc(knownDevices.lastSignedInAt));
    },

    async setStaffRights(accountId: number, rights: StaffRightColumns, now: Date) {
      await db
        .update(accounts)
        .set({ ...rights, updatedAt: now })
        .where(eq(accounts.id, accountId));
    },

    async setNetSuiteCustomerId(accountId: number, netSuiteCustomerId: string | null, now: Date) {
      await db
        .update(accounts)
        .set({ netSuiteCustomerId, updatedAt: now })
        .where(eq(accounts.id, accountId));
    },
  };
}
