import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect } from 'vitest';
import { DeckLoadError, loadDeck } from '../modules/deck-content/load-deck';
import type { CardSource, DeckSource } from '../modules/deck-content/source-format';
import { formatIssue } from '../modules/qbank-content/bank';
import { toYaml } from '../modules/qbank-content/write-bank';
import { bankYaml, CATALOG, question } from './qbank-fixture';

/**
 * The deck loading tests' world: a temporary content folder holding the small bank of the
 * question-bank tests (code test, topics cardiology and nephrology, questions TP-0001/TP-0002),
 * a book of that bank with the section heart-failure, and a deck of cards against both.
 */

export function deckYaml(): DeckSource {
  return {
    code: 'test',
    title: 'Test deck',
    specialty: 'PEDS',
    idPrefix: 'TP-FC',
    products: ['PEDS-FC'],
    bank: 'test',
    book: 'test',
  };
}

export function basicCard(id: string, overrides: Partial<CardSource> = {}): CardSource {
  return {
    id,
    version: 1,
    status: 'published',
    kind: 'basic',
    topics: ['heart-failure'],
    front: '<p>Which drug classes lower mortality?</p>',
    back: '<ul><li>Four of them</li></ul>',
    ...overrides,
  };
}

export function clozeCard(id: string, overrides: Partial<CardSource> = {}): CardSource {
  return {
    id,
    version: 1,
    status: 'published',
    kind: 'cloze',
    topics: ['heart-failure'],
    text: '<p>TSH is {{c1::high}} and free T<sub>4</sub> is {{c2::low::level}}.</p>',
    ...overrides,
  };
}

export const DECK_CATALOG = [
  ...CATALOG,
  { code: 'PEDS-FC', typeCode: 'fc', specialty: 'PEDS' },
  { code: 'IM-FC', typeCode: 'fc', specialty: 'IM' },
];

export const CARDS_FILE = 'content/decks/test/cards/cardiology.yaml';
export const DECK_FILE = 'content/decks/test/deck.yaml';

const BOOK = {
  code: 'test',
  title: 'Test book',
  specialty: 'PEDS',
  products: ['PEDS-BOOK'],
  bank: 'test',
  chapters: ['cardiology'],
};
const CHAPTER = {
  title: 'Cardiology',
  sections: [
    { id: 'heart-failure', title: 'Heart failure', topics: ['heart-failure'], body: '<p>B.</p>' },
  ],
};

/** A fresh content/ folder (catalogue, bank, book) for each test, removed after it. */
export function useDeckFolder() {
  const folder = { root: '', content: '', decks: '' };
  const write = async (file: string, content: unknown) => {
    const target = path.join(folder.content, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, typeof content === 'string' ? content : toYaml(content));
  };
  beforeEach(async () => {
    folder.root = await mkdtemp(path.join(tmpdir(), 'decks-'));
    folder.content = path.join(folder.root, 'content');
    folder.decks = path.join(folder.content, 'decks');
    await write('catalog/products.json', JSON.stringify(DECK_CATALOG));
    await write('qbanks/test/bank.yaml', bankYaml());
    await write('qbanks/test/questions/cardiology.yaml', [question('TP-0001')]);
    await write('qbanks/test/questions/nephrology.yaml', [
      question('TP-0002', { topics: ['aki'] }),
    ]);
    await write('books/test/book.yaml', BOOK);
    await write('books/test/chapters/cardiology.yaml', CHAPTER);
  });
  afterEach(async () => {
    await rm(folder.root, { recursive: true, force: true });
  });

  /** A deck folder: deck.yaml and cards/<name> for each of `files`. */
  async function writeDeck(
    deck: unknown,
    files: Record<string, unknown>,
    deckFolder = 'test',
  ): Promise<string> {
    const dir = path.join(folder.decks, deckFolder);
    await rm(dir, { recursive: true, force: true });
    await write(`decks/${deckFolder}/deck.yaml`, deck);
    await mkdir(path.join(dir, 'cards'), { recursive: true });
    for (const [name, content] of Object.entries(files)) {
      await write(`decks/${deckFolder}/cards/${name}`, content);
    }
    return dir;
  }

  /** The problem lines of loading a deck whose cardiology.yaml holds `cards`. */
  async function problems(
    cards: unknown,
    deck: unknown = deckYaml(),
    extra: Record<string, unknown> = {},
  ): Promise<string[]> {
    const dir = await writeDeck(deck, { 'cardiology.yaml': cards, ...extra });
    const error = await loadDeck(dir).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DeckLoadError);
    return (error as DeckLoadError).issues.map(formatIssue);
  }

  return { folder, write, writeDeck, problems };
}
