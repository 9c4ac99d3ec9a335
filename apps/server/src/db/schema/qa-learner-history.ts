import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { moment, ownerAccountId, stamp } from './columns';
import { cascadingQuestionId } from './qa-columns';
import { qaBanks, qaChoiceKeys, qaTopics } from './qa-content';

/**
 * What learners did with questions across sessions, kept in step by every answer (decision
 * 0903): each learner's history, their per-bank tallies, the choice shares and question
 * statistics everyone's first answers make, and learners' flags on questions.
 */

/**
 * One row per learner and question, across sessions, kept in step by every answer and view: the
 * status filters (skipped, not viewed, incorrect) read this; bookmarked reads the notebook.
 */
export const qaLearnerQuestions = pgTable(
  'qa_learner_questions',
  {
    accountId: ownerAccountId(),
    questionId: cascadingQuestionId(),
    seen: boolean('seen').notNull().default(false),
    answered: boolean('answered').notNull().default(false),
    /** null until answered */
    lastCorrect: boolean('last_correct'),
    answerCount: integer('answer_count').notNull().default(0),
    /** the learner's first answer (the one counted in qa_choice_counts): the report's score */
    firstKey: text('first_key', { enum: qaChoiceKeys }),
    firstCorrect: boolean('first_correct'),
    firstAnsweredAt: moment('first_answered_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.questionId] }),
    // My Progress's weeks: a learner's first answers of the last twelve weeks, not all of them;
    // the question and its result ride along, so that the program dashboard's weeks and its
    // cohort item analysis (decision 1403) read the index alone, never the wide rows
    index('qa_learner_questions_first_answered_idx')
      .on(t.accountId, t.firstAnsweredAt, t.questionId, t.firstCorrect)
      .where(sql`${t.firstKey} is not null`),
    // Item statistics (decision 1302): everyone's first answers to a slice of a bank's questions,
    // read from the index alone, a slice at a time
    index('qa_learner_questions_question_first_idx')
      .on(t.questionId, t.accountId, t.firstKey, t.firstCorrect)
      .where(sql`${t.firstKey} is not null`),
  ],
);

/**
 * A learner's first answers in a bank, counted and correct, kept in the answer's transaction:
 * the percentile among peers reads one row per learner of the bank, not their answers.
 */
export const qaLearnerBankStats = pgTable(
  'qa_learner_bank_stats',
  {
    accountId: ownerAccountId(),
    bankId: integer('bank_id')
      .notNull()
      .references(() => qaBanks.id, { onDelete: 'cascade' }),
    answered: integer('answered').notNull().default(0),
    correct: integer('correct').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.bankId] }),
    index('qa_learner_bank_stats_bank_idx').on(t.bankId, t.answered, t.correct),
  ],
);

/**
 * A learner's first answers per top-level topic of a bank (a question counts in each of its topic
 * groups), kept beside qa_learner_bank_stats by the same statements and recounted for a bank when
 * an import moves its questions between topics: the Personal Trainer's readiness reads a row per
 * topic, not the learner's answers (issue 25).
 */
export const qaLearnerTopicStats = pgTable(
  'qa_learner_topic_stats',
  {
    accountId: ownerAccountId(),
    topicId: integer('topic_id')
      .notNull()
      .references(() => qaTopics.id, { onDelete: 'cascade' }),
    answered: integer('answered').notNull().default(0),
    correct: integer('correct').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.topicId] }),
    // A learner's percentile in a topic among all its learners (the program dashboard's standing,
    // decision 1403) reads one index entry per learner of the topic, as the bank's rank does
    index('qa_learner_topic_stats_topic_idx').on(t.topicId, t.answered, t.correct),
  ],
);

/** Learners' first answers per question and choice: the tutor-mode shares. */
export const qaChoiceCounts = pgTable(
  'qa_choice_counts',
  {
    questionId: cascadingQuestionId(),
    choiceKey: text('choice_key', { enum: qaChoiceKeys }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.choiceKey] })],
);

/**
 * Learners' first answers per question, and how many were right when given: the choice counts
 * summed, kept in the answer's statement so that the report's "all learners on the same
 * questions" reads one row per question instead of aggregating the counts (decision 0903).
 */
export const qaQuestionStats = pgTable('qa_question_stats', {
  questionId: cascadingQuestionId().primaryKey(),
  answered: integer('answered').notNull().default(0),
  correct: integer('correct').notNull().default(0),
});

/** A learner's flag on a question ("this seems wrong or outdated"): one per account and question. */
export const qaQuestionFlags = pgTable(
  'qa_question_flags',
  {
    accountId: ownerAccountId(),
    questionId: cascadingQuestionId(),
    comment: text('comment').notNull(),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.questionId] }),
    index('qa_question_flags_updated_idx').on(t.updatedAt),
    // the staff's triage queue counts a question's reports and finds its newest (admin-records)
    index('qa_question_flags_question_idx').on(t.questionId, t.updatedAt),
  ],
);
