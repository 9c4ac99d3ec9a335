import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { moment, ownerAccountId, stamp } from './columns';
import { fcDecks } from './fc-content';
import { organizationGroups, organizations } from './organizations';
import { products } from './products';
import { qaQuestions } from './qa-content';
import { qaSessions } from './qa-sessions';

/**
 * MedCentral (issue 27, decision 1402): what a residency program gives its residents to do.
 */

/** An announcement of the program to all its members, or to one group. */
export const medcentralAnnouncements = pgTable(
  'medcentral_announcements',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => organizationGroups.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    authorAccountId: integer('author_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    createdAt: stamp('created_at'),
    archivedAt: moment('archived_at'),
  },
  (t) => [index('medcentral_announcements_organization_idx').on(t.organizationId, t.createdAt)],
);

/** What an assignment asks: a fixed set of questions, a book's section, or a deck. */
export const medcentralAssignmentKinds = ['questions', 'book_section', 'deck'] as const;

/**
 * An assignment of the program for a group or chosen residents, due at a moment. Its content
 * comes from a product the program licenses (organization_licenses.product_id).
 */
export const medcentralAssignments = pgTable(
  'medcentral_assignments',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    instructions: text('instructions').notNull().default(''),
    kind: text('kind', { enum: medcentralAssignmentKinds }).notNull(),
    /** the licensed product its content comes from */
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** book_section: the book's code and the section's permanent slug (books are content files) */
    bookCode: text('book_code'),
    sectionId: text('section_id'),
    /** deck */
    deckId: integer('deck_id').references(() => fcDecks.id),
    /** the group it was given to; null = chosen residents */
    groupId: integer('group_id').references(() => organizationGroups.id, {
      onDelete: 'set null',
    }),
    dueAt: moment('due_at').notNull(),
    /** questions: the share correct (percent) that passes */
    passingScore: integer('passing_score'),
    createdByAccountId: integer('created_by_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
    closedAt: moment('closed_at'),
    /** grows with each edit; an edit names the one it read */
    lockVersion: integer('lock_version').notNull().default(1),
  },
  (t) => [
    index('medcentral_assignments_organization_idx').on(t.organizationId, t.dueAt),
    check(
      'medcentral_assignments_passing_check',
      sql`${t.passingScore} is null or ${t.passingScore} between 0 and 100`,
    ),
  ],
);

/** A questions assignment's questions, fixed when it is made (every resident gets the same). */
export const medcentralAssignmentQuestions = pgTable(
  'medcentral_assignment_questions',
  {
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => medcentralAssignments.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => qaQuestions.id),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.assignmentId, t.position] })],
);

/**
 * A resident an assignment was given to, and how far they are: the Q&A session they take it in,
 * when it was completed, and (questions) the score and whether it passed.
 */
export const medcentralAssignmentRecipients = pgTable(
  'medcentral_assignment_recipients',
  {
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => medcentralAssignments.id, { onDelete: 'cascade' }),
    accountId: ownerAccountId(),
    /** when it was given to this resident (made, or an edit added them): work before it does not count */
    assignedAt: stamp('assigned_at'),
    qaSessionId: integer('qa_session_id').references(() => qaSessions.id, {
      onDelete: 'set null',
    }),
    startedAt: moment('started_at'),
    completedAt: moment('completed_at'),
    scorePercent: integer('score_percent'),
    passed: boolean('passed'),
  },
  (t) => [
    primaryKey({ columns: [t.assignmentId, t.accountId] }),
    index('medcentral_assignment_recipients_account_idx').on(t.accountId),
    index('medcentral_assignment_recipients_session_idx').on(t.qaSessionId),
  ],
);
