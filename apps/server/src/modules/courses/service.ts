import {
  buildPath,
  type Course,
  type CourseLesson,
  type CourseLessonSummary,
  courseEndpoints,
  type LessonProgress,
  type QuizResult,
  type QuizSubmission,
  type VideoPlace,
} from '@boardready/contracts';
import {
  nextLessonIndex,
  percentDone,
  QUIZ_PASS_PERCENT,
  quizPassed,
  scorePercent,
} from '@boardready/contracts/courses-rules';
import { errors } from '@boardready/contracts/errors';
import { isFinished } from '@boardready/contracts/media-rules';
import type { Database } from '../../db/client';
import { lectureCaptions, lectureFile, placeInLecture } from '../media/lecture-files';
import type { StoredFile } from '../media/media-http';
import { assertKind, courseAccess, lessonOf } from './course-access';
import {
  type CourseContent,
  type CourseLessonContent,
  type CourseQuizLesson,
  lessonsOf,
} from './course-content';
import { type LessonRowIds, lessonRowKey } from './course-sync';
import { courseRepository } from './repository';

/** The captions' language: the demo lectures are in English, the manifests name no other yet. */
const CAPTIONS_LANGUAGE = 'en';

type Standing = Awaited<ReturnType<ReturnType<typeof courseRepository>['standingIn']>>;

const iso = (at: Date | null | undefined) => at?.toISOString() ?? null;
const isDone = (standing: Standing) => Boolean(standing?.completedAt);
/** Begun and not done: a lecture played, a quiz tried (a reading has no middle). */
const isStarted = (standing: Standing) =>
  !isDone(standing) && ((standing?.positionSeconds ?? 0) > 0 || (standing?.attempts ?? 0) > 0);

/**
 * The course, its lessons and the learner's progress (issue 29, decision 1602): the course page
 * (each lesson's standing, each module's and the course's progress, the lesson to resume at), a
 * lesson by its kind, a video lesson's file and captions through media's storage, and the three
 * ways a lesson is done: watched to the end, marked as read, a quiz passed.
 */
export function courseService(db: Database, courses: CourseContent[], lessonIds: LessonRowIds) {
  const repo = courseRepository(db);
  const { courseFor } = courseAccess(db, courses);

  /** The lesson's row: every shipped lesson has one (the sync wrote it before the first call). */
  function rowIdOf(course: CourseContent, lesson: CourseLessonContent): number {
    const id = lessonIds.get(lessonRowKey(course.code, lesson.id));
    if (id === undefined) throw errors.lessonNotFound();
    return id;
  }

  /** The learner's standings in every lesson of the course, in course order, and the next one. */
  async function standingsOf(course: CourseContent, accountId: number) {
    const rows = new Map(
      (await repo.standingsIn(course.code, accountId)).map((row) => [row.slug, row]),
    );
    const lessons = lessonsOf(course).map((lesson) => {
      const standing = rows.get(lesson.id);
      return { lesson, standing, done: isDone(standing) };
    });
    return { lessons, next: nextLessonIndex(lessons) };
  }

  function summaryOf(
    lesson: CourseLessonContent,
    standing: Standing,
    isNext: boolean,
  ): CourseLessonSummary {
    const done = isDone(standing);
    return {
      lessonId: lesson.id,
      title: lesson.title,
      kind: lesson.kind,
      minutes: lesson.minutes,
      status: done ? 'done' : isNext ? 'next' : 'notStarted',
      started: isStarted(standing),
      completedAt: iso(standing?.completedAt),
    };
  }

  /** A video lesson's lecture as media storage keeps it; 404 when its library dropped it. */
  async function lectureFileOf(
    accountId: number,
    userProductId: number,
    lessonId: string,
    now: Date,
  ) {
    const { course } = await courseFor(accountId, userProductId, now);
    const { lesson } = lessonOf(course, lessonId);
    assertKind(lesson, 'video');
    const row = await repo.lectureFile(lesson.lecture.libraryCode, lesson.lecture.slug);
    if (!row) throw errors.lectureNotFound();
    return row;
  }

  /** The quiz's answers checked against its questions: each once, with one of its choices. */
  function gradeQuiz(lesson: CourseQuizLesson, answers: QuizSubmission['answers']) {
    const chosen = new Map(answers.map((a) => [a.questionId, a.choice]));
    const fields: Record<string, string> = {};
    if (chosen.size !== answers.length) fields.answers = 'Each question is answered once.';
    for (const question of lesson.questions) {
      const choice = chosen.get(question.id);
      if (!choice) fields[`answers.${question.id}`] = `Answer ${question.id}.`;
      else if (!question.choices.some((c) => c.key === choice)) {
        fields[`answers.${question.id}`] = `${question.id} has no choice ${choice}.`;
      }
    }
    for (const id of chosen.keys()) {
      if (!lesson.questions.some((q) => q.id === id)) {
        fields[`answers.${id}`] = `${id} is not a question of this quiz.`;
      }
    }
    if (Object.keys(fields).length > 0) {
      throw errors.quizAnswersMismatch(undefined, { fields });
    }
    return lesson.questions.map((question) => {
      const choice = chosen.get(question.id)!;
      return {
        questionId: question.id,
        chosen: choice,
        correctChoice: question.correctKey,
        correct: choice === question.correctKey,
        explanationHtml: question.explanationSummary,
        choiceExplanations: question.choices.map((c) => ({ key: c.key, html: c.explanation })),
        educationalObjective: question.educationalObjective,
      };
    });
  }

  return {
    async course(accountId: number, userProductId: number, now = new Date()): Promise<Course> {
      const { product, course } = await courseFor(accountId, userProductId, now);
      const { lessons, next } = await standingsOf(course, accountId);
      const nextLesson = next === null ? null : lessons[next]!.lesson;
      const progress = (of: { done: boolean }[]) => {
        const lessonsDone = of.filter((l) => l.done).length;
        return {
          lessonsDone,
          lessonCount: of.length,
          percentDone: percentDone(lessonsDone, of.length),
        };
      };
      const lastDone = lessons.reduce<Date | null>((last, { standing }) => {
        const at = standing?.completedAt ?? null;
        return at && (!last || at > last) ? at : last;
      }, null);
      return {
        userProductId,
        productName: product.shortName,
        title: course.title,
        description: course.description,
        modules: course.modules.map((module) => {
          const of = lessons.filter(({ lesson }) => lesson.moduleId === module.id);
          return {
            moduleId: module.id,
            title: module.title,
            summary: module.summary,
            lessons: of.map(({ lesson, standing }) =>
              summaryOf(lesson, standing, lesson === nextLesson),
            ),
            ...progress(of),
          };
        }),
        ...progress(lessons),
        nextLessonId: nextLesson?.id ?? null,
        completedAt: next === null && lessons.length > 0 ? iso(lastDone) : null,
      };
    },

    async lesson(
      accountId: number,
      userProductId: number,
      lessonId: string,
      now = new Date(),
    ): Promise<CourseLesson> {
      const { product, course } = await courseFor(accountId, userProductId, now);
      const { order, index, lesson, module } = lessonOf(course, lessonId);
      const { lessons, next } = await standingsOf(course, accountId);
      const standing = lessons[index]!.standing;
      const base = {
        ...summaryOf(lesson, standing, next === index),
        userProductId,
        productName: product.shortName,
        courseTitle: course.title,
        moduleId: module.id,
        moduleTitle: module.title,
        number: index + 1,
        lessonCount: order.length,
        previousLessonId: order[index - 1]?.id ?? null,
        nextLessonId: order[index + 1]?.id ?? null,
      };
      const pathParams = { userProductId, lessonId: lesson.id };
      switch (lesson.kind) {
        case 'video':
          return {
            ...base,
            kind: 'video',
            video: {
              title: lesson.lecture.title,
              kind: 'video',
              speaker: lesson.lecture.speaker,
              topicName: lesson.lecture.topicName,
              description: lesson.lecture.description,
              durationSeconds: lesson.lecture.durationSeconds,
              mimeType: lesson.lecture.mimeType,
              fileUrl: buildPath(courseEndpoints.file.path, pathParams),
              captionsUrl: lesson.lecture.hasCaptions
                ? buildPath(courseEndpoints.captions.path, pathParams)
                : null,
              captionsLanguage: CAPTIONS_LANGUAGE,
              positionSeconds: standing?.positionSeconds ?? 0,
            },
          };
        case 'reading':
          return {
            ...base,
            kind: 'reading',
            reading: {
              bookTitle: lesson.section.bookTitle,
              chapterTitle: lesson.section.chapterTitle,
              sectionTitle: lesson.section.title,
              html: lesson.section.html,
            },
          };
        case 'quiz':
          return {
            ...base,
            kind: 'quiz',
            quiz: {
              passPercent: QUIZ_PASS_PERCENT,
              questions: lesson.questions.map((q) => ({
                questionId: q.id,
                stemHtml: q.stem,
                leadIn: q.leadIn,
                choices: q.choices.map((c) => ({ key: c.key, text: c.text })),
              })),
              bestScorePercent: standing?.bestScorePercent ?? null,
              attempts: standing?.attempts ?? 0,
            },
          };
      }
    },

    async file(
      accountId: number,
      userProductId: number,
      lessonId: string,
      now = new Date(),
    ): Promise<StoredFile> {
      return lectureFile(await lectureFileOf(accountId, userProductId, lessonId, now));
    },

    /** The captions; their Last-Modified is the lecture row's last write, as media's. */
    async captions(
      accountId: number,
      userProductId: number,
      lessonId: string,
      now = new Date(),
    ): Promise<StoredFile> {
      return lectureCaptions(await lectureFileOf(accountId, userProductId, lessonId, now));
    },

    /**
     * The learner's place in a video lesson, by media's rules: from 0 to the lecture's length (a
     * player's rounding past the end is the end), else 400 and nothing written; watched to the
     * end (media-rules.ts isFinished) the lesson is done, and stays done.
     */
    async savePosition(
      accountId: number,
      userProductId: number,
      lessonId: string,
      positionSeconds: number,
      now = new Date(),
    ): Promise<VideoPlace> {
      const { course } = await courseFor(accountId, userProductId, now);
      const { lesson } = lessonOf(course, lessonId);
      assertKind(lesson, 'video');
      const { durationSeconds } = lesson.lecture;
      const position = placeInLecture(positionSeconds, durationSeconds);
      const saved = await repo.saveVideoPlace(
        accountId,
        rowIdOf(course, lesson),
        position,
        isFinished(position, durationSeconds),
        now,
      );
      return {
        lessonId: lesson.id,
        done: saved.completedAt !== null,
        completedAt: iso(saved.completedAt),
        positionSeconds: saved.positionSeconds ?? position,
      };
    },

    async markDone(
      accountId: number,
      userProductId: number,
      lessonId: string,
      now = new Date(),
    ): Promise<LessonProgress> {
      const { course } = await courseFor(accountId, userProductId, now);
      const { lesson } = lessonOf(course, lessonId);
      assertKind(lesson, 'reading');
      const saved = await repo.markDone(accountId, rowIdOf(course, lesson), now);
      return { lessonId: lesson.id, done: true, completedAt: iso(saved.completedAt) };
    },

    /**
     * A quiz's answers graded (every question once, else 400 and nothing written): the score,
     * the right choices and explanations; the lesson is done on the first pass, the best score
     * kept across retakes.
     */
    async submitQuiz(
      accountId: number,
      userProductId: number,
      lessonId: string,
      submission: QuizSubmission,
      now = new Date(),
    ): Promise<QuizResult> {
      const { course } = await courseFor(accountId, userProductId, now);
      const { lesson } = lessonOf(course, lessonId);
      assertKind(lesson, 'quiz');
      const questions = gradeQuiz(lesson, submission.answers);
      const correctCount = questions.filter((q) => q.correct).length;
      const score = scorePercent(correctCount, questions.length);
      const passed = quizPassed(score);
      const saved = await repo.recordQuizAttempt(
        accountId,
        rowIdOf(course, lesson),
        score,
        passed,
        now,
      );
      return {
        lessonId: lesson.id,
        done: saved.completedAt !== null,
        completedAt: iso(saved.completedAt),
        scorePercent: score,
        correctCount,
        questionCount: questions.length,
        passed,
        bestScorePercent: saved.bestScorePercent ?? score,
        attempts: saved.attempts,
        questions,
      };
    },
  };
}
