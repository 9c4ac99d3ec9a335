import type { OfflineDeck, StudyCard, StudyCounts, StudyState } from '@boardready/contracts';
import { queueOf } from './queues';

/**
 * Studying offline (decision 1705) from the day's pack, kept on the device. The rule: offline,
 * each of the day's due cards is shown once, in the pack's order (the study queue's); a graded
 * card leaves the pack whatever its grade, so a card graded Again comes back only once the
 * learner is online again: its learning steps need the server's scheduler. A learning card that
 * comes due later today shows once it is within the learn-ahead limit, as it would online.
 */

export type PackCard = OfflineDeck['cards'][number];

/**
 * The server's learn-ahead limit (apps/server memory/scheduler.ts): a learning card due within
 * it may be graded now; one graded earlier would be refused as not due.
 */
export const LEARN_AHEAD_MS = 20 * 60_000;

const dueBy = (card: PackCard, by: number) => card.due === null || Date.parse(card.due) <= by;

/** Whether the card may be shown now: a learning card only once it is due, learning ahead. */
function isShowable(card: PackCard, now: number): boolean {
  return queueOf(card.state) !== 'learning' || dueBy(card, now + LEARN_AHEAD_MS);
}

/** The pack's card as the player shows it. */
function studyCardOf({ due: _due, ...card }: PackCard): StudyCard {
  return card;
}

/**
 * The study state the player shows offline: the first showable card of the pack, and what is
 * left of the day counted as the server counts it (learning cards due by now). Nothing can be
 * undone offline.
 */
export function packStudyState(pack: OfflineDeck, now: Date): StudyState {
  const at = now.getTime();
  const next = pack.cards.find((card) => isShowable(card, at));
  const counts: StudyCounts = { new: 0, learning: 0, review: 0 };
  for (const card of pack.cards) {
    const queue = queueOf(card.state);
    if (queue !== 'learning' || dueBy(card, at)) counts[queue] += 1;
  }
  // What is left waits for a learning card: the player looks again when it comes due.
  const waitingFor = next
    ? undefined
    : pack.cards
        .flatMap((card) => (card.due === null ? [] : [card.due]))
        .sort((a, b) => Date.parse(a) - Date.parse(b))[0];
  return {
    card: next ? studyCardOf(next) : null,
    counts,
    canUndo: false,
    nextLearningDue: waitingFor ?? null,
  };
}

/** The pack once a card is graded, buried or suspended: the card leaves, its queue counts one less. */
export function withoutCard(pack: OfflineDeck, cardId: number): OfflineDeck {
  const card = pack.cards.find((c) => c.cardId === cardId);
  if (!card) return pack;
  const queue = queueOf(card.state);
  return {
    ...pack,
    cards: pack.cards.filter((c) => c.cardId !== cardId),
    counts: { ...pack.counts, [queue]: Math.max(0, pack.counts[queue] - 1) },
  };
}

/** The pack once a card is flagged or unflagged online. */
export function withFlag(pack: OfflineDeck, cardId: number, flagged: boolean): OfflineDeck {
  if (!pack.cards.some((c) => c.cardId === cardId)) return pack;
  return {
    ...pack,
    cards: pack.cards.map((c) => (c.cardId === cardId ? { ...c, flagged } : c)),
  };
}
