import type { Bank, BankIssue, CatalogProduct, SourceFile } from '../qbank-content/bank';
import { DeckContext } from './deck-checks';
import { cardFileSchema, type DeckSource } from './source-format';

/**
 * A flash-card deck as the rest of the server sees it: typed, checked against its bank and book.
 * `buildDeck` turns parsed source files into one, or into the list of what is wrong with them; it
 * touches no file system (load-deck.ts does). Problems are the question banks' BankIssue, the
 * card id in `questionId`, so they print the same way (`file: IM-FC-0007: topics: …`).
 */

interface NoteCommon {
  id: string;
  version: number;
  status: 'published' | 'retired';
  /** Leaf topics of the deck's bank. */
  topicIds: string[];
  extra: string | null;
  /** A section id of the deck's book. */
  bookSection: string | null;
  /** Questions of the deck's bank that test the same point. */
  questionIds: string[];
  /** The cards of the note: [1] for a basic note, the deletion numbers of a cloze note. */
  ordinals: number[];
  /** The file it came from, relative to the deck folder: `cards/<topic>.yaml`. */
  sourceFile: string;
  /** SHA-256 of what a learner reads; a change without a version bump is a mistake to report. */
  contentHash: string;
}
/** A basic note's front and back, or a cloze note's text. */
export type NoteSides =
  | { kind: 'basic'; front: string; back: string }
  | { kind: 'cloze'; text: string };
export type DeckNote = NoteCommon & NoteSides;

export interface Deck {
  code: string;
  title: string;
  specialty: DeckSource['specialty'];
  idPrefix: string;
  productCodes: string[];
  bankCode: string;
  bookCode: string | null;
  /** In the order of the files (by name) and of the cards in them. */
  notes: DeckNote[];
}

export interface DeckBuildOptions {
  /** The deck's folder name, which must equal its code. */
  folderName?: string;
  /** The product catalogue; without it, product codes are not checked. */
  catalog?: CatalogProduct[];
  /** Whether an /content/images/… path names a file; without it, files are not checked. */
  imageExists?: (src: string) => boolean;
  /** The deck's question bank, loaded. */
  bank: Bank;
  /** The section ids of the deck's book; undefined when deck.yaml names no book. */
  bookSections?: ReadonlySet<string>;
}

export type DeckBuildResult = { ok: true; deck: Deck } | { ok: false; issues: BankIssue[] };

export function buildDeck(
  source: DeckSource,
  deckFile: SourceFile,
  cardFiles: SourceFile[],
  options: DeckBuildOptions,
): DeckBuildResult {
  const issues: BankIssue[] = [];
  const context = new DeckContext(source, options, (field, message) =>
    issues.push({ file: deckFile.displayPath, field, message }),
  );
  const notes: DeckNote[] = [];
  const firstFileOf = new Map<string, string>();
  for (const file of cardFiles) {
    const report = (cardId: string | undefined, field: string | undefined, message: string) =>
      issues.push({ file: file.displayPath, questionId: cardId, field, message });
    const fileTopic = file.bankPath.replace(/^cards\//, '').replace(/\.yaml$/, '');
    const groups = context.topics.groups;
    if (!groups.has(fileTopic)) {
      report(
        undefined,
        undefined,
        `a cards file is named after a top-level topic of bank ${source.bank} (${[...groups.keys()].join(', ')})`,
      );
    }
    const list = cardFileSchema.safeParse(file.data ?? []);
    if (!list.success) {
      report(undefined, undefined, 'a cards file is a list of cards (- id: …)');
      continue;
    }
    list.data.forEach((raw, index) => {
      const rawId = (raw as { id?: unknown } | null)?.id;
      const label = typeof rawId === 'string' && rawId ? rawId : `card ${index + 1}`;
      const note = context.note(raw, file.bankPath, fileTopic, (field, message) =>
        report(label, field, message),
      );
      if (!note) return;
      const earlier = firstFileOf.get(note.id);
      if (earlier !== undefined) {
        report(label, 'id', `the id is used twice in the deck (also in ${earlier})`);
        return;
      }
      firstFileOf.set(note.id, file.displayPath);
      notes.push(note);
    });
  }
  if (issues.length > 0) return { ok: false, issues };
  return {
    ok: true,
    deck: {
      code: source.code,
      title: source.title,
      specialty: source.specialty,
      idPrefix: source.idPrefix,
      productCodes: source.products,
      bankCode: source.bank,
      bookCode: source.book ?? null,
      notes,
    },
  };
}
