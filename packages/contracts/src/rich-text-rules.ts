/**
 * The rich-text subset of question text (decision 0801), zod-free: the server's import refuses
 * anything else, and the SPA's sanitizer keeps exactly this, so the two can never disagree.
 */

/** Where a piece of rich text sits: `block` for stems and explanations, `inline` for one line. */
export type RichTextKind = 'block' | 'inline';

export const INLINE_TAGS = ['strong', 'em', 'sub', 'sup'] as const;
const BLOCK_ONLY_TAGS = [
  'p',
  'ul',
  'ol',
  'li',
  'table',
  'caption',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'br',
  'img',
] as const;

export const ALLOWED_TAGS: Record<RichTextKind, readonly string[]> = {
  block: [...BLOCK_ONLY_TAGS, ...INLINE_TAGS],
  inline: INLINE_TAGS,
};

/** Attributes allowed per tag; every other attribute (style, class, on…) is refused. */
export const ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  img: ['src', 'alt'],
  th: ['scope', 'colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};
