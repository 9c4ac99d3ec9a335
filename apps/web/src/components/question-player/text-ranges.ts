import type { HighlightRange } from '@boardready/contracts/qa-highlight-rules';

function textNodes(container: Node): Text[] {
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  return nodes;
}

/** The offset in the container's text of a (node, offset) boundary point of a DOM range. */
function textOffset(container: Node, node: Node, offset: number): number {
  const probe = document.createRange();
  probe.selectNodeContents(container);
  probe.setEnd(node, offset);
  return probe.toString().length;
}

/**
 * A selection's place in the container's text as character offsets, clipped to the container;
 * null when it does not reach into it or selects nothing.
 */
export function offsetsOf(container: Node, range: Range): HighlightRange | null {
  const whole = document.createRange();
  whole.selectNodeContents(container);
  if (
    range.compareBoundaryPoints(Range.END_TO_START, whole) >= 0 ||
    range.compareBoundaryPoints(Range.START_TO_END, whole) <= 0
  ) {
    return null;
  }
  const startsBefore = range.compareBoundaryPoints(Range.START_TO_START, whole) < 0;
  const endsAfter = range.compareBoundaryPoints(Range.END_TO_END, whole) > 0;
  const start = startsBefore ? 0 : textOffset(container, range.startContainer, range.startOffset);
  const end = endsAfter
    ? whole.toString().length
    : textOffset(container, range.endContainer, range.endOffset);
  return end > start ? { start, end } : null;
}

/** The DOM range of [start, end) of the container's text (the inverse of offsetsOf). */
export function rangeAt(container: Node, { start, end }: HighlightRange): Range | null {
  const range = document.createRange();
  let seen = 0;
  let started = false;
  for (const node of textNodes(container)) {
    const length = node.data.length;
    if (!started && start <= seen + length) {
      range.setStart(node, start - seen);
      started = true;
    }
    if (started && end <= seen + length) {
      range.setEnd(node, end - seen);
      return range;
    }
    seen += length;
  }
  return null;
}

/** Whether every character of `part` is already highlighted (then the same gesture removes it). */
export function isCovered(ranges: readonly HighlightRange[], part: HighlightRange): boolean {
  return ranges.some((r) => r.start <= part.start && part.end <= r.end);
}
