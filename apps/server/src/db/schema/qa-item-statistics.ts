import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { moment, stamp } from './columns';
import { cascadingQuestionId } from './qa-columns';
import { type QaChoiceKey, qaBanks } from './qa-content';

/**
 * Item statistics per question (issue 26, decision 1302): computed in the background from all
 * learners' first answers by modules/item-statistics, one bank at a time, and read by content
 * managers. Nothing here is written by a learner's request.
 */

/** A bank's rows go with it. */
const bankId = () =>
  integer('bank_id')
    .notNull()
    .references(() => qaBanks.id, { onDelete: 'cascade' });

/** One row per published question of a bank, as the bank's last run left it. */
export const qaItemStatistics = pgTable(
  'qa_item_statistics',
  {
    questionId: cascadingQuestionId().primaryKey(),
    bankId: bankId(),
    /** the question's top-level topics when computed: the topic filter reads them here */
    topicGroups: integer('topic_groups').array().notNull().default(sql`'{}'::integer[]`),
    /** learners with a first answer to the question, and how many of those were right */
    answered: integer('answered').notNull(),
    correct: integer('correct').notNull(),
    /** correct / answered; null without answers */
    pValue: doublePrecision('p_value'),
    /** point-biserial of the first answer with the learner's rest score; null when undefined */
    discrimination: doublePrecision('discrimination'),
    /** learners with a rest score (a first answer to another question of the bank) */
    discriminationAnswers: integer('discrimination_answers').notNull(),
    /** first answers per choice key */
    choiceCounts: jsonb('choice_counts').$type<Partial<Record<QaChoiceKey, number>>>().notNull(),
    /** median seconds from seeing the question to the first answer, capped; null when untimed */
    medianSeconds: doublePrecision('median_seconds'),
    timedAnswers: integer('timed_answers').notNull(),
    /** learners' flags on the question, and those staff have not yet settled (fixed, dismissed) */
    flags: integer('flags').notNull(),
    openFlags: integer('open_flags').notNull(),
    /** why the question needs review (contracts item-statistics-rules.ts), most pressing first */
    reasons: text('reasons').array().notNull().default(sql`'{}'::text[]`),
    /** how many reasons: 0 = fine; the list's default order puts the highest first */
    reviewRank: smallint('review_rank').notNull(),
    computedAt: stamp('computed_at'),
  },
  // The list reads one bank's rows, "needs review" first: this index gives the first page in order.
  (t) => [
    index('qa_item_statistics_review_idx').on(
      t.bankId,
      t.reviewRank.desc(),
      t.openFlags.desc(),
      t.questionId,
    ),
  ],
);

export const itemStatisticRunStates = ['idle', 'running'] as const;

/**
 * One row per bank: whether a run holds it (across app instances: the claim is one statement)
 * and what the last finished run computed. A run beats while it works; one whose beat is old
 * died with its process and may be taken over.
 */
export const qaItemStatisticRuns = pgTable('qa_item_statistic_runs', {
  bankId: bankId().primaryKey(),
  state: text('state', { enum: itemStatisticRunStates }).notNull().default('idle'),
  startedAt: moment('started_at'),
  beatAt: moment('beat_at'),
  /** the staff member who asked for the running (or last) run; null = the schedule */
  requestedBy: integer('requested_by').references(() => accounts.id, { onDelete: 'set null' }),
  /** when the last finished run ended: the figures in qa_item_statistics are of that moment */
  computedAt: moment('computed_at'),
  durationMs: integer('duration_ms'),
  questions: integer('questions'),
  needsReview: integer('needs_review'),
  /** why the last run stopped without finishing, if it did */
  lastError: text('last_error'),
});
