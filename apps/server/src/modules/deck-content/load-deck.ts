import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { BookLoadError, loadBook } from '../books/book-content';
import { type Bank, type BankIssue, formatIssue, zodIssues } from '../qbank-content/bank';
import {
  BankLoadError,
  collisionIssues,
  findContentFolder,
  imageExistsIn,
  type LoadOptions,
  loadBank,
  readCatalog,
  readTopicFiles,
  readYaml,
} from '../qbank-content/load-bank';
import { buildDeck, type Deck } from './deck';
import { deckSourceSchema } from './source-format';

/**
 * Reads flash-card decks from content/decks/<code>/ (deck.yaml + cards/*.yaml) with the bank
 * loader's readers, loads each deck's bank and book to check the cards against, and returns them
 * typed, or throws a DeckLoadError listing every problem found, one line each:
 * `content/decks/im/cards/cardiology.yaml: IM-FC-0007: topics: there is no topic 'x' in bank im`.
 */

export class DeckLoadError extends Error {
  constructor(readonly issues: BankIssue[]) {
    super(
      `${issues.length} problem${issues.length === 1 ? '' : 's'} in the flash-card decks:\n${issues.map(formatIssue).join('\n')}`,
    );
    this.name = 'DeckLoadError';
  }
}

export interface DeckLoadOptions extends LoadOptions {
  /** Banks already loaded (the seed's); others are read from content/qbanks. */
  banks?: Bank[];
}

export async function loadDeck(deckDir: string, options: DeckLoadOptions = {}): Promise<Deck> {
  const result = await readDeck(path.resolve(deckDir), options);
  if (!result.deck) throw new DeckLoadError(result.issues);
  return result.deck;
}

/** Every deck under a decks folder, each checked, then checked against the others. */
export async function loadAllDecks(
  decksDir: string,
  options: DeckLoadOptions = {},
): Promise<Deck[]> {
  const root = path.resolve(decksDir);
  const folders = (await readdir(root, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const issues: BankIssue[] = [];
  const decks: Deck[] = [];
  for (const folder of folders) {
    const result = await readDeck(path.join(root, folder), options);
    if (result.deck) decks.push(result.deck);
    issues.push(...result.issues);
  }
  issues.push(...collisionIssues(decks, 'deck', root, options.displayRoot));
  if (issues.length > 0) throw new DeckLoadError(issues);
  return decks;
}

/** The content/decks folder of this checkout: the nearest one at or above `from`. */
export function findDecksDir(from = process.cwd()): string {
  return findContentFolder('decks', from);
}

async function readDeck(
  deckDir: string,
  options: DeckLoadOptions,
): Promise<{ deck?: Deck; issues: BankIssue[] }> {
  const contentDir = path.resolve(deckDir, '..', '..');
  const displayRoot = options.displayRoot ?? path.dirname(contentDir);
  const display = (file: string) => path.relative(displayRoot, file).split(path.sep).join('/');
  const issues: BankIssue[] = [];

  const deckPath = path.join(deckDir, 'deck.yaml');
  if (!existsSync(deckPath)) {
    return { issues: [{ file: display(deckDir), message: 'a deck folder needs a deck.yaml' }] };
  }
  const deckFile = await readYaml(deckPath, 'deck.yaml', display, issues);
  const cardFiles = await readTopicFiles(deckDir, 'cards', display, issues);
  if (!deckFile) return { issues };
  const parsed = deckSourceSchema.safeParse(deckFile.data);
  if (!parsed.success) {
    for (const issue of zodIssues(parsed.error, deckFile.data)) {
      issues.push({ file: deckFile.displayPath, ...issue });
    }
    return { issues };
  }
  const source = parsed.data;
  const report = (field: string, message: string) =>
    issues.push({ file: deckFile.displayPath, field, message });
  const bank = await deckBank(contentDir, source.bank, options, report);
  const bookSections = source.book && (await deckBookSections(contentDir, source.book, report));
  if (!bank || issues.length > 0) return { issues };

  const result = buildDeck(source, deckFile, cardFiles, {
    folderName: path.basename(deckDir),
    catalog: options.catalog ?? readCatalog(contentDir),
    imageExists: imageExistsIn(contentDir),
    bank,
    bookSections: bookSections || undefined,
  });
  return result.ok ? { deck: result.deck, issues: [] } : { issues: result.issues };
}

type Report = (field: string, message: string) => void;

/** The deck's bank, loaded with the bank loader (or given), or undefined after saying why not. */
async function deckBank(
  contentDir: string,
  code: string,
  options: DeckLoadOptions,
  report: Report,
): Promise<Bank | undefined> {
  const given = options.banks?.find((bank) => bank.code === code);
  if (given) return given;
  const bankDir = path.join(contentDir, 'qbanks', code);
  if (!existsSync(path.join(bankDir, 'bank.yaml'))) {
    report('bank', `there is no question bank '${code}' (content/qbanks/${code})`);
    return undefined;
  }
  try {
    return await loadBank(bankDir, { displayRoot: options.displayRoot, catalog: options.catalog });
  } catch (error) {
    if (!(error instanceof BankLoadError)) throw error;
    report('bank', `the bank '${code}' has errors: npm run qbank:check -w apps/server`);
    return undefined;
  }
}

/** The section ids of the deck's book, or undefined after saying why there are none. */
async function deckBookSections(
  contentDir: string,
  code: string,
  report: Report,
): Promise<Set<string> | undefined> {
  if (!existsSync(path.join(contentDir, 'books', code, 'book.yaml'))) {
    report('book', `there is no book '${code}' (content/books/${code})`);
    return undefined;
  }
  try {
    const book = await loadBook(contentDir, code);
    return new Set(book.chapters.flatMap((chapter) => chapter.sections.map((s) => s.id)));
  } catch (error) {
    if (!(error instanceof BookLoadError)) throw error;
    report('book', `the book '${code}' has errors: ${formatIssue(error.issues[0]!)}`);
    return undefined;
  }
}
