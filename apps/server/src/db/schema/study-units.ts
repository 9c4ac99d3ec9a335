import { STUDY_UNIT_KINDS, STUDY_UNIT_STATUSES } from '@boardready/contracts/trainer-rules';
import {
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { moment, ownerAccountId, ownerUserProductId, stamp } from './columns';
import { qaTopics } from './qa-content';
import { qaSessions } from './qa-sessions';

/** Spec §3 study unit kinds. */
export const studyUnitKinds = STUDY_UNIT_KINDS;

/**
 * A learner's Personal Trainer (issue 25, decision 1201): the interview's answers and what the
 * planner keeps between days. `planned_day` is the learner's day whose plan was made last: the
 * request that moves it plans that day, so two tabs opening the board plan once.
 */
export const trainerPlans = pgTable('trainer_plans', {
  accountId: ownerAccountId().primaryKey(),
  examCode: text('exam_code').notNull(),
  examDate: date('exam_date', { mode: 'string' }).notNull(),
  /** minutes a day, Monday first */
  weekdayMinutes: smallint('weekday_minutes').array().notNull(),
  /** the recall the schedule holds on exam day; the memory model schedules at least this */
  retentionTarget: doublePrecision('retention_target').notNull(),
  plannedDay: date('planned_day', { mode: 'string' }),
  createdAt: stamp('created_at'),
  updatedAt: stamp('updated_at'),
});

/** The products a learner's plan studies (the interview's choice). */
export const trainerPlanProducts = pgTable(
  'trainer_plan_products',
  {
    accountId: ownerAccountId(),
    userProductId: ownerUserProductId(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.userProductId] })],
);

/**
 * One unit of a day's plan (spec §3 study unit kinds): read a section (Preview), a question set
 * or new cards on a topic (Study), the items due now (SpacedRetrieval). Planned until its work is
 * done, or skipped, or moved to the next day.
 */
export const studyUnits = pgTable(
  'study_units',
  {
    id: serial('id').primaryKey(),
    accountId: ownerAccountId(),
    userProductId: ownerUserProductId(),
    /** the learner's day the unit is planned for */
    day: date('day', { mode: 'string' }).notNull(),
    position: smallint('position').notNull(),
    kind: text('kind', { enum: studyUnitKinds }).notNull(),
    status: text('status', { enum: STUDY_UNIT_STATUSES }).notNull().default('planned'),
    title: text('title').notNull(),
    reason: text('reason').notNull(),
    minutes: smallint('minutes').notNull(),
    itemCount: smallint('item_count').notNull(),
    /** the bank's top-level topic it studies (Preview, Study) */
    topicId: integer('topic_id').references(() => qaTopics.id, { onDelete: 'set null' }),
    /** the book section a Preview reads */
    sectionId: text('section_id'),
    /** the question session a unit opened (made on its first start) */
    qaSessionId: integer('qa_session_id').references(() => qaSessions.id, {
      onDelete: 'set null',
    }),
    /** a new-cards unit: the deck's cards the learner had started when it was planned */
    baseline: integer('baseline'),
    /** when the learner first opened its work */
    startedAt: moment('started_at'),
    completedAt: moment('completed_at'),
  },
  (t) => [index('study_units_account_day_idx').on(t.accountId, t.day, t.position)],
);

/** The readiness estimate as each day's plan was made: My Progress shows it over time. */
export const trainerReadiness = pgTable(
  'trainer_readiness',
  {
    accountId: ownerAccountId(),
    day: date('day', { mode: 'string' }).notNull(),
    score: doublePrecision('score').notNull(),
    low: doublePrecision('low').notNull(),
    high: doublePrecision('high').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.day] })],
);
