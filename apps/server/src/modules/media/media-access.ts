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
 * The rule every media call keeps (decision 1601): the caller's own user product (anyone else's
 * is not found), a media one, usable now (an ended or not yet started one is refused as every
 * product screen refuses it). Which lectures it opens is the library's whose manifest names its
 * catalogue code.
 */
export function assertMediaProduct<P extends ProductWindow>(
  product: P | undefined,
  now: Date,
): asserts product is P {
  if (!product) throw errors.productNotFound();
  if (product.typeCode !== 'media') throw errors.notAMediaProduct();
  assertUsable(product, now);
}

export function mediaAccess(db: Database) {
  const productRepo = productRepository(db);
  return {
    /** The caller's usable media product (productRepository.ownedProduct, under the rule above). */
    async mediaProductFor(accountId: number, userProductId: number, now: Date) {
      const product = await productRepo.ownedProduct(accountId, userProductId);
      assertMediaProduct(product, now);
      return product;
    },
  };
}
