import type { AdminUserProduct } from '@boardready/contracts';
import { describe, expect, test } from 'vitest';
import { canRevoke, productStatus } from './product-status';

const product: AdminUserProduct = {
  userProductId: 1,
  productId: 2,
  code: 'IM-QA',
  shortName: 'IM Q&A',
  fullName: 'Internal Medicine Q&A',
  specialty: 'IM',
  applicationType: 'qa',
  startsAt: '2026-01-10T12:00:00.000Z',
  endsAt: '2027-01-10T12:00:00.000Z',
  isTrial: false,
  availability: 'usable',
  revokedAt: null,
  superseded: false,
};

describe('a product’s status on the account page', () => {
  test('usable now, or why not', () => {
    expect(productStatus(product)).toEqual({ label: 'Usable now', tone: 'usable' });
    expect(productStatus({ ...product, availability: 'expired' })).toEqual({
      label: 'Ended on Jan 10, 2027',
      tone: 'ended',
    });
    expect(productStatus({ ...product, availability: 'notStarted' })).toEqual({
      label: 'Starts on Jan 10, 2026',
      tone: 'upcoming',
    });
  });

  test('revoked and replaced trials say so, before the dates', () => {
    expect(
      productStatus({
        ...product,
        availability: 'expired',
        revokedAt: '2026-05-03T12:00:00.000Z',
      }).label,
    ).toBe('Revoked on May 3, 2026');
    expect(productStatus({ ...product, isTrial: true, superseded: true }).label).toBe(
      'Replaced by the paid product',
    );
  });

  test('only a product that has not ended can be revoked', () => {
    expect(canRevoke(product)).toBe(true);
    expect(canRevoke({ ...product, availability: 'notStarted' })).toBe(true);
    expect(canRevoke({ ...product, availability: 'expired' })).toBe(false);
    expect(canRevoke({ ...product, revokedAt: product.startsAt })).toBe(false);
  });
});
