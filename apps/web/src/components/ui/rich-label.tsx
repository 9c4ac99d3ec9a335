import { lazy, Suspense } from 'react';

// DOMPurify loads with the first label shown (menus open after the first load).
const SanitizedHtml = lazy(() => import('./sanitized-html'));

/** The text of a piece of markup: parsed in an inert document, never run, tags dropped. */
export function plainText(markup: string): string {
  return new DOMParser().parseFromString(markup, 'text/html').body.textContent ?? '';
}

/** A label that may contain markup (spec §3 helpful link), rendered after sanitizing. */
export function RichLabel({ markup, className }: { markup: string; className?: string }) {
  return (
    <Suspense fallback={<span className={className}>{plainText(markup)}</span>}>
      <SanitizedHtml markup={markup} className={className} />
    </Suspense>
  );
}
