import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accounts,
  type QaVersionOrigin,
  qaDrafts,
  qaQuestions,
  qaQuestionTopics,
  qaQuestionVersions,
  qaTopics,
} from '../../db/schema';

/**
 * Every published version of a question, kept whole (issue 26): the bank import and publishing a
 * draft both record the question's current row as its version, so every version stays readable
 * and diffable, and a session item reads the version it was given (qa/answer-repository.ts).
 */

/** Postgres int[] literal for one array parameter. */
const intArray = (values: number[]) => `{${values.join(',')}}`;

/** Ids per statement: one array parameter, well under any limit. */
const CHUNK = 5000;

export type VersionRow = typeof qaQuestionVersions.$inferSelect;

export function questionVersionRepository(db: Database) {
  return {
    /**
     * Records the questions' current rows as their versions, tags included. A version already on
     * record keeps its content (a version's content never changes) and takes the current tags
     * and flag: the import changes those without a new version.
     */
    async recordCurrent(
      questionIds: number[],
      origin: QaVersionOrigin,
      by: { draftId?: number; accountId?: number | null; at: Date },
    ) {
      for (let i = 0; i < questionIds.length; i += CHUNK) {
        const ids = intArray(questionIds.slice(i, i + CHUNK));
        await db.execute(sql`
          insert into ${qaQuestionVersions} (question_id, version, stem_html, lead_in, choices,
            correct_key, explanation_summary, educational_objective, "references", curated_review,
            topic_ids, content_hash, origin, draft_id, published_by, published_at)
          select q.id, q.version, q.stem_html, q.lead_in, q.choices, q.correct_key,
            q.explanation_summary, q.educational_objective, q."references", q.curated_review,
            coalesce((select array_agg(qt.topic_id order by qt.topic_id)
              from ${qaQuestionTopics} qt where qt.question_id = q.id), '{}'::integer[]),
            q.content_hash, ${origin}, ${by.draftId ?? null}::int, ${by.accountId ?? null}::int,
            ${by.at.toISOString()}::timestamptz
          from ${qaQuestions} q where q.id = any(${ids}::int[])
          on conflict (question_id, version) do update set
            curated_review = excluded.curated_review, topic_ids = excluded.topic_ids`);
      }
    },

    /** Of a bank's questions, those whose current version was published in the content manager. */
    async ownedByContentManager(bankId: number): Promise<Set<number>> {
      const rows = await db
        .select({ id: qaQuestions.id })
        .from(qaQuestions)
        .innerJoin(
          qaQuestionVersions,
          and(
            eq(qaQuestionVersions.questionId, qaQuestions.id),
            eq(qaQuestionVersions.version, qaQuestions.version),
          ),
        )
        .where(
          and(eq(qaQuestions.bankId, bankId), eq(qaQuestionVersions.origin, 'contentManager')),
        );
      return new Set(rows.map((r) => r.id));
    },

    /** A question's versions, newest first, with who published each and the draft's note. */
    async list(questionId: number) {
      return db
        .select({
          version: qaQuestionVersions.version,
          origin: qaQuestionVersions.origin,
          publishedAt: qaQuestionVersions.publishedAt,
          draftId: qaQuestionVersions.draftId,
          firstName: accounts.firstName,
          lastName: accounts.lastName,
          changeNote: qaDrafts.changeNote,
        })
        .from(qaQuestionVersions)
        .leftJoin(accounts, eq(accounts.id, qaQuestionVersions.publishedBy))
        .leftJoin(qaDrafts, eq(qaDrafts.id, qaQuestionVersions.draftId))
        .where(eq(qaQuestionVersions.questionId, questionId))
        .orderBy(desc(qaQuestionVersions.version));
    },

    /** One version whole, with the names of its topics (those the bank still has). */
    async get(questionId: number, version: number) {
      const [row] = await db
        .select({
          version: qaQuestionVersions,
          topics: sql<{ id: number; name: string }[]>`coalesce((
            select json_agg(json_build_object('id', t.id, 'name', t.name) order by t.sort_order)
            from ${qaTopics} t where t.id = any(${qaQuestionVersions.topicIds})), '[]'::json)`,
        })
        .from(qaQuestionVersions)
        .where(
          and(
            eq(qaQuestionVersions.questionId, questionId),
            eq(qaQuestionVersions.version, version),
          ),
        );
      return row;
    },
  };
}
