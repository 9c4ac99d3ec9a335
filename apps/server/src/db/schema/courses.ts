import { LESSON_KINDS } from '@boardready/contracts/courses-rules';
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { moment, ownerAccountId, stamp } from './columns';

/**
 * Courses (issue 29, decision 1602): the lessons of content/courses, synced from the manifests at
 * start (modules/courses/course-sync.ts) so that each learner's progress has a row to belong to,
 * and that progress. What a lesson shows (the lecture, the section's text, the quiz) is read from
 * the content the server loaded; a row holds what progress and CME credit need: whose products
 * open it, its kind and its place. A lesson a release removes is hidden, not deleted, so the
 * learners' progress survives.
 */
export const courseLessons = pgTable(
  'course_lessons',
  {
    id: serial('id').primaryKey(),
    /** the course's code (course.yaml `code`) */
    courseCode: text('course_code').notNull(),
    /** the lesson's permanent id in its course */
    slug: text('slug').notNull(),
    /** the catalogue products that open the course (course.yaml `products`) */
    productCodes: text('product_codes').array().notNull(),
    kind: text('kind', { enum: LESSON_KINDS }).notNull(),
    moduleSlug: text('module_slug').notNull(),
    /** the lesson's place in the course (modules and lessons in manifest order) */
    sortOrder: integer('sort_order').notNull(),
    /** the manifest's lesson as last synced: rewritten only when it differs */
    contentHash: text('content_hash').notNull(),
    /** set when a release no longer ships it: hidden from learners, progress kept */
    hiddenAt: moment('hidden_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [unique('course_lessons_course_slug_key').on(t.courseCode, t.slug)],
);

/**
 * A learner's standing in a lesson, kept for every device: the place in a video lesson, a quiz's
 * attempts and best score, and when the lesson was first done (it stays done).
 */
export const courseLessonProgress = pgTable(
  'course_lesson_progress',
  {
    accountId: ownerAccountId(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => courseLessons.id, { onDelete: 'cascade' }),
    /** a video lesson's place; null for the other kinds */
    positionSeconds: doublePrecision('position_seconds'),
    /** a quiz lesson's attempts and best score (a whole percent) */
    attempts: integer('attempts').notNull().default(0),
    bestScorePercent: integer('best_score_percent'),
    /** when the lesson was first done; null until then */
    completedAt: moment('completed_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [
    primaryKey({ name: 'course_lesson_progress_pkey', columns: [t.accountId, t.lessonId] }),
    // a learner's lessons done since a date (CME credit of a course, decision 1501)
    index('course_lesson_progress_done_idx').on(t.accountId, t.completedAt),
    check('course_lesson_progress_position', sql`${t.positionSeconds} >= 0`),
    check(
      'course_lesson_progress_score',
      sql`${t.bestScorePercent} between 0 and 100 and ${t.attempts} >= 0`,
    ),
  ],
);
