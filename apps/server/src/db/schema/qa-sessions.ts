import type { HighlightRange } from '@boardready/contracts/qa-highlight-rules';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { moment, ownerAccountId, ownerUserProductId, stamp } from './columns';
import { heldQuestionId } from './qa-columns';
import { type QaChoiceKey, qaChoiceKeys } from './qa-content';

export const answerConfidences = ['sure', 'unsure', 'guessed'] as const;
export type AnswerConfidence = (typeof answerConfidences)[number];

/** A learner's Q&A sessions and the questions each holds, with their answers and marks (0802). */

export const qaViewModes = ['tutor', 'test'] as const;
/** Assignment: a residency program's fixed question set (MedCentral, decision 1402) */
export const qaSessionTypes = [
  'UserDefined',
  'BookTopic',
  'Duplicate',
  'Retrieval',
  'Assignment',
] as const;
export const qaSessionStatuses = ['active', 'ended'] as const;

/** The pool filters a session was made with, as the create request gave them (ids = row ids). */
export interface QaStoredFilters {
  topicIds: number[];
  includeSkipped: boolean;
  includeNotViewed: boolean;
  includeBookmarked: boolean;
  includeIncorrect: boolean;
  curatedReviewQuestionsOnly: boolean;
  mocaLearningObjectives: number[];
}

export const qaSessions = pgTable(
  'qa_sessions',
  {
    id: serial('id').primaryKey(),
    accountId: ownerAccountId(),
    userProductId: ownerUserProductId(),
    name: text('name').notNull(),
    sessionType: text('session_type', { enum: qaSessionTypes }).notNull(),
    viewMode: text('view_mode', { enum: qaViewModes }).notNull(),
    /** null = untimed */
    durationSeconds: integer('duration_seconds'),
    secondsElapsed: integer('seconds_elapsed').notNull().default(0),
    status: text('status', { enum: qaSessionStatuses }).notNull().default('active'),
    /** the session the learner is in (spec §4 activating); at most one per account */
    isActive: boolean('is_active').notNull().default(false),
    requestedCount: integer('requested_count').notNull(),
    questionCount: integer('question_count').notNull(),
    /** kept in the answer's transaction so lists need no aggregate */
    answeredCount: integer('answered_count').notNull().default(0),
    correctCount: integer('correct_count').notNull().default(0),
    currentPosition: integer('current_position').notNull().default(1),
    filters: jsonb('filters').$type<QaStoredFilters>().notNull(),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
    endedAt: moment('ended_at'),
  },
  (t) => [
    index('qa_sessions_product_created_idx').on(t.userProductId, t.createdAt),
    index('qa_sessions_account_idx').on(t.accountId),
    uniqueIndex('qa_sessions_one_active_key').on(t.accountId).where(sql`${t.isActive}`),
  ],
);

export const qaSessionItems = pgTable(
  'qa_session_items',
  {
    sessionId: integer('session_id')
      .notNull()
      .references(() => qaSessions.id, { onDelete: 'cascade' }),
    /** 1-based */
    position: integer('position').notNull(),
    questionId: heldQuestionId(),
    /** the question's version when the session was made */
    questionVersion: integer('question_version').notNull(),
    selectedKey: text('selected_key', { enum: qaChoiceKeys }),
    isCorrect: boolean('is_correct'),
    /** how sure the learner was of the answer, when they said (issue 24): a right answer given
     * unsure or guessed becomes a memory item, as a wrong one does */
    confidence: text('confidence', { enum: answerConfidences }),
    /** this answer is the learner's first to the question, counted in qa_choice_counts */
    countedInShares: boolean('counted_in_shares').notNull().default(false),
    struckKeys: jsonb('struck_keys').$type<QaChoiceKey[]>().notNull().default([]),
    /** highlighted ranges of the stem's text (contracts qa-highlight-rules.ts) */
    highlights: jsonb('highlights').$type<HighlightRange[]>().notNull().default([]),
    seenAt: moment('seen_at'),
    answeredAt: moment('answered_at'),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.position] }),
    // (question, session): from a retired question to the sessions holding it, index only.
    index('qa_session_items_question_idx').on(t.questionId, t.sessionId),
  ],
);
