import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  products,
  qaBankProducts,
  qaBanks,
  qaLearnerQuestions,
  qaLearnerTopicStats,
  qaMocObjectives,
  qaQuestionMocObjectives,
  qaQuestions,
  qaQuestionTopics,
  qaSessionItems,
  qaTopics,
} from '../../db/schema';

export type QuestionRow = typeof qaQuestions.$inferInsert;
export interface ExistingQuestion {
  id: number;
  code: string;
  bankId: number;
  version: number;
  status: 'published' | 'retired';
  retiredBy: 'import' | 'staff' | null;
  curatedReview: boolean;
  contentHash: string;
  sourceFile: string;
  topicCodes: string[];
  objectiveCodes: string[];
}

/** Rows per multi-row insert: well under PostgreSQL's 65 535 parameters with 16 columns. */
const CHUNK = 500;

/** A list in parts of at most `size`, for statements with a bounded number of parameters. */
export function chunks<T>(list: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** Reads and writes of the bank import; one instance per transaction. */
export function qaImportRepository(db: Database) {
  return {
    async findBank(code: string) {
      const [row] = await db.select().from(qaBanks).where(eq(qaBanks.code, code));
      return row;
    },

    async insertBank(values: typeof qaBanks.$inferInsert) {
      const [row] = await db.insert(qaBanks).values(values).returning();
      return row!;
    },

    async updateBank(id: number, values: Partial<typeof qaBanks.$inferInsert>) {
      await db.update(qaBanks).set(values).where(eq(qaBanks.id, id));
    },

    async productsByCode(codes: string[]) {
      if (codes.length === 0) return [];
      return db
        .select({ id: products.id, code: products.code })
        .from(products)
        .where(inArray(products.code, codes));
    },

    async bankProducts(bankId: number) {
      return db
        .select({ productId: qaBankProducts.productId })
        .from(qaBankProducts)
        .where(eq(qaBankProducts.bankId, bankId));
    },

    /** Products among `productIds` that another bank serves, with that bank's code. */
    async productsServedElsewhere(productIds: number[], bankId: number | null) {
      if (productIds.length === 0) return [];
      return db
        .select({ productId: qaBankProducts.productId, bankCode: qaBanks.code })
        .from(qaBankProducts)
        .innerJoin(qaBanks, eq(qaBanks.id, qaBankProducts.bankId))
        .where(
          and(
            inArray(qaBankProducts.productId, productIds),
            bankId === null ? undefined : ne(qaBankProducts.bankId, bankId),
          ),
        );
    },

    async linkProducts(bankId: number, productIds: number[]) {
      if (productIds.length === 0) return;
      await db
        .insert(qaBankProducts)
        .values(productIds.map((productId) => ({ bankId, productId })))
        .onConflictDoNothing();
    },

    async unlinkProducts(bankId: number, productIds: number[]) {
      if (productIds.length === 0) return;
      await db
        .delete(qaBankProducts)
        .where(
          and(eq(qaBankProducts.bankId, bankId), inArray(qaBankProducts.productId, productIds)),
        );
    },

    async topics(bankId: number) {
      return db.select().from(qaTopics).where(eq(qaTopics.bankId, bankId));
    },

    async insertTopic(values: typeof qaTopics.$inferInsert) {
      const [row] = await db.insert(qaTopics).values(values).returning();
      return row!;
    },

    async updateTopic(id: number, values: Partial<typeof qaTopics.$inferInsert>) {
      await db.update(qaTopics).set(values).where(eq(qaTopics.id, id));
    },

    async deleteTopics(ids: number[]) {
      if (ids.length > 0) await db.delete(qaTopics).where(inArray(qaTopics.id, ids));
    },

    async objectives(bankId: number) {
      return db.select().from(qaMocObjectives).where(eq(qaMocObjectives.bankId, bankId));
    },

    async insertObjective(values: typeof qaMocObjectives.$inferInsert) {
      const [row] = await db.insert(qaMocObjectives).values(values).returning();
      return row!;
    },

    async updateObjective(id: number, values: Partial<typeof qaMocObjectives.$inferInsert>) {
      await db.update(qaMocObjectives).set(values).where(eq(qaMocObjectives.id, id));
    },

    async deleteObjectives(ids: number[]) {
      if (ids.length > 0) await db.delete(qaMocObjectives).where(inArray(qaMocObjectives.id, ids));
    },

    /** Questions with these codes that belong to another bank. */
    async codesInOtherBanks(codes: string[], bankId: number | null) {
      const out: { code: string; bankCode: string }[] = [];
      for (const part of chunks(codes, 5000)) {
        out.push(
          ...(await db
            .select({ code: qaQuestions.code, bankCode: qaBanks.code })
            .from(qaQuestions)
            .innerJoin(qaBanks, eq(qaBanks.id, qaQuestions.bankId))
            .where(
              and(
                inArray(qaQuestions.code, part),
                bankId === null ? undefined : ne(qaQuestions.bankId, bankId),
              ),
            )),
        );
      }
      return out;
    },

    /** The bank's questions with their tags, as codes, to compare with the source. */
    async questions(bankId: number): Promise<ExistingQuestion[]> {
      const rows = await db
        .select({
          id: qaQuestions.id,
          code: qaQuestions.code,
          bankId: qaQuestions.bankId,
          version: qaQuestions.version,
          status: qaQuestions.status,
          retiredBy: qaQuestions.retiredBy,
          curatedReview: qaQuestions.curatedReview,
          contentHash: qaQuestions.contentHash,
          sourceFile: qaQuestions.sourceFile,
        })
        .from(qaQuestions)
        .where(eq(qaQuestions.bankId, bankId));
      const topicLinks = await db
        .select({ questionId: qaQuestionTopics.questionId, code: qaTopics.code })
        .from(qaQuestionTopics)
        .innerJoin(qaTopics, eq(qaTopics.id, qaQuestionTopics.topicId))
        .where(eq(qaTopics.bankId, bankId));
      const objectiveLinks = await db
        .select({ questionId: qaQuestionMocObjectives.questionId, code: qaMocObjectives.code })
        .from(qaQuestionMocObjectives)
        .innerJoin(qaMocObjectives, eq(qaMocObjectives.id, qaQuestionMocObjectives.objectiveId))
        .where(eq(qaMocObjectives.bankId, bankId));
      const group = (links: { questionId: number; code: string }[]) => {
        const map = new Map<number, string[]>();
        for (const link of links)
          map.set(link.questionId, [...(map.get(link.questionId) ?? []), link.code]);
        return map;
      };
      const topics = group(topicLinks);
      const objectives = group(objectiveLinks);
      return rows.map((row) => ({
        ...row,
        topicCodes: topics.get(row.id) ?? [],
        objectiveCodes: objectives.get(row.id) ?? [],
      }));
    },

    async insertQuestions(rows: QuestionRow[]) {
      const out: { id: number; code: string }[] = [];
      for (const part of chunks(rows)) {
        out.push(
          ...(await db
            .insert(qaQuestions)
            .values(part)
            .returning({ id: qaQuestions.id, code: qaQuestions.code })),
        );
      }
      return out;
    },

    async updateQuestion(id: number, values: Partial<QuestionRow>) {
      await db.update(qaQuestions).set(values).where(eq(qaQuestions.id, id));
    },

    async setTopicLinks(questionIds: number[], links: { questionId: number; topicId: number }[]) {
      for (const part of chunks(questionIds, 5000)) {
        await db.delete(qaQuestionTopics).where(inArray(qaQuestionTopics.questionId, part));
      }
      for (const part of chunks(links, 2000)) await db.insert(qaQuestionTopics).values(part);
    },

    /**
     * Each question's topic groups (qa_questions.topic_groups) from its topic links and the
     * topics' parents as they now are; only the questions whose groups changed are written.
     */
    async refreshTopicGroups(bankId: number): Promise<number> {
      const result = await db.execute(sql`
        update ${qaQuestions} q set topic_groups = g.groups
        from (
          select q2.id, coalesce(array_agg(distinct coalesce(t.parent_id, t.id)
            order by coalesce(t.parent_id, t.id)) filter (where t.id is not null), '{}') as groups
          from ${qaQuestions} q2
          left join ${qaQuestionTopics} qt on qt.question_id = q2.id
          left join ${qaTopics} t on t.id = qt.topic_id
          where q2.bank_id = ${bankId}
          group by q2.id
        ) g
        where g.id = q.id and q.topic_groups is distinct from g.groups`);
      return (
        (result as unknown as { rowCount?: number; affectedRows?: number }).rowCount ??
        (result as unknown as { affectedRows?: number }).affectedRows ??
        0
      );
    },

    /** Every learner's first answers per topic of the bank, counted again from their history. */
    async recountLearnerTopicStats(bankId: number) {
      await db.execute(sql`
        delete from ${qaLearnerTopicStats} where topic_id in
          (select id from ${qaTopics} where bank_id = ${bankId})`);
      await db.execute(sql`
        insert into ${qaLearnerTopicStats} (account_id, topic_id, answered, correct)
        select lq.account_id, g.topic_id, count(*)::int,
          count(*) filter (where lq.first_correct)::int
        from ${qaLearnerQuestions} lq join ${qaQuestions} q on q.id = lq.question_id,
          unnest(q.topic_groups) g(topic_id)
        where q.bank_id = ${bankId} and lq.first_key is not null
        group by 1, 2`);
    },

    async setObjectiveLinks(
      questionIds: number[],
      links: { questionId: number; objectiveId: number }[],
    ) {
      for (const part of chunks(questionIds, 5000)) {
        await db
          .delete(qaQuestionMocObjectives)
          .where(inArray(qaQuestionMocObjectives.questionId, part));
      }
      for (const part of chunks(links, 2000)) await db.insert(qaQuestionMocObjectives).values(part);
    },

    /** Of these questions, those a session or a learner's history holds: retired, never deleted. */
    async questionsInUse(questionIds: number[]): Promise<Set<number>> {
      const used = new Set<number>();
      for (const part of chunks(questionIds, 5000)) {
        const inSessions = await db
          .selectDistinct({ questionId: qaSessionItems.questionId })
          .from(qaSessionItems)
          .where(inArray(qaSessionItems.questionId, part));
        const inHistory = await db
          .selectDistinct({ questionId: qaLearnerQuestions.questionId })
          .from(qaLearnerQuestions)
          .where(inArray(qaLearnerQuestions.questionId, part));
        for (const row of [...inSessions, ...inHistory]) used.add(row.questionId);
      }
      return used;
    },

    async deleteQuestions(ids: number[]) {
      if (ids.length > 0) await db.delete(qaQuestions).where(inArray(qaQuestions.id, ids));
    },

    async retireQuestions(ids: number[], now: Date) {
      if (ids.length === 0) return;
      await db
        .update(qaQuestions)
        .set({ status: 'retired', retiredBy: 'import', updatedAt: now })
        .where(inArray(qaQuestions.id, ids));
    },

    /**
     * Fresh planner statistics for the tables the pool query reads: after a bulk import the old
     * ones would steer it to nested loops over a bank they think is empty.
     */
    async analyze() {
      await db.execute(
        sql`analyze ${qaQuestions}, ${qaQuestionTopics}, ${qaQuestionMocObjectives}, ${qaTopics}`,
      );
    },

    /**
     * After a bulk load, also the visibility map, so that the pool's covering index is read
     * without visiting the table. VACUUM cannot run in a transaction: call it after the import.
     */
    async vacuumAnalyze() {
      await db.execute(
        sql`vacuum (analyze) ${qaQuestions}, ${qaQuestionTopics}, ${qaQuestionMocObjectives}`,
      );
    },
  };
}
