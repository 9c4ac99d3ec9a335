import { boolean, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ownerAccountId, stamp } from './columns';
import { cascadingQuestionId } from './qa-columns';

/**
 * The learner's notebook (decision 0908): one row per learner and question while it holds a note
 * or a bookmark, whatever session or exam the question comes back in. Sessions and exam attempts
 * keep only what belongs to one sitting (answers, strike-outs, highlights, an exam's flags).
 */
export const qaNotebookEntries = pgTable(
  'qa_notebook_entries',
  {
    accountId: ownerAccountId(),
    questionId: cascadingQuestionId(),
    /** '' when the entry holds only a bookmark */
    note: text('note').notNull().default(''),
    bookmarked: boolean('bookmarked').notNull().default(false),
    updatedAt: stamp('updated_at'),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.questionId] }),
    // the notebook page: a learner's entries, newest first
    index('qa_notebook_entries_account_updated_idx').on(t.accountId, t.updatedAt),
  ],
);
