/**
 * Flash-card constants without zod (issue 24): the player and the settings form show them before
 * zod loads, the contracts and the server enforce them.
 */

/** 1 Again, 2 Hard, 3 Good, 4 Easy (FSRS and Anki). */
export const RATINGS = [1, 2, 3, 4] as const;
export type Rating = (typeof RATINGS)[number];
export const RATING_NAMES: Record<Rating, string> = { 1: 'Again', 2: 'Hard', 3: 'Good', 4: 'Easy' };

export const DEFAULT_DESIRED_RETENTION = 0.9;
export const MIN_DESIRED_RETENTION = 0.7;
export const MAX_DESIRED_RETENTION = 0.97;
export const DEFAULT_NEW_CARDS_PER_DAY = 20;
export const DEFAULT_MAX_REVIEWS_PER_DAY = 200;
export const MAX_DAILY_LIMIT = 9999;
/** A review longer than an hour is a card left open, not thinking time. */
export const MAX_REVIEW_DURATION_MS = 3_600_000;
/**
 * A grade given offline carries when it was given (decision 1705), at most this long ago: a
 * week-old queue is not the learner's memory any more.
 */
export const MAX_OFFLINE_REVIEW_AGE_MS = 7 * 86_400_000;
