import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products, qaBankProducts, qaBanks, qaTopics, userProducts } from '../../db/schema';

export function bookRepository(db: Database) {
  return {
    /** The account's Q&A products served by a bank (by its code), with the bank's id. */
    async questionProductsOfBank(accountId: number, bankCode: string) {
      return db
        .select({
          userProductId: userProducts.id,
          productName: products.shortName,
          startsAt: userProducts.startsAt,
          endsAt: userProducts.endsAt,
          bankId: qaBanks.id,
        })
        .from(userProducts)
        .innerJoin(products, eq(products.id, userProducts.productId))
        .innerJoin(qaBankProducts, eq(qaBankProducts.productId, products.id))
        .innerJoin(qaBanks, eq(qaBanks.id, qaBankProducts.bankId))
        .where(
          and(
            eq(userProducts.accountId, accountId),
            eq(products.typeCode, 'qa'),
            eq(qaBanks.code, bankCode),
          ),
        )
        .orderBy(asc(products.shortName), asc(userProducts.id));
    },

    /** A bank's topics with the given codes (bank.yaml ids). */
    async topicsByCode(bankId: number, codes: string[]) {
      if (codes.length === 0) return [];
      return db
        .select({ id: qaTopics.id, code: qaTopics.code, name: qaTopics.name })
        .from(qaTopics)
        .where(and(eq(qaTopics.bankId, bankId), inArray(qaTopics.code, codes)));
    },
  };
}
