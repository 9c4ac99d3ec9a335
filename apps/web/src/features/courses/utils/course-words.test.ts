import type { Course, CourseLessonSummary } from '@boardready/contracts';
import { describe, expect, test } from 'vitest';
import { continueAction, progressWords, quizOutcome, statusLabel } from './course-words';

const lesson = (
  lessonId: string,
  over: Partial<CourseLessonSummary> = {},
): CourseLessonSummary => ({
  lessonId,
  title: lessonId,
  kind: 'reading',
  minutes: 3,
  status: 'notStarted',
  started: false,
  completedAt: null,
  ...over,
});
const courseOf = (lessons: CourseLessonSummary[], nextLessonId: string | null) =>
  ({
    nextLessonId,
    lessonsDone: lessons.filter((l) => l.status === 'done').length,
    modules: [{ lessons }],
  }) as unknown as Pick<Course, 'nextLessonId' | 'lessonsDone' | 'modules'>;

describe('the course page’s words (issue 29)', () => {
  test('a lesson’s standing: done, begun, next, or not started', () => {
    expect(statusLabel({ status: 'done', started: false })).toBe('Done');
    expect(statusLabel({ status: 'next', started: true })).toBe('In progress');
    expect(statusLabel({ status: 'notStarted', started: true })).toBe('In progress');
    expect(statusLabel({ status: 'next', started: false })).toBe('Up next');
    expect(statusLabel({ status: 'notStarted', started: false })).toBe('Not started');
  });

  test('Start before anything is begun, Continue after, nothing once every lesson is done', () => {
    const fresh = [lesson('a', { status: 'next' }), lesson('b')];
    expect(continueAction(courseOf(fresh, 'a'))).toEqual({ label: 'Start', lesson: fresh[0] });
    // a video played but not finished is a beginning
    const played = [lesson('a', { status: 'next', started: true }), lesson('b')];
    expect(continueAction(courseOf(played, 'a'))?.label).toBe('Continue');
    // a later lesson done first: the first not done is still the one to go on with
    const skipped = [lesson('a', { status: 'next' }), lesson('b', { status: 'done' })];
    expect(continueAction(courseOf(skipped, 'a'))).toEqual({
      label: 'Continue',
      lesson: skipped[0],
    });
    expect(continueAction(courseOf([lesson('a', { status: 'done' })], null))).toBeNull();
  });

  test('progress and a quiz’s outcome in words', () => {
    expect(progressWords(3, 11)).toBe('3 of 11 lessons done');
    expect(progressWords(0, 1)).toBe('0 of 1 lesson done');
    expect(
      quizOutcome({ scorePercent: 75, correctCount: 3, questionCount: 4, passed: true }, 70),
    ).toBe('You scored 75% (3 of 4 right): passed. This lesson is done.');
    expect(
      quizOutcome({ scorePercent: 50, correctCount: 2, questionCount: 4, passed: false }, 70),
    ).toBe(
      'You scored 50% (2 of 4 right): not passed yet. 70% passes; review the explanations and try again.',
    );
  });
});
