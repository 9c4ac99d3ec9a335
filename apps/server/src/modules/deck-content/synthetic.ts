import type { TopicGroup } from '../qbank-content/bank';
import type { Specialty } from '../qbank-content/source-format';
import { mulberry32, SYNTHETIC_MARK, syntheticTopics } from '../qbank-content/synthetic';
import type { Deck, DeckNote, NoteSides } from './deck';
import { noteContentHash } from './deck-checks';

/**
 * Large synthetic flash-card decks for tests and benchmarks, in the typed shape loadDeck returns
 * (so importDeck takes them as they are), deterministic from a seed, every front, text and title
 * marked "[Synthetic]". Cards are tagged with the leaf topics of the synthetic question bank
 * (syntheticTopics, the same default tree as generateSyntheticBank), so a deck generated beside a
 * synthetic bank imports against it. The demo seed never uses this; content/decks holds only
 * written cards.
 */

export interface SyntheticDeckOptions {
  seed: number;
  /** The number of cards (not notes): a cloze note gives one card per deletion. */
  cardCount: number;
  specialty?: Specialty;
  /** Defaults to `synthetic-<specialty>`, the code of the synthetic bank of that specialty. */
  code?: string;
  /** The bank whose topics tag the cards; defaults to `synthetic-<specialty>`. */
  bankCode?: string;
  /** Defaults to SYN-FC; ids run SYN-FC-00001, SYN-FC-00002… */
  idPrefix?: string;
  /** Defaults to the specialty's flash-card product, e.g. IM-FC. */
  productCodes?: string[];
  /** The bank's topic tree (e.g. a generated bank's); defaults to syntheticTopics(12, 5). */
  topics?: TopicGroup[];
  /** Share of notes that are cloze notes with two deletions; default 0.2. */
  clozeShare?: number;
}

const ORGANS = ['heart', 'kidney', 'liver', 'lung', 'thyroid', 'adrenal gland', 'pancreas'];
const ASKS = ['first-line drug', 'most common cause', 'key finding', 'test of choice'];

export function generateSyntheticDeck(options: SyntheticDeckOptions): Deck {
  const random = mulberry32(options.seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const specialty = options.specialty ?? 'IM';
  const idPrefix = options.idPrefix ?? 'SYN-FC';
  const clozeShare = options.clozeShare ?? 0.2;
  const topics = options.topics ?? syntheticTopics(12, 5);
  const leaves = topics.flatMap((group) =>
    group.children.map((child) => ({ id: child.id, group: group.id })),
  );
  if (leaves.length === 0) throw new Error('a synthetic deck needs at least one leaf topic');
  const width = Math.max(5, String(options.cardCount).length);

  const notes: DeckNote[] = [];
  let cards = 0;
  for (let n = 1; cards < options.cardCount; n++) {
    const id = `${idPrefix}-${String(n).padStart(width, '0')}`;
    const home = pick(leaves);
    const organ = pick(ORGANS);
    // the last note takes one deletion when only one card is left to make
    const cloze = random() < clozeShare && options.cardCount - cards >= 2;
    const sides: NoteSides = cloze
      ? {
          kind: 'cloze',
          text:
            `<p>${SYNTHETIC_MARK} In note ${n} the ${organ} makes {{c1::factor ${n}a}} ` +
            `and {{c2::factor ${n}b}}; generated, not clinical content.</p>`,
        }
      : {
          kind: 'basic',
          front: `<p>${SYNTHETIC_MARK} Note ${n}: the ${pick(ASKS)} for the ${organ}?</p>`,
          back: `<p>Synthetic answer ${n}.</p>`,
        };
    const note = { ...sides, extra: null };
    notes.push({
      id,
      version: 1,
      status: 'published',
      topicIds: [home.id],
      extra: null,
      bookSection: null,
      questionIds: [],
      ordinals: cloze ? [1, 2] : [1],
      sourceFile: `cards/${home.group}.yaml`,
      contentHash: noteContentHash(note),
      ...sides,
    });
    cards += cloze ? 2 : 1;
  }
  // The loader's order: by file, then as written (sort is stable).
  notes.sort((a, b) => (a.sourceFile < b.sourceFile ? -1 : a.sourceFile > b.sourceFile ? 1 : 0));

  const code = options.code ?? `synthetic-${specialty.toLowerCase()}`;
  return {
    code,
    title: `${SYNTHETIC_MARK} ${specialty} deck of ${options.cardCount} cards (seed ${options.seed})`,
    specialty,
    idPrefix,
    productCodes: options.productCodes ?? [`${specialty}-FC`],
    bankCode: options.bankCode ?? `synthetic-${specialty.toLowerCase()}`,
    bookCode: null,
    notes,
  };
}
