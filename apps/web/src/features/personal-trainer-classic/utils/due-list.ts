import type { DueItem, UserProduct } from '@boardready/contracts';
import { DUE_LISTED_MAX } from '@boardready/contracts/due-rules';

/** The memory items due (issue 24), as a learner reads them. */
export const KIND_LABELS: Record<DueItem['kind'], string> = {
  FlashCardReview: 'Flash cards',
  QuestionRetrieval: 'Spaced retrieval',
};

/** Memory items are listed one line per product: "12 flash cards to review". */
const MEMORY_ITEM_NOUNS: Record<DueItem['kind'], [string, string]> = {
  FlashCardReview: ['flash card to review', 'flash cards to review'],
  QuestionRetrieval: ['question to answer again', 'questions to answer again'],
};

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'always' });
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** "Due now", "Due 5 minutes ago", "Due 3 hours ago", "Due 2 days ago". */
export function dueSinceText(dueAt: string, now: Date): string {
  const ago = now.getTime() - new Date(dueAt).getTime();
  if (ago < MINUTE_MS) return 'Due now';
  if (ago < HOUR_MS) return `Due ${relative.format(-Math.floor(ago / MINUTE_MS), 'minute')}`;
  if (ago < DAY_MS) return `Due ${relative.format(-Math.floor(ago / HOUR_MS), 'hour')}`;
  return `Due ${relative.format(-Math.floor(ago / DAY_MS), 'day')}`;
}

export interface DueEntry {
  /** unique in the list: one line per kind and product */
  key: string;
  title: string;
  kind: string;
  /** the product the item belongs to, by its short name */
  product: string;
  due: string;
}

/**
 * The due items as the list shows them, in the server's order (soonest due first): the cards and
 * the questions of a product due now make one line each, at the place of the soonest.
 */
export function dueEntries(
  items: readonly DueItem[],
  products: readonly UserProduct[],
  now: Date,
): DueEntry[] {
  const names = new Map(products.map((p) => [p.userProductId, p.shortName]));
  const full = items.length >= DUE_LISTED_MAX;
  const groups = new Map<string, { first: DueItem; count: number }>();
  for (const item of items) {
    const key = `${item.kind}-${item.userProductId}`;
    const group = groups.get(key);
    if (group) group.count += 1;
    else groups.set(key, { first: item, count: 1 });
  }
  return [...groups].map(([key, { first, count }]) => {
    const [one, many] = MEMORY_ITEM_NOUNS[first.kind];
    return {
      key,
      // a full list (the poll lists the soonest 100) holds some of each line's items, not all
      title: `${count}${full ? '+' : ''} ${count === 1 && !full ? one : many}`,
      kind: KIND_LABELS[first.kind],
      product: names.get(first.userProductId) ?? 'Your product',
      due: dueSinceText(first.dueAt, now),
    };
  });
}

/** The products whose Personal Trainer can run now: usable ones that come with it. */
export function trainerProducts(products: readonly UserProduct[]): UserProduct[] {
  return products.filter((p) => p.isUsable && p.hasPersonalTrainer);
}
