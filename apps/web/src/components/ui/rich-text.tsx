import { lazy, Suspense } from 'react';

const loadSanitizer = () => import('./sanitized-rich-text');
const SanitizedRichText = lazy(loadSanitizer);

/**
 * Sanitizes texts about to be shown (the next question's) a task at a time, so that showing them
 * is only drawing them.
 */
export function prepareRichText(htmls: readonly string[]) {
  loadSanitizer().then(({ sanitize }) => {
    for (const html of htmls) setTimeout(() => sanitize(html), 0);
  });
}

/**
 * Tables in rich text on a phone: a phone's column is narrower than some words and lab values,
 * so they break rather than push the page sideways (question stems and book sections alike).
 */
export const NARROW_SCREEN_TABLES =
  'max-sm:[&_table]:text-[0.8em] max-sm:[&_td]:px-2 max-sm:[&_th]:px-2 max-sm:[&_td]:wrap-anywhere max-sm:[&_th]:wrap-anywhere max-sm:[&_td:first-child]:min-w-[6.5em]';

/**
 * Question text (a stem, an explanation): the block subset of decision 0801 — paragraphs, lists,
 * tables, images — sanitized with DOMPurify, which loads with the first one shown.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <Suspense fallback={<div className={className} aria-busy="true" />}>
      <SanitizedRichText html={html} className={className} />
    </Suspense>
  );
}
