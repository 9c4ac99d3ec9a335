import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { cascadingQuestionId } from './qa-columns';
import { qaMocObjectives, qaTopics } from './qa-content';

/** What a question is tagged with (written by the import): the pool's topic and objective filters. */

export const qaQuestionTopics = pgTable(
  'qa_question_topics',
  {
    questionId: cascadingQuestionId(),
    topicId: integer('topic_id')
      .notNull()
      .references(() => qaTopics.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.questionId, t.topicId] }),
    index('qa_question_topics_topic_idx').on(t.topicId, t.questionId),
  ],
);

export const qaQuestionMocObjectives = pgTable(
  'qa_question_moc_objectives',
  {
    questionId: cascadingQuestionId(),
    objectiveId: integer('objective_id')
      .notNull()
      .references(() => qaMocObjectives.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.questionId, t.objectiveId] }),
    index('qa_question_moc_objectives_objective_idx').on(t.objectiveId, t.questionId),
  ],
);
