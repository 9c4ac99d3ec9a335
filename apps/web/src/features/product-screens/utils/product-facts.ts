import type { UserProduct } from '@boardready/contracts';

/** What a product of each application type is, in a sentence's words. */
export const KIND: Record<UserProduct['applicationType'], string> = {
  qa: 'question bank',
  qa_sa: 'self-assessment exam',
  onlineBookCore: 'book',
  fc: 'flash-card deck',
  course: 'course',
  media: 'media library',
  live: 'live stream',
};

/** Why a product that is not usable cannot be opened. */
export const UNUSABLE_REASON: Record<Exclude<UserProduct['availability'], 'usable'>, string> = {
  expired: 'Your access to this product has expired.',
  notStarted: 'Your access to this product has not started yet.',
};

export const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** The access window, e.g. "Jan 5, 2026 to Jan 5, 2027 (free trial)". */
export function accessWindow(product: Pick<UserProduct, 'startsAt' | 'endsAt' | 'isTrial'>) {
  const window = `${dateFormat.format(new Date(product.startsAt))} to ${dateFormat.format(new Date(product.endsAt))}`;
  return product.isTrial ? `${window} (free trial)` : window;
}
