import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, qaQuestionFlags, qaQuestions } from '../../db/schema';

/** Staff retire questions; learners flag them and staff read the flags (decision 0902). */

export function questionRepository(db: Database) {
  return {
    /**
     * Retires a question as staff (imports of the same version leave it retired, decision 0902);
     * undefined when there is no such question.
     */
    async retireQuestion(where: { id: number } | { code: string }, now: Date) {
      const match = 'id' in where ? eq(qaQuestions.id, where.id) : eq(qaQuestions.code, where.code);
      const [row] = await db
        .select({ id: qaQuestions.id, code: qaQuestions.code, status: qaQuestions.status })
        .from(qaQuestions)
        .where(match);
      if (!row) return undefined;
      if (row.status !== 'retired') {
        await db
          .update(qaQuestions)
          .set({ status: 'retired', retiredBy: 'staff', updatedAt: now })
          .where(eq(qaQuestions.id, row.id));
      }
      return { questionId: row.id, code: row.code, changed: row.status !== 'retired' };
    },

    async flag(accountId: number, questionId: number) {
      const [row] = await db
        .select()
        .from(qaQuestionFlags)
        .where(
          and(eq(qaQuestionFlags.accountId, accountId), eq(qaQuestionFlags.questionId, questionId)),
        );
      return row;
    },

    /** One flag per learner and question: flagging again replaces the comment. */
    async saveFlag(accountId: number, questionId: number, comment: string, now: Date) {
      const [row] = await db
        .insert(qaQuestionFlags)
        .values({ accountId, questionId, comment, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [qaQuestionFlags.accountId, qaQuestionFlags.questionId],
          set: { comment, updatedAt: now },
        })
        .returning();
      return row!;
    },

    async listFlags(limit: number) {
      return db
        .select({
          flag: qaQuestionFlags,
          questionCode: qaQuestions.code,
          questionStatus: qaQuestions.status,
          accountEmail: accounts.email,
        })
        .from(qaQuestionFlags)
        .innerJoin(qaQuestions, eq(qaQuestions.id, qaQuestionFlags.questionId))
        .innerJoin(accounts, eq(accounts.id, qaQuestionFlags.accountId))
        .orderBy(desc(qaQuestionFlags.updatedAt), desc(qaQuestionFlags.questionId))
        .limit(limit);
    },
  };
}
