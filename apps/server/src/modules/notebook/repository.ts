import type { NotebookShow } from '@boardready/contracts';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  qaNotebookEntries,
  qaQuestions,
  qaQuestionTopics,
  qaSessionItems,
  qaSessions,
  qaTopics,
} from '../../db/schema';

/**
 * The learner's notebook (decision 0908): one row per learner and question while it holds a note
 * or a bookmark. This repository alone reads and writes it; the Q&A and exam repositories join it
 * through the fragments below.
 */

const nb = qaNotebookEntries;

/** What the notebook holds of one question for one learner; bare when it has no entry. */
export interface NotebookMarks {
  note: string;
  bookmarked: boolean;
}

export const bareMarks: NotebookMarks = { note: '', bookmarked: false };

/** Columns of a query left-joined with `notebookJoin`: the marks, bare without an entry. */
export const notebookColumns = {
  note: sql<string>`coalesce(${nb.note}, '')`.as('notebook_note'),
  bookmarked: sql<boolean>`coalesce(${nb.bookmarked}, false)`.as('notebook_bookmarked'),
};

/** The left join of a question column with the learner's entry (`accountId`: a value or a column). */
export function notebookJoin(accountId: number | SQL | AnyPgColumn, questionId: AnyPgColumn) {
  return [nb, and(eq(nb.accountId, accountId), eq(nb.questionId, questionId))] as const;
}

/** True when the learner bookmarked the question (the pool's bookmarked filter). */
export function bookmarkedBy(accountId: number, questionId: AnyPgColumn): SQL {
  return sql`exists (select 1 from ${nb} where ${nb.accountId} = ${accountId}
    and ${nb.questionId} = ${questionId} and ${nb.bookmarked})`;
}

export interface NotebookFilter {
  accountId: number;
  bankId: number;
  userProductId: number;
  show: NotebookShow;
  topicId?: number | undefined;
  /** one question's entry (the page's edit answers it) */
  questionId?: number | undefined;
  /** words in the note or the stem */
  text?: string | undefined;
  limit: number;
  offset: number;
}

/** The stem as plain text (tags out), for the excerpt and the search. */
const stemText = sql<string>`regexp_replace(${qaQuestions.stemHtml}, '<[^>]*>', ' ', 'g')`;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function notebookRepository(db: Database) {
  /** A learner's entries of one bank's published questions. */
  const mine = (accountId: number, bankId: number) =>
    and(
      eq(nb.accountId, accountId),
      eq(qaQuestions.bankId, bankId),
      eq(qaQuestions.status, 'published'),
    );

  return {
    async marks(accountId: number, questionId: number): Promise<NotebookMarks> {
      const [row] = await db
        .select({ note: nb.note, bookmarked: nb.bookmarked })
        .from(nb)
        .where(and(eq(nb.accountId, accountId), eq(nb.questionId, questionId)));
      return row ?? bareMarks;
    },

    async marksOf(accountId: number, questionIds: number[]): Promise<Map<number, NotebookMarks>> {
      if (questionIds.length === 0) return new Map();
      const rows = await db
        .select({ questionId: nb.questionId, note: nb.note, bookmarked: nb.bookmarked })
        .from(nb)
        .where(and(eq(nb.accountId, accountId), inArray(nb.questionId, questionIds)));
      return new Map(rows.map((r) => [r.questionId, { note: r.note, bookmarked: r.bookmarked }]));
    },

    /**
     * Writes a note and/or a bookmark. The entry is made on the first mark and deleted once it
     * holds neither, in one transaction so that a reader never sees an empty entry.
     */
    async save(
      accountId: number,
      questionId: number,
      changes: Partial<NotebookMarks>,
      now: Date,
    ): Promise<NotebookMarks> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(nb)
          .values({ accountId, questionId, ...changes, updatedAt: now })
          .onConflictDoUpdate({
            target: [nb.accountId, nb.questionId],
            set: { ...changes, updatedAt: now },
          })
          .returning({ note: nb.note, bookmarked: nb.bookmarked });
        const marks = row!;
        if (marks.note.trim() === '' && !marks.bookmarked) {
          await tx
            .delete(nb)
            .where(and(eq(nb.accountId, accountId), eq(nb.questionId, questionId)));
          return bareMarks;
        }
        return marks;
      });
    },

    /** Whether the learner has an entry on this question of the bank (the page edits only those). */
    async hasEntry(accountId: number, bankId: number, questionId: number): Promise<boolean> {
      const [row] = await db
        .select({ one: sql`1` })
        .from(nb)
        .innerJoin(qaQuestions, eq(qaQuestions.id, nb.questionId))
        .where(and(mine(accountId, bankId), eq(nb.questionId, questionId)));
      return row !== undefined;
    },

    /** One page of entries, newest first, with the total that matched. */
    async list(filter: NotebookFilter) {
      const conditions: (SQL | undefined)[] = [mine(filter.accountId, filter.bankId)];
      if (filter.show === 'notes') conditions.push(sql`btrim(${nb.note}) <> ''`);
      if (filter.show === 'bookmarks') conditions.push(eq(nb.bookmarked, true));
      if (filter.topicId !== undefined) {
        conditions.push(sql`exists (select 1 from ${qaQuestionTopics} ft
          where ft.question_id = ${nb.questionId} and ft.topic_id = ${filter.topicId})`);
      }
      if (filter.questionId !== undefined) conditions.push(eq(nb.questionId, filter.questionId));
      if (filter.text) {
        const pattern = likePattern(filter.text);
        conditions.push(sql`(${nb.note} ilike ${pattern} or ${stemText} ilike ${pattern})`);
      }
      return db
        .select({
          questionId: nb.questionId,
          note: nb.note,
          bookmarked: nb.bookmarked,
          updatedAt: nb.updatedAt,
          stem: sql<string>`left(${stemText}, 600)`,
          topics: sql<{ id: number; name: string }[]>`coalesce((
            select json_agg(json_build_object('id', t.id, 'name', t.name) order by t.sort_order)
            from ${qaQuestionTopics} qt join ${qaTopics} t on t.id = qt.topic_id
            where qt.question_id = ${nb.questionId}), '[]'::json)`,
          // the learner's latest session of this product holding the question
          lastMet: sql<{ qaSessionId: number; position: number; sessionName: string } | null>`(
            select json_build_object('qaSessionId', s.id, 'position', i.position, 'sessionName', s.name)
            from ${qaSessionItems} i join ${qaSessions} s on s.id = i.session_id
            where i.question_id = ${nb.questionId} and s.account_id = ${filter.accountId}
              and s.user_product_id = ${filter.userProductId}
            order by s.updated_at desc, s.id desc limit 1)`,
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(nb)
        .innerJoin(qaQuestions, eq(qaQuestions.id, nb.questionId))
        .where(and(...conditions))
        .orderBy(sql`${nb.updatedAt} desc, ${nb.questionId} desc`)
        .limit(filter.limit)
        .offset(filter.offset);
    },

    /** The learner's entries of the bank by kind, and their topics (the page's filters). */
    async summary(accountId: number, bankId: number) {
      const [counts] = await db
        .select({
          all: sql<number>`count(*)::int`,
          notes: sql<number>`count(*) filter (where btrim(${nb.note}) <> '')::int`,
          bookmarks: sql<number>`count(*) filter (where ${nb.bookmarked})::int`,
        })
        .from(nb)
        .innerJoin(qaQuestions, eq(qaQuestions.id, nb.questionId))
        .where(mine(accountId, bankId));
      const topics = await db
        .selectDistinct({ id: qaTopics.id, name: qaTopics.name, sortOrder: qaTopics.sortOrder })
        .from(nb)
        .innerJoin(qaQuestions, eq(qaQuestions.id, nb.questionId))
        .innerJoin(qaQuestionTopics, eq(qaQuestionTopics.questionId, nb.questionId))
        .innerJoin(qaTopics, eq(qaTopics.id, qaQuestionTopics.topicId))
        .where(mine(accountId, bankId))
        .orderBy(qaTopics.sortOrder, qaTopics.id);
      return {
        counts: counts ?? { all: 0, notes: 0, bookmarks: 0 },
        topics: topics.map((t) => ({ id: t.id, name: t.name })),
      };
    },
  };
}
