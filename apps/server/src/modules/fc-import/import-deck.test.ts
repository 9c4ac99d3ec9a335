import { clozeOrdinals } from '@boardready/contracts/cloze';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../db/client';
import {
  fcCards,
  fcDeckProducts,
  fcDeckProgress,
  fcDecks,
  fcNoteQuestions,
  fcNotes,
  fcNoteTopics,
  memoryItems,
  products,
  qaQuestions,
  qaTopics,
  userProducts,
} from '../../db/schema';
import { seedDatabase } from '../../seed/seed';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { Deck, DeckNote, NoteSides } from '../deck-content/deck';
import { noteContentHash } from '../deck-content/deck-checks';
import { ImportError, importBank } from '../qa-import/import-bank';
import type { Bank } from '../qbank-content/bank';
import { generateSyntheticBank } from '../qbank-content/synthetic';
import { importDeck } from './import-deck';

let t: TestApp;
let db: Database;
/** A small PEDS bank of its own, imported first: the decks' topics and questions. */
let bank: Bank;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  bank = generateSyntheticBank({
    seed: 11,
    questionCount: 6,
    specialty: 'PEDS',
    code: 'fc-bank',
    idPrefix: 'FCB',
    productCodes: [],
    topicGroups: 2,
    topicsPerGroup: 2,
    mocObjectiveCount: 0,
  });
  await importBank(db, bank);
  await db.insert(products).values({
    code: 'TEST-FC',
    typeCode: 'fc',
    specialty: 'PEDS',
    shortName: 'Test cards',
    fullName: 'Test flash cards',
  });
});
afterAll(() => t.close());

const leaf = (group: number, child = 0) => bank.topics[group]!.children[child]!.id;

function note(id: string, sides: NoteSides, change: Partial<DeckNote> = {}): DeckNote {
  const draft = {
    id,
    version: 1,
    status: 'published' as const,
    topicIds: [leaf(0)],
    extra: null,
    bookSection: null,
    questionIds: [],
    sourceFile: 'cards/group.yaml',
    ...sides,
    ...change,
  } as DeckNote;
  const ordinals = draft.kind === 'basic' ? [1] : clozeOrdinals(draft.text);
  return { ...draft, ordinals, contentHash: noteContentHash(draft) };
}
const basic = (id: string, change: Partial<DeckNote> = {}) =>
  note(id, { kind: 'basic', front: `<p>Front of ${id}?</p>`, back: '<p>Back.</p>' }, change);
const cloze = (id: string, text: string, change: Partial<DeckNote> = {}) =>
  note(id, { kind: 'cloze', text }, change);

/** A deck of three notes (basic, two-deletion cloze, basic) on the test bank. */
function testDeck(code: string, prefix: string, productCodes: string[] = []): Deck {
  return {
    code,
    title: `Deck ${code}`,
    specialty: 'PEDS',
    idPrefix: prefix,
    productCodes,
    bankCode: bank.code,
    bookCode: null,
    notes: [
      basic(`${prefix}-0001`, { questionIds: [bank.questions[0]!.id], extra: '<p>Why.</p>' }),
      cloze(`${prefix}-0002`, '<p>TSH is {{c1::high}} and T4 is {{c2::low}}.</p>', {
        topicIds: [leaf(0), leaf(1, 1)],
      }),
      basic(`${prefix}-0003`, { topicIds: [leaf(1)] }),
    ],
  };
}

function edit(deck: Deck, id: string, change: Partial<DeckNote>): Deck {
  return {
    ...deck,
    notes: deck.notes.map((n) => {
      if (n.id !== id) return n;
      const next = { ...n, ...change } as DeckNote;
      const ordinals = next.kind === 'basic' ? [1] : clozeOrdinals(next.text);
      return { ...next, ordinals, contentHash: noteContentHash(next) };
    }),
  };
}

/** Everything the import writes for a deck, to compare before and after. */
async function deckRows(code: string) {
  const [deck] = await db.select().from(fcDecks).where(eq(fcDecks.code, code));
  if (!deck) return null;
  const notes = await db
    .select()
    .from(fcNotes)
    .where(eq(fcNotes.deckId, deck.id))
    .orderBy(asc(fcNotes.id));
  const ids = notes.map((n) => n.id);
  return JSON.stringify({
    deck,
    products: await db.select().from(fcDeckProducts).where(eq(fcDeckProducts.deckId, deck.id)),
    notes,
    topics: await db
      .select()
      .from(fcNoteTopics)
      .where(inArray(fcNoteTopics.noteId, ids))
      .orderBy(asc(fcNoteTopics.noteId), asc(fcNoteTopics.topicId)),
    questions: await db
      .select()
      .from(fcNoteQuestions)
      .where(inArray(fcNoteQuestions.noteId, ids))
      .orderBy(asc(fcNoteQuestions.noteId)),
    cards: await db
      .select()
      .from(fcCards)
      .where(eq(fcCards.deckId, deck.id))
      .orderBy(asc(fcCards.id)),
  });
}

async function noteRow(code: string) {
  const [row] = await db.select().from(fcNotes).where(eq(fcNotes.code, code));
  return row;
}

/** A note's cards as [ordinal, status, sort order]. */
async function cardsOf(code: string) {
  const rows = await db
    .select({ ordinal: fcCards.ordinal, status: fcCards.status, sortOrder: fcCards.sortOrder })
    .from(fcCards)
    .innerJoin(fcNotes, eq(fcNotes.id, fcCards.noteId))
    .where(eq(fcNotes.code, code))
    .orderBy(asc(fcCards.ordinal));
  return rows.map((r) => [r.ordinal, r.status, r.sortOrder]);
}

describe('importing a deck', () => {
  test('a new deck is imported whole, a card per basic note and per cloze number; again, nothing is written', async () => {
    const deck = testDeck('deck-a', 'DA-FC', ['TEST-FC', 'NO-SUCH-FC']);
    const report = await importDeck(db, deck);
    expect(report).toEqual({
      deck: 'deck-a',
      created: 3,
      updated: 0,
      unchanged: 0,
      retired: 0,
      deleted: 0,
      cards: 4,
      products: ['TEST-FC'],
      warnings: ["the product 'NO-SUCH-FC' is not in this database: not linked"],
    });
    expect(await noteRow('DA-FC-0001')).toMatchObject({
      kind: 'basic',
      version: 1,
      status: 'published',
      frontHtml: '<p>Front of DA-FC-0001?</p>',
      backHtml: '<p>Back.</p>',
      extraHtml: '<p>Why.</p>',
      contentHash: deck.notes[0]!.contentHash,
      sourceFile: 'cards/group.yaml',
      sortOrder: 0,
    });
    expect(await noteRow('DA-FC-0002')).toMatchObject({
      kind: 'cloze',
      frontHtml: '<p>TSH is {{c1::high}} and T4 is {{c2::low}}.</p>',
      backHtml: null,
    });
    expect(await cardsOf('DA-FC-0001')).toEqual([[1, 'published', 0]]);
    expect(await cardsOf('DA-FC-0002')).toEqual([
      [1, 'published', 1],
      [2, 'published', 2],
    ]);
    const id = (await noteRow('DA-FC-0002'))!.id;
    const topics = await db
      .select({ code: qaTopics.code })
      .from(fcNoteTopics)
      .innerJoin(qaTopics, eq(qaTopics.id, fcNoteTopics.topicId))
      .where(eq(fcNoteTopics.noteId, id));
    expect(topics.map((r) => r.code).sort()).toEqual([leaf(0), leaf(1, 1)].sort());
    const questions = await db
      .select({ code: qaQuestions.code })
      .from(fcNoteQuestions)
      .innerJoin(qaQuestions, eq(qaQuestions.id, fcNoteQuestions.questionId))
      .where(eq(fcNoteQuestions.noteId, (await noteRow('DA-FC-0001'))!.id));
    expect(questions).toEqual([{ code: bank.questions[0]!.id }]);

    const before = await deckRows('deck-a');
    const again = await importDeck(db, deck, { now: new Date(Date.now() + 60_000) });
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 3, retired: 0, deleted: 0 });
    expect(await deckRows('deck-a')).toBe(before);
  });

  test('changed text needs a raised version: refused with file and card named, nothing kept; a lowered version too', async () => {
    const deck = testDeck('deck-b', 'DB-FC');
    await importDeck(db, deck);
    const before = await deckRows('deck-b');
    const sneaky = edit(edit(deck, 'DB-FC-0001', { topicIds: [leaf(0, 1)] }), 'DB-FC-0003', {
      front: '<p>A new question?</p>',
    });
    const error = await importDeck(db, sneaky).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportError);
    expect((error as ImportError).message).toBe(
      [
        "The deck 'deck-b' was not imported (1 problem):",
        'cards/group.yaml: DB-FC-0003: the content changed but the version was not raised (still 1)',
      ].join('\n'),
    );
    expect(await deckRows('deck-b')).toBe(before);

    await importDeck(db, edit(deck, 'DB-FC-0003', { version: 3 }));
    const lowered = await importDeck(db, edit(deck, 'DB-FC-0003', { version: 2 })).catch(
      (e: unknown) => e,
    );
    expect((lowered as ImportError).problems).toEqual([
      'cards/group.yaml: DB-FC-0003: the version went down from 3 to 2',
    ]);
  });

  test('a raised version updates the note; a cloze number that left the text retires its card, a new one is added', async () => {
    const deck = testDeck('deck-c', 'DC-FC');
    await importDeck(db, deck);
    const changed = edit(
      edit(deck, 'DC-FC-0002', {
        text: '<p>TSH is {{c1::high}}; free T4 is {{c3::low}} and {{c2::TRH}} rises.</p>',
        version: 2,
      }),
      'DC-FC-0003',
      { topicIds: [leaf(1, 1)] },
    );
    expect(await importDeck(db, changed)).toMatchObject({ updated: 2, unchanged: 1, cards: 5 });
    expect(await noteRow('DC-FC-0002')).toMatchObject({
      version: 2,
      frontHtml: '<p>TSH is {{c1::high}}; free T4 is {{c3::low}} and {{c2::TRH}} rises.</p>',
    });
    expect(await cardsOf('DC-FC-0002')).toEqual([
      [1, 'published', 1],
      [2, 'published', 2],
      [3, 'published', 3],
    ]);

    const fewer = edit(changed, 'DC-FC-0002', { text: '<p>TSH is {{c1::high}}.</p>', version: 3 });
    expect(await importDeck(db, fewer)).toMatchObject({ updated: 1, cards: 3 });
    expect(await cardsOf('DC-FC-0002')).toEqual([
      [1, 'published', 1],
      [2, 'retired', 2],
      [3, 'retired', 3],
    ]);
    expect(await cardsOf('DC-FC-0003')).toEqual([[1, 'published', 2]]);

    // a retired note retires its cards
    await importDeck(db, edit(fewer, 'DC-FC-0001', { status: 'retired' }));
    expect(await cardsOf('DC-FC-0001')).toEqual([[1, 'retired', 0]]);
  });

  test('a note gone from the source is retired when a learner studies one of its cards, deleted otherwise', async () => {
    const deck = testDeck('deck-d', 'DD-FC');
    await importDeck(db, deck);
    const [owned] = await db.select().from(userProducts).limit(1);
    const [card] = await db
      .select({ id: fcCards.id, deckId: fcCards.deckId })
      .from(fcCards)
      .innerJoin(fcNotes, eq(fcNotes.id, fcCards.noteId))
      .where(eq(fcNotes.code, 'DD-FC-0002'))
      .orderBy(asc(fcCards.ordinal))
      .limit(1);
    await db.insert(memoryItems).values({
      accountId: owned!.accountId,
      userProductId: owned!.id,
      cardId: card!.id,
      deckId: card!.deckId,
      state: 'review',
      due: new Date(),
      stability: 3,
      difficulty: 5,
      scheduledDays: 3,
      learningSteps: 0,
      reps: 2,
      lapses: 0,
    });
    const report = await importDeck(db, { ...deck, notes: [deck.notes[0]!] });
    expect(report).toMatchObject({ unchanged: 1, retired: 1, deleted: 1, cards: 1 });
    expect(report.warnings).toEqual([
      'DD-FC-0002 is no longer in the source; kept as retired (learners studied it)',
    ]);
    expect(await noteRow('DD-FC-0002')).toMatchObject({ status: 'retired' });
    expect(await cardsOf('DD-FC-0002')).toEqual([
      [1, 'retired', 1],
      [2, 'retired', 2],
    ]);
    expect(await noteRow('DD-FC-0003')).toBeUndefined();
    expect(await cardsOf('DD-FC-0003')).toEqual([]);
    // the import counted again: one published card, and the learner's studied card is retired
    const [counted] = await db
      .select({ published: fcDecks.publishedCards })
      .from(fcDecks)
      .where(eq(fcDecks.id, card!.deckId));
    expect(counted?.published).toBe(1);
    expect(
      await db.select().from(fcDeckProgress).where(eq(fcDeckProgress.deckId, card!.deckId)),
    ).toEqual([]);
  });

  test('a product another deck serves, or an id of another deck, refuses the deck', async () => {
    const product = await importDeck(db, testDeck('deck-e', 'DE-FC', ['PEDS-FC'])).catch(
      (e: unknown) => e,
    );
    expect((product as ImportError).problems).toEqual([
      "deck.yaml: products: 'PEDS-FC' is already served by the deck 'peds'",
    ]);
    expect(await deckRows('deck-e')).toBeNull();

    await importDeck(db, testDeck('deck-f', 'DF-FC'));
    const thief = { ...testDeck('deck-g', 'DG-FC'), notes: testDeck('deck-f', 'DF-FC').notes };
    const clash = await importDeck(db, thief).catch((e: unknown) => e);
    expect((clash as ImportError).problems).toContain(
      "DF-FC-0001: the id already belongs to the deck 'deck-f'",
    );
    expect(await deckRows('deck-g')).toBeNull();
  });

  test('a deck whose bank is not imported is refused', async () => {
    const error = await importDeck(db, {
      ...testDeck('deck-h', 'DH-FC'),
      bankCode: 'nowhere',
    }).catch((e: unknown) => e);
    expect((error as ImportError).problems).toEqual([
      "deck.yaml: bank: the bank 'nowhere' is not in this database: import it first",
    ]);
  });
});

describe('the demo seed', () => {
  test('imports the demo decks on their banks, linked to the fc products; seeding again writes nothing', async () => {
    const links = await db
      .select({ deck: fcDecks.code, product: products.code })
      .from(fcDeckProducts)
      .innerJoin(fcDecks, eq(fcDecks.id, fcDeckProducts.deckId))
      .innerJoin(products, eq(products.id, fcDeckProducts.productId))
      .where(inArray(fcDecks.code, ['im', 'ms', 'peds']))
      .orderBy(asc(products.code));
    expect(links).toEqual([
      { deck: 'im', product: 'IM-FC' },
      { deck: 'ms', product: 'MS-FC' },
      { deck: 'peds', product: 'PEDS-FC' },
    ]);
    const before = await deckRows('im');
    await seedDatabase(db, { demo: true });
    expect(await deckRows('im')).toBe(before);
  });
});
