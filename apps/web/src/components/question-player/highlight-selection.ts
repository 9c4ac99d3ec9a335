import {
  type HighlightRange,
  mergeHighlights,
  removeHighlight,
} from '@boardready/contracts/qa-highlight-rules';
import { isCovered, offsetsOf } from './text-ranges';

export const HIGHLIGHT_HINT = 'Select words in the question first, then press Highlight (or H).';

/**
 * The stem's highlights after the Highlight tool: the words selected in the stem get one, or
 * lose it when all of them had one. Null when nothing in the stem is selected.
 */
export function highlightSelection(
  stem: HTMLElement | null,
  current: readonly HighlightRange[],
): HighlightRange[] | null {
  const selection = window.getSelection();
  const part =
    stem && selection && selection.rangeCount > 0 ? offsetsOf(stem, selection.getRangeAt(0)) : null;
  if (!part) return null;
  selection?.removeAllRanges();
  return isCovered(current, part)
    ? removeHighlight(current, part)
    : mergeHighlights([...current, part]);
}
