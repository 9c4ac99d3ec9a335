import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Deck } from '../deck-content/deck';
import { DeckLoadError, findDecksDir, loadAllDecks, loadDeck } from '../deck-content/load-deck';
import { contentImportTargets, importEach } from '../qa-import/content-cli';
import { type DeckImportReport, importDeck } from './import-deck';

/**
 * npm run deck:import -w apps/server -- <deck folder | decks folder> [more…]
 *
 * Loads and checks the decks (every problem as `file: card: field: message`), then imports each
 * one in its own transaction into the database of DATABASE_URL, or the embedded one in DATA_DIR
 * (default ./data), migrating it first; each deck's bank must be imported before it
 * (npm run qbank:import). Safe to run again: unchanged notes are not written. Paths are relative
 * to where npm was started. Exits 1 when anything was refused.
 */

const targets = contentImportTargets(
  'usage: npm run deck:import -w apps/server -- [content/decks | content/decks/<code>]…',
  findDecksDir,
);

let failed = false;
const decks: Deck[] = [];
for (const target of targets) {
  try {
    if (existsSync(path.join(target, 'deck.yaml'))) decks.push(await loadDeck(target));
    else if (existsSync(target)) decks.push(...(await loadAllDecks(target)));
    else throw new Error(`${target}: no such folder`);
  } catch (error) {
    failed = true;
    console.error(error instanceof DeckLoadError ? error.message : String(error));
  }
}

if (decks.length > 0 && !failed) {
  failed = !(await importEach(decks, async (db, deck) => summary(await importDeck(db, deck))));
}
if (failed) process.exitCode = 1;

function summary(r: DeckImportReport): string {
  return [
    `${r.deck}: ${r.created} new, ${r.updated} updated, ${r.unchanged} unchanged, ${r.retired} retired, ${r.deleted} deleted; cards ${r.cards}; products ${r.products.join(' ') || 'none'}`,
    ...r.warnings.map((w) => `  warning: ${w}`),
  ].join('\n');
}
