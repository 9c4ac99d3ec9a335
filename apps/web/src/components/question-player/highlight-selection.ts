import {
  type HighlightRange,
  mergeHighlights,
  removeHighlight,
} from '@boardready/contracts/qa-highlight-rules';
import { isCovered, offsetsOf } from './text-ranges';

export const HIGHLIGHT_HINT = 'Select words in the question first, then press Highlight (or H).';

/**
 * The words selected in a text (a stem, a book section) as offsets in its text content, clipped
 * to it; null when nothing in it is selected. The selection is left as it is.
 */
export function selectedPart(container: HTMLElement | null): HighlightRange | null {
  const selection = window.getSelection();
  return container && selection && selection.rangeCount > 0
    ? offsetsOf(container, selection.getRangeAt(0))
    : null;
}

/**
 * The stem's highlights after the Highlight tool: the words selected in the stem get one, or
 * lose it when all of them had one. Null when nothing in the stem is selected.
 */
export function highlightSelection(
  stem: HTMLElement | null,
  current: readonly HighlightRange[],
): HighlightRange[] | null {
  const part = selectedPart(stem);
  if (!part) return null;
  window.getSelection()?.removeAllRanges();
  return isCovered(current, part)
    ? removeHighlight(current, part)
    : mergeHighlights([...current, part]);
}
