import { lazy, Suspense } from 'react';

// DOMPurify loads with the first label shown (menus open after the first load).
const SanitizedHtml = lazy(() => import('./sanitized-html'));

/** Elements whose content a reader never sees as text. */
const HIDDEN_CONTENT = /<(script|style|template|noscript|textarea|title)\b[\s\S]*?<\/\1\s*>/gi;
/** A tag (quoted attribute values may hold '>'), a comment, or a doctype. */
const TAG = /<!--[\s\S]*?-->|<[!?/]?[a-z][^>"']*(?:(?:"[^"]*"|'[^']*')[^>"']*)*>/gi;

/**
 * The text of a piece of markup (a product name with a trademark sign, say), for places that
 * show text only. No element is ever created, so nothing in it can load or run (or trip the
 * content security policy); entities such as &reg; are decoded by the browser's own parser in
 * its text-only mode.
 */
export function plainText(markup: string): string {
  const text = markup.replace(HIDDEN_CONTENT, '').replace(TAG, '');
  const decoder = document.createElement('textarea');
  decoder.innerHTML = text;
  return decoder.value;
}

/** A label that may contain markup (spec §3 helpful link), rendered after sanitizing. */
export function RichLabel({ markup, className }: { markup: string; className?: string }) {
  return (
    <Suspense fallback={<span className={className}>{plainText(markup)}</span>}>
      <SanitizedHtml markup={markup} className={className} />
    </Suspense>
  );
}
