import type { AdminProduct } from '@boardready/contracts';

/** A product's free trial in a word: none, its own length, or the default's. */
export function trialText(
  product: Pick<AdminProduct, 'trialAvailable' | 'trialDays'>,
  defaultDays: number | undefined,
): string {
  if (!product.trialAvailable) return 'No';
  if (product.trialDays !== null) return `${product.trialDays} days`;
  return defaultDays ? `${defaultDays} days (default)` : 'Default length';
}
