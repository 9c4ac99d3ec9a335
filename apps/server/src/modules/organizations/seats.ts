import type { SeatOutcome } from '@boardready/contracts';
import type { Database } from '../../db/client';
import { type LicenseRow, organizationRepository } from './repository';

/**
 * Gives the account a seat of the license (locked by the caller, so that two joins cannot take
 * the last seat twice): a paid user product for the license's period. An account that already
 * has the product, not ended, takes no seat. An ended paid product of theirs (a seat taken back,
 * a purchase run out) opens again for the license's period: the (account, product, paid) row is
 * one, and the learner's history stays with it.
 */
export async function giveSeat(
  db: Database,
  license: LicenseRow,
  accountId: number,
  now: Date,
): Promise<Exclude<SeatOutcome, 'none'>> {
  if (license.endsAt <= now) return 'licenseEnded';
  const repo = organizationRepository(db);
  const held = await repo.paidProduct(accountId, license.productId);
  if (held && held.endsAt > now) return 'alreadyOwned';
  if ((await repo.seatsTaken(license.id)) >= license.seats) return 'noFreeSeat';
  let userProductId: number;
  if (held) {
    // an ended product that a seat gave once: that seat is no longer held
    if (held.seatLicenseId !== null) await repo.deleteSeat(held.id);
    await repo.reopenUserProduct(held.id, license.startsAt, license.endsAt);
    userProductId = held.id;
  } else {
    userProductId = await repo.addUserProduct({
      accountId,
      productId: license.productId,
      startsAt: license.startsAt,
      endsAt: license.endsAt,
    });
  }
  await repo.addSeat(license.id, userProductId, accountId);
  return 'granted';
}

/**
 * Takes seats back: the products they gave end now (revoked, as staff revoke one: the rows stay
 * for the learner's history) and the seats are free.
 */
export async function takeSeatsBack(
  db: Database,
  seats: { userProductId: number; startsAt: Date; endsAt: Date }[],
  now: Date,
) {
  const repo = organizationRepository(db);
  for (const seat of seats) {
    if (seat.endsAt > now) {
      await repo.endUserProduct(seat.userProductId, seat.startsAt < now ? seat.startsAt : now, now);
    }
    await repo.deleteSeat(seat.userProductId);
  }
}
