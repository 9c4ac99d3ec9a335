/**
 * One definition of each figure a learner reads about their own work (issue 22), for the server
 * that counts and every screen that shows it: the same work gives the same number under the same
 * name everywhere. Zod-free: the SPA imports it.
 *
 * - **Score** (a session's): the questions answered right, of those answered in it. Unanswered
 *   questions are counted apart ("2 unanswered"), never as wrong.
 * - **First-time score** (a question bank's): the questions whose first answer was right, of the
 *   questions answered. A question answered again later keeps its first result, as board-review
 *   banks count it; an answer of a running test-mode session counts once the session ends.
 */
export const FIGURE_NAMES = {
  score: 'Score',
  firstTimeScore: 'First-time score',
} as const;

/**
 * Pace: the board exam's time a question, about 2 minutes (decision 0903). A timed session's
 * default limit and the yardstick beside a learner's time per question.
 */
export const EXAM_PACE_SECONDS = 120;

/** A share in percent with one decimal; null when nothing was answered. */
export function percentCorrect(correct: number, answered: number): number | null {
  return answered > 0 ? Math.round((correct / answered) * 1000) / 10 : null;
}

/** A percent as the screens write it: '—' when there is nothing to count. */
export function percentText(percent: number | null): string {
  return percent === null ? '—' : `${percent}%`;
}

/** '50% (1/2)': the score with the counts it is made of. */
export function scoreText(correct: number, answered: number): string {
  return `${percentText(percentCorrect(correct, answered))} (${correct}/${answered})`;
}

/** '1 of 2 right the first time': the counts behind a first-time score. */
export function firstTimeDetail(correct: number, answered: number): string {
  return `${correct} of ${answered} right the first time`;
}
