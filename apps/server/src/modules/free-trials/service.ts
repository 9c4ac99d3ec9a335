import {
  applicationType,
  type FreeTrial,
  productSpecialty,
  type TrialStatus,
  type UserProduct,
} from '@boardready/contracts';
import { errors } from '@boardready/contracts/errors';
import type { Database } from '../../db/client';
import { audit } from '../audit/audit';
import { productRepository } from '../products/repository';
import { toProductType, toUserProduct } from '../products/service';
import { freeTrialRepository, type HoldingRow, type TrialOfferRow } from './repository';

const DAY_MS = 86_400_000;
const SPECIALTY_ORDER = productSpecialty.options;

export interface TrialStanding {
  status: TrialStatus;
  /** the user product the status rests on */
  holding: HoldingRow | null;
}

/**
 * Where an account stands with one offer, from its user products of that product (decision 0501):
 * any full ownership (current, coming or past) means no trial; otherwise a trial that ends after
 * `now` is active, one that has ended is expired for good, and no trial at all is available.
 */
export function trialStanding(holdings: readonly HoldingRow[], now: Date): TrialStanding {
  const full = holdings.filter((h) => !h.isTrial);
  if (full.length > 0) {
    const latest = full.reduce((a, b) => (b.endsAt > a.endsAt ? b : a));
    return { status: 'owned', holding: latest };
  }
  const trial = holdings.find((h) => h.isTrial);
  if (!trial) return { status: 'available', holding: null };
  return { status: trial.endsAt > now ? 'active' : 'expired', holding: trial };
}

/** A trial runs from the moment it starts for exactly `days` days. */
export function trialWindow(now: Date, days: number): { startsAt: Date; endsAt: Date } {
  return { startsAt: now, endsAt: new Date(now.getTime() + days * DAY_MS) };
}

function toUserProductOf(offer: TrialOfferRow, holding: HoldingRow, now: Date): UserProduct {
  return toUserProduct(
    {
      userProductId: holding.userProductId,
      code: offer.code,
      shortName: offer.shortName,
      fullName: offer.fullName,
      specialty: offer.specialty,
      typeCode: offer.typeCode,
      hasPersonalTrainer: offer.hasPersonalTrainer,
      startsAt: holding.startsAt,
      endsAt: holding.endsAt,
      isTrial: holding.isTrial,
    },
    now,
  );
}

/** A product's own trial length wins; the configuration's is the default (issue 26). */
export function trialDaysOf(offer: Pick<TrialOfferRow, 'trialDays'>, defaultDays: number): number {
  return offer.trialDays ?? defaultDays;
}

function toFreeTrial(
  offer: TrialOfferRow,
  standing: TrialStanding,
  now: Date,
  defaultDays: number,
): FreeTrial {
  const product = standing.holding ? toUserProductOf(offer, standing.holding, now) : null;
  return {
    productId: offer.productId,
    code: offer.code,
    shortName: offer.shortName,
    fullName: offer.fullName,
    description: offer.description,
    specialty: offer.specialty,
    applicationType: applicationType.parse(offer.typeCode),
    trialDays: trialDaysOf(offer, defaultDays),
    status: standing.status,
    userProductId: product?.userProductId ?? null,
    endsAt: product?.endsAt ?? null,
    route: product?.isUsable ? product.route : null,
  };
}

/** Why a trial cannot start, in the learner's words. */
function refusal(offer: TrialOfferRow, status: TrialStatus) {
  switch (status) {
    case 'owned':
      return errors.productOwned(`You already own ${offer.shortName}, so it needs no free trial.`);
    case 'active':
      return errors.trialAlreadyStarted(
        `Your free trial of ${offer.shortName} has already started.`,
      );
    default:
      return errors.trialAlreadyUsed(
        `Your free trial of ${offer.shortName} has ended. A free trial cannot be started again.`,
      );
  }
}

export function freeTrialService(db: Database, options: { trialDays: number }) {
  const repo = freeTrialRepository(db);
  return {
    async catalogue(accountId: number, now = new Date()) {
      const [offers, holdings, types] = await Promise.all([
        repo.listOffers(),
        repo.holdings(accountId),
        productRepository(db).listTypes(),
      ]);
      const trials = offers
        .map((offer) =>
          toFreeTrial(
            offer,
            trialStanding(
              holdings.filter((h) => h.productId === offer.productId),
              now,
            ),
            now,
            options.trialDays,
          ),
        )
        // stable sort: the types' order and short names stay within each specialty
        .sort(
          (a, b) => SPECIALTY_ORDER.indexOf(a.specialty) - SPECIALTY_ORDER.indexOf(b.specialty),
        );
      return { trialDays: options.trialDays, trials, productTypes: types.map(toProductType) };
    },

    /**
     * Starts a trial for the acting account. `actorAccountId` is the person at the keyboard
     * (staff while assuming a learner), kept in the audit log.
     */
    async start(
      accountId: number,
      productId: number,
      actor: { accountId: number; requestId: string },
      now = new Date(),
    ): Promise<UserProduct> {
      return db.transaction(async (tx) => {
        const txRepo = freeTrialRepository(tx);
        const offer = await txRepo.findProduct(productId);
        if (!offer?.trialAvailable) {
          throw errors.trialNotOffered();
        }
        const standing = trialStanding(await txRepo.holdings(accountId, productId), now);
        if (standing.status !== 'available') throw refusal(offer, standing.status);
        const window = trialWindow(now, trialDaysOf(offer, options.trialDays));
        const inserted = await txRepo.insertTrial(
          accountId,
          productId,
          window.startsAt,
          window.endsAt,
        );
        // Another request started the same trial between our read and our write.
        if (!inserted) {
          throw refusal(
            offer,
            trialStanding(await txRepo.holdings(accountId, productId), now).status,
          );
        }
        await audit(tx, {
          action: 'product.trial_started',
          actorAccountId: actor.accountId,
          subjectAccountId: accountId,
          requestId: actor.requestId,
          details: { productId, code: offer.code, endsAt: window.endsAt.toISOString() },
        });
        return toUserProductOf(offer, inserted, now);
      });
    },
  };
}
