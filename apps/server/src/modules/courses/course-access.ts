import { errors } from '@boardready/contracts/errors';
import type { Database } from '../../db/client';
import { productRepository } from '../products/repository';
import { assertUsable } from '../products/service';
import { type CourseContent, type CourseLessonContent, lessonsOf } from './course-content';

/**
 * The rule every course call keeps (decision 1602): the caller's own user product (anyone else's
 * is not found), a course one, usable now (an ended or not yet started one is refused as every
 * product screen refuses it), and a course whose manifest names its catalogue code.
 */
export function courseAccess(db: Database, courses: CourseContent[]) {
  const productRepo = productRepository(db);
  const courseOfProduct = new Map(courses.flatMap((c) => c.productCodes.map((p) => [p, c])));
  return {
    async courseFor(accountId: number, userProductId: number, now: Date) {
      const product = await productRepo.ownedProduct(accountId, userProductId);
      if (!product) throw errors.productNotFound();
      if (product.typeCode !== 'course') throw errors.notACourse();
      assertUsable(product, now);
      const course = courseOfProduct.get(product.code);
      if (!course) throw errors.courseNotFound();
      return { product, course };
    },
  };
}

/** A lesson of the course with its place in course order; 404 when the course has none such. */
export function lessonOf(course: CourseContent, lessonId: string) {
  const order = lessonsOf(course);
  const index = order.findIndex((lesson) => lesson.id === lessonId);
  if (index === -1) throw errors.lessonNotFound();
  const lesson = order[index]!;
  const module = course.modules.find((m) => m.id === lesson.moduleId)!;
  return { order, index, lesson, module };
}

/** The lesson as the call needs its kind: a lesson of another kind is a 400. */
export function assertKind<K extends CourseLessonContent['kind']>(
  lesson: CourseLessonContent,
  kind: K,
): asserts lesson is Extract<CourseLessonContent, { kind: K }> {
  if (lesson.kind !== kind) {
    const article = (k: string) =>
      k === 'video' ? 'a video' : k === 'quiz' ? 'a quiz' : 'a reading';
    throw errors.wrongLessonKind(
      `This lesson is ${article(lesson.kind)} lesson, not ${article(kind)} one: it is not done this way.`,
    );
  }
}
