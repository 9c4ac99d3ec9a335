import type { DueItem, UserProduct } from '@boardready/contracts';

/** Spec §3 study unit kinds and the memory items (issue 24), as a learner reads them. */
export const KIND_LABELS: Record<DueItem['kind'], string> = {
  PreviewStudyUnit: 'Preview',
  StudyStudyUnit: 'Study',
  SpacedRetrievalStudyUnit: 'Spaced retrieval',
  FlashCardReview: 'Flash cards',
  QuestionRetrieval: 'Spaced retrieval',
};

/** Memory items are listed one line per product: "12 flash cards to review". */
const MEMORY_ITEM_NOUNS: Partial<Record<DueItem['kind'], [string, string]>> = {
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
  /** unique in the list: study units and memory items have ids of their own */
  key: string;
  title: string;
  kind: string;
  /** the product the item belongs to, by its short name */
  product: string;
  due: string;
}

/**
 * The due items as the list shows them, in the server's order (soonest due first); the cards and
 * questions of a product due now make one line, at the place of the soonest.
 */
export function dueEntries(
  items: readonly DueItem[],
  products: readonly UserProduct[],
  now: Date,
): DueEntry[] {
  const names = new Map(products.map((p) => [p.userProductId, p.shortName]));
  const counts = new Map<string, number>();
  for (const item of items) {
    if (MEMORY_ITEM_NOUNS[item.kind]) {
      const group = `${item.kind}-${item.userProductId}`;
      counts.set(group, (counts.get(group) ?? 0) + 1);
    }
  }
  const entries: DueEntry[] = [];
  const listed = new Set<string>();
  for (const item of items) {
    const nouns = MEMORY_ITEM_NOUNS[item.kind];
    const group = `${item.kind}-${item.userProductId}`;
    if (nouns && listed.has(group)) continue;
    listed.add(group);
    const count = counts.get(group) ?? 1;
    entries.push({
      key: nouns ? group : `${item.kind}-${item.id}`,
      title: nouns ? `${count} ${count === 1 ? nouns[0] : nouns[1]}` : item.title,
      kind: KIND_LABELS[item.kind],
      product: names.get(item.userProductId) ?? 'Your product',
      due: dueSinceText(item.dueAt, now),
    });
  }
  return entries;
}

/** The products whose Personal Trainer can run now: usable ones that come with it. */
export function trainerProducts(products: readonly UserProduct[]): UserProduct[] {
  return products.filter((p) => p.isUsable && p.hasPersonalTrainer);
}
