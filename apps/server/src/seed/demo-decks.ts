import type { Database } from '../db/client';
import type { Deck } from '../modules/deck-content/deck';
import { findDecksDir, loadAllDecks } from '../modules/deck-content/load-deck';
import { importDeck } from '../modules/fc-import/import-deck';
import { demoQbanks } from './demo-qbanks';

/** Loaded once per process: every test app seeds the same files. */
let demoDecks: Promise<Deck[]> | undefined;

async function loadDemoDecks() {
  const banks = (await demoQbanks()).map(({ bank }) => bank);
  return loadAllDecks(findDecksDir(import.meta.dirname), { banks });
}

/**
 * The demo flash-card decks of content/decks (IM, PEDS, MS), imported after the demo banks their
 * cards are tagged with, and linked to the products their deck.yaml names. Demo content is demo:
 * the seed runs this only outside production, where staff import real decks with
 * `npm run deck:import`. Unchanged decks write nothing.
 */
export async function seedDemoDecks(db: Database) {
  demoDecks ??= loadDemoDecks();
  for (const deck of await demoDecks) await importDeck(db, deck);
}
