import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  products,
  qaBankProducts,
  qaBanks,
  qaQuestions,
  qaQuestionTopics,
  qaTopics,
  userProducts,
} from '../../db/schema';

/** What a book learns of a Q&A product it links to: which one, its access window, its bank. */
const questionProductColumns = {
  userProductId: userProducts.id,
  productName: products.shortName,
  startsAt: userProducts.startsAt,
  endsAt: userProducts.endsAt,
  bankId: qaBanks.id,
};

export function bookRepository(db: Database) {
  return {
    /** The account's Q&A products served by a bank (by its code), with the bank's id. */
    async questionProductsOfBank(accountId: number, bankCode: string) {
      return db
        .select(questionProductColumns)
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

    /**
     * A bank's topics with the given codes (bank.yaml ids), each with its published questions:
     * a leaf's own, a group's through its children, each question once. Only these topics are
     * counted, not the whole bank: a section view asks for one or two.
     */
    async topicsWithCounts(bankId: number, codes: string[]) {
      if (codes.length === 0) return [];
      const leaf = alias(qaTopics, 'leaf');
      return db
        .select({
          id: qaTopics.id,
          code: qaTopics.code,
          name: qaTopics.name,
          questionCount: sql<number>`count(distinct ${qaQuestionTopics.questionId})::int`,
        })
        .from(qaTopics)
        .innerJoin(leaf, or(eq(leaf.id, qaTopics.id), eq(leaf.parentId, qaTopics.id)))
        .innerJoin(qaQuestionTopics, eq(qaQuestionTopics.topicId, leaf.id))
        .innerJoin(
          qaQuestions,
          and(eq(qaQuestions.id, qaQuestionTopics.questionId), eq(qaQuestions.status, 'published')),
        )
        .where(and(eq(qaTopics.bankId, bankId), inArray(qaTopics.code, codes)))
        .groupBy(qaTopics.id, qaTopics.code, qaTopics.name);
    },
  };
}
