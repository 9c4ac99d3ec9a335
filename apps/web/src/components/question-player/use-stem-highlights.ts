import type { HighlightRange } from '@boardready/contracts/qa-highlight-rules';
import { type RefObject, useEffect } from 'react';
import { rangeAt } from './text-ranges';

/**
 * Paints the learner's highlights over the stem with the CSS Custom Highlight API: the stem's
 * sanitized HTML is left as it is (no wrapping spans to keep in step with React), and screen
 * readers read the text unchanged. Browsers without the API show the text unhighlighted.
 * `name` is the highlight styled by `::highlight(name)` in styles.css (a book section paints its
 * own: components/question-player is the home of text ranges, whatever the text).
 */
export function useStemHighlights(
  stemRef: RefObject<HTMLElement | null>,
  highlights: readonly HighlightRange[],
  name = 'qa-highlight',
) {
  useEffect(() => {
    const stem = stemRef.current;
    if (!stem || typeof CSS === 'undefined' || !('highlights' in CSS)) return;
    const paint = () => {
      const ranges = highlights.flatMap((h) => rangeAt(stem, h) ?? []);
      CSS.highlights.set(name, new Highlight(...ranges));
    };
    paint();
    // The stem's sanitized HTML arrives after a lazy load: paint again once it is there.
    const observer = new MutationObserver(paint);
    observer.observe(stem, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      CSS.highlights.delete(name);
    };
  }, [stemRef, highlights, name]);
}
