import { lazy, Suspense } from 'react';

const SanitizedRichText = lazy(() => import('./sanitized-rich-text'));

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
