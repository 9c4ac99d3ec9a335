import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  organizationGroups,
  organizationInvitations,
  organizationLicenses,
  organizationMembers,
  organizations,
  products,
} from '../../db/schema';
import { hashToken, newToken } from '../../modules/auth/tokens';

/**
 * The organization admin's ids for the security suite (issue 27): an organization belongs to its
 * license admins, so the owner of the cross-learner check is made a license admin of one (a demo
 * learner administers none), with a group, a license and an open invitation of its own.
 */

interface Owner {
  accountId: number;
}

const DAY = 86_400_000;

/** An organization the owner is a license admin of, made for the suite when there is none. */
export async function administeredOrganizationOf(db: Database, owner: Owner): Promise<number> {
  const [held] = await db
    .select({ id: organizationMembers.organizationId })
    .from(organizationMembers)
    .where(
      and(
        eq(organizationMembers.accountId, owner.accountId),
        eq(organizationMembers.isLicenseAdmin, true),
      ),
    )
    .orderBy(asc(organizationMembers.organizationId))
    .limit(1);
  if (held) {
    // the suite's own calls may have changed the owner's role (a member's role is theirs to
    // change): each case starts with the owner directing the program again
    await db
      .update(organizationMembers)
      .set({ role: 'program director' })
      .where(
        and(
          eq(organizationMembers.organizationId, held.id),
          eq(organizationMembers.accountId, owner.accountId),
        ),
      );
    return held.id;
  }
  const [created] = await db
    .insert(organizations)
    .values({ name: `Suite program of #${owner.accountId}`, isResidencyProgram: true })
    .returning({ id: organizations.id });
  await db.insert(organizationMembers).values({
    organizationId: created!.id,
    accountId: owner.accountId,
    isLicenseAdmin: true,
    role: 'program director',
  });
  return created!.id;
}

/** The owner as a member of their organization (removing or demoting oneself is a 400, not a 404). */
export async function administeringMember(db: Database, owner: Owner): Promise<number> {
  await administeredOrganizationOf(db, owner);
  return owner.accountId;
}

export async function groupOfAdministered(db: Database, owner: Owner): Promise<number> {
  const organizationId = await administeredOrganizationOf(db, owner);
  const where = eq(organizationGroups.organizationId, organizationId);
  const [group] = await db
    .select({ id: organizationGroups.id })
    .from(organizationGroups)
    .where(where);
  if (group) return group.id;
  const [created] = await db
    .insert(organizationGroups)
    .values({ organizationId, name: 'Suite group' })
    .returning({ id: organizationGroups.id });
  return created!.id;
}

export async function licenseOfAdministered(db: Database, owner: Owner): Promise<number> {
  const organizationId = await administeredOrganizationOf(db, owner);
  const [license] = await db
    .select({ id: organizationLicenses.id })
    .from(organizationLicenses)
    .where(eq(organizationLicenses.organizationId, organizationId));
  if (license) return license.id;
  const [product] = await db.select({ id: products.id }).from(products).orderBy(asc(products.id));
  const now = Date.now();
  const [created] = await db
    .insert(organizationLicenses)
    .values({
      organizationId,
      productId: product!.id,
      seats: 5,
      startsAt: new Date(now - DAY),
      endsAt: new Date(now + 365 * DAY),
    })
    .returning({ id: organizationLicenses.id });
  return created!.id;
}

/** An open invitation of the owner's organization (its token is thrown away). */
export async function invitationOfAdministered(db: Database, owner: Owner): Promise<number> {
  const organizationId = await administeredOrganizationOf(db, owner);
  const [open] = await db
    .select({ id: organizationInvitations.id })
    .from(organizationInvitations)
    .where(
      and(
        eq(organizationInvitations.organizationId, organizationId),
        isNull(organizationInvitations.acceptedAt),
        isNull(organizationInvitations.revokedAt),
      ),
    );
  if (open) return open.id;
  const [created] = await db
    .insert(organizationInvitations)
    .values({
      organizationId,
      email: `suite-invitee-${organizationId}@example.test`,
      tokenHash: hashToken(newToken()),
      expiresAt: new Date(Date.now() + 14 * DAY),
    })
    .returning({ id: organizationInvitations.id });
  return created!.id;
}

/**
 * The parameters of the organization admin's endpoints other than the organization itself, each
 * the owner's: a member, group, license or invitation of the organization they administer.
 */
export const ORGANIZATION_ADMIN_IDS = {
  memberAccountId: administeringMember,
  groupId: groupOfAdministered,
  licenseId: licenseOfAdministered,
  invitationId: invitationOfAdministered,
};
