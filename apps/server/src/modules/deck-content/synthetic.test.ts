import { describe, expect, test } from 'vitest';
import type { SourceFile } from '../qbank-content/bank';
import { generateSyntheticBank, SYNTHETIC_MARK } from '../qbank-content/synthetic';
import { buildDeck } from './deck';
import type { CardSource } from './source-format';
import { generateSyntheticDeck } from './synthetic';

describe('synthetic flash-card decks', () => {
  test('the same seed gives the same deck; another seed another one', () => {
    const a = generateSyntheticDeck({ seed: 3, cardCount: 500 });
    expect(generateSyntheticDeck({ seed: 3, cardCount: 500 })).toEqual(a);
    expect(generateSyntheticDeck({ seed: 4, cardCount: 500 }).notes).not.toEqual(a.notes);
  });

  test('exactly the cards asked for, basic and cloze, every one marked synthetic', () => {
    const deck = generateSyntheticDeck({ seed: 5, cardCount: 1001, specialty: 'PEDS' });
    expect(deck.notes.reduce((n, note) => n + note.ordinals.length, 0)).toBe(1001);
    expect(deck.code).toBe('synthetic-peds');
    expect(deck.bankCode).toBe('synthetic-peds');
    expect(deck.title.startsWith(SYNTHETIC_MARK)).toBe(true);
    const kinds = new Set(deck.notes.map((note) => note.kind));
    expect(kinds).toEqual(new Set(['basic', 'cloze']));
    for (const note of deck.notes) {
      const shown = note.kind === 'basic' ? note.front : note.text;
      expect(shown.startsWith(`<p>${SYNTHETIC_MARK} `)).toBe(true);
    }
  });

  test('written as source, it passes every check of the deck builder against the synthetic bank', () => {
    const bank = generateSyntheticBank({ seed: 1, questionCount: 50, specialty: 'MS' });
    const deck = generateSyntheticDeck({ seed: 9, cardCount: 300, specialty: 'MS' });
    const files = new Map<string, CardSource[]>();
    for (const note of deck.notes) {
      const card: CardSource = {
        id: note.id,
        version: note.version,
        status: note.status,
        kind: note.kind,
        topics: note.topicIds,
        ...(note.kind === 'basic' ? { front: note.front, back: note.back } : { text: note.text }),
      };
      files.set(note.sourceFile, [...(files.get(note.sourceFile) ?? []), card]);
    }
    const cardFiles: SourceFile[] = [...files].map(([bankPath, data]) => ({
      displayPath: bankPath,
      bankPath,
      data,
    }));
    const source = {
      code: deck.code,
      title: deck.title,
      specialty: deck.specialty,
      idPrefix: deck.idPrefix,
      products: deck.productCodes,
      bank: deck.bankCode,
    };
    const result = buildDeck(
      source,
      { displayPath: 'deck.yaml', bankPath: 'deck.yaml', data: source },
      cardFiles,
      {
        folderName: deck.code,
        bank,
      },
    );
    expect(result.ok ? [] : result.issues).toEqual([]);
    if (result.ok) expect(result.deck).toEqual(deck);
  });
});
