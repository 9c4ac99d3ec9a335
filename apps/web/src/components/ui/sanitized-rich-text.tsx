import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS } from '@boardready/contracts/rich-text-rules';
import DOMPurify from 'dompurify';

/** The block subset of question text (decision 0801); every other tag and attribute is dropped. */
const ALLOWED = {
  ALLOWED_TAGS: [...ALLOWED_TAGS.block],
  ALLOWED_ATTR: [...new Set(Object.values(ALLOWED_ATTRIBUTES).flat())],
};

export default function SanitizedRichText({
  html,
  className,
}: {
  html: string;
  className?: string | undefined;
}) {
  const markup = { __html: DOMPurify.sanitize(html, ALLOWED) };
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized with the question-text allow-list
  return <div className={className} dangerouslySetInnerHTML={markup} />;
}
