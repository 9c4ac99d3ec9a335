import { MAX_REVIEW_DURATION_MS } from '@boardready/contracts/flash-card-rules';

/**
 * The time a card took, from its front shown to its grade, in whole milliseconds within the
 * contract's bounds: a card left open longer than the cap counts as the cap.
 */
export function reviewDuration(shownAt: number, gradedAt: number): number {
  const elapsed = Math.round(gradedAt - shownAt);
  if (!Number.isFinite(elapsed) || elapsed < 0) return 0;
  return Math.min(elapsed, MAX_REVIEW_DURATION_MS);
}

/** A card's time as the card info lists it: "8 s", "1 min 5 s". */
export function reviewDurationText(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}
