import { Suspense, use, useEffect, useState } from 'react';

type Sanitizer = typeof import('./sanitized-rich-text');
let sanitizer: Sanitizer | undefined;
let loading: Promise<Sanitizer> | undefined;
const loadSanitizer = () =>
  (loading ??= import('./sanitized-rich-text').then((module) => {
    sanitizer = module;
    // marked as React marks a settled promise, so use() returns it without suspending
    Object.assign(loading!, { status: 'fulfilled', value: module });
    return module;
  }));

/** Starts loading DOMPurify ahead of a screen that will show question text. */
export function preloadRichText() {
  return loadSanitizer().then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Whether question text can be drawn at once (DOMPurify has loaded); starts loading it. A screen
 * that shows its text only then never draws it empty and pushes what is below it down (CLS).
 */
export function useRichTextReady(): boolean {
  const [ready, setReady] = useState(() => sanitizer !== undefined);
  useEffect(() => {
    // A failed load is shown too: RichText then throws it to the screen's error boundary.
    const show = () => setReady(true);
    if (!ready) loadSanitizer().then(show, show);
  }, [ready]);
  return ready;
}

function Sanitized({ html, className }: { html: string; className?: string | undefined }) {
  // once loaded, drawn in the same render (React.lazy would suspend on each first mount); use() is
  // called on every render, as React requires of a component that suspended on it once
  const { default: SanitizedRichText } = use(loadSanitizer());
  return <SanitizedRichText html={html} className={className} />;
}

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
 * Reading text in the question-text subset (decision 0801): paragraphs, lists, tables with a
 * caption and header cells, images. Its size follows the learner's text-size preference
 * (text-question), like a question's stem. A book section's, in the reader and in a course.
 */
export const READING_TEXT = [
  'flex flex-col gap-4 text-question text-slate-800',
  '[&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-6 [&_ol]:pl-6 [&_li]:mt-1.5 [&_li]:pl-1 [&_li]:marker:text-slate-500',
  '[&_table]:my-2 [&_table]:w-full [&_table]:bg-white [&_table]:border-collapse [&_table]:text-[0.875em] [&_table]:leading-normal',
  '[&_caption]:mb-2 [&_caption]:text-left [&_caption]:font-semibold [&_caption]:text-slate-900',
  '[&_th]:border [&_th]:border-slate-300 [&_th]:bg-slate-100 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:align-bottom [&_th]:font-semibold [&_th]:text-slate-900',
  '[&_td]:border [&_td]:border-slate-300 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top',
  '[&_tbody_tr:nth-child(even)]:bg-slate-50 [&_td]:break-words [&_th]:break-words [&_td]:hyphens-auto [&_th]:hyphens-auto',
  NARROW_SCREEN_TABLES,
  '[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-md',
].join(' ');

/**
 * Question text (a stem, an explanation): the block subset of decision 0801 — paragraphs, lists,
 * tables, images — sanitized with DOMPurify, which loads with the first one shown.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <Suspense fallback={<div className={className} aria-busy="true" />}>
      <Sanitized html={html} className={className} />
    </Suspense>
  );
}
