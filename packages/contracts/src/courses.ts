import { z } from 'zod';
import {
  LESSON_KINDS,
  LESSON_STATUSES,
  QUIZ_MAX_QUESTIONS,
  QUIZ_PASS_PERCENT,
} from './courses-rules';
import { defineEndpoint, idParam } from './endpoint';
import { positionUpdate } from './media';

/**
 * Courses (issue 29, decision 1602): a course product is modules of lessons; a lesson is a
 * lecture of the specialty's media library (watched to the end), a section of its book (marked
 * as done) or a short quiz of its question bank (passed at QUIZ_PASS_PERCENT). The learner's
 * progress is kept on the server per lesson: the course shows what is done, what is next and how
 * much of each module is behind them. Everything is the caller's own product: another's is never
 * found (404), an ended one is refused as every product screen refuses it, and the course grants
 * what its lessons show (the lecture's file, the section's text) without the media or book
 * product.
 */

const requestOnly = z.object({ requestId: z.uuid().optional() }).strict();
const percent = z.number().int().min(0).max(100);
const count = z.number().int().min(0);
const seconds = z.number().min(0);

/** A lesson's permanent id, from its course's manifest (content/courses). */
export const lessonSlug = z
  .string()
  .regex(
    /^[a-z0-9][a-z0-9-]{0,79}$/,
    'A lesson id is a lower-case slug such as heart-failure-reading.',
  );

const courseParams = z.object({ userProductId: idParam }).strict();
const lessonParams = z.object({ userProductId: idParam, lessonId: lessonSlug }).strict();

export const lessonKind = z.enum(LESSON_KINDS);
export const lessonStatus = z.enum(LESSON_STATUSES);

/** A lesson as the course page lists it, with where the learner stands in it. */
export const courseLessonSummary = z.object({
  lessonId: z.string(),
  title: z.string(),
  kind: lessonKind,
  /** about how long it takes: a lecture's length, a section's reading time, 2 minutes a question */
  minutes: z.number().int().min(1),
  status: lessonStatus,
  /** begun and not done: a lecture played, a quiz tried */
  started: z.boolean(),
  completedAt: z.iso.datetime().nullable(),
});
export type CourseLessonSummary = z.infer<typeof courseLessonSummary>;

/** How much of a module, or of the course, is done. */
const progress = {
  lessonsDone: count,
  lessonCount: count,
  /** rounded down: 100 only when every lesson is done */
  percentDone: percent,
};

export const courseModule = z.object({
  moduleId: z.string(),
  title: z.string(),
  summary: z.string(),
  lessons: z.array(courseLessonSummary),
  ...progress,
});
export type CourseModule = z.infer<typeof courseModule>;

export const course = z.object({
  userProductId: z.number().int(),
  productName: z.string(),
  title: z.string(),
  description: z.string(),
  modules: z.array(courseModule),
  ...progress,
  /** the lesson to resume at: the first not done, in course order; null once all are done */
  nextLessonId: z.string().nullable(),
  /** when the last lesson was done; null until every lesson is */
  completedAt: z.iso.datetime().nullable(),
});
export type Course = z.infer<typeof course>;

/** What every lesson answers with besides its own kind's part. */
const lessonBase = courseLessonSummary.extend({
  userProductId: z.number().int(),
  productName: z.string(),
  courseTitle: z.string(),
  moduleId: z.string(),
  moduleTitle: z.string(),
  /** its place in the course, from 1 */
  number: z.number().int().min(1),
  lessonCount: count,
  previousLessonId: z.string().nullable(),
  nextLessonId: z.string().nullable(),
});

export const courseVideo = z.object({
  title: z.string(),
  /** always video: a video lesson names a video lecture (the player takes media's kinds) */
  kind: z.literal('video'),
  speaker: z.string(),
  topicName: z.string(),
  description: z.string(),
  durationSeconds: seconds,
  mimeType: z.string(),
  /** where the file streams from (range requests), through the course */
  fileUrl: z.string(),
  captionsUrl: z.string().nullable(),
  captionsLanguage: z.string(),
  /** the learner's place in this lesson; 0 before they start */
  positionSeconds: seconds,
});
export type CourseVideo = z.infer<typeof courseVideo>;

export const courseReading = z.object({
  bookTitle: z.string(),
  chapterTitle: z.string(),
  sectionTitle: z.string(),
  /** the section's text: the question-text HTML subset (decision 0801) */
  html: z.string(),
});

/** A choice as the question asks it: its letter and plain text. */
export const quizChoice = z.object({ key: z.string(), text: z.string() });
/** A choice's own explanation: the question-text HTML subset. */
export const choiceExplanation = z.object({ key: z.string(), html: z.string() });

/** A quiz question as it is asked: no answer, no explanation. */
export const quizQuestion = z.object({
  questionId: z.string(),
  stemHtml: z.string(),
  leadIn: z.string(),
  choices: z.array(quizChoice),
});
export type QuizQuestion = z.infer<typeof quizQuestion>;

export const courseQuiz = z.object({
  passPercent: percent,
  questions: z.array(quizQuestion),
  /** the learner's best score so far; null before the first attempt */
  bestScorePercent: percent.nullable(),
  attempts: count,
});

export const videoLesson = lessonBase.extend({ kind: z.literal('video'), video: courseVideo });
export const readingLesson = lessonBase.extend({
  kind: z.literal('reading'),
  reading: courseReading,
});
export const quizLesson = lessonBase.extend({ kind: z.literal('quiz'), quiz: courseQuiz });
export const courseLesson = z.discriminatedUnion('kind', [videoLesson, readingLesson, quizLesson]);
export type CourseLesson = z.infer<typeof courseLesson>;
export type VideoLesson = z.infer<typeof videoLesson>;
export type ReadingLesson = z.infer<typeof readingLesson>;
export type QuizLesson = z.infer<typeof quizLesson>;

/** A lesson's standing after a write: the course page's summary of it. */
export const lessonProgress = z.object({
  lessonId: z.string(),
  done: z.boolean(),
  completedAt: z.iso.datetime().nullable(),
});
export type LessonProgress = z.infer<typeof lessonProgress>;

export const videoPlace = lessonProgress.extend({ positionSeconds: seconds });
export type VideoPlace = z.infer<typeof videoPlace>;

const choiceKey = z.enum(['A', 'B', 'C', 'D', 'E'], {
  error: 'A choice is one of the letters A to E.',
});

export const quizSubmission = z.strictObject({
  answers: z
    .array(
      z.strictObject({
        /** the question's permanent id in its bank, e.g. IM-0001 */
        questionId: z
          .string({ error: 'A question id is text such as IM-0001.' })
          .regex(/^[A-Z]{1,8}-[0-9]{4,6}$/, 'A question id is text such as IM-0001.'),
        choice: choiceKey,
      }),
      { error: 'The answers are a list of { questionId, choice }.' },
    )
    .min(1, 'Answer every question of the quiz.')
    .max(QUIZ_MAX_QUESTIONS, `A quiz has at most ${QUIZ_MAX_QUESTIONS} questions.`),
});
export type QuizSubmission = z.infer<typeof quizSubmission>;

/** A question graded: the learner's choice, the right one, and why. */
export const gradedQuestion = z.object({
  questionId: z.string(),
  chosen: z.string(),
  correctChoice: z.string(),
  correct: z.boolean(),
  explanationHtml: z.string(),
  /** each choice's own explanation, in the question's order */
  choiceExplanations: z.array(choiceExplanation),
  educationalObjective: z.string(),
});
export type GradedQuestion = z.infer<typeof gradedQuestion>;

export const quizResult = lessonProgress.extend({
  scorePercent: percent,
  correctCount: count,
  questionCount: count,
  passed: z.boolean(),
  bestScorePercent: percent,
  attempts: count,
  questions: z.array(gradedQuestion),
});
export type QuizResult = z.infer<typeof quizResult>;

export const markDoneBody = z.strictObject({
  /** a reading lesson is done once; sending it again keeps the first time */
  done: z.literal(true, { error: 'Send { "done": true } to mark the lesson as done.' }),
});

/** QUIZ_PASS_PERCENT for the OpenAPI reader: the contract says what passes. */
const PASS = `${QUIZ_PASS_PERCENT}%`;

export const courseEndpoints = {
  course: defineEndpoint({
    method: 'GET',
    path: '/api/3.0/courses/userproducts/:userProductId',
    summary:
      "A course product's modules and lessons, with each lesson's standing, each module's and the course's progress, and the lesson to resume at.",
    access: 'signedIn',
    params: courseParams,
    query: requestOnly,
    response: course,
  }),
  lesson: defineEndpoint({
    method: 'GET',
    path: '/api/3.0/courses/userproducts/:userProductId/lessons/:lessonId',
    summary:
      "One lesson by its kind: a lecture (where it streams from, the learner's place), a book section's text, or a quiz's questions without their answers.",
    access: 'signedIn',
    params: lessonParams,
    query: requestOnly,
    response: courseLesson,
  }),
  /** Not JSON: the lecture's bytes, whole (200) or a range (206); 416 beyond the end. */
  file: defineEndpoint({
    method: 'GET',
    path: '/api/3.0/courses/userproducts/:userProductId/lessons/:lessonId/file',
    summary:
      "A video lesson's lecture file, with HTTP range requests and validators, granted by the course.",
    access: 'signedIn',
    params: lessonParams,
    response: z.string().meta({ description: 'the video file' }),
  }),
  /** Not JSON: text/vtt. */
  captions: defineEndpoint({
    method: 'GET',
    path: '/api/3.0/courses/userproducts/:userProductId/lessons/:lessonId/captions.vtt',
    summary: "A video lesson's captions as WebVTT.",
    access: 'signedIn',
    params: lessonParams,
    response: z.string().meta({ description: 'text/vtt' }),
  }),
  savePosition: defineEndpoint({
    method: 'PUT',
    path: '/api/3.0/courses/userproducts/:userProductId/lessons/:lessonId/position',
    summary:
      "The learner's place in a video lesson; watched to the end (within 15 s of it) the lesson is done. Beyond the lecture's length is refused.",
    access: 'signedIn',
    params: lessonParams,
    query: requestOnly,
    body: positionUpdate,
    response: videoPlace,
  }),
  markDone: defineEndpoint({
    method: 'PUT',
    path: '/api/3.0/courses/userproducts/:userProductId/lessons/:lessonId/done',
    summary: 'Marks a reading lesson as done (again: kept as first done).',
    access: 'signedIn',
    params: lessonParams,
    query: requestOnly,
    body: markDoneBody,
    response: lessonProgress,
  }),
  submitQuiz: defineEndpoint({
    method: 'POST',
    path: '/api/3.0/courses/userproducts/:userProductId/lessons/:lessonId/quiz',
    summary: `A quiz lesson's answers, every question once: graded with the right choices and explanations; ${PASS} passes the lesson. Retakes are welcome; the best score is kept.`,
    access: 'signedIn',
    params: lessonParams,
    query: requestOnly,
    body: quizSubmission,
    response: quizResult,
  }),
};
