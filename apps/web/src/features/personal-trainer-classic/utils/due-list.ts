import type { DueItem, UserProduct } from '@boardready/contracts';

/** Spec §3 study unit kinds, as a learner reads them. */
export const KIND_LABELS: Record<DueItem['kind'], string> = {
  PreviewStudyUnit: 'Preview',
  StudyStudyUnit: 'Study',
  SpacedRetrievalStudyUnit: 'Spaced retrieval',
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
  id: number;
  title: string;
  kind: string;
  /** the product the item belongs to, by its short name */
  product: string;
  due: string;
}

/** The due items as the list shows them, in the server's order (soonest due first). */
export function dueEntries(
  items: readonly DueItem[],
  products: readonly UserProduct[],
  now: Date,
): DueEntry[] {
  const names = new Map(products.map((p) => [p.userProductId, p.shortName]));
  return items.map((item) => ({
    id: item.id,
    title: item.title,
    kind: KIND_LABELS[item.kind],
    product: names.get(item.userProductId) ?? 'Your product',
    due: dueSinceText(item.dueAt, now),
  }));
}

/** The products whose Personal Trainer can run now: usable ones that come with it. */
export function trainerProducts(products: readonly UserProduct[]): UserProduct[] {
  return products.filter((p) => p.isUsable && p.hasPersonalTrainer);
}
