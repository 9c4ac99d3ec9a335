import { asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  qaBanks,
  qaChoiceCounts,
  qaDrafts,
  qaLearnerQuestions,
  qaLearnerTopicStats,
  qaQuestions,
  qaQuestionTopics,
  qaTopics,
} from '../../db/schema';

/** The questions and banks content managers work on, and publishing's writes (issue 26). */

export type QuestionRow = typeof qaQuestions.$inferSelect;
export type NewQuestion = typeof qaQuestions.$inferInsert;

/** LIKE's wildcards taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function cmsQuestionRepository(db: Database) {
  return {
    async banks() {
      return db
        .select({
          id: qaBanks.id,
          code: qaBanks.code,
          title: qaBanks.title,
          specialty: qaBanks.specialty,
        })
        .from(qaBanks)
        .orderBy(asc(qaBanks.code));
    },

    async bank(bankId: number) {
      const [row] = await db.select().from(qaBanks).where(eq(qaBanks.id, bankId));
      return row;
    },

    /** Every bank's topics, in the tree's order. */
    async topics(bankId?: number) {
      return db
        .select({
          id: qaTopics.id,
          bankId: qaTopics.bankId,
          name: qaTopics.name,
          parentId: qaTopics.parentId,
        })
        .from(qaTopics)
        .where(bankId === undefined ? undefined : eq(qaTopics.bankId, bankId))
        .orderBy(asc(qaTopics.sortOrder), asc(qaTopics.id));
    },

    /** A question by id or by code, with its bank; `lock` holds the row to the transaction's end. */
    async question(where: { id: number } | { code: string }, lock = false) {
      const condition =
        'id' in where ? eq(qaQuestions.id, where.id) : eq(qaQuestions.code, where.code);
      const query = db
        .select({ question: qaQuestions, bankCode: qaBanks.code, bankTitle: qaBanks.title })
        .from(qaQuestions)
        .innerJoin(qaBanks, eq(qaBanks.id, qaQuestions.bankId))
        .where(condition);
      const [row] = lock ? await query.for('update', { of: qaQuestions }) : await query;
      return row;
    },

    /** The question's topics (leaves), in the tree's order. */
    async questionTopics(questionId: number) {
      return db
        .select({ id: qaTopics.id, name: qaTopics.name })
        .from(qaQuestionTopics)
        .innerJoin(qaTopics, eq(qaTopics.id, qaQuestionTopics.topicId))
        .where(eq(qaQuestionTopics.questionId, questionId))
        .orderBy(asc(qaTopics.sortOrder), asc(qaTopics.id));
    },

    async choiceCounts(questionId: number) {
      return db
        .select({ key: qaChoiceCounts.choiceKey, count: qaChoiceCounts.count })
        .from(qaChoiceCounts)
        .where(eq(qaChoiceCounts.questionId, questionId));
    },

    /**
     * Questions whose code starts with the search (any case), or whose stem or lead-in holds it;
     * codes first. Staff search rarely: the scan of a bank's text is fine at their rate.
     */
    async search(search: string, limit: number) {
      const text = `%${literal(search)}%`;
      const byCode = ilike(qaQuestions.code, `${literal(search)}%`);
      return db
        .select({
          questionId: qaQuestions.id,
          code: qaQuestions.code,
          bankCode: qaBanks.code,
          version: qaQuestions.version,
          status: qaQuestions.status,
          leadIn: qaQuestions.leadIn,
          openDraftId: sql<number | null>`(select d.id from ${qaDrafts} d
            where d.question_id = ${qaQuestions.id} and d.status <> 'published')`,
        })
        .from(qaQuestions)
        .innerJoin(qaBanks, eq(qaBanks.id, qaQuestions.bankId))
        .where(or(byCode, ilike(qaQuestions.leadIn, text), ilike(qaQuestions.stemHtml, text)))
        .orderBy(sql`${byCode} desc`, asc(qaQuestions.code))
        .limit(limit);
    },

    /** The codes of a bank's questions, to number a new one. */
    async codes(bankId: number) {
      const rows = await db
        .select({ code: qaQuestions.code })
        .from(qaQuestions)
        .where(eq(qaQuestions.bankId, bankId));
      return rows.map((r) => r.code);
    },

    async codeTaken(code: string) {
      const [row] = await db
        .select({ id: qaQuestions.id })
        .from(qaQuestions)
        .where(eq(qaQuestions.code, code));
      return row !== undefined;
    },

    async insertQuestion(values: NewQuestion) {
      const [row] = await db.insert(qaQuestions).values(values).returning();
      return row!;
    },

    async updateQuestion(questionId: number, values: Partial<NewQuestion>) {
      await db.update(qaQuestions).set(values).where(eq(qaQuestions.id, questionId));
    },

    /**
     * Tags the question with these leaf topics and keeps its topic groups (qa_questions.topic_groups)
     * and every learner's first-answer tallies per group (qa_learner_topic_stats) in step: a
     * learner's first answer moves from the groups the question left to those it joined.
     */
    async setTopics(questionId: number, topicIds: number[]) {
      await db.delete(qaQuestionTopics).where(eq(qaQuestionTopics.questionId, questionId));
      if (topicIds.length > 0) {
        await db
          .insert(qaQuestionTopics)
          .values(topicIds.map((topicId) => ({ questionId, topicId })));
      }
      await db.execute(sql`
        with before as (
          select topic_groups as groups from ${qaQuestions} where id = ${questionId}
        ), after as (
          select coalesce(array_agg(distinct coalesce(t.parent_id, t.id)
            order by coalesce(t.parent_id, t.id)), '{}') as groups
          from ${qaQuestionTopics} qt join ${qaTopics} t on t.id = qt.topic_id
          where qt.question_id = ${questionId}
        ), firsts as (
          select account_id, coalesce(first_correct, false) as first_correct from ${qaLearnerQuestions}
          where question_id = ${questionId} and first_key is not null
        ), moves as (
          select f.account_id, g.topic_id, -1 as answered, -(f.first_correct::int) as correct
          from firsts f, before b, after a, unnest(b.groups) g(topic_id)
          where not (g.topic_id = any(a.groups))
          union all
          select f.account_id, g.topic_id, 1, f.first_correct::int
          from firsts f, before b, after a, unnest(a.groups) g(topic_id)
          where not (g.topic_id = any(b.groups))
        ), tallies as (
          insert into ${qaLearnerTopicStats} (account_id, topic_id, answered, correct)
          select account_id, topic_id, sum(answered)::int, sum(correct)::int
          from moves group by 1, 2 order by 1, 2
          on conflict (account_id, topic_id) do update set
            answered = ${qaLearnerTopicStats}.answered + excluded.answered,
            correct = ${qaLearnerTopicStats}.correct + excluded.correct
        )
        update ${qaQuestions} set topic_groups = (select groups from after)
        where id = ${questionId} and topic_groups is distinct from (select groups from after)`);
    },
  };
}
