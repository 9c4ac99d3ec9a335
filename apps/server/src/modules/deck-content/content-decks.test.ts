import { clozeSides } from '@boardready/contracts/cloze';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Deck } from './deck';
import { findDecksDir, loadAllDecks } from './load-deck';

/**
 * Every deck in content/decks loads without a single problem against its bank and book. A
 * failure here names the file, card and field to fix (npm run deck:check shows the same).
 */
let decks: Deck[];

beforeAll(async () => {
  decks = await loadAllDecks(findDecksDir(import.meta.dirname));
});

describe('the flash-card decks in content/decks', () => {
  test('all load and check, one deck per specialty on its bank and book, serving its fc product', () => {
    expect(decks.map((d) => [d.code, d.specialty, d.productCodes, d.bankCode, d.bookCode])).toEqual(
      [
        ['im', 'IM', ['IM-FC'], 'im', 'im'],
        ['ms', 'MS', ['MS-FC'], 'ms', 'ms'],
        ['peds', 'PEDS', ['PEDS-FC'], 'peds', 'peds'],
      ],
    );
  });

  test.each(['im', 'ms', 'peds'])(
    '%s: at least 150 cards, basic and cloze, some with book and question links',
    (code) => {
      const deck = decks.find((d) => d.code === code)!;
      const published = deck.notes.filter((n) => n.status === 'published');
      expect(published.length).toBeGreaterThanOrEqual(150);
      expect(published.filter((n) => n.kind === 'cloze').length).toBeGreaterThanOrEqual(20);
      expect(published.filter((n) => n.bookSection).length).toBeGreaterThanOrEqual(10);
      expect(published.filter((n) => n.questionIds.length > 0).length).toBeGreaterThanOrEqual(10);
    },
  );

  test('every cloze card has a front that hides its answer', () => {
    for (const note of decks.flatMap((d) => d.notes)) {
      if (note.kind !== 'cloze') continue;
      for (const ordinal of note.ordinals) {
        const { front, back } = clozeSides(note.text, ordinal);
        expect(front, `${note.id}#c${ordinal}`).toMatch(/\[[^\]]+\]/);
        expect(back, `${note.id}#c${ordinal}`).toContain('<strong>');
      }
    }
  });
});
