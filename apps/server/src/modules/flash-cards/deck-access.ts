import { errors } from '@boardready/contracts/errors';
import type { Database } from '../../db/client';
import { assertUsable } from '../products/service';
import { flashCardRepository } from './repository';

/**
 * The caller's usable flash-card product and the deck it serves: 404 for anyone else's product
 * or another kind, 403 when it is not usable now. Every flash-card call starts here.
 */
export function deckAccess(db: Database) {
  const cards = flashCardRepository(db);
  return async function deckProductFor(accountId: number, userProductId: number, now: Date) {
    const product = await cards.ownedDeckProduct(accountId, userProductId);
    if (!product) throw errors.productNotFound();
    if (product.typeCode !== 'fc') throw errors.notAFlashCardProduct();
    assertUsable(product, now);
    if (!product.deck) throw errors.deckNotFound();
    return { product, deck: product.deck };
  };
}
