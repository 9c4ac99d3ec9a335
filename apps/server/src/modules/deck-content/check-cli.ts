import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Deck } from './deck';
import { DeckLoadError, findDecksDir, loadAllDecks, loadDeck } from './load-deck';

/**
 * npm run deck:check [-- <decks folder or one deck folder>]: validates flash-card decks against
 * their banks and books without a database, so staff can check an edit before it is imported.
 * Exits 1 with one line per problem.
 */
const target = process.argv[2] ? path.resolve(process.argv[2]) : findDecksDir();

try {
  const decks = existsSync(path.join(target, 'deck.yaml'))
    ? [await loadDeck(target)]
    : await loadAllDecks(target);
  for (const deck of decks) console.info(summary(deck));
} catch (error) {
  if (!(error instanceof DeckLoadError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}

function summary(deck: Deck): string {
  const published = deck.notes.filter((note) => note.status === 'published');
  const count = (kind: Deck['notes'][number]['kind']) =>
    published.filter((note) => note.kind === kind).length;
  return [
    `${deck.code} (${deck.specialty}, ${deck.productCodes.join(' ')}; bank ${deck.bankCode}${deck.bookCode ? `, book ${deck.bookCode}` : ''}): ok`,
    `${published.length} published (${count('basic')} basic, ${count('cloze')} cloze), ${deck.notes.length - published.length} retired`,
    `${published.reduce((n, note) => n + note.ordinals.length, 0)} cards`,
  ].join(', ');
}
