import { and, arrayContains, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mediaLectures, products, userProducts } from '../../db/schema';

/**
 * Media libraries' ids for the security suite (issue 29, decision 1601): the owner's media
 * product (the calls take no other kind: 404) and a lecture of its library that has captions, so
 * that the owner's own call of each endpoint gets in. The lectures are the shipped ones
 * (content/media), synced when the test app starts; the demo PEDS learner, the owner of the
 * cross-learner checks, holds PEDS-MEDIA.
 */

interface Owner {
  accountId: number;
}

/** The owner's first media product, a usable one first (the demo learner's IM-MEDIA has ended). */
async function mediaProductOf(db: Database, owner: Owner) {
  const now = new Date();
  const rows = await db
    .select({
      id: userProducts.id,
      code: products.code,
      startsAt: userProducts.startsAt,
      endsAt: userProducts.endsAt,
    })
    .from(userProducts)
    .innerJoin(products, eq(products.id, userProducts.productId))
    .where(and(eq(userProducts.accountId, owner.accountId), eq(products.typeCode, 'media')))
    .orderBy(asc(userProducts.id));
  const usable = rows.find((row) => row.startsAt <= now && row.endsAt > now);
  const row = usable ?? rows[0];
  if (!row) throw new Error('the demo data has no media product of the owner for the suite');
  return row;
}

export async function ownedMediaProduct(db: Database, owner: Owner): Promise<number> {
  return (await mediaProductOf(db, owner)).id;
}

/** The first lecture with captions of the library the owner's media product opens. */
export async function lectureOfOwnersLibrary(db: Database, owner: Owner): Promise<number> {
  const { code } = await mediaProductOf(db, owner);
  const [row] = await db
    .select({ id: mediaLectures.id })
    .from(mediaLectures)
    .where(
      and(
        arrayContains(mediaLectures.productCodes, [code]),
        isNull(mediaLectures.hiddenAt),
        isNotNull(mediaLectures.captionsKey),
      ),
    )
    .orderBy(asc(mediaLectures.sortOrder))
    .limit(1);
  if (!row)
    throw new Error(`the media library of ${code} has no lecture with captions for the suite`);
  return row.id;
}
