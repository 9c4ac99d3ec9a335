import { z } from 'zod';
import { defineEndpoint, idParam } from './endpoint';

/**
 * Q&A performance reports (issue 9; decision 0903): the progress summary at the path spec §7
 * names, the full report beside it under the same `reportsrad` family, and the reset of a bank's
 * history. Every figure is computed from the learner's first answer to each question.
 */

export { EXAM_PACE_SECONDS } from './learner-figures';

const userProductParams = z.object({ userProductId: idParam }).strict();
/** A share in percent with one decimal, or null when there is nothing to divide. */
const percent = z.number().min(0).max(100).nullable();

export const qaProgressSummary = z.object({
  userProductId: z.number().int(),
  /** published questions of the bank */
  totalQuestions: z.number().int(),
  /** questions the learner has answered at least once */
  answeredQuestions: z.number().int(),
  /** questions whose first answer was right */
  correctQuestions: z.number().int(),
  scorePercent: percent,
  /** all learners' first answers on the questions this learner answered */
  peerScorePercent: percent,
  /** share of the other learners of the bank with a lower score (ties count half) */
  percentile: z.number().int().min(0).max(100).nullable(),
  /** other learners of the bank with at least one answer */
  peerCount: z.number().int(),
  averageSecondsPerQuestion: z.number().nullable(),
  examPaceSeconds: z.number().int(),
  lastAnsweredAt: z.string().nullable(),
});
export type QaProgressSummary = z.infer<typeof qaProgressSummary>;

export const qaTopicPerformance = z.object({
  topicId: z.number().int(),
  name: z.string(),
  totalQuestions: z.number().int(),
  answeredQuestions: z.number().int(),
  correctQuestions: z.number().int(),
  scorePercent: percent,
  peerScorePercent: percent,
});
export type QaTopicPerformance = z.infer<typeof qaTopicPerformance>;

export const qaTrendWeek = z.object({
  /** Monday of the week (UTC), YYYY-MM-DD */
  weekStart: z.string(),
  answeredQuestions: z.number().int(),
  correctQuestions: z.number().int(),
  scorePercent: z.number(),
});
export type QaTrendWeek = z.infer<typeof qaTrendWeek>;

export const qaPerformanceReport = z.object({
  summary: qaProgressSummary,
  bankTitle: z.string(),
  /** top-level topics of the bank, in the bank's order */
  topics: z.array(qaTopicPerformance),
  /** the last weeks with answers, oldest first (at most MAX_TREND_WEEKS) */
  trend: z.array(qaTrendWeek),
});
export type QaPerformanceReport = z.infer<typeof qaPerformanceReport>;
export const MAX_TREND_WEEKS = 26;

export const qaHistoryReset = z.object({ confirm: z.literal(true) }).strict();

export const qaReportEndpoints = {
  progressSummary: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/qa/reportsrad/:userProductId/progresssummary',
    summary: "The learner's progress in a Q&A product: score, percentile, pace.",
    watched: true,
    access: 'signedIn',
    params: userProductParams,
    response: qaProgressSummary,
  }),
  performanceReport: defineEndpoint({
    method: 'GET',
    path: '/api/3.0/qa/reportsrad/:userProductId/performance',
    summary: 'The performance report of a Q&A product: summary, topics beside peers, weekly trend.',
    access: 'signedIn',
    params: userProductParams,
    response: qaPerformanceReport,
  }),
  resetHistory: defineEndpoint({
    method: 'POST',
    path: '/api/3.0/qa/reportsrad/:userProductId/reset',
    summary: "Erase the learner's sessions, answers and statistics of this product's bank.",
    access: 'signedIn',
    params: userProductParams,
    body: qaHistoryReset,
    response: qaProgressSummary,
  }),
};
