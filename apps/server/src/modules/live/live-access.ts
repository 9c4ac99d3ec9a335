import { errors } from '@boardready/contracts/errors';
import type { Database } from '../../db/client';
import { productRepository } from '../products/repository';
import { assertUsable } from '../products/service';

/** What the rule reads of a user product: whose it is is settled by the read (none: not theirs). */
interface ProductWindow {
  typeCode: string;
  startsAt: Date;
  endsAt: Date;
}

/**
 * The rule every learner's live call keeps (decision 1603), as media's does: the caller's own
 * user product (anyone else's is not found), a live one, usable now (an ended or not yet started
 * one is refused as every product screen refuses it). Which sessions it opens are those staff
 * scheduled for its catalogue code.
 */
export function assertLiveProduct<P extends ProductWindow>(
  product: P | undefined,
  now: Date,
): asserts product is P {
  if (!product) throw errors.productNotFound();
  if (product.typeCode !== 'live') throw errors.notALiveProduct();
  assertUsable(product, now);
}

export function liveAccess(db: Database) {
  const productRepo = productRepository(db);
  return {
    /** The caller's usable live product (productRepository.ownedProduct, under the rule above). */
    async liveProductFor(accountId: number, userProductId: number, now: Date) {
      const product = await productRepo.ownedProduct(accountId, userProductId);
      assertLiveProduct(product, now);
      return product;
    },
  };
}
