/**
 * Text search for the reference pages: case, accents, sub/superscripts (PaCO₂), Greek beta and
 * punctuation are ignored, so 'paco2', 'beta lactam' and 'pip-tazo' find what they should.
 */
export function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replaceAll('β', 'beta')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The words of a query, normalized; an empty list means "no filter". */
export function queryWords(query: string): string[] {
  const normalized = normalize(query);
  return normalized ? normalized.split(' ') : [];
}

/** Every word occurs in one of the texts (as a substring, so 'ferr' finds 'Ferritin'). */
export function matchesAll(
  words: readonly string[],
  texts: readonly (string | undefined)[],
): boolean {
  if (words.length === 0) return true;
  const haystack = normalize(texts.filter(Boolean).join(' '));
  return words.every((word) => haystack.includes(word));
}
