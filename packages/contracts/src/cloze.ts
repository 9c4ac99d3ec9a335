/**
 * Cloze deletions of flash-card text (content/decks/README.md): `{{c1::answer}}` or
 * `{{c1::answer::hint}}`. Each number is a card of its own, and every deletion with that number is
 * hidden on it. Zod-free: the server's deck import and the SPA's card read the text the same way.
 */

export interface ClozeDeletion {
  ordinal: number;
  answer: string;
  hint: string | null;
  /** the whole `{{…}}` marker: text.slice(start, end) */
  start: number;
  end: number;
}

/** The card's two sides, rich text as the note's. */
export interface ClozeSides {
  front: string;
  back: string;
}

/** What the front shows in place of the deletion asked, when it has no hint. */
export const CLOZE_BLANK = '[...]';

// An answer holds neither `::` nor `}}`; a hint holds no `}}`.
const DELETION = /\{\{c(\d+)::((?:(?!::|\}\})[\s\S])*)(?:::((?:(?!\}\})[\s\S])*))?\}\}/g;

/** Every deletion of a cloze text, in reading order. */
export function clozeDeletions(text: string): ClozeDeletion[] {
  return [...text.matchAll(DELETION)].map((match) => ({
    ordinal: Number(match[1]),
    answer: match[2] ?? '',
    hint: match[3] ?? null,
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** The card numbers of a cloze note, ascending, each once. */
export function clozeOrdinals(text: string): number[] {
  return [...new Set(clozeDeletions(text).map((d) => d.ordinal))].sort((a, b) => a - b);
}

/**
 * Card `ordinal` of a cloze text: on the front its deletions are blanks ([...] or [hint]), on the
 * back their answers in <strong>; the note's other deletions read as their answers on both sides.
 */
export function clozeSides(text: string, ordinal: number): ClozeSides {
  const side = (asked: (d: ClozeDeletion) => string) => {
    let out = '';
    let from = 0;
    for (const deletion of clozeDeletions(text)) {
      out += text.slice(from, deletion.start);
      out += deletion.ordinal === ordinal ? asked(deletion) : deletion.answer;
      from = deletion.end;
    }
    return out + text.slice(from);
  };
  return {
    front: side((d) => (d.hint === null ? CLOZE_BLANK : `[${d.hint}]`)),
    back: side((d) => `<strong>${d.answer}</strong>`),
  };
}
