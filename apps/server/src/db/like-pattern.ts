/**
 * A LIKE pattern that finds texts starting with `text` (in lower case, for a `lower(column)` of a
 * text_pattern_ops index: a range scan), LIKE's wildcards and escape taken literally.
 */
export const prefixPattern = (text: string) =>
  `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
