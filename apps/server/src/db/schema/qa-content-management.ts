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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { moment, stamp } from './columns';
import { cascadingQuestionId } from './qa-columns';
import {
  type QaStoredChoice,
  type QaStoredReference,
  qaBanks,
  qaChoiceKeys,
  qaQuestions,
} from './qa-content';

/**
 * Content management of questions (issue 26): every published version of a question kept whole,
 * and the drafts content managers write, submit, review and publish as a new version. The
 * question row (qa_questions) keeps the current version only, for the pool and the player.
 */

/** Where a version came from: a bank import, or a draft published in the content manager. */
export const qaVersionOrigins = ['import', 'contentManager'] as const;
export type QaVersionOrigin = (typeof qaVersionOrigins)[number];

/** A staff member who did something; the record stays when the account goes. */
const staffId = (name: string) =>
  integer(name).references(() => accounts.id, { onDelete: 'set null' });

export const qaQuestionVersions = pgTable(
  'qa_question_versions',
  {
    questionId: cascadingQuestionId(),
    version: integer('version').notNull(),
    stemHtml: text('stem_html').notNull(),
    leadIn: text('lead_in').notNull(),
    choices: jsonb('choices').$type<QaStoredChoice[]>().notNull(),
    correctKey: text('correct_key', { enum: qaChoiceKeys }).notNull(),
    explanationSummary: text('explanation_summary').notNull(),
    educationalObjective: text('educational_objective').notNull(),
    references: jsonb('references').$type<QaStoredReference[]>().notNull(),
    curatedReview: boolean('curated_review').notNull(),
    /** the leaf topics (qa_topics ids) it was tagged with */
    topicIds: integer('topic_ids').array().notNull().default(sql`'{}'::integer[]`),
    contentHash: text('content_hash').notNull(),
    origin: text('origin', { enum: qaVersionOrigins }).notNull(),
    /** the draft it was published from (origin contentManager) */
    draftId: integer('draft_id').references((): AnyPgColumn => qaDrafts.id, {
      onDelete: 'set null',
    }),
    publishedBy: staffId('published_by'),
    publishedAt: stamp('published_at'),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.version] })],
);

export const qaDraftStatuses = [
  'draft',
  'submitted',
  'sent_back',
  'approved',
  'published',
] as const;
export type QaDraftStatus = (typeof qaDraftStatuses)[number];

/**
 * A new question, or a change to one (question_id set), on its way to being published: written
 * (draft, or sent back to its author), submitted, approved by another content manager, published.
 * `lock_version` grows with every save: a save that names an older one is refused (two editors).
 * A draft that is not published yet is open; a question has at most one open draft.
 */
export const qaDrafts = pgTable(
  'qa_drafts',
  {
    id: serial('id').primaryKey(),
    bankId: integer('bank_id')
      .notNull()
      .references(() => qaBanks.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').references(() => qaQuestions.id, { onDelete: 'cascade' }),
    /** the question's version the change started from */
    baseVersion: integer('base_version'),
    status: text('status', { enum: qaDraftStatuses }).notNull().default('draft'),
    lockVersion: integer('lock_version').notNull().default(1),
    authorId: staffId('author_id'),
    submittedBy: staffId('submitted_by'),
    reviewedBy: staffId('reviewed_by'),
    publishedBy: staffId('published_by'),
    changeNote: text('change_note').notNull().default(''),
    stemHtml: text('stem_html').notNull().default(''),
    leadIn: text('lead_in').notNull().default(''),
    choices: jsonb('choices').$type<QaStoredChoice[]>().notNull().default([]),
    correctKey: text('correct_key', { enum: qaChoiceKeys }),
    explanationSummary: text('explanation_summary').notNull().default(''),
    educationalObjective: text('educational_objective').notNull().default(''),
    references: jsonb('references').$type<QaStoredReference[]>().notNull().default([]),
    topicIds: integer('topic_ids').array().notNull().default(sql`'{}'::integer[]`),
    curatedReview: boolean('curated_review').notNull().default(false),
    /** the version publishing wrote */
    publishedVersion: integer('published_version'),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
    submittedAt: moment('submitted_at'),
    reviewedAt: moment('reviewed_at'),
    publishedAt: moment('published_at'),
  },
  (t) => [
    index('qa_drafts_status_idx').on(t.status, t.updatedAt),
    uniqueIndex('qa_drafts_open_question_key')
      .on(t.questionId)
      .where(sql`${t.status} <> 'published'`),
  ],
);

export const qaDraftEventKinds = [
  'created',
  'comment',
  'submitted',
  'approved',
  'sent_back',
  'published',
] as const;
export type QaDraftEventKind = (typeof qaDraftEventKinds)[number];

/** A draft's history: who created, submitted, reviewed and published it, and the comments. */
export const qaDraftEvents = pgTable(
  'qa_draft_events',
  {
    id: serial('id').primaryKey(),
    draftId: integer('draft_id')
      .notNull()
      .references(() => qaDrafts.id, { onDelete: 'cascade' }),
    accountId: staffId('account_id'),
    kind: text('kind', { enum: qaDraftEventKinds }).notNull(),
    body: text('body').notNull().default(''),
    createdAt: stamp('created_at'),
  },
  (t) => [index('qa_draft_events_draft_idx').on(t.draftId, t.id)],
);
