import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  qaBankProducts,
  qaBanks,
  qaMocObjectives,
  qaQuestionMocObjectives,
  qaQuestions,
  qaQuestionTopics,
  qaTopics,
} from '../../db/schema';
import { productRepository } from '../products/repository';

/** A Q&A product's bank and what its filters offer: topics, objectives, their question counts. */

/** A user product as the Q&A calls see it: whose, when usable, and which bank serves it. */
export interface ProductAccess {
  userProductId: number;
  accountId: number;
  startsAt: Date;
  endsAt: Date;
  specialty: 'IM' | 'PEDS' | 'MS';
  bankId: number | null;
}

export function bankRepository(db: Database) {
  return {
    /** The account's user product (products' one ownership read) and the bank serving it. */
    async productAccess(
      accountId: number,
      userProductId: number,
    ): Promise<ProductAccess | undefined> {
      const product = await productRepository(db).ownedProduct(accountId, userProductId);
      if (!product) return undefined;
      const [bank] = await db
        .select({ bankId: qaBankProducts.bankId })
        .from(qaBankProducts)
        .where(eq(qaBankProducts.productId, product.productId));
      const { startsAt, endsAt, specialty } = product;
      return {
        userProductId,
        accountId,
        startsAt,
        endsAt,
        specialty,
        bankId: bank?.bankId ?? null,
      };
    },

    async bankSpecialty(bankId: number) {
      const [row] = await db
        .select({ specialty: qaBanks.specialty })
        .from(qaBanks)
        .where(eq(qaBanks.id, bankId));
      return row?.specialty;
    },

    async topics(bankId: number) {
      return db
        .select({ id: qaTopics.id, name: qaTopics.name, parentId: qaTopics.parentId })
        .from(qaTopics)
        .where(eq(qaTopics.bankId, bankId))
        .orderBy(asc(qaTopics.sortOrder), asc(qaTopics.id));
    },

    async objectives(bankId: number) {
      return db
        .select({ id: qaMocObjectives.id, text: qaMocObjectives.text })
        .from(qaMocObjectives)
        .where(eq(qaMocObjectives.bankId, bankId))
        .orderBy(asc(qaMocObjectives.sortOrder), asc(qaMocObjectives.id));
    },

    /** Published questions per leaf topic, and per group counting each question once. */
    async topicCounts(bankId: number): Promise<Map<number, number>> {
      const published = and(eq(qaQuestions.bankId, bankId), eq(qaQuestions.status, 'published'));
      const leaves = await db
        .select({ topicId: qaQuestionTopics.topicId, n: sql<number>`count(*)::int` })
        .from(qaQuestionTopics)
        .innerJoin(qaQuestions, eq(qaQuestions.id, qaQuestionTopics.questionId))
        .where(published)
        .groupBy(qaQuestionTopics.topicId);
      const groups = await db
        .select({
          topicId: qaTopics.parentId,
          n: sql<number>`count(distinct ${qaQuestionTopics.questionId})::int`,
        })
        .from(qaQuestionTopics)
        .innerJoin(qaQuestions, eq(qaQuestions.id, qaQuestionTopics.questionId))
        .innerJoin(qaTopics, eq(qaTopics.id, qaQuestionTopics.topicId))
        .where(and(published, isNotNull(qaTopics.parentId)))
        .groupBy(qaTopics.parentId);
      const counts = new Map<number, number>();
      for (const row of [...leaves, ...groups])
        if (row.topicId !== null) counts.set(row.topicId, row.n);
      return counts;
    },

    async objectiveCounts(bankId: number): Promise<Map<number, number>> {
      const rows = await db
        .select({ objectiveId: qaQuestionMocObjectives.objectiveId, n: sql<number>`count(*)::int` })
        .from(qaQuestionMocObjectives)
        .innerJoin(qaQuestions, eq(qaQuestions.id, qaQuestionMocObjectives.questionId))
        .where(and(eq(qaQuestions.bankId, bankId), eq(qaQuestions.status, 'published')))
        .groupBy(qaQuestionMocObjectives.objectiveId);
      return new Map(rows.map((r) => [r.objectiveId, r.n]));
    },
  };
}
