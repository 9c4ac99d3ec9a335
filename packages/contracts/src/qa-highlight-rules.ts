/**
 * Highlights a learner makes in a question's stem: ranges of character offsets in the stem's
 * text (its text content, as the browser renders it). Kept without zod so the player's first
 * render does not need it; the server and the SPA normalise with the same function.
 */
export interface HighlightRange {
  start: number;
  end: number;
}

/** A stem's highlights at most: more than this is no longer highlighting. */
export const MAX_HIGHLIGHTS = 50;
/** Offsets past this cannot be in a stem (the source format caps stems well below). */
export const MAX_HIGHLIGHT_OFFSET = 20_000;

/** Sorted, with overlapping or touching ranges merged into one. */
export function mergeHighlights(ranges: readonly HighlightRange[]): HighlightRange[] {
  const sorted = [...ranges].filter((r) => r.end > r.start).sort((a, b) => a.start - b.start);
  const merged: HighlightRange[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

/** The ranges with [start, end) taken out: un-highlighting part of a highlight. */
export function removeHighlight(
  ranges: readonly HighlightRange[],
  cut: HighlightRange,
): HighlightRange[] {
  return ranges.flatMap((r) => {
    if (cut.end <= r.start || cut.start >= r.end) return [r];
    const pieces: HighlightRange[] = [];
    if (r.start < cut.start) pieces.push({ start: r.start, end: cut.start });
    if (cut.end < r.end) pieces.push({ start: cut.end, end: r.end });
    return pieces;
  });
}
