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
  unique,
} from 'drizzle-orm/pg-core';
import { stamp } from './columns';
import { products, specialtyCodes } from './products';

/**
 * Q&A question banks (decision 0802): content rows keyed by the permanent codes of the source
 * files (decision 0801) and written only by the import. Learners' rows (qa-sessions.ts,
 * qa-learner-history.ts) point at them and are never removed by an import: a question someone saw
 * is retired, not deleted.
 */

export const qaChoiceKeys = ['A', 'B', 'C', 'D', 'E'] as const;
export type QaChoiceKey = (typeof qaChoiceKeys)[number];
export const qaQuestionStatuses = ['published', 'retired'] as const;
/** Who retired a question: the source (import) or staff (the API, qa:retire; decision 0902). */
export const qaRetiredBy = ['import', 'staff'] as const;

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

/** A bank's rows go with it. */
const bankId = () =>
  integer('bank_id')
    .notNull()
    .references(() => qaBanks.id, { onDelete: 'cascade' });

export const qaBanks = pgTable('qa_banks', {
  id: serial('id').primaryKey(),
  /** the bank folder's code, e.g. im */
  code: text('code').notNull().unique(),
  title: text('title').notNull(),
  specialty: text('specialty', { enum: specialtyCodes }).notNull(),
  importedAt: stamp('imported_at'),
});

/** The products a bank serves (bank.yaml `products`); a product has at most one bank. */
export const qaBankProducts = pgTable(
  'qa_bank_products',
  {
    bankId: bankId(),
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
    bankId: bankId(),
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
    bankId: bankId(),
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
    /**
     * Who retired it (null while published): a staff retirement outlives imports of the same
     * version; only a source with a higher version publishes it again (decision 0902).
     */
    retiredBy: text('retired_by', { enum: qaRetiredBy }),
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
    /**
     * The top-level topics the question counts for (its topics' groups, each once), kept by the
     * import from qa_question_topics: the performance report groups a learner's answers by them
     * without joining the bank's topic links (decision 0903, issue 23).
     */
    topicGroups: integer('topic_groups').array().notNull().default(sql`'{}'::integer[]`),
    sourceFile: text('source_file').notNull(),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  // The pool query reads one bank's published questions: this index covers it (id, version and
  // the curated flag included), so it never reads the wide content rows.
  // The performance report scores a learner's first answers and groups them by topic:
  // qa_questions_key_idx covers it (the key and the topic groups included). Few questions are retired: the watched calls' 422 check starts from
  // qa_questions_retired_idx (decision 0902).
  (t) => [
    index('qa_questions_pool_idx').on(t.bankId, t.status, t.curatedReview, t.id, t.version),
    index('qa_questions_key_idx').on(t.bankId, t.status, t.id, t.correctKey, t.topicGroups),
    index('qa_questions_retired_idx').on(t.id).where(sql`${t.status} = 'retired'`),
  ],
);
