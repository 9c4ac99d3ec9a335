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
import { products } from './products';
import { heldQuestionId } from './qa-columns';
import { type QaChoiceKey, qaBanks, qaChoiceKeys } from './qa-content';

/**
 * Self-assessment forms (qa_sa products, decision 0904): content like the banks, written only by
 * the import from content/qbanks/<bank>/forms/<code>.yaml. A form serves one product. Learners'
 * attempts at a form and their answers.
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
  importedAt: stamp('imported_at'),
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
    questionId: heldQuestionId(),
  },
  (t) => [primaryKey({ columns: [t.formId, t.position] })],
);

export const qaSaAttemptStatuses = ['inProgress', 'completed'] as const;

export const qaSaAttempts = pgTable(
  'qa_sa_attempts',
  {
    id: serial('id').primaryKey(),
    accountId: ownerAccountId(),
    userProductId: ownerUserProductId(),
    formId: integer('form_id')
      .notNull()
      .references(() => qaSaForms.id),
    status: text('status', { enum: qaSaAttemptStatuses }).notNull().default('inProgress'),
    currentBlock: integer('current_block').notNull().default(1),
    /** when the current block's clock started; null between blocks */
    blockStartedAt: moment('block_started_at'),
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
    startedAt: stamp('started_at'),
    completedAt: moment('completed_at'),
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
    /**
     * the version the question had when the attempt started: the attempt shows and scores it,
     * whatever is published meanwhile (decision 1305)
     */
    questionVersion: integer('question_version').notNull(),
    selectedKey: text('selected_key', { enum: qaChoiceKeys }),
    flagged: boolean('flagged').notNull().default(false),
    struckKeys: jsonb('struck_keys').$type<QaChoiceKey[]>().notNull().default([]),
    /** highlighted ranges of the stem's text, as a Q&A item keeps them (qa-highlight-rules.ts) */
    highlights: jsonb('highlights').$type<HighlightRange[]>().notNull().default([]),
    answeredAt: moment('answered_at'),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.position] })],
);
