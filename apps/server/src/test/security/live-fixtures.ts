import { and, asc, desc, eq, gt, isNotNull, lte, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { liveQuestions, liveSessions, products, userProducts } from '../../db/schema';
import { liveRepository } from '../../modules/live/repository';

/**
 * Live streams' ids for the security suite (issue 29, decision 1603): the owner's live product
 * (the calls take no other kind: 404), a session of it live now (questions are taken), one ended
 * with its replay, and a question learners see in the live one, so that the owner's own call of
 * each endpoint gets in. The sessions are the demo data's (seed/demo-live.ts): every live product
 * has one live from ten minutes before the seed to twelve hours after, and one ended with a replay.
 */

interface Owner {
  accountId: number;
}

/** The owner's first usable live product, with its catalogue code. */
async function liveProductOf(db: Database, owner: Owner) {
  const now = new Date();
  const [row] = await db
    .select({ id: userProducts.id, code: products.code })
    .from(userProducts)
    .innerJoin(products, eq(products.id, userProducts.productId))
    .where(
      and(
        eq(userProducts.accountId, owner.accountId),
        eq(products.typeCode, 'live'),
        lte(userProducts.startsAt, now),
        gt(userProducts.endsAt, now),
      ),
    )
    .orderBy(asc(userProducts.id))
    .limit(1);
  if (!row) throw new Error('the demo data has no usable live product of the owner for the suite');
  return row;
}

export async function ownedLiveProduct(db: Database, owner: Owner): Promise<number> {
  return (await liveProductOf(db, owner)).id;
}

/** The session of the owner's live product that is live now. */
export async function liveSessionOfOwners(db: Database, owner: Owner): Promise<number> {
  const { code } = await liveProductOf(db, owner);
  const now = new Date();
  const [row] = await db
    .select({ id: liveSessions.id })
    .from(liveSessions)
    .where(
      and(
        eq(liveSessions.productCode, code),
        lte(liveSessions.startsAt, now),
        gt(liveSessions.endsAt, now),
      ),
    )
    .orderBy(asc(liveSessions.startsAt))
    .limit(1);
  if (!row) throw new Error(`${code} has no session live now for the suite`);
  return row.id;
}

/** An ended session of the owner's live product whose recording is there. */
export async function replaySessionOfOwners(db: Database, owner: Owner): Promise<number> {
  const { code } = await liveProductOf(db, owner);
  const [row] = await db
    .select({ id: liveSessions.id })
    .from(liveSessions)
    .where(
      and(
        eq(liveSessions.productCode, code),
        lte(liveSessions.endsAt, new Date()),
        isNotNull(liveSessions.recordingKey),
      ),
    )
    .orderBy(desc(liveSessions.endsAt))
    .limit(1);
  if (!row) throw new Error(`${code} has no ended session with a replay for the suite`);
  return row.id;
}

/**
 * A question learners see in the owner's live session: the newest not hidden (staff calls of the
 * suite may hide some), or one the owner asks now.
 */
export async function questionOfOwnersSession(db: Database, owner: Owner): Promise<number> {
  const sessionId = await liveSessionOfOwners(db, owner);
  const [row] = await db
    .select({ id: liveQuestions.id })
    .from(liveQuestions)
    .where(and(eq(liveQuestions.sessionId, sessionId), ne(liveQuestions.status, 'hidden')))
    .orderBy(desc(liveQuestions.id))
    .limit(1);
  if (row) return row.id;
  return liveRepository(db).addQuestion({
    sessionId,
    accountId: owner.accountId,
    text: 'A question for the security suite',
    askedAt: new Date(),
  });
}
