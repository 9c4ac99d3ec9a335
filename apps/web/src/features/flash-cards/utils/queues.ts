import type { StudyCard } from '@boardready/contracts';

/** Anki's three queues of the day, in its order and colours (new blue, learning red, review green). */
export type Queue = 'new' | 'learning' | 'review';

export const QUEUES: readonly Queue[] = ['new', 'learning', 'review'];

/**
 * Text colours of the queues: the palette's 700 shades read at 4.5:1 or more on white and, as
 * the dark theme swaps them for light shades, on its dark surfaces too.
 */
export const QUEUE_TONE: Record<Queue, string> = {
  new: 'text-blue-700',
  learning: 'text-red-700',
  review: 'text-green-700',
};

/** The queue a card on screen comes from: a relearning card is a learning one. */
export function queueOf(state: StudyCard['state']): Queue {
  if (state === 'new') return 'new';
  if (state === 'review') return 'review';
  return 'learning';
}
