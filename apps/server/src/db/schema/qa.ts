import type { HighlightRange } from '@boardready/contracts/qa-highlight-rules';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { products, specialtyCodes, userProducts } from './products';

/**
 * Q&A question banks and sessions (decision 0802). Content rows are keyed by the permanent codes
 * of the source files (decision 0801) and written only by the import; learners' rows point at
 * them and are never removed by an import (a question someone saw is retired, not deleted).
 */

export const qaChoiceKeys = ['A', 'B', 'C', 'D', 'E'] as const;
export type QaChoiceKey = (typeof qaChoiceKeys)[number];
export const qaQuestionStatuses = ['published', 'retired'] as const;
export const qaViewModes = ['tutor', 'test'] as const;
export const qaSessionTypes = ['UserDefined', 'BookTopic', 'Duplicate'] as const;
export const qaSessionStatuses = ['active', 'ended'] as const;

export interface QaStoredChoice {
  key: QaChoiceKey;
  text: string;
  explanation: string;
}
export interface QaStoredReference {
  kind: string;
  citation: string;
  year: number;
  url?: string;
}
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

export const qaBanks = pgTable('qa_banks', {
  id: serial('id').primaryKey(),
  /** the bank folder's code, e.g. im */
  code: text('code').notNull().unique(),
  title: text('title').notNull(),
  specialty: text('specialty', { enum: specialtyCodes }).notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The products a bank serves (bank.yaml `products`); a product has at most one bank. */
export const qaBankProducts = pgTable(
  'qa_bank_products',
  {
    bankId: integer('bank_id')
      .notNull()
      .references(() => qaBanks.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' })
      .unique('qa_bank_products_product_key'),
  },
  (t) => [primaryKey({ columns: [t.bankId, t.productId] })],
);

/** The two-level core-content topic tree: groups have no parent, questions tag leaves. */
export const qaTopics = pgTable(
  'qa_topics',
  {
    id: serial('id').primaryKey(),
    bankId: integer('bank_id')
      .notNull()
      .references(() => qaBanks.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => qaTopics.id, {
      onDelete: 'cascade',
    }),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [
    unique('qa_topics_bank_code_key').on(t.bankId, t.code),
    index('qa_topics_parent_idx').on(t.parentId),
  ],
);

/** Pediatrics MOC learning objectives of a bank. */
export const qaMocObjectives = pgTable(
  'qa_moc_objectives',
  {
    id: serial('id').primaryKey(),
    bankId: integer('bank_id')
      .notNull()
      .references(() => qaBanks.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    text: text('text').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [unique('qa_moc_objectives_bank_code_key').on(t.bankId, t.code)],
);

export const qaQuestions = pgTable(
  'qa_questions',
  {
    id: serial('id').primaryKey(),
    bankId: integer('bank_id')
      .notNull()
      .references(() => qaBanks.id),
    /** permanent id of the source, e.g. IM-0007; unique across banks (prefix per bank) */
    code: text('code').notNull().unique(),
    version: integer('version').notNull(),
    status: text('status', { enum: qaQuestionStatuses }).notNull(),
    curatedReview: boolean('curated_review').notNull().default(false),
    stemHtml: text('stem_html').notNull(),
    leadIn: text('lead_in').notNull(),
    choices: jsonb('choices').$type<QaStoredChoice[]>().notNull(),
    correctKey: text('correct_key', { enum: qaChoiceKeys }).notNull(),
    explanationSummary: text('explanation_summary').notNull(),
    educationalObjective: text('educational_objective').notNull(),
    references: jsonb('references').$type<QaStoredReference[]>().notNull(),
    /** SHA-256 of the learner-visible content (decision 0801): unchanged ones are skipped */
    contentHash: text('content_hash').notNull(),
    sourceFile: text('source_file').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The pool query reads one bank's published questions: this index covers it (id, version and
  // the curated flag included), so it never reads the wide content rows.
  // The performance report scores a learner's first answers against the key: qa_questions_key_idx
  // covers it. Few questions are retired: the watched calls' 422 check starts from
  // qa_questions_retired_idx (decision 0902).
  (t) => [
    index('qa_questions_pool_idx').on(t.bankId, t.status, t.curatedReview, t.id, t.version),
    index('qa_questions_key_idx').on(t.bankId, t.status, t.id, t.correctKey),
    index('qa_questions_retired_idx').on(t.id).where(sql`${t.status} = 'retired'`),
  ],
);

export const qaQuestionTopics = pgTable(
  'qa_question_topics',
  {
    questionId: integer('question_id')
      .notNull()
      .references(() => qaQuestions.id, { onDelete: 'cascade' }),
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
    questionId: integer('question_id')
      .notNull()
      .references(() => qaQuestions.id, { onDelete: 'cascade' }),
    objectiveId: integer('objective_id')
      .notNull()
      .references(() => qaMocObjectives.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.questionId, t.objectiveId] }),
    index('qa_question_moc_objectives_objective_idx').on(t.objectiveId, t.questionId),
  ],
);

export const qaSessions = pgTable(
  'qa_sessions',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userProductId: integer('user_product_id')
      .notNull()
      .references(() => userProducts.id, { onDelete: 'cascade' }),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
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
    questionId: integer('question_id')
      .notNull()
      .references(() => qaQuestions.id),
    /** the question's version when the session was made */
    questionVersion: integer('question_version').notNull(),
    selectedKey: text('selected_key', { enum: qaChoiceKeys }),
    isCorrect: boolean('is_correct'),
    /** this answer is the learner's first to the question, counted in qa_choice_counts */
    countedInShares: boolean('counted_in_shares').notNull().default(false),
    bookmarked: boolean('bookmarked').notNull().default(false),
    struckKeys: jsonb('struck_keys').$type<QaChoiceKey[]>().notNull().default([]),
    /** highlighted ranges of the stem's text (contracts qa-highlight-rules.ts) */
    highlights: jsonb('highlights').$type<HighlightRange[]>().notNull().default([]),
    note: text('note').notNull().default(''),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.position] }),
    // (question, session): from a retired question to the sessions holding it, index only.
    index('qa_session_items_question_idx').on(t.questionId, t.sessionId),
  ],
);

/**
 * One row per learner and question, across sessions, kept in step by every answer, view and
 * bookmark: the status filters (skipped, not viewed, bookmarked, incorrect) read only this.
 */
export const qaLearnerQuestions = pgTable(
  'qa_learner_questions',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => qaQuestions.id, { onDelete: 'cascade' }),
    seen: boolean('seen').notNull().default(false),
    answered: boolean('answered').notNull().default(false),
    /** null until answered */
    lastCorrect: boolean('last_correct'),
    bookmarked: boolean('bookmarked').notNull().default(false),
    answerCount: integer('answer_count').notNull().default(0),
    /** the learner's first answer (the one counted in qa_choice_counts): the report's score */
    firstKey: text('first_key', { enum: qaChoiceKeys }),
    firstCorrect: boolean('first_correct'),
    firstAnsweredAt: timestamp('first_answered_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.questionId] })],
);

/**
 * A learner's first answers in a bank, counted and correct, kept in the answer's transaction:
 * the percentile among peers reads one row per learner of the bank, not their answers.
 */
export const qaLearnerBankStats = pgTable(
  'qa_learner_bank_stats',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
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

/** Learners' first answers per question and choice: the tutor-mode shares. */
export const qaChoiceCounts = pgTable(
  'qa_choice_counts',
  {
    questionId: integer('question_id')
      .notNull()
      .references(() => qaQuestions.id, { onDelete: 'cascade' }),
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
  questionId: integer('question_id')
    .primaryKey()
    .references(() => qaQuestions.id, { onDelete: 'cascade' }),
  answered: integer('answered').notNull().default(0),
  correct: integer('correct').notNull().default(0),
});

/** A learner's flag on a question ("this seems wrong or outdated"): one per account and question. */
export const qaQuestionFlags = pgTable(
  'qa_question_flags',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => qaQuestions.id, { onDelete: 'cascade' }),
    comment: text('comment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.questionId] }),
    index('qa_question_flags_updated_idx').on(t.updatedAt),
  ],
);
/**
 * Self-assessment forms (qa_sa products, decision 0904): content like the banks, written only by
 * the import from content/qbanks/<bank>/forms/<code>.yaml. A form serves one product.
 */
export interface QaSaStoredBlock {
  timeLimitSeconds: number;
  questionCount: number;
}
export const qaSaForms = pgTable('qa_sa_forms', {
  id: serial('id').primaryKey(),
  bankId: integer('bank_id')
    .notNull()
    .references(() => qaBanks.id, { onDelete: 'cascade' }),
  /** the form file's permanent code, e.g. im-sa-1 */
  code: text('code').notNull().unique(),
  title: text('title').notNull(),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  passingPercent: integer('passing_percent').notNull(),
  blocks: jsonb('blocks').$type<QaSaStoredBlock[]>().notNull(),
  questionCount: integer('question_count').notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});

export const qaSaFormItems = pgTable(
  'qa_sa_form_items',
  {
    formId: integer('form_id')
      .notNull()
      .references(() => qaSaForms.id, { onDelete: 'cascade' }),
    /** 1-based over the whole form, blocks in order */
    position: integer('position').notNull(),
    blockNumber: integer('block_number').notNull(),
    questionId: integer('question_id')
      .notNull()
      .references(() => qaQuestions.id),
  },
  (t) => [primaryKey({ columns: [t.formId, t.position] })],
);

export const qaSaAttemptStatuses = ['inProgress', 'completed'] as const;

export const qaSaAttempts = pgTable(
  'qa_sa_attempts',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userProductId: integer('user_product_id')
      .notNull()
      .references(() => userProducts.id, { onDelete: 'cascade' }),
    formId: integer('form_id')
      .notNull()
      .references(() => qaSaForms.id),
    status: text('status', { enum: qaSaAttemptStatuses }).notNull().default('inProgress'),
    currentBlock: integer('current_block').notNull().default(1),
    /** when the current block's clock started; null between blocks */
    blockStartedAt: timestamp('block_started_at', { withTimezone: true }),
    /** seconds used per block, in block order (0 for a block not yet taken) */
    blockSeconds: jsonb('block_seconds').$type<number[]>().notNull(),
    questionCount: integer('question_count').notNull(),
    /** null until completed; counts scored questions only */
    correctCount: integer('correct_count'),
    /**
     * Positions whose question staff had retired when the attempt was scored: removed after
     * review, not scored (decision 0905). Fixed at completion so a later retirement never
     * changes a result already given.
     */
    withdrawnPositions: jsonb('withdrawn_positions').$type<number[]>().notNull().default([]),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('qa_sa_attempts_form_idx').on(t.formId, t.status),
    index('qa_sa_attempts_product_idx').on(t.userProductId),
    // one attempt at a time per product (the start refuses a second with 409)
    uniqueIndex('qa_sa_attempts_one_open_key')
      .on(t.userProductId)
      .where(sql`${t.status} = 'inProgress'`),
  ],
);

export const qaSaAnswers = pgTable(
  'qa_sa_answers',
  {
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => qaSaAttempts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    selectedKey: text('selected_key', { enum: qaChoiceKeys }),
    flagged: boolean('flagged').notNull().default(false),
    struckKeys: jsonb('struck_keys').$type<QaChoiceKey[]>().notNull().default([]),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.position] })],
);
