import { and, asc, eq, exists, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cmeActivities, cmeClaims, userProducts } from '../../db/schema';

/**
 * CME/MOC's ids for the security suite (issue 28, decision 1501): an activity of a product the
 * owner holds and the other learner does not (the demo seeds one per IM and PEDS question bank,
 * demo-cme.ts), and a claim of the owner's under it, made for the suite when there is none (the
 * demo learners have earned nothing, so the owner's own claim call can only be refused).
 */

interface Owner {
  accountId: number;
}

/**
 * The first activity of a product the owner holds or held, one `other` never held first (the
 * fuzzer asks for the caller's own: owner and other are then the same account).
 */
export async function activityHeldBy(db: Database, owner: Owner, other: Owner): Promise<number> {
  const heldBy = (accountId: number) =>
    db
      .select({ one: sql`1` })
      .from(userProducts)
      .where(
        and(
          eq(userProducts.accountId, accountId),
          eq(userProducts.productId, cmeActivities.productId),
          lte(userProducts.startsAt, new Date()),
        ),
      );
  const [row] = await db
    .select({ id: cmeActivities.id })
    .from(cmeActivities)
    .where(exists(heldBy(owner.accountId)))
    .orderBy(sql`${exists(heldBy(other.accountId))}`, asc(cmeActivities.id))
    .limit(1);
  if (!row) throw new Error('the demo data has no CME activity of the owner for the suite');
  return row.id;
}

/** A claim of the owner's, under the activity above. */
export async function claimOf(db: Database, owner: Owner, other: Owner): Promise<number> {
  const activityId = await activityHeldBy(db, owner, other);
  const [held] = await db
    .select({ id: cmeClaims.id })
    .from(cmeClaims)
    .where(and(eq(cmeClaims.accountId, owner.accountId), eq(cmeClaims.activityId, activityId)))
    .limit(1);
  if (held) return held.id;
  const [created] = await db
    .insert(cmeClaims)
    .values({
      accountId: owner.accountId,
      activityId,
      coveredFromQuarters: 0,
      coveredToQuarters: 4,
      claimedQuarters: 4,
      completedOn: new Date().toISOString().slice(0, 10),
      evaluation: {
        ratings: { objectivesMet: 4, relevantToPractice: 4, willChangePractice: 3, freeOfBias: 5 },
        comment: 'For the security suite.',
      },
    })
    .returning({ id: cmeClaims.id });
  return created!.id;
}
