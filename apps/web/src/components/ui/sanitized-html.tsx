import DOMPurify from 'dompurify';

/** Only inline presentation markup survives: labels may carry a ® in <sup>, nothing more. */
const ALLOWED = {
  ALLOWED_TAGS: ['b', 'strong', 'i', 'em', 'sup', 'sub', 'span', 'br'],
  ALLOWED_ATTR: [],
};

export default function SanitizedHtml({
  markup,
  className,
}: {
  markup: string;
  className?: string | undefined;
}) {
  const html = { __html: DOMPurify.sanitize(markup, ALLOWED) };
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized with an allow-list of inline tags
  return <span className={className} dangerouslySetInnerHTML={html} />;
}
