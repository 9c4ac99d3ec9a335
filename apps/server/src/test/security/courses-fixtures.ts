import type { LessonKind } from '@boardready/contracts/courses-rules';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products, userProducts } from '../../db/schema';
import { coursesOf, lessonsOf } from '../../modules/courses/course-content';

/**
 * Courses' ids for the security suite (issue 29, decision 1602): the owner's course product (the
 * calls take no other kind: 404) and a lesson of its course of the kind each call takes (a video
 * lesson for the file, captions and place, a reading to mark as done, a quiz to answer), so that
 * the owner's own call gets past the rights. The lessons are the shipped courses' (content/
 * courses), synced when the test app starts; the demo PEDS learner, the owner of the
 * cross-learner checks, holds PEDS-COURSE.
 */

interface Owner {
  accountId: number;
}

/** The owner's first course product, a usable one first. */
async function courseProductOf(db: Database, owner: Owner) {
  const now = new Date();
  const rows = await db
    .select({
      id: userProducts.id,
      code: products.code,
      startsAt: userProducts.startsAt,
      endsAt: userProducts.endsAt,
    })
    .from(userProducts)
    .innerJoin(products, eq(products.id, userProducts.productId))
    .where(and(eq(userProducts.accountId, owner.accountId), eq(products.typeCode, 'course')))
    .orderBy(asc(userProducts.id));
  const row = rows.find((r) => r.startsAt <= now && r.endsAt > now) ?? rows[0];
  if (!row) throw new Error('the demo data has no course product of the owner for the suite');
  return row;
}

export async function ownedCourseProduct(db: Database, owner: Owner): Promise<number> {
  return (await courseProductOf(db, owner)).id;
}

/** The first lesson of a kind (any kind: the first lesson) of the owner's course. */
export const lessonOfOwnersCourse =
  (kind?: LessonKind) =>
  async (db: Database, owner: Owner): Promise<string> => {
    const { code } = await courseProductOf(db, owner);
    const course = (await coursesOf()).find((c) => c.productCodes.includes(code));
    const lesson = course && lessonsOf(course).find((l) => !kind || l.kind === kind);
    if (!lesson) throw new Error(`the course of ${code} has no ${kind ?? ''} lesson for the suite`);
    return lesson.id;
  };
