import type { ApplicationType, ProductType, UserProduct } from '@boardready/contracts';
import { applicationType, productEndpoints } from '@boardready/contracts';
import { errors } from '@boardready/contracts/errors';
import type { Database } from '../../db/client';
import { SerializedJson } from '../../plugins/endpoints';
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
    throw errors.productNotUsable('This product has expired.');
  }
  if (availability === 'notStarted') {
    throw errors.productNotUsable('This product is not available yet.');
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

/**
 * When the availability of these rows next changes by itself: the first start or end still
 * ahead of `now` (a product becomes usable at its start and expired at its end).
 */
export function nextAvailabilityChange(
  rows: readonly { startsAt: Date; endsAt: Date }[],
  now: Date,
): number {
  let next = Number.POSITIVE_INFINITY;
  for (const row of rows) {
    for (const time of [row.startsAt.getTime(), row.endsAt.getTime()]) {
      if (time > now.getTime() && time < next) next = time;
    }
  }
  return next;
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
  /**
   * The serialized answer of each cached owned-products read, until a product's start or end
   * passes: the shell asks for it on every page load (decision 0404, third addendum). Keyed by
   * the cached rows themselves, so an answer goes when its read is refreshed or dropped. The
   * product types are read once per process and never change while it runs.
   */
  const answers = new WeakMap<
    readonly OwnedProductRow[],
    { until: number; json: SerializedJson }
  >();

  /** The answer for rows already read: the products in force now and every product type. */
  async function answerFor(owned: OwnedProductRow[], now: Date) {
    const types = await repo.listTypes();
    return {
      products: withoutSupersededTrials(owned, now).map((row) => toUserProduct(row, now)),
      productTypes: types.map(toProductType),
    };
  }

  return {
    async myProducts(accountId: number, now = new Date()) {
      return answerFor(await repo.listOwned(accountId), now);
    },

    /** myProducts checked against its contract and serialized once per cached read. */
    async myProductsJson(accountId: number, now = new Date()): Promise<SerializedJson> {
      const owned = await repo.listOwned(accountId);
      const kept = answers.get(owned);
      if (kept && now.getTime() < kept.until) return kept.json;
      const answer = productEndpoints.myProducts.response.parse(await answerFor(owned, now));
      const json = new SerializedJson(JSON.stringify(answer));
      answers.set(owned, { until: nextAvailabilityChange(owned, now), json });
      return json;
    },

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
