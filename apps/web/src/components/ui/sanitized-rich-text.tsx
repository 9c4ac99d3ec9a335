import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS } from '@boardready/contracts/rich-text-rules';
import DOMPurify from 'dompurify';

/** The block subset of question text (decision 0801); every other tag and attribute is dropped. */
const ALLOWED = {
  ALLOWED_TAGS: [...ALLOWED_TAGS.block],
  ALLOWED_ATTR: [...new Set(Object.values(ALLOWED_ATTRIBUTES).flat())],
};

/**
 * Sanitizing parses the text into a document: it is done once per text, not on every render of
 * the screen that shows it (a player re-renders with its clock), and it can be done ahead for a
 * text about to be shown. The oldest texts make room past the limit.
 */
const SANITIZED = new Map<string, string>();
const REMEMBERED_TEXTS = 300;

export function sanitize(html: string): string {
  let clean = SANITIZED.get(html);
  if (clean === undefined) {
    clean = DOMPurify.sanitize(html, ALLOWED);
    if (SANITIZED.size >= REMEMBERED_TEXTS) SANITIZED.delete(SANITIZED.keys().next().value ?? '');
    SANITIZED.set(html, clean);
  }
  return clean;
}

export default function SanitizedRichText({
  html,
  className,
}: {
  html: string;
  className?: string | undefined;
}) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized with the question-text allow-list
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitize(html) }} />;
}
