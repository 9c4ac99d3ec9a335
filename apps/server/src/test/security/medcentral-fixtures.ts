import { and, asc, desc, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  medcentralAnnouncements,
  medcentralAssignmentQuestions,
  medcentralAssignmentRecipients,
  medcentralAssignments,
  products,
  qaBankProducts,
  qaQuestions,
  userProducts,
} from '../../db/schema';
import { administeredOrganizationOf } from './organization-fixtures';

/**
 * MedCentral's ids for the security suite (issue 27, decision 1402): organization-fixtures.ts
 * makes the owner the program director of a residency program; its announcements and assignments
 * are theirs to manage, and one question assignment is given to the owner to take. Each is made
 * for the suite when there is none (an open one, since the owner's own calls may close them).
 */

interface Owner {
  accountId: number;
}

const DAY = 86_400_000;

/** An announcement of the program the owner directs. */
export async function announcementOfDirected(db: Database, owner: Owner): Promise<number> {
  const organizationId = await administeredOrganizationOf(db, owner);
  const [held] = await db
    .select({ id: medcentralAnnouncements.id })
    .from(medcentralAnnouncements)
    .where(eq(medcentralAnnouncements.organizationId, organizationId))
    .limit(1);
  if (held) return held.id;
  const [created] = await db
    .insert(medcentralAnnouncements)
    .values({ organizationId, title: 'Suite announcement', body: 'For the security suite.' })
    .returning({ id: medcentralAnnouncements.id });
  return created!.id;
}

/** The owner's first usable Q&A product and one published question of its bank. */
async function ownQuestion(db: Database, owner: Owner) {
  const now = new Date();
  const [row] = await db
    .select({ productId: userProducts.productId, questionId: qaQuestions.id })
    .from(userProducts)
    .innerJoin(products, eq(products.id, userProducts.productId))
    .innerJoin(qaBankProducts, eq(qaBankProducts.productId, userProducts.productId))
    .innerJoin(qaQuestions, eq(qaQuestions.bankId, qaBankProducts.bankId))
    .where(
      and(
        eq(userProducts.accountId, owner.accountId),
        eq(products.typeCode, 'qa'),
        eq(qaQuestions.status, 'published'),
        lte(userProducts.startsAt, now),
        gt(userProducts.endsAt, now),
      ),
    )
    .orderBy(asc(userProducts.id), asc(qaQuestions.id))
    .limit(1);
  if (!row) throw new Error('the owner has no usable Q&A product for the suite');
  return row;
}

/** An open question assignment of the program the owner directs; `givenToOwner`: theirs to take. */
async function openAssignment(db: Database, owner: Owner, givenToOwner: boolean) {
  const organizationId = await administeredOrganizationOf(db, owner);
  const given = givenToOwner
    ? eq(medcentralAssignmentRecipients.accountId, owner.accountId)
    : undefined;
  const [held] = await db
    .select({ id: medcentralAssignments.id })
    .from(medcentralAssignments)
    .leftJoin(
      medcentralAssignmentRecipients,
      eq(medcentralAssignmentRecipients.assignmentId, medcentralAssignments.id),
    )
    .where(
      and(
        eq(medcentralAssignments.organizationId, organizationId),
        eq(medcentralAssignments.kind, 'questions'),
        isNull(medcentralAssignments.closedAt),
        given,
      ),
    )
    .orderBy(desc(medcentralAssignments.id))
    .limit(1);
  if (held) return held.id;
  const { productId, questionId } = await ownQuestion(db, owner);
  const [created] = await db
    .insert(medcentralAssignments)
    .values({
      organizationId,
      title: 'Suite assignment',
      kind: 'questions',
      productId,
      dueAt: new Date(Date.now() + 30 * DAY),
      passingScore: 70,
    })
    .returning({ id: medcentralAssignments.id });
  const assignmentId = created!.id;
  await db.insert(medcentralAssignmentQuestions).values({ assignmentId, questionId, position: 1 });
  if (givenToOwner)
    await db
      .insert(medcentralAssignmentRecipients)
      .values({ assignmentId, accountId: owner.accountId });
  return assignmentId;
}

export const assignmentOfDirected = (db: Database, owner: Owner) =>
  openAssignment(db, owner, false);
export const assignmentGivenTo = (db: Database, owner: Owner) => openAssignment(db, owner, true);
