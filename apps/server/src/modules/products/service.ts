import type { ApplicationType, ProductType, UserProduct } from '@boardready/contracts';
import { applicationType } from '@boardready/contracts';
import type { Database } from '../../db/client';
import { forbidden } from '../../plugins/app-error';
import { type OwnedProductRow, type ProductTypeRow, productRepository } from './repository';

/** Why a product can or cannot be opened now: its validity window is [startsAt, endsAt). */
export function availabilityOf(
  window: { startsAt: Date; endsAt: Date },
  now: Date,
): UserProduct['availability'] {
  if (window.startsAt > now) return 'notStarted';
  if (window.endsAt <= now) return 'expired';
  return 'usable';
}

/** A product's study calls refuse it, with a 403, outside its validity window. */
export function assertUsable(window: { startsAt: Date; endsAt: Date }, now: Date) {
  const availability = availabilityOf(window, now);
  if (availability === 'expired') {
    throw forbidden('This product has expired.', 'product_not_usable');
  }
  if (availability === 'notStarted') {
    throw forbidden('This product is not available yet.', 'product_not_usable');
  }
}

/** Where a user product opens (spec §2 "Other routes" for Q&A; the other screens by kind). */
export function productRoute(
  type: ApplicationType,
  specialty: string,
  userProductId: number,
): string {
  switch (type) {
    case 'qa':
      return `/questions/${specialty}/qa/${userProductId}/overview`;
    case 'qa_sa':
      return `/questions/${specialty}/qa_sa/${userProductId}/sa-overview`;
    case 'onlineBookCore':
      return `/book/${userProductId}`;
    case 'fc':
      return `/flashcards/${userProductId}`;
    case 'course':
      return `/course/${userProductId}`;
    case 'media':
      return `/media/${userProductId}`;
    case 'live':
      return `/live/${userProductId}`;
  }
}

export function toUserProduct(row: OwnedProductRow, now: Date): UserProduct {
  const type = applicationType.parse(row.typeCode);
  const availability = availabilityOf(row, now);
  return {
    userProductId: row.userProductId,
    code: row.code,
    shortName: row.shortName,
    fullName: row.fullName,
    specialty: row.specialty,
    applicationType: type,
    isUsable: availability === 'usable',
    availability,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    isTrial: row.isTrial,
    hasPersonalTrainer: row.hasPersonalTrainer,
    route: productRoute(type, row.specialty, row.userProductId),
  };
}

/**
 * A trial of a product the account also owns in full is superseded once the full product can be
 * used or the trial has ended: the full product is the one to show and open (decision 0501).
 */
export function withoutSupersededTrials<T extends OwnedProductRow>(
  rows: readonly T[],
  now: Date,
): T[] {
  const full = rows.filter((r) => !r.isTrial);
  return rows.filter(
    (r) =>
      !r.isTrial ||
      !full.some(
        (f) => f.code === r.code && (availabilityOf(f, now) === 'usable' || r.endsAt <= now),
      ),
  );
}

export function toProductType(row: ProductTypeRow): ProductType {
  return {
    code: applicationType.parse(row.code),
    displayName: row.displayName,
    icon: row.icon,
    order: row.sortOrder,
  };
}

export function productService(db: Database) {
  const repo = productRepository(db);
  return {
    async myProducts(accountId: number, now = new Date()) {
      const [owned, types] = await Promise.all([repo.listOwned(accountId), repo.listTypes()]);
      return {
        products: withoutSupersededTrials(owned, now).map((row) => toUserProduct(row, now)),
        productTypes: types.map(toProductType),
      };
    },

    /** Spec §4 dashboard access rests on this list: access = it is non-empty (decision 0201). */
    async dashboardEligible(accountId: number, now = new Date()) {
      const rows = withoutSupersededTrials(await repo.listDashboardEligible(accountId, now), now);
      return rows.map((row) => ({
        userProductId: row.userProductId,
        shortName: row.shortName,
        hasPersonalTrainer: row.hasPersonalTrainer,
      }));
    },
  };
}
