import { integer } from 'drizzle-orm/pg-core';
import { qaQuestions } from './qa-content';

/** How Q&A rows point at a question (not exported by the schema index: they are no tables). */

/** A question some row is about: learners' history and tags go with the question. */
export const cascadingQuestionId = () =>
  integer('question_id')
    .notNull()
    .references(() => qaQuestions.id, { onDelete: 'cascade' });

/** A question a session or a form holds: it is retired, never deleted, while they hold it. */
export const heldQuestionId = () =>
  integer('question_id')
    .notNull()
    .references(() => qaQuestions.id);
