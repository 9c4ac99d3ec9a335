/**
 * Courses (issue 29, decision 1602): the rules the server and the course screens share. Zod-free,
 * as the SPA's course screens import them on their own.
 */

/** A lesson is a lecture to watch, a book section to read, or a short quiz of bank questions. */
export const LESSON_KINDS = ['video', 'reading', 'quiz'] as const;
export type LessonKind = (typeof LESSON_KINDS)[number];

/**
 * Where a lesson stands for the learner: done, the next one to take (the first not done, in
 * course order), or not started yet.
 */
export const LESSON_STATUSES = ['done', 'next', 'notStarted'] as const;
export type LessonStatus = (typeof LESSON_STATUSES)[number];

/** A quiz lesson is passed, and so done, at this share of its questions answered right. */
export const QUIZ_PASS_PERCENT = 70;

/** A quiz lesson asks this few to this many questions (a check, not an exam). */
export const QUIZ_MIN_QUESTIONS = 3;
export const QUIZ_MAX_QUESTIONS = 5;

/** The score of a quiz attempt, a whole percent (rounded half up). */
export function scorePercent(correct: number, total: number): number {
  return total <= 0 ? 0 : Math.round((correct * 100) / total);
}

/** Whether a quiz attempt with this score passes the lesson. */
export function quizPassed(percent: number): boolean {
  return percent >= QUIZ_PASS_PERCENT;
}

/** The share of lessons done, a whole percent, rounded down: 100 only when every one is done. */
export function percentDone(done: number, total: number): number {
  return total <= 0 ? 0 : Math.floor((done * 100) / total);
}

/** The lesson to take next: the first not done in course order; none when every one is done. */
export function nextLessonIndex(lessons: readonly { done: boolean }[]): number | null {
  const index = lessons.findIndex((lesson) => !lesson.done);
  return index === -1 ? null : index;
}
