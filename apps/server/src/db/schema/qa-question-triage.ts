import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { moment } from './columns';
import { cascadingQuestionId } from './qa-columns';

/** Where staff have put learners' reports on a question (issue 26, Admin → Question feedback). */
export const qaFeedbackStatuses = ['new', 'in_review', 'fixed', 'dismissed'] as const;

/**
 * Staff triage of the reports on one question (qa_question_flags): one row per question, written
 * when an admin first sets its status. A question reported and never triaged has no row (it is
 * new); a report written after it was marked fixed or dismissed makes it new again, read from the
 * reports' times (modules/admin-records), so the learners' write path stays as it is.
 */
export const qaQuestionTriage = pgTable('qa_question_triage', {
  questionId: cascadingQuestionId().primaryKey(),
  status: text('status', { enum: qaFeedbackStatuses }).notNull(),
  /** the staff's note: what was done, or why it was dismissed */
  note: text('note').notNull().default(''),
  triagedBy: integer('triaged_by').references(() => accounts.id, { onDelete: 'set null' }),
  triagedAt: moment('triaged_at').notNull(),
  /**
   * Grows with each triage: a triage names the one it read (0: never triaged), so two admins
   * moving the same item cannot overwrite each other unseen (decision 1304).
   */
  lockVersion: integer('lock_version').notNull().default(1),
});
