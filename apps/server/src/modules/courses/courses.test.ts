import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type Course,
  type CourseLesson,
  cmeEndpoints,
  courseLesson,
  course as courseSchema,
  courseEndpoints as E,
  type QuizLesson,
  type QuizResult,
  quizResult,
} from '@boardready/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  cmeActivities,
  courseLessonProgress,
  courseLessons,
  products,
  userProducts,
} from '../../db/schema';
import { databaseChecksum } from '../../test/db-checksum';
import { type QaClient, qaClient } from '../../test/qa-test-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { findContentDir } from '../books/book-content';
import { utcDay } from '../cme/earning';
import { coursesOf, lessonsOf } from './course-content';
import { lessonRows, syncCourseLessons } from './course-sync';

/**
 * Courses (issue 29, decision 1602) through the real server on the shipped courses and the demo
 * data: learner@demo.test holds IM-COURSE (and an ended IM-MEDIA, so the course alone grants its
 * lectures), peds@demo.test PEDS-COURSE, student@demo.test MS-COURSE.
 */

const DAY = 86_400_000;
type Call = QaClient['call'];

let t: TestApp;
let learner: QaClient;
let peds: QaClient;
let student: QaClient;
let imCourse: number;

const lessonParams = (userProductId: number, lessonId: string) => ({ userProductId, lessonId });
const courseOf = async (client: QaClient, userProductId: number): Promise<Course> => {
  const response = await client.call(E.course, { params: { userProductId } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const lessonOf = async (client: QaClient, userProductId: number, lessonId: string) => {
  const response = await client.call(E.lesson, { params: lessonParams(userProductId, lessonId) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CourseLesson;
};
const markDone = (client: QaClient, userProductId: number, lessonId: string, body: unknown) =>
  client.call(E.markDone, { params: lessonParams(userProductId, lessonId), body });
const savePosition = (client: QaClient, userProductId: number, lessonId: string, at: unknown) =>
  client.call(E.savePosition, {
    params: lessonParams(userProductId, lessonId),
    body: { positionSeconds: at },
  });
const submitQuiz = (client: QaClient, userProductId: number, lessonId: string, body: unknown) =>
  client.call(E.submitQuiz, { params: lessonParams(userProductId, lessonId), body });

/** The right answers of a quiz lesson, from the bank the course draws on. */
async function answersOf(courseCode: string, lessonId: string) {
  const course = (await coursesOf()).find((c) => c.code === courseCode)!;
  const lesson = lessonsOf(course).find((l) => l.id === lessonId);
  if (lesson?.kind !== 'quiz') throw new Error(`${lessonId} is not a quiz`);
  return lesson.questions.map((q) => ({ questionId: q.id, choice: q.correctKey }));
}
/** The same answers with the first `wrong` of them changed to another choice. */
const withWrong = (answers: { questionId: string; choice: string }[], wrong: number) =>
  answers.map((a, i) => (i < wrong ? { ...a, choice: a.choice === 'A' ? 'B' : 'A' } : a));

/** Calls that must each be refused with `status` and `code`, writing nothing. */
async function expectRefused(
  calls: [string, () => ReturnType<Call>][],
  status: number,
  code: string,
) {
  const checksum = databaseChecksum(t.database.db);
  const before = await checksum.take();
  for (const [label, call] of calls) {
    const response = await call();
    expect(response.statusCode, `${label}: ${response.body}`).toBe(status);
    expect(response.json().error.code, label).toBe(code);
  }
  expect(await checksum.take()).toEqual(before);
}

/** Every course call on a user product (with a lesson id of the IM course). */
const everyCall = (client: QaClient, userProductId: number): [string, () => ReturnType<Call>][] => [
  ['course', () => client.call(E.course, { params: { userProductId } })],
  [
    'lesson',
    () => client.call(E.lesson, { params: lessonParams(userProductId, 'heart-failure-reading') }),
  ],
  [
    'file',
    () => client.call(E.file, { params: lessonParams(userProductId, 'heart-failure-lecture') }),
  ],
  [
    'captions',
    () => client.call(E.captions, { params: lessonParams(userProductId, 'heart-failure-lecture') }),
  ],
  ['position', () => savePosition(client, userProductId, 'heart-failure-lecture', 10)],
  ['done', () => markDone(client, userProductId, 'heart-failure-reading', { done: true })],
  [
    'quiz',
    () =>
      submitQuiz(client, userProductId, 'cardiology-quiz', {
        answers: [{ questionId: 'IM-0001', choice: 'D' }],
      }),
  ],
];

beforeAll(async () => {
  t = await createTestApp();
  learner = await qaClient(t, 'learner@demo.test');
  peds = await qaClient(t, 'peds@demo.test');
  student = await qaClient(t, 'student@demo.test');
  imCourse = learner.productId('IM-COURSE');
});
afterAll(async () => {
  await t?.close();
});

describe('courses (issue 29, decision 1602)', () => {
  test('signed out: 401 on every course call', async () => {
    for (const [method, route] of Object.values(E).map((e) => [e.method, e.path] as const)) {
      const url = route.replace(':userProductId', String(imCourse)).replace(':lessonId', 'x');
      const response = await t.app.inject({ method, url, payload: {} });
      expect(response.statusCode, url).toBe(401);
    }
  });

  test('the course: its modules and lessons in order, nothing done yet, the first lesson next', async () => {
    const course = await courseOf(learner, imCourse);
    expect(courseSchema.strict().safeParse(course).success).toBe(true);
    expect(course).toMatchObject({
      userProductId: imCourse,
      productName: 'IM Review Course',
      title: 'Internal Medicine Board Review Course',
      lessonsDone: 0,
      lessonCount: 11,
      percentDone: 0,
      nextLessonId: 'heart-failure-lecture',
      completedAt: null,
    });
    expect(course.modules.map((m) => [m.moduleId, m.lessonCount, m.percentDone])).toEqual([
      ['cardiology', 4, 0],
      ['endocrinology', 4, 0],
      ['kidney', 3, 0],
    ]);
    expect(course.modules[0]!.lessons[0]).toEqual({
      lessonId: 'heart-failure-lecture',
      title: 'Heart failure essentials',
      kind: 'video',
      minutes: 2,
      status: 'next',
      started: false,
      completedAt: null,
    });
    const statuses = course.modules.flatMap((m) => m.lessons.map((l) => l.status));
    expect(statuses.filter((s) => s === 'notStarted')).toHaveLength(10);
    expect(course.modules[0]!.lessons.map((l) => l.kind)).toEqual([
      'video',
      'reading',
      'video',
      'quiz',
    ]);
  });

  test("another learner's course is not found, and a product of another kind is not a course; nothing written", async () => {
    await expectRefused(everyCall(peds, imCourse), 404, 'product_not_found');
    await expectRefused(everyCall(learner, learner.productId('IM-QA')), 404, 'not_a_course');
    await expectRefused(everyCall(learner, 2_147_483_647), 404, 'product_not_found');
  });

  test('an ended or not yet started course is refused as product screens refuse it; nothing written', async () => {
    const db = t.database.db;
    const [row] = await db.select().from(userProducts).where(eq(userProducts.id, imCourse));
    try {
      await db
        .update(userProducts)
        .set({ endsAt: new Date(Date.now() - DAY) })
        .where(eq(userProducts.id, imCourse));
      await expectRefused(everyCall(learner, imCourse), 403, 'product_not_usable');
      await db
        .update(userProducts)
        .set({ startsAt: new Date(Date.now() + DAY), endsAt: new Date(Date.now() + 30 * DAY) })
        .where(eq(userProducts.id, imCourse));
      const response = await learner.call(E.course, { params: { userProductId: imCourse } });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe('This product is not available yet.');
    } finally {
      await db
        .update(userProducts)
        .set({ startsAt: row!.startsAt, endsAt: row!.endsAt })
        .where(eq(userProducts.id, imCourse));
    }
  });

  test('bad lesson ids: an unknown one is 404, a malformed one 400; nothing written', async () => {
    await expectRefused(
      [
        ['lesson', () => learner.call(E.lesson, { params: lessonParams(imCourse, 'no-such') })],
        ['done', () => markDone(learner, imCourse, 'no-such', { done: true })],
        // a lesson of another course is not one of this course
        ['other course', () => markDone(learner, imCourse, 'asthma-reading', { done: true })],
      ],
      404,
      'lesson_not_found',
    );
    await expectRefused(
      [
        ['capitals', () => learner.call(E.lesson, { params: lessonParams(imCourse, 'Heart') })],
        ['underscore', () => markDone(learner, imCourse, 'a_b', { done: true })],
        ['product id', () => learner.call(E.course, { params: { userProductId: '01' } })],
      ],
      400,
      'validation_failed',
    );
  });

  test('a reading lesson: the book section inside the course, marked as done once; the course moves on', async () => {
    const lesson = await lessonOf(learner, imCourse, 'heart-failure-reading');
    expect(courseLesson.safeParse(lesson).success).toBe(true);
    expect(lesson).toMatchObject({
      kind: 'reading',
      title: 'Heart failure',
      moduleId: 'cardiology',
      moduleTitle: 'Cardiology',
      number: 2,
      lessonCount: 11,
      previousLessonId: 'heart-failure-lecture',
      nextLessonId: 'af-anticoagulation-lecture',
      status: 'notStarted',
      reading: {
        bookTitle: 'Internal Medicine Board Review Study Guide',
        chapterTitle: 'Cardiology',
        sectionTitle: 'Heart failure',
      },
    });
    // the learner's book product is not needed: the course grants the section's text
    if (lesson.kind !== 'reading') throw new Error('not a reading');
    expect(lesson.reading.html).toContain('ejection fraction');

    // bad bodies: 400, nothing written
    await expectRefused(
      [
        ['empty', () => markDone(learner, imCourse, 'heart-failure-reading', {})],
        ['false', () => markDone(learner, imCourse, 'heart-failure-reading', { done: false })],
        ['extra', () => markDone(learner, imCourse, 'heart-failure-reading', { done: true, x: 1 })],
      ],
      400,
      'validation_failed',
    );
    await expectRefused(
      [
        ['a quiz', () => markDone(learner, imCourse, 'cardiology-quiz', { done: true })],
        ['a video', () => markDone(learner, imCourse, 'heart-failure-lecture', { done: true })],
      ],
      400,
      'wrong_lesson_kind',
    );

    const first = await markDone(learner, imCourse, 'heart-failure-reading', { done: true });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ lessonId: 'heart-failure-reading', done: true });
    const again = await markDone(learner, imCourse, 'heart-failure-reading', { done: true });
    expect(again.json().completedAt).toBe(first.json().completedAt);

    const course = await courseOf(learner, imCourse);
    expect(course).toMatchObject({ lessonsDone: 1, percentDone: 9, completedAt: null });
    expect(course.modules[0]).toMatchObject({ lessonsDone: 1, lessonCount: 4, percentDone: 25 });
    expect(course.modules[0]!.lessons[1]).toMatchObject({
      status: 'done',
      completedAt: first.json().completedAt,
    });
    // the first lesson is still not done: it stays the one to resume at
    expect(course.nextLessonId).toBe('heart-failure-lecture');
  });

  test('a quiz: questions without answers; graded with explanations; passed at 70%; best score kept', async () => {
    const lesson = (await lessonOf(learner, imCourse, 'cardiology-quiz')) as QuizLesson;
    expect(lesson.quiz).toMatchObject({ passPercent: 70, bestScorePercent: null, attempts: 0 });
    expect(lesson.quiz.questions.map((q) => q.questionId)).toEqual([
      'IM-0001',
      'IM-0002',
      'IM-0003',
      'IM-0004',
    ]);
    expect(lesson.quiz.questions[0]!.choices.map((c) => c.key)).toEqual(['A', 'B', 'C', 'D', 'E']);
    // no answer and no explanation before the learner answers
    const asked = JSON.stringify(lesson);
    expect(asked).not.toMatch(/"correct|"explanation|educationalObjective|DAPA-HF/);

    const right = await answersOf('im', 'cardiology-quiz');
    // bad bodies: 400 with what is wrong, nothing written
    await expectRefused(
      [
        [
          'one missing',
          () => submitQuiz(learner, imCourse, 'cardiology-quiz', { answers: right.slice(1) }),
        ],
        [
          'twice',
          () =>
            submitQuiz(learner, imCourse, 'cardiology-quiz', {
              answers: [...right.slice(0, 3), right[0]],
            }),
        ],
        [
          'another question',
          () =>
            submitQuiz(learner, imCourse, 'cardiology-quiz', {
              answers: [...right.slice(0, 3), { questionId: 'IM-0009', choice: 'A' }],
            }),
        ],
      ],
      400,
      'quiz_answers_mismatch',
    );
    const missing = await submitQuiz(learner, imCourse, 'cardiology-quiz', {
      answers: right.slice(1),
    });
    expect(missing.json().error.fields).toEqual({ 'answers.IM-0001': 'Answer IM-0001.' });
    await expectRefused(
      [
        ['no body', () => submitQuiz(learner, imCourse, 'cardiology-quiz', {})],
        ['no answers', () => submitQuiz(learner, imCourse, 'cardiology-quiz', { answers: [] })],
        [
          'a bad letter',
          () =>
            submitQuiz(learner, imCourse, 'cardiology-quiz', {
              answers: right.map((a) => ({ ...a, choice: 'F' })),
            }),
        ],
        [
          'a number for an id',
          () =>
            submitQuiz(learner, imCourse, 'cardiology-quiz', {
              answers: [{ questionId: 1, choice: 'A' }],
            }),
        ],
      ],
      400,
      'validation_failed',
    );
    await expectRefused(
      [
        [
          'a reading',
          () => submitQuiz(learner, imCourse, 'heart-failure-reading', { answers: right }),
        ],
      ],
      400,
      'wrong_lesson_kind',
    );

    // 2 of 4 right: 50%, not passed
    const failed = await submitQuiz(learner, imCourse, 'cardiology-quiz', {
      answers: withWrong(right, 2),
    });
    expect(failed.statusCode, failed.body).toBe(200);
    const result: QuizResult = failed.json();
    expect(quizResult.strict().safeParse(result).success).toBe(true);
    expect(result).toMatchObject({
      done: false,
      completedAt: null,
      scorePercent: 50,
      correctCount: 2,
      questionCount: 4,
      passed: false,
      bestScorePercent: 50,
      attempts: 1,
    });
    expect(result.questions[0]).toMatchObject({
      questionId: 'IM-0001',
      correctChoice: 'D',
      correct: false,
    });
    expect(result.questions[0]!.explanationHtml).toContain('SGLT2');
    expect(result.questions[0]!.choiceExplanations).toHaveLength(5);
    let course = await courseOf(learner, imCourse);
    expect(course.modules[0]!.lessons[3]).toMatchObject({ status: 'notStarted', started: true });

    // 3 of 4: 75%, passed and done
    const passed: QuizResult = (
      await submitQuiz(learner, imCourse, 'cardiology-quiz', { answers: withWrong(right, 1) })
    ).json();
    expect(passed).toMatchObject({
      scorePercent: 75,
      passed: true,
      done: true,
      bestScorePercent: 75,
      attempts: 2,
    });
    // a retake below the mark takes nothing away; a better one raises the best score
    const lower: QuizResult = (
      await submitQuiz(learner, imCourse, 'cardiology-quiz', { answers: withWrong(right, 4) })
    ).json();
    expect(lower).toMatchObject({
      scorePercent: 0,
      passed: false,
      done: true,
      completedAt: passed.completedAt,
      bestScorePercent: 75,
      attempts: 3,
    });
    const best: QuizResult = (
      await submitQuiz(learner, imCourse, 'cardiology-quiz', { answers: right })
    ).json();
    expect(best).toMatchObject({ scorePercent: 100, bestScorePercent: 100, attempts: 4 });
    expect(
      ((await lessonOf(learner, imCourse, 'cardiology-quiz')) as QuizLesson).quiz,
    ).toMatchObject({ bestScorePercent: 100, attempts: 4 });
    course = await courseOf(learner, imCourse);
    expect(course.modules[0]!.lessons[3]).toMatchObject({ status: 'done', started: false });
  });

  test('a video lesson: the lecture through the course (the media product has ended), its place kept, done at the end', async () => {
    const lesson = await lessonOf(learner, imCourse, 'heart-failure-lecture');
    if (lesson.kind !== 'video') throw new Error('not a video');
    expect(lesson.video).toMatchObject({
      title: 'Heart failure essentials',
      kind: 'video',
      durationSeconds: 82.5,
      mimeType: 'video/webm',
      fileUrl: `/api/3.0/courses/userproducts/${imCourse}/lessons/heart-failure-lecture/file`,
      captionsUrl: `/api/3.0/courses/userproducts/${imCourse}/lessons/heart-failure-lecture/captions.vtt`,
      positionSeconds: 0,
    });
    // the file with ranges, as media serves it, though the learner's IM-MEDIA has ended
    const shipped = readFileSync(
      path.join(
        findContentDir(import.meta.dirname),
        'media/im/files/heart-failure-essentials.webm',
      ),
    );
    const range = await learner.call(E.file, {
      params: lessonParams(imCourse, 'heart-failure-lecture'),
      headers: { range: 'bytes=100-199' },
    });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 100-199/${shipped.length}`);
    expect(range.rawPayload.equals(shipped.subarray(100, 200))).toBe(true);
    const captions = await learner.call(E.captions, {
      params: lessonParams(imCourse, 'heart-failure-lecture'),
    });
    expect(captions.statusCode).toBe(200);
    expect(captions.headers['content-type']).toMatch(/^text\/vtt/);
    expect(captions.body.startsWith('WEBVTT')).toBe(true);
    await expectRefused(
      [
        [
          'a reading',
          () => learner.call(E.file, { params: lessonParams(imCourse, 'heart-failure-reading') }),
        ],
        ['a reading place', () => savePosition(learner, imCourse, 'heart-failure-reading', 1)],
      ],
      400,
      'wrong_lesson_kind',
    );
    await expectRefused(
      [['beyond the end', () => savePosition(learner, imCourse, 'heart-failure-lecture', 90)]],
      400,
      'position_beyond_length',
    );
    await expectRefused(
      [
        ['negative', () => savePosition(learner, imCourse, 'heart-failure-lecture', -1)],
        ['text', () => savePosition(learner, imCourse, 'heart-failure-lecture', '10')],
      ],
      400,
      'validation_failed',
    );

    const place = await savePosition(learner, imCourse, 'heart-failure-lecture', 30);
    expect(place.json()).toEqual({
      lessonId: 'heart-failure-lecture',
      done: false,
      completedAt: null,
      positionSeconds: 30,
    });
    let course = await courseOf(learner, imCourse);
    expect(course.modules[0]!.lessons[0]).toMatchObject({ status: 'next', started: true });
    const resumed = await lessonOf(learner, imCourse, 'heart-failure-lecture');
    expect(resumed.kind === 'video' && resumed.video.positionSeconds).toBe(30);

    // within 15 s of the end (a player's rounding past it is the end): done, and it stays done
    const end = (await savePosition(learner, imCourse, 'heart-failure-lecture', 82.8)).json();
    expect(end).toMatchObject({ done: true, positionSeconds: 82.5 });
    const back = (await savePosition(learner, imCourse, 'heart-failure-lecture', 5)).json();
    expect(back).toMatchObject({ done: true, positionSeconds: 5, completedAt: end.completedAt });
    course = await courseOf(learner, imCourse);
    expect(course.modules[0]!.lessons[0]!.status).toBe('done');
    expect(course.nextLessonId).toBe('af-anticoagulation-lecture');
  });

  test('every lesson done: the course is complete, at the last one; and CME counts the lessons done since its release', async () => {
    const ms = student.productId('MS-COURSE');
    const db = t.database.db;
    const [product] = await db.select().from(products).where(eq(products.code, 'MS-COURSE'));
    await db.insert(cmeActivities).values({
      productId: product!.id,
      activityCode: 'TEST-MS-COURSE',
      title: 'MS course',
      kind: 'course_lessons',
      unitsPerCredit: 4,
      maxQuarters: 16,
      releasedOn: utcDay(new Date(Date.now() - 30 * DAY)),
      expiresOn: utcDay(new Date(Date.now() + 400 * DAY)),
    });
    const cmeOf = async () => {
      const response = await student.call(cmeEndpoints.overview);
      expect(response.statusCode, response.body).toBe(200);
      return (
        response.json() as { activities: { activityCode: string; unitsDone: number }[] }
      ).activities.find((a) => a.activityCode === 'TEST-MS-COURSE')!;
    };
    expect((await cmeOf()).unitsDone).toBe(0);

    const course = await courseOf(student, ms);
    const lessons = course.modules.flatMap((m) => m.lessons);
    for (const lesson of lessons) {
      let response: Awaited<ReturnType<Call>>;
      if (lesson.kind === 'reading')
        response = await markDone(student, ms, lesson.lessonId, { done: true });
      else if (lesson.kind === 'quiz') {
        response = await submitQuiz(student, ms, lesson.lessonId, {
          answers: await answersOf('ms', lesson.lessonId),
        });
      } else {
        const video = await lessonOf(student, ms, lesson.lessonId);
        if (video.kind !== 'video') throw new Error('not a video');
        response = await savePosition(student, ms, lesson.lessonId, video.video.durationSeconds);
      }
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().done, lesson.lessonId).toBe(true);
    }
    const done = await courseOf(student, ms);
    expect(done).toMatchObject({
      lessonsDone: lessons.length,
      lessonCount: lessons.length,
      percentDone: 100,
      nextLessonId: null,
    });
    expect(done.modules.every((m) => m.percentDone === 100)).toBe(true);
    const last = lessons.at(-1)!.lessonId;
    const lastDone = done.modules.at(-1)!.lessons.find((l) => l.lessonId === last)!.completedAt;
    expect(done.completedAt).toBe(lastDone);

    // CME: every lesson counts; one done before the release does not
    expect((await cmeOf()).unitsDone).toBe(lessons.length);
    await db.execute(sql`
      update ${courseLessonProgress} set completed_at = now() - interval '2 years'
      where account_id = ${student.accountId} and lesson_id = (
        select id from ${courseLessons} where course_code = 'ms' and slug = ${last})`);
    expect((await cmeOf()).unitsDone).toBe(lessons.length - 1);
    await db.delete(cmeActivities).where(eq(cmeActivities.activityCode, 'TEST-MS-COURSE'));
  });
});

describe('the sync of the manifests', () => {
  test('an unchanged release writes nothing; a lesson a release drops is hidden, its progress kept, and comes back', async () => {
    const db = t.database.db;
    const courses = await coursesOf();
    const again = await syncCourseLessons(db, courses);
    expect(again).toMatchObject({ written: 0, hidden: 0 });
    expect(again.ids.size).toBe(lessonRows(courses).length);

    const im = courses.find((c) => c.code === 'im')!;
    const without = {
      ...im,
      modules: im.modules.map((m) => ({
        ...m,
        lessons: m.lessons.filter((l) => l.id !== 'heart-failure-reading'),
      })),
    };
    const dropped = await syncCourseLessons(db, [without, ...courses.filter((c) => c !== im)]);
    // the lessons after it move up: their places in the course are rewritten too
    expect(dropped.hidden).toBe(1);
    const [hidden] = await db
      .select({ hiddenAt: courseLessons.hiddenAt, id: courseLessons.id })
      .from(courseLessons)
      .where(
        and(eq(courseLessons.courseCode, 'im'), eq(courseLessons.slug, 'heart-failure-reading')),
      );
    expect(hidden!.hiddenAt).not.toBeNull();
    const kept = await db
      .select()
      .from(courseLessonProgress)
      .where(eq(courseLessonProgress.lessonId, hidden!.id));
    expect(kept).toHaveLength(1);
    const restored = await syncCourseLessons(db, courses);
    expect(restored.hidden).toBe(0);
    expect(restored.ids.get('im/heart-failure-reading')).toBe(hidden!.id);
  });
});
