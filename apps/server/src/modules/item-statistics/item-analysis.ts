import { type ReviewReason, reviewReasons } from '@boardready/contracts/item-statistics-rules';
import type { QaChoiceKey } from '../../db/schema';

/**
 * Classical item analysis of one question from all learners' first answers (decision 1302),
 * pure: the database sums, this turns the sums into figures and the rules into reasons.
 */

/** A first answer's time counts up to this: a tab left open must not stretch the median. */
export const ANSWER_TIME_CAP_SECONDS = 600;

/**
 * The sums the point-biserial needs over the learners with a rest score: n of them, and over
 * them Σx, Σy, Σy², Σxy, where x = 1 when the first answer to this question was right (else 0)
 * and y = the learner's rest score (restScore below).
 */
export interface CorrelationSums {
  n: number;
  sx: number;
  sy: number;
  syy: number;
  sxy: number;
}

/**
 * A learner's rest score for a question: their first-time share correct over the bank's other
 * questions, (C − x) / (N − 1) from their bank tally (N first answers, C right) and this answer x.
 * Null when this was their only answer (no rest to score). The repository computes it in SQL the
 * same way; this is the definition the tests compare it with.
 */
export function restScore(
  bankAnswered: number,
  bankCorrect: number,
  right: boolean,
): number | null {
  if (bankAnswered <= 1) return null;
  const rest = (bankCorrect - (right ? 1 : 0)) / (bankAnswered - 1);
  return Math.min(1, Math.max(0, rest));
}

/** The sums of (x, y) pairs (tests, and the definition the SQL follows). */
export function correlationSums(
  pairs: readonly { right: boolean; rest: number }[],
): CorrelationSums {
  const sums = { n: 0, sx: 0, sy: 0, syy: 0, sxy: 0 };
  for (const { right, rest } of pairs) {
    const x = right ? 1 : 0;
    sums.n += 1;
    sums.sx += x;
    sums.sy += rest;
    sums.syy += rest * rest;
    sums.sxy += x * rest;
  }
  return sums;
}

/** Below this a variance is rounding noise: the correlation is undefined. */
const VARIANCE_EPSILON = 1e-12;

/**
 * The point-biserial correlation: Pearson's r between a 0/1 variable and a score, from the sums
 * (population moments; the n's cancel). Null with fewer than two learners, or when everyone
 * answered alike or has the same rest score (no variance: no correlation to speak of).
 */
export function pointBiserial({ n, sx, sy, syy, sxy }: CorrelationSums): number | null {
  if (n < 2) return null;
  const meanX = sx / n;
  const meanY = sy / n;
  // x is 0 or 1, so the mean of x² is the mean of x
  const varX = meanX - meanX * meanX;
  const varY = syy / n - meanY * meanY;
  if (varX <= VARIANCE_EPSILON || varY <= VARIANCE_EPSILON) return null;
  const r = (sxy / n - meanX * meanY) / Math.sqrt(varX * varY);
  return Math.min(1, Math.max(-1, r));
}

/** What the database gives for one question of a slice of the bank. */
export interface ItemAggregate {
  questionId: number;
  topicGroups: number[];
  answered: number;
  correct: number;
  choiceCounts: Partial<Record<QaChoiceKey, number>>;
  rest: CorrelationSums;
  timedAnswers: number;
  medianSeconds: number | null;
  flags: number;
  openFlags: number;
}

/** A question's row of statistics, as stored. */
export interface ItemStatisticRow {
  questionId: number;
  topicGroups: number[];
  answered: number;
  correct: number;
  pValue: number | null;
  discrimination: number | null;
  discriminationAnswers: number;
  choiceCounts: Partial<Record<QaChoiceKey, number>>;
  medianSeconds: number | null;
  timedAnswers: number;
  flags: number;
  openFlags: number;
  reasons: ReviewReason[];
  reviewRank: number;
}

export function itemStatisticsOf(aggregate: ItemAggregate): ItemStatisticRow {
  const pValue = aggregate.answered > 0 ? aggregate.correct / aggregate.answered : null;
  const discrimination = pointBiserial(aggregate.rest);
  const figures = {
    answered: aggregate.answered,
    pValue,
    discriminationAnswers: aggregate.rest.n,
    discrimination,
    openFlags: aggregate.openFlags,
  };
  const reasons = reviewReasons(figures);
  return {
    questionId: aggregate.questionId,
    topicGroups: aggregate.topicGroups,
    answered: aggregate.answered,
    correct: aggregate.correct,
    pValue,
    discrimination,
    discriminationAnswers: aggregate.rest.n,
    choiceCounts: aggregate.choiceCounts,
    medianSeconds: aggregate.medianSeconds,
    timedAnswers: aggregate.timedAnswers,
    flags: aggregate.flags,
    openFlags: aggregate.openFlags,
    reasons,
    reviewRank: reasons.length,
  };
}

/**
 * How many questions the next slice takes: each slice is one statement, and on the embedded
 * database a statement holds the event loop, so slices are kept near `targetMs`: halved when
 * one took twice as long, doubled when one took under half, within [min, max].
 */
export function nextSliceSize(
  size: number,
  tookMs: number,
  { targetMs, min, max }: { targetMs: number; min: number; max: number },
): number {
  const next = tookMs > 2 * targetMs ? size / 2 : tookMs < targetMs / 2 ? size * 2 : size;
  return Math.round(Math.min(max, Math.max(min, next)));
}
