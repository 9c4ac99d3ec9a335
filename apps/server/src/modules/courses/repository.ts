import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courseLessonProgress, courseLessons, mediaLectures } from '../../db/schema';

/** A lesson as the sync writes it: the manifest's, without the row's own columns. */
export type CourseLessonValues = Omit<
  typeof courseLessons.$inferInsert,
  'id' | 'hiddenAt' | 'updatedAt'
>;

/** What the course page and a lesson read of the learner's standing in a lesson. */
const standing = {
  positionSeconds: courseLessonProgress.positionSeconds,
  attempts: courseLessonProgress.attempts,
  bestScorePercent: courseLessonProgress.bestScorePercent,
  completedAt: courseLessonProgress.completedAt,
};

const ofLearner = (accountId: number, lessonId: number) =>
  and(eq(courseLessonProgress.accountId, accountId), eq(courseLessonProgress.lessonId, lessonId));

export function courseRepository(db: Database) {
  return {
    /** The learner's standing in the lessons of a course they have begun or done, by slug. */
    async standingsIn(courseCode: string, accountId: number) {
      return db
        .select({ slug: courseLessons.slug, ...standing })
        .from(courseLessonProgress)
        .innerJoin(courseLessons, eq(courseLessons.id, courseLessonProgress.lessonId))
        .where(
          and(
            eq(courseLessonProgress.accountId, accountId),
            eq(courseLessons.courseCode, courseCode),
          ),
        );
    },

    /** The learner's standing in one lesson; undefined before they begin it. */
    async standingIn(lessonId: number, accountId: number) {
      const [row] = await db
        .select(standing)
        .from(courseLessonProgress)
        .where(ofLearner(accountId, lessonId));
      return row;
    },

    /**
     * A video lesson's lecture as media storage keeps it (modules/media: synced from the same
     * manifests); undefined when the library no longer shows it.
     */
    async lectureFile(libraryCode: string, slug: string) {
      const [row] = await db
        .select({
          fileKey: mediaLectures.fileKey,
          mimeType: mediaLectures.mimeType,
          byteSize: mediaLectures.byteSize,
          fileHash: mediaLectures.fileHash,
          fileChangedAt: mediaLectures.fileChangedAt,
          captionsKey: mediaLectures.captionsKey,
          captionsSize: mediaLectures.captionsSize,
          captionsHash: mediaLectures.captionsHash,
          updatedAt: mediaLectures.updatedAt,
        })
        .from(mediaLectures)
        .where(
          and(
            eq(mediaLectures.libraryCode, libraryCode),
            eq(mediaLectures.slug, slug),
            isNull(mediaLectures.hiddenAt),
          ),
        );
      return row;
    },

    /** The place in a video lesson; watched to the end it is done, and stays done. */
    async saveVideoPlace(
      accountId: number,
      lessonId: number,
      positionSeconds: number,
      finished: boolean,
      now: Date,
    ) {
      const completedAt = finished ? now : null;
      const [row] = await db
        .insert(courseLessonProgress)
        .values({ accountId, lessonId, positionSeconds, completedAt, updatedAt: now })
        .onConflictDoUpdate({
          target: [courseLessonProgress.accountId, courseLessonProgress.lessonId],
          set: {
            positionSeconds,
            completedAt: sql`coalesce(${courseLessonProgress.completedAt}, excluded.completed_at)`,
            updatedAt: now,
          },
        })
        .returning({
          positionSeconds: courseLessonProgress.positionSeconds,
          completedAt: courseLessonProgress.completedAt,
        });
      return row!;
    },

    /** A reading lesson done; done again, it keeps the first time. */
    async markDone(accountId: number, lessonId: number, now: Date) {
      const [row] = await db
        .insert(courseLessonProgress)
        .values({ accountId, lessonId, completedAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [courseLessonProgress.accountId, courseLessonProgress.lessonId],
          set: {
            completedAt: sql`coalesce(${courseLessonProgress.completedAt}, excluded.completed_at)`,
            updatedAt: now,
          },
        })
        .returning({ completedAt: courseLessonProgress.completedAt });
      return row!;
    },

    /**
     * A quiz attempt counted in one statement: the attempts, the best score, and the lesson done
     * on its first pass (a later, lower score takes nothing away).
     */
    async recordQuizAttempt(
      accountId: number,
      lessonId: number,
      scorePercent: number,
      passed: boolean,
      now: Date,
    ) {
      const completedAt = passed ? now : null;
      const [row] = await db
        .insert(courseLessonProgress)
        .values({
          accountId,
          lessonId,
          attempts: 1,
          bestScorePercent: scorePercent,
          completedAt,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [courseLessonProgress.accountId, courseLessonProgress.lessonId],
          set: {
            attempts: sql`${courseLessonProgress.attempts} + 1`,
            bestScorePercent: sql`greatest(${courseLessonProgress.bestScorePercent}, excluded.best_score_percent)`,
            completedAt: sql`coalesce(${courseLessonProgress.completedAt}, excluded.completed_at)`,
            updatedAt: now,
          },
        })
        .returning({
          attempts: courseLessonProgress.attempts,
          bestScorePercent: courseLessonProgress.bestScorePercent,
          completedAt: courseLessonProgress.completedAt,
        });
      return row!;
    },

    // --- the sync of the manifests (course-sync.ts) ---

    /** Every lesson row, hidden ones too, with what the sync compares. */
    async storedLessons() {
      return db
        .select({
          id: courseLessons.id,
          courseCode: courseLessons.courseCode,
          slug: courseLessons.slug,
          contentHash: courseLessons.contentHash,
          hidden: sql<boolean>`${courseLessons.hiddenAt} is not null`,
        })
        .from(courseLessons);
    },

    /** Writes lessons by (course, slug), shown again if they were hidden. */
    async writeLessons(rows: CourseLessonValues[], now: Date) {
      if (rows.length === 0) return;
      await db
        .insert(courseLessons)
        .values(rows.map((row) => ({ ...row, updatedAt: now })))
        .onConflictDoUpdate({
          target: [courseLessons.courseCode, courseLessons.slug],
          set: {
            productCodes: sql`excluded.product_codes`,
            kind: sql`excluded.kind`,
            moduleSlug: sql`excluded.module_slug`,
            sortOrder: sql`excluded.sort_order`,
            contentHash: sql`excluded.content_hash`,
            hiddenAt: sql`null`,
            updatedAt: now,
          },
        });
    },

    /** Hides lessons a release no longer ships (their learners' progress stays). */
    async hideLessons(ids: number[], now: Date) {
      if (ids.length === 0) return;
      await db
        .update(courseLessons)
        .set({ hiddenAt: now, updatedAt: now })
        .where(and(inArray(courseLessons.id, ids), isNull(courseLessons.hiddenAt)));
    },
  };
}
