import { createHash } from 'node:crypto';
import type { Database } from '../../db/client';
import { type CourseContent, lessonsOf } from './course-content';
import { type CourseLessonValues, courseRepository } from './repository';

/**
 * The manifests in the database (decision 1602), each time the server starts, as media's sync
 * does it: a lesson's row is written only when what the manifest says of it changed (its content
 * hash), and a lesson the courses no longer have is hidden, never deleted, so learners' progress
 * survives a release that drops it and comes back with one that restores it. An unchanged release
 * writes nothing, and several servers starting on one database agree.
 */

/** The rows the courses make, in course order. */
export function lessonRows(courses: CourseContent[]): CourseLessonValues[] {
  return courses.flatMap((course) =>
    lessonsOf(course).map((lesson, sortOrder) => {
      const row = {
        courseCode: course.code,
        slug: lesson.id,
        productCodes: course.productCodes,
        kind: lesson.kind,
        moduleSlug: lesson.moduleId,
        sortOrder,
      };
      const contentHash = createHash('sha256').update(JSON.stringify(row)).digest('hex');
      return { ...row, contentHash };
    }),
  );
}

const keyOf = (row: { courseCode: string; slug: string }) => `${row.courseCode}/${row.slug}`;

/** The row ids of the courses' lessons, by course and lesson id: what progress is written to. */
export type LessonRowIds = ReadonlyMap<string, number>;
export const lessonRowKey = (courseCode: string, lessonId: string) =>
  keyOf({ courseCode, slug: lessonId });

export async function syncCourseLessons(
  db: Database,
  courses: CourseContent[],
  now = new Date(),
): Promise<{ written: number; hidden: number; ids: LessonRowIds }> {
  const repo = courseRepository(db);
  const rows = lessonRows(courses);
  const stored = new Map((await repo.storedLessons()).map((row) => [keyOf(row), row]));
  const changed = rows.filter((row) => {
    const before = stored.get(keyOf(row));
    return !before || before.hidden || before.contentHash !== row.contentHash;
  });
  const current = new Set(rows.map(keyOf));
  const gone = [...stored.values()]
    .filter((row) => !row.hidden && !current.has(keyOf(row)))
    .map((row) => row.id);
  await repo.writeLessons(changed, now);
  await repo.hideLessons(gone, now);
  // Ids never change once given (rows are never deleted): read once, after the writes.
  const ids = new Map(
    (changed.length > 0 ? await repo.storedLessons() : [...stored.values()])
      .filter((row) => current.has(keyOf(row)))
      .map((row) => [keyOf(row), row.id] as const),
  );
  return { written: changed.length, hidden: gone.length, ids };
}
