import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { stringify } from 'yaml';
import { findContentDir } from '../books/book-content';
import { CourseLoadError, coursesOf, lessonsOf, loadCourses } from './course-content';

/**
 * The course manifests (decision 1602): the shipped ones load, and a broken one names every
 * problem, one line each, so that the server refuses to start with all of them at once.
 */

const shipped = findContentDir(import.meta.dirname);
const roots: string[] = [];

/** A content folder of the shipped catalogue, media, books and banks, with these courses. */
function contentWith(courses: Record<string, unknown>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'br-courses-'));
  roots.push(root);
  const contentDir = path.join(root, 'content');
  mkdirSync(contentDir);
  for (const folder of ['catalog', 'media', 'books', 'qbanks', 'images']) {
    symlinkSync(path.join(shipped, folder), path.join(contentDir, folder));
  }
  for (const [folder, manifest] of Object.entries(courses)) {
    mkdirSync(path.join(contentDir, 'courses', folder), { recursive: true });
    writeFileSync(path.join(contentDir, 'courses', folder, 'course.yaml'), stringify(manifest));
  }
  return contentDir;
}

const validCourse = {
  code: 'peds',
  title: 'A test course',
  specialty: 'PEDS',
  products: ['PEDS-COURSE'],
  media: 'peds',
  book: 'peds',
  bank: 'peds',
  description: 'For the tests.',
  modules: [
    {
      id: 'one',
      title: 'One',
      summary: 'The first module.',
      lessons: [
        { id: 'a-lecture', kind: 'video', lecture: 'bronchiolitis-supportive-care' },
        { id: 'a-reading', kind: 'reading', section: 'asthma', title: 'Asthma, read' },
        {
          id: 'a-quiz',
          kind: 'quiz',
          title: 'A quiz',
          questions: ['PEDS-0009', 'PEDS-0010', 'PEDS-0011'],
        },
      ],
    },
  ],
};

afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

describe('course manifests', () => {
  test('the shipped courses load: one per specialty, lesson ids unique, each lesson with what it shows', async () => {
    const courses = await coursesOf();
    expect(courses.map((c) => [c.code, c.productCodes])).toEqual([
      ['im', ['IM-COURSE']],
      ['ms', ['MS-COURSE']],
      ['peds', ['PEDS-COURSE']],
    ]);
    for (const course of courses) {
      const lessons = lessonsOf(course);
      expect(new Set(lessons.map((l) => l.id)).size).toBe(lessons.length);
      expect(new Set(lessons.map((l) => l.kind))).toEqual(new Set(['video', 'reading', 'quiz']));
      for (const module of course.modules) {
        expect(module.lessons.length, module.id).toBeGreaterThanOrEqual(2);
        expect(module.lessons.length, module.id).toBeLessThanOrEqual(4);
      }
    }
  });

  test('a valid course: titles default to the lecture’s and the section’s, minutes from their length', async () => {
    const [course] = await loadCourses(contentWith({ peds: validCourse }));
    const [lecture, reading, quiz] = lessonsOf(course!);
    expect(lecture).toMatchObject({
      kind: 'video',
      title: 'Bronchiolitis and supportive care',
      moduleId: 'one',
      lecture: { libraryCode: 'peds', slug: 'bronchiolitis-supportive-care', hasCaptions: true },
    });
    expect(reading).toMatchObject({
      kind: 'reading',
      title: 'Asthma, read',
      section: { bookTitle: expect.any(String), chapterTitle: 'Pulmonology', id: 'asthma' },
    });
    expect(quiz).toMatchObject({ kind: 'quiz', minutes: 6 });
    expect(quiz?.kind === 'quiz' && quiz.questions.map((q) => q.correctKey)).toHaveLength(3);
  });

  test('a broken course names every problem, one line each', async () => {
    const broken = {
      ...validCourse,
      products: ['PEDS-COURSE', 'IM-COURSE', 'PEDS-QA', 'NOPE'],
      modules: [
        {
          ...validCourse.modules[0],
          lessons: [
            { id: 'a-lecture', kind: 'video', lecture: 'no-such-lecture' },
            { id: 'audio', kind: 'video', lecture: 'neonatal-jaundice-quick-review' },
            { id: 'a-lecture', kind: 'reading', section: 'no-such-section' },
            {
              id: 'quiz',
              kind: 'quiz',
              title: 'Quiz',
              questions: ['PEDS-0009', 'PEDS-0009', 'PEDS-9999', 'PEDS-0041'],
            },
          ],
        },
        {
          id: 'one',
          title: 'Again',
          summary: 'Twice.',
          lessons: [{ id: 'x', kind: 'reading', section: 'asthma' }],
        },
      ],
    };
    const error = await loadCourses(contentWith({ peds: broken })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CourseLoadError);
    const lines = (error as CourseLoadError).message.split('\n').slice(1);
    const file = 'content/courses/peds/course.yaml';
    expect(lines).toEqual([
      `${file}: products: 'IM-COURSE' is a IM product, the course is PEDS`,
      `${file}: products: 'PEDS-QA' is a qa product, not a course`,
      `${file}: products: 'NOPE' is not in content/catalog/products.json`,
      `${file}: a-lecture: modules.0.lessons.0.lecture: there is no lecture 'no-such-lecture' in the library 'peds'`,
      `${file}: audio: modules.0.lessons.1.lecture: 'neonatal-jaundice-quick-review' is an audio lecture, not a video`,
      `${file}: a-lecture: modules.0.lessons.2.id: the lesson id is used twice in this course`,
      `${file}: a-lecture: modules.0.lessons.2.section: there is no section 'no-such-section' in the book 'peds'`,
      `${file}: quiz: modules.0.lessons.3.questions.1: 'PEDS-0009' is asked twice in this quiz`,
      `${file}: quiz: modules.0.lessons.3.questions.2: there is no question 'PEDS-9999' in the bank 'peds'`,
      `${file}: quiz: modules.0.lessons.3.questions.3: 'PEDS-0041' is retired: a quiz asks published questions`,
      `${file}: modules.1.id: the module id 'one' is used twice in this course`,
    ]);
  });

  test('the shape, the source names and a product served twice are reported too', async () => {
    const error = await loadCourses(
      contentWith({
        other: { ...validCourse, code: 'other' },
        peds: { ...validCourse, media: 'im', book: 'nope', bank: 'ms' },
        shapeless: {
          ...validCourse,
          code: 'shapeless',
          title: '',
          modules: [
            {
              id: 'm',
              title: 'M',
              summary: 'S',
              lessons: [{ id: 'q', kind: 'quiz', title: 'Q', questions: ['PEDS-0009'] }],
            },
          ],
        },
      }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CourseLoadError);
    const message = (error as CourseLoadError).message;
    expect(message).toContain(
      "content/courses/peds/course.yaml: products: 'PEDS-COURSE' is already served by the course 'other'",
    );
    expect(message).toContain(
      'content/courses/shapeless/course.yaml: modules.0.lessons.0.questions: a quiz asks at least 3 questions',
    );
    expect(message).toContain(
      "content/courses/peds/course.yaml: media: the library 'im' is IM, not PEDS",
    );
    expect(message).toContain(
      "content/courses/peds/course.yaml: book: there is no book 'nope' (content/books)",
    );
    expect(message).toContain(
      "content/courses/peds/course.yaml: bank: the bank 'ms' is MS, not PEDS",
    );
    expect(message).toContain('content/courses/shapeless/course.yaml: title: the title is empty');
  });

  test('no courses folder: no courses', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'br-courses-none-'));
    roots.push(root);
    mkdirSync(path.join(root, 'content'));
    symlinkSync(path.join(shipped, 'media'), path.join(root, 'content', 'media'));
    expect(await loadCourses(path.join(root, 'content'))).toEqual([]);
  });
});
