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

const DENIAL = /\b(no|not|without|lacks?|except|unreliable)\b/;

/**
 * How a text mentions a (normalized) word: not at all, only in sentences that deny it ('No MRSA.',
 * 'No activity against MRSA'), or plainly. Ranks a search so that what covers MRSA comes before
 * what says it does not.
 */
export function mention(word: string, text: string | undefined): 'none' | 'denied' | 'plain' {
  let denied = false;
  for (const sentence of (text ?? '').split(/[.;:]\s/)) {
    const words = normalize(sentence);
    const at = words.indexOf(word);
    if (at < 0) continue;
    if (!DENIAL.test(words.slice(0, at))) return 'plain';
    denied = true;
  }
  return denied ? 'denied' : 'none';
}
