import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { basicCard, clozeCard, deckYaml, useDeckFolder } from '../../test/deck-fixture';
import { findDecksDir, loadAllDecks, loadDeck } from './load-deck';

/** Loading a deck: a valid one typed, its notes' content hash; a folder of decks. */

const { folder, writeDeck } = useDeckFolder();

describe('loading a deck', () => {
  test('a valid deck comes back typed: notes in file order, each with its cards', async () => {
    const dir = await writeDeck(deckYaml(), {
      'cardiology.yaml': [
        basicCard('TP-FC-0001', {
          extra: '<p>Why.</p>',
          bookSection: 'heart-failure',
          questions: ['TP-0001'],
        }),
        clozeCard('TP-FC-0002', { status: 'retired', version: 2 }),
      ],
      'nephrology.yaml': [basicCard('TP-FC-0003', { topics: ['aki', 'arrhythmias'] })],
    });
    const deck = await loadDeck(dir);
    expect(deck).toMatchObject({
      code: 'test',
      specialty: 'PEDS',
      idPrefix: 'TP-FC',
      productCodes: ['PEDS-FC'],
      bankCode: 'test',
      bookCode: 'test',
    });
    expect(
      deck.notes.map((n) => [n.id, n.kind, n.status, n.version, n.sourceFile, n.ordinals]),
    ).toEqual([
      ['TP-FC-0001', 'basic', 'published', 1, 'cards/cardiology.yaml', [1]],
      ['TP-FC-0002', 'cloze', 'retired', 2, 'cards/cardiology.yaml', [1, 2]],
      ['TP-FC-0003', 'basic', 'published', 1, 'cards/nephrology.yaml', [1]],
    ]);
    expect(deck.notes[0]).toMatchObject({
      front: '<p>Which drug classes lower mortality?</p>',
      back: '<ul><li>Four of them</li></ul>',
      extra: '<p>Why.</p>',
      bookSection: 'heart-failure',
      questionIds: ['TP-0001'],
      topicIds: ['heart-failure'],
    });
    expect(deck.notes[1]).toMatchObject({ kind: 'cloze', text: clozeCard('x').text, extra: null });
    expect(deck.notes[0]?.contentHash).toMatch(/^[0-9a-f]{64}$/);
  });

  test('the content hash follows what learners read, not tags, links or status', async () => {
    const dir = await writeDeck(deckYaml(), {
      'cardiology.yaml': [
        basicCard('TP-FC-0001'),
        basicCard('TP-FC-0002', {
          status: 'retired',
          topics: ['arrhythmias'],
          questions: ['TP-0001'],
          bookSection: 'heart-failure',
        }),
        basicCard('TP-FC-0003', { extra: '<p>More.</p>' }),
        clozeCard('TP-FC-0004'),
        clozeCard('TP-FC-0005', { text: '<p>TSH is {{c1::high}}.</p>' }),
      ],
    });
    const [a, b, c, d, e] = (await loadDeck(dir)).notes;
    expect(b?.contentHash).toBe(a?.contentHash);
    expect(new Set([a, c, d, e].map((n) => n?.contentHash)).size).toBe(4);
  });
});

describe('loading every deck of a folder', () => {
  test('decks may not share an id prefix or a product', async () => {
    await writeDeck(deckYaml(), { 'cardiology.yaml': [basicCard('TP-FC-0001')] });
    await writeDeck(
      { ...deckYaml(), code: 'twin' },
      { 'cardiology.yaml': [basicCard('TP-FC-0002')] },
      'twin',
    );
    await expect(loadAllDecks(folder.decks)).rejects.toThrow(
      [
        '2 problems in the flash-card decks:',
        "content/decks/twin/deck.yaml: idPrefix: 'TP-FC' is also the prefix of the deck 'test'",
        "content/decks/twin/deck.yaml: products: 'PEDS-FC' is already served by the deck 'test'",
      ].join('\n'),
    );
  });

  test('a folder without deck.yaml is reported; findDecksDir finds content/decks upwards', async () => {
    await writeDeck(deckYaml(), { 'cardiology.yaml': [basicCard('TP-FC-0001')] });
    await mkdir(path.join(folder.decks, 'empty'));
    await expect(loadAllDecks(folder.decks)).rejects.toThrow(
      'content/decks/empty: a deck folder needs a deck.yaml',
    );
    expect(findDecksDir(path.join(folder.decks, 'test', 'cards'))).toBe(folder.decks);
  });
});
