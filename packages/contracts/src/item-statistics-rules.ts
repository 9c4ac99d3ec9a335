/**
 * Item statistics (issue 26, decision 1302) without zod: when a question needs review, and the
 * list's sorts. The server's background run applies `reviewReasons` to every question; the SPA
 * shows each reason with these thresholds.
 */

/** Fewer first answers than this say too little about a question's difficulty or discrimination. */
export const MIN_ANSWERS_FOR_STATISTICS = 30;
/** A point-biserial below this discriminates badly (below 0: stronger learners miss it more). */
export const LOW_DISCRIMINATION = 0.1;
/** A share correct below this: too hard, or miskeyed. */
export const HARD_P_VALUE = 0.2;
/** A share correct above this: too easy to teach or measure anything. */
export const EASY_P_VALUE = 0.95;
/** Open flags (not yet settled by staff) that make a question need review whatever its answers. */
export const FLAGS_FOR_REVIEW = 3;
/** …or at least this share of its answerers flagging it, */
export const FLAG_SHARE_FOR_REVIEW = 0.01;
/** …counted from this many flags (one learner alone is the feedback queue's, not a pattern). */
export const MIN_FLAGS_FOR_SHARE = 2;

/** Why a question needs review, most pressing first. */
export const REVIEW_REASONS = ['flagged', 'lowDiscrimination', 'tooHard', 'tooEasy'] as const;
export type ReviewReason = (typeof REVIEW_REASONS)[number];

/** The figures the rules read (a question's row of statistics). */
export interface ReviewFigures {
  /** learners with a first answer to it */
  answered: number;
  /** share of those first answers that were right; null without answers */
  pValue: number | null;
  /** learners with a rest score (the point-biserial's sample) */
  discriminationAnswers: number;
  discrimination: number | null;
  /** learners' flags staff have not settled */
  openFlags: number;
}

/** The reasons a question needs review, in REVIEW_REASONS' order; [] when it is fine. */
export function reviewReasons(item: ReviewFigures): ReviewReason[] {
  const reasons: ReviewReason[] = [];
  const flaggedByShare =
    item.openFlags >= MIN_FLAGS_FOR_SHARE &&
    item.openFlags >= FLAG_SHARE_FOR_REVIEW * item.answered;
  if (item.openFlags >= FLAGS_FOR_REVIEW || flaggedByShare) reasons.push('flagged');
  if (
    item.discrimination !== null &&
    item.discriminationAnswers >= MIN_ANSWERS_FOR_STATISTICS &&
    item.discrimination < LOW_DISCRIMINATION
  )
    reasons.push('lowDiscrimination');
  if (item.pValue !== null && item.answered >= MIN_ANSWERS_FOR_STATISTICS) {
    if (item.pValue < HARD_P_VALUE) reasons.push('tooHard');
    if (item.pValue > EASY_P_VALUE) reasons.push('tooEasy');
  }
  return reasons;
}

/**
 * The list's orders: `review` puts the questions that need review first (most reasons, then most
 * open flags), then the rest by question; the others sort by one figure, questions without it
 * last.
 */
export const ITEM_STATISTIC_SORTS = [
  'review',
  'question',
  'pValue',
  'discrimination',
  'answered',
  'medianSeconds',
  'flags',
] as const;
export type ItemStatisticSort = (typeof ITEM_STATISTIC_SORTS)[number];
export const ITEM_STATISTIC_ORDERS = ['asc', 'desc'] as const;
export type ItemStatisticOrder = (typeof ITEM_STATISTIC_ORDERS)[number];

/** Each sort's natural direction: the hardest, the worst discriminating, the most answered first. */
export const DEFAULT_ITEM_STATISTIC_ORDER: Record<ItemStatisticSort, ItemStatisticOrder> = {
  review: 'desc',
  question: 'asc',
  pValue: 'asc',
  discrimination: 'asc',
  answered: 'desc',
  medianSeconds: 'desc',
  flags: 'desc',
};

export const ITEM_STATISTICS_PAGE_SIZE = 50;
export const MAX_ITEM_STATISTICS_PAGE_SIZE = 100;
/** A page past any bank's end (20 000 questions are 400 pages of 50). */
export const MAX_ITEM_STATISTICS_PAGE = 10_000;
