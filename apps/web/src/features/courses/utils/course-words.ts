import type { Course, CourseLessonSummary, QuizResult } from '@boardready/contracts';
import type { LessonKind } from '@boardready/contracts/courses-rules';

/** What each kind of lesson is called, and its icon. */
export const KIND_LABEL: Record<LessonKind, string> = {
  video: 'Video',
  reading: 'Reading',
  quiz: 'Quiz',
};
export const KIND_ICON = {
  video: 'play_circle',
  reading: 'menu_book',
  quiz: 'quiz',
} as const satisfies Record<LessonKind, string>;

/** "3 of 11 lessons done" */
export function progressWords(done: number, count: number): string {
  return `${done} of ${count} ${count === 1 ? 'lesson' : 'lessons'} done`;
}

/** A lesson's standing in words: done, begun, the next one, or not started. */
export function statusLabel(lesson: Pick<CourseLessonSummary, 'status' | 'started'>): string {
  if (lesson.status === 'done') return 'Done';
  if (lesson.started) return 'In progress';
  if (lesson.status === 'next') return 'Up next';
  return 'Not started';
}

/** "About 8 min" */
export const minutesLabel = (minutes: number) => `About ${minutes} min`;

/**
 * The course page's call to go on: Start before anything is begun, Continue after; none once the
 * course is complete.
 */
export function continueAction(
  course: Pick<Course, 'nextLessonId' | 'lessonsDone' | 'modules'>,
): { label: 'Start' | 'Continue'; lesson: CourseLessonSummary } | null {
  const lessons = course.modules.flatMap((m) => m.lessons);
  const lesson = lessons.find((l) => l.lessonId === course.nextLessonId);
  if (!lesson) return null;
  const begun = course.lessonsDone > 0 || lessons.some((l) => l.started);
  return { label: begun ? 'Continue' : 'Start', lesson };
}

/** A quiz attempt in one sentence: the score, how many were right, and whether it passed. */
export function quizOutcome(
  result: Pick<QuizResult, 'scorePercent' | 'correctCount' | 'questionCount' | 'passed'>,
  passPercent: number,
): string {
  const score = `You scored ${result.scorePercent}% (${result.correctCount} of ${result.questionCount} right)`;
  return result.passed
    ? `${score}: passed. This lesson is done.`
    : `${score}: not passed yet. ${passPercent}% passes; review the explanations and try again.`;
}
