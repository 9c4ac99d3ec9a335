import type { OfflineDeck } from '@boardready/contracts';
import { describe, expect, test } from 'vitest';
import {
  LEARN_AHEAD_MS,
  type PackCard,
  packStudyState,
  withFlag,
  withoutCard,
} from './offline-study';

const NOW = new Date('2026-11-30T09:00:00.000Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();

const card = (cardId: number, state: PackCard['state'], due: string | null): PackCard => ({
  cardId,
  code: `IM-FC-000${cardId}`,
  kind: 'basic',
  frontHtml: `<p>Front ${cardId}</p>`,
  backHtml: `<p>Back ${cardId}</p>`,
  extraHtml: null,
  topics: [],
  state,
  flagged: false,
  intervals: { 1: 60, 2: 360, 3: 600, 4: 86_400 },
  due,
});

/** The server's order: learning due now, reviews, new cards, learning due later today. */
const PACK: OfflineDeck = {
  cards: [
    card(1, 'relearning', at(-5)),
    card(2, 'review', at(-600)),
    card(3, 'new', null),
    card(4, 'learning', at(90)),
  ],
  counts: { new: 1, learning: 1, review: 1 },
  dayEnd: at(19 * 60),
};

describe('studying offline from the pack', () => {
  test('the first card of the pack shows, as the player shows it, with the counts left', () => {
    const state = packStudyState(PACK, NOW);
    expect(state.card).toEqual({
      cardId: 1,
      code: 'IM-FC-0001',
      kind: 'basic',
      frontHtml: '<p>Front 1</p>',
      backHtml: '<p>Back 1</p>',
      extraHtml: null,
      topics: [],
      state: 'relearning',
      flagged: false,
      intervals: { 1: 60, 2: 360, 3: 600, 4: 86_400 },
    });
    // the learning card due later today is not counted yet, as the server counts
    expect(state.counts).toEqual({ new: 1, learning: 1, review: 1 });
    expect(state.canUndo).toBe(false);
    expect(state.nextLearningDue).toBeNull();
  });

  test('each card once, in the pack’s order, whatever its grade; counts go down by its queue', () => {
    let pack = PACK;
    const shown: number[] = [];
    for (;;) {
      const { card: next, counts } = packStudyState(pack, NOW);
      if (!next) break;
      shown.push(next.cardId);
      const before = counts;
      pack = withoutCard(pack, next.cardId);
      const after = packStudyState(pack, NOW).counts;
      if (next.cardId === 1) expect(after).toEqual({ ...before, learning: 0 });
      if (next.cardId === 2) expect(after).toEqual({ ...before, review: 0 });
      if (next.cardId === 3) expect(after).toEqual({ ...before, new: 0 });
    }
    // card 4 comes due in 90 minutes: the session waits for it
    expect(shown).toEqual([1, 2, 3]);
    expect(pack.counts).toEqual({ new: 0, learning: 0, review: 0 });
    const waiting = packStudyState(pack, NOW);
    expect(waiting).toMatchObject({ card: null, nextLearningDue: at(90) });
    expect(waiting.counts).toEqual({ new: 0, learning: 0, review: 0 });
  });

  test('a learning card due later shows once it is within the learn-ahead limit', () => {
    const later = withoutCard(withoutCard(withoutCard(PACK, 1), 2), 3);
    const ahead = new Date(Date.parse(at(90)) - LEARN_AHEAD_MS);
    expect(packStudyState(later, ahead).card?.cardId).toBe(4);
    // shown ahead, it is counted once due
    expect(packStudyState(later, ahead).counts.learning).toBe(0);
    expect(packStudyState(later, new Date(at(90))).counts.learning).toBe(1);
    expect(packStudyState(later, new Date(ahead.getTime() - 1)).card).toBeNull();
  });

  test('a card graded Again leaves the pack too: it comes back online', () => {
    const after = withoutCard(PACK, 1);
    expect(after.cards.map((c) => c.cardId)).toEqual([2, 3, 4]);
    expect(packStudyState(after, NOW).card?.cardId).toBe(2);
  });

  test('a card not in the pack changes nothing; the pack given is not changed', () => {
    expect(withoutCard(PACK, 99)).toBe(PACK);
    withoutCard(PACK, 1);
    expect(PACK.cards).toHaveLength(4);
    expect(withFlag(PACK, 99, true)).toBe(PACK);
  });

  test('a card flagged online is flagged in the pack', () => {
    const flagged = withFlag(PACK, 2, true);
    expect(flagged.cards.find((c) => c.cardId === 2)?.flagged).toBe(true);
    expect(flagged.cards.filter((c) => c.flagged)).toHaveLength(1);
  });

  test('an empty pack is a finished day', () => {
    const empty: OfflineDeck = { ...PACK, cards: [], counts: { new: 0, learning: 0, review: 0 } };
    expect(packStudyState(empty, NOW)).toEqual({
      card: null,
      counts: { new: 0, learning: 0, review: 0 },
      canUndo: false,
      nextLearningDue: null,
    });
  });
});
