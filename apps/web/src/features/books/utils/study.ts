import type { BookHighlight } from '@boardready/contracts';
import { type HighlightRange, mergeHighlights } from '@boardready/contracts/qa-highlight-rules';

/**
 * A section's highlights as the text paints them: those with a note apart from those without
 * (two colours), each set merged where they overlap. Highlights the text no longer places are
 * left out (they still list, with their quote).
 */
export function paintedHighlights(
  highlights: readonly BookHighlight[],
  sectionId: string,
): { plain: HighlightRange[]; noted: HighlightRange[] } {
  const placed = highlights.filter((h) => h.sectionId === sectionId && h.range !== null);
  const ranges = (noted: boolean) =>
    mergeHighlights(placed.filter((h) => (h.note !== null) === noted).map((h) => h.range!));
  return { plain: ranges(false), noted: ranges(true) };
}

/** The note as typed: trimmed, and an empty one is none. */
export function noteOrNull(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** A quote for a list: one line of white space at most, cut at a word past `max` characters. */
export function shortQuote(quote: string, max = 240): string {
  const flat = quote.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
