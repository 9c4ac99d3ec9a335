import type { AdminUserProduct } from '@boardready/contracts';
import { formatDate } from './dates';

export type ProductStatusTone = 'usable' | 'ended' | 'upcoming';

/**
 * Whether the account can use a product now, and if not why, in staff's words: the server's
 * availability (the products module's rule) with what staff did (revoked) and what My Products
 * shows instead (a trial the paid product replaces, decision 0501).
 */
export function productStatus(product: AdminUserProduct): {
  label: string;
  tone: ProductStatusTone;
} {
  if (product.revokedAt) {
    return { label: `Revoked on ${formatDate(product.revokedAt)}`, tone: 'ended' };
  }
  if (product.superseded) {
    return { label: 'Replaced by the paid product', tone: 'ended' };
  }
  switch (product.availability) {
    case 'expired':
      return { label: `Ended on ${formatDate(product.endsAt)}`, tone: 'ended' };
    case 'notStarted':
      return { label: `Starts on ${formatDate(product.startsAt)}`, tone: 'upcoming' };
    case 'usable':
      return { label: 'Usable now', tone: 'usable' };
  }
}

/** Whether staff may still end it now (revoke): it has not ended. */
export const canRevoke = (product: AdminUserProduct) =>
  product.revokedAt === null && product.availability !== 'expired';
