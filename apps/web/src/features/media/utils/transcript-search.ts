/**
 * The transcript's search: the words typed, each found anywhere in a cue (case and accents
 * aside), and the cue's text cut into parts so the words found can be drawn in <mark>.
 */

/** Lower case without accents, so "Graves" finds "graves'" and "naive" finds "naïve". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a query, folded, longest first (so a longer word is marked whole). */
export function searchWords(query: string): string[] {
  const words = fold(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
  return [...new Set(words)].sort((a, b) => b.length - a.length);
}

/** A cue matches when it holds every word of the query. */
export function cueMatches(text: string, words: readonly string[]): boolean {
  if (words.length === 0) return false;
  const folded = fold(text);
  return words.every((word) => folded.includes(word));
}

export interface TextPart {
  text: string;
  marked: boolean;
}

/**
 * The cue's text in parts, the words found marked. Folding keeps one character per character
 * for the letters a transcript holds, so the folded text's positions are the text's; where it
 * does not (a rare ligature), the text is returned unmarked rather than cut wrongly.
 */
export function markedParts(text: string, words: readonly string[]): TextPart[] {
  const folded = fold(text);
  if (words.length === 0 || folded.length !== text.length) return [{ text, marked: false }];
  const marks = new Array<boolean>(text.length).fill(false);
  for (const word of words) {
    for (let at = folded.indexOf(word); at >= 0; at = folded.indexOf(word, at + word.length)) {
      marks.fill(true, at, at + word.length);
    }
  }
  const parts: TextPart[] = [];
  for (let i = 0; i < text.length; i++) {
    const last = parts[parts.length - 1];
    if (last && last.marked === marks[i]) last.text += text[i];
    else parts.push({ text: text[i] ?? '', marked: marks[i] ?? false });
  }
  return parts;
}
