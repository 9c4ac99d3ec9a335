import { and, asc, count, eq, gt, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  accounts,
  organizationGroups,
  organizationInvitations,
  organizationLicenses,
  organizationMembers,
  organizationSeats,
  organizations,
  products,
  userProducts,
} from '../../db/schema';

export type OrganizationRow = typeof organizations.$inferSelect;
export type MemberRow = typeof organizationMembers.$inferSelect;
export type LicenseRow = typeof organizationLicenses.$inferSelect;
export type GroupRow = typeof organizationGroups.$inferSelect;
export type InvitationRow = typeof organizationInvitations.$inferSelect;
type Role = MemberRow['role'];

const inviter = alias(accounts, 'inviter');

/** Seats taken of a license (a correlated count, one index read a license). */
const seatsUsed = sql<number>`(select count(*)::int from ${organizationSeats} where ${organizationSeats.licenseId} = ${organizationLicenses.id})`;

/** An open invitation: neither accepted nor revoked (expired ones are still open: resend them). */
const isOpen = and(
  isNull(organizationInvitations.acceptedAt),
  isNull(organizationInvitations.revokedAt),
);

/**
 * The rows of the organization admin (issue 27, decision 1401): organizations, their members,
 * groups, licenses, seats and invitations, and the user products seats give. Only this file
 * touches them for it.
 */
export function organizationRepository(db: Database) {
  return {
    async organization(organizationId: number): Promise<OrganizationRow | undefined> {
      const [row] = await db
        .select()
        .from(organizations)
        .where(eq(organizations.id, organizationId));
      return row;
    },

    async membership(organizationId: number, accountId: number): Promise<MemberRow | undefined> {
      const [row] = await db
        .select()
        .from(organizationMembers)
        .where(
          and(
            eq(organizationMembers.organizationId, organizationId),
            eq(organizationMembers.accountId, accountId),
          ),
        );
      return row;
    },

    /**
     * Organizations with the figures an account's list shows: those `accountId` is a license admin
     * of, or every organization (`all`, a staff admin's own list), by name.
     */
    async administered(accountId: number, all: boolean) {
      const adminOf = sql<boolean>`exists (select 1 from ${organizationMembers} m where m.organization_id = ${organizations.id} and m.account_id = ${accountId} and m.is_license_admin)`;
      return db
        .select({
          organizationId: organizations.id,
          name: organizations.name,
          isResidencyProgram: organizations.isResidencyProgram,
          isLicenseAdmin: adminOf,
          members: sql<number>`(select count(*)::int from ${organizationMembers} m where m.organization_id = ${organizations.id})`,
          seats: sql<number>`(select coalesce(sum(l.seats), 0)::int from ${organizationLicenses} l where l.organization_id = ${organizations.id} and l.ends_at > now())`,
          seatsUsed: sql<number>`(select count(*)::int from ${organizationSeats} s join ${organizationLicenses} l on l.id = s.license_id where l.organization_id = ${organizations.id} and l.ends_at > now())`,
          pendingInvitations: sql<number>`(select count(*)::int from ${organizationInvitations} i where i.organization_id = ${organizations.id} and i.accepted_at is null and i.revoked_at is null and i.expires_at > now())`,
        })
        .from(organizations)
        .where(all ? undefined : adminOf)
        .orderBy(asc(organizations.name), asc(organizations.id));
    },

    /** The licenses with their products and seats taken, newest period first. */
    async licenses(organizationId: number) {
      return db
        .select({
          licenseId: organizationLicenses.id,
          productId: organizationLicenses.productId,
          productCode: products.code,
          productName: products.shortName,
          seats: organizationLicenses.seats,
          used: seatsUsed,
          startsAt: organizationLicenses.startsAt,
          endsAt: organizationLicenses.endsAt,
        })
        .from(organizationLicenses)
        .innerJoin(products, eq(products.id, organizationLicenses.productId))
        .where(eq(organizationLicenses.organizationId, organizationId))
        .orderBy(
          sql`${organizationLicenses.endsAt} desc`,
          asc(products.shortName),
          asc(organizationLicenses.id),
        );
    },

    /** One license of the organization; `lock` holds it (its seats are counted and given). */
    async license(organizationId: number, licenseId: number, lock = false) {
      const query = db
        .select()
        .from(organizationLicenses)
        .where(
          and(
            eq(organizationLicenses.id, licenseId),
            eq(organizationLicenses.organizationId, organizationId),
          ),
        );
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async seatsTaken(licenseId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(organizationSeats)
        .where(eq(organizationSeats.licenseId, licenseId));
      return row?.n ?? 0;
    },

    async groups(organizationId: number) {
      return db
        .select({
          groupId: organizationGroups.id,
          name: organizationGroups.name,
          members: sql<number>`(select count(*)::int from ${organizationMembers} m where m.group_id = ${organizationGroups.id})`,
        })
        .from(organizationGroups)
        .where(eq(organizationGroups.organizationId, organizationId))
        .orderBy(asc(organizationGroups.name), asc(organizationGroups.id));
    },

    async group(organizationId: number, groupId: number): Promise<GroupRow | undefined> {
      const [row] = await db
        .select()
        .from(organizationGroups)
        .where(
          and(
            eq(organizationGroups.id, groupId),
            eq(organizationGroups.organizationId, organizationId),
          ),
        );
      return row;
    },

    /** A group of this name in any case, other than `exceptId`. */
    async groupNamed(organizationId: number, name: string, exceptId?: number) {
      const [row] = await db
        .select({ id: organizationGroups.id, name: organizationGroups.name })
        .from(organizationGroups)
        .where(
          and(
            eq(organizationGroups.organizationId, organizationId),
            sql`lower(${organizationGroups.name}) = ${name.toLowerCase()}`,
            exceptId === undefined ? undefined : sql`${organizationGroups.id} <> ${exceptId}`,
          ),
        );
      return row;
    },

    async addGroup(organizationId: number, name: string): Promise<number> {
      const [row] = await db
        .insert(organizationGroups)
        .values({ organizationId, name })
        .returning({ id: organizationGroups.id });
      return row!.id;
    },

    async renameGroup(groupId: number, name: string) {
      await db.update(organizationGroups).set({ name }).where(eq(organizationGroups.id, groupId));
    },

    /** Its members and invitations keep their place without a group (the foreign keys). */
    async deleteGroup(groupId: number) {
      await db.delete(organizationGroups).where(eq(organizationGroups.id, groupId));
    },

    /** The members with their accounts and the licenses whose seats they hold, by name. */
    async members(organizationId: number) {
      return db
        .select({
          accountId: organizationMembers.accountId,
          firstName: accounts.firstName,
          lastName: accounts.lastName,
          email: accounts.email,
          role: organizationMembers.role,
          pgyYear: organizationMembers.pgyYear,
          groupId: organizationMembers.groupId,
          isLicenseAdmin: organizationMembers.isLicenseAdmin,
          joinedAt: organizationMembers.joinedAt,
          seatLicenseIds: sql<
            number[]
          >`coalesce((select array_agg(s.license_id order by s.license_id) from ${organizationSeats} s join ${organizationLicenses} l on l.id = s.license_id where s.account_id = ${organizationMembers.accountId} and l.organization_id = ${organizationMembers.organizationId}), '{}')`,
        })
        .from(organizationMembers)
        .innerJoin(accounts, eq(accounts.id, organizationMembers.accountId))
        .where(eq(organizationMembers.organizationId, organizationId))
        .orderBy(asc(accounts.lastName), asc(accounts.firstName), asc(accounts.id));
    },

    /** Those of `accountIds` who are members of the organization. */
    async memberIds(organizationId: number, accountIds: number[]): Promise<number[]> {
      const rows = await db
        .select({ id: organizationMembers.accountId })
        .from(organizationMembers)
        .where(
          and(
            eq(organizationMembers.organizationId, organizationId),
            inArray(organizationMembers.accountId, accountIds),
          ),
        );
      return rows.map((r) => r.id);
    },

    async addMember(values: {
      organizationId: number;
      accountId: number;
      role: Role;
      pgyYear: number | null;
      groupId: number | null;
      joinedAt: Date;
    }) {
      await db.insert(organizationMembers).values({ ...values, isLicenseAdmin: false });
    },

    async updateMember(
      organizationId: number,
      accountId: number,
      values: {
        role: Role;
        pgyYear: number | null;
        groupId: number | null;
        isLicenseAdmin: boolean;
      },
    ) {
      await db
        .update(organizationMembers)
        .set(values)
        .where(
          and(
            eq(organizationMembers.organizationId, organizationId),
            eq(organizationMembers.accountId, accountId),
          ),
        );
    },

    async moveMembers(organizationId: number, accountIds: number[], groupId: number | null) {
      await db
        .update(organizationMembers)
        .set({ groupId })
        .where(
          and(
            eq(organizationMembers.organizationId, organizationId),
            inArray(organizationMembers.accountId, accountIds),
          ),
        );
    },

    async removeMember(organizationId: number, accountId: number) {
      await db
        .delete(organizationMembers)
        .where(
          and(
            eq(organizationMembers.organizationId, organizationId),
            eq(organizationMembers.accountId, accountId),
          ),
        );
    },

    /** The member's seats of this organization's licenses, with the user products they gave. */
    async seatsOf(organizationId: number, accountId: number, licenseId?: number) {
      return db
        .select({
          licenseId: organizationSeats.licenseId,
          userProductId: organizationSeats.userProductId,
          productCode: products.code,
          startsAt: userProducts.startsAt,
          endsAt: userProducts.endsAt,
        })
        .from(organizationSeats)
        .innerJoin(organizationLicenses, eq(organizationLicenses.id, organizationSeats.licenseId))
        .innerJoin(userProducts, eq(userProducts.id, organizationSeats.userProductId))
        .innerJoin(products, eq(products.id, userProducts.productId))
        .where(
          and(
            eq(organizationLicenses.organizationId, organizationId),
            eq(organizationSeats.accountId, accountId),
            licenseId === undefined ? undefined : eq(organizationSeats.licenseId, licenseId),
          ),
        );
    },

    /** The account's paid user product of a catalogue product, and whether a seat gave it. */
    async paidProduct(accountId: number, productId: number) {
      const [row] = await db
        .select({
          id: userProducts.id,
          startsAt: userProducts.startsAt,
          endsAt: userProducts.endsAt,
          seatLicenseId: organizationSeats.licenseId,
        })
        .from(userProducts)
        .leftJoin(organizationSeats, eq(organizationSeats.userProductId, userProducts.id))
        .where(
          and(
            eq(userProducts.accountId, accountId),
            eq(userProducts.productId, productId),
            eq(userProducts.isTrial, false),
          ),
        );
      return row;
    },

    async addUserProduct(values: {
      accountId: number;
      productId: number;
      startsAt: Date;
      endsAt: Date;
    }): Promise<number> {
      const [row] = await db
        .insert(userProducts)
        .values({ ...values, isTrial: false })
        .returning({ id: userProducts.id });
      return row!.id;
    },

    /** An ended user product opens again for a new window (a seat given anew). */
    async reopenUserProduct(userProductId: number, startsAt: Date, endsAt: Date) {
      await db
        .update(userProducts)
        .set({ startsAt, endsAt, revokedAt: null })
        .where(eq(userProducts.id, userProductId));
    },

    /** Ends a user product now, as staff revoke one; the row stays for the learner's history. */
    async endUserProduct(userProductId: number, startsAt: Date, now: Date) {
      await db
        .update(userProducts)
        .set({ startsAt, endsAt: now, revokedAt: now })
        .where(eq(userProducts.id, userProductId));
    },

    async addSeat(licenseId: number, userProductId: number, accountId: number) {
      await db.insert(organizationSeats).values({ licenseId, userProductId, accountId });
    },

    async deleteSeat(userProductId: number) {
      await db.delete(organizationSeats).where(eq(organizationSeats.userProductId, userProductId));
    },

    async addLicense(values: {
      organizationId: number;
      productId: number;
      seats: number;
      startsAt: Date;
      endsAt: Date;
    }): Promise<number> {
      const [row] = await db
        .insert(organizationLicenses)
        .values(values)
        .returning({ id: organizationLicenses.id });
      return row!.id;
    },

    async updateLicense(
      licenseId: number,
      values: { productId: number; seats: number; startsAt: Date; endsAt: Date },
    ) {
      await db
        .update(organizationLicenses)
        .set(values)
        .where(eq(organizationLicenses.id, licenseId));
    },

    /** The products the license's seats gave follow its period (those not taken back). */
    async setSeatWindows(licenseId: number, startsAt: Date, endsAt: Date) {
      await db
        .update(userProducts)
        .set({ startsAt, endsAt })
        .where(
          and(
            isNull(userProducts.revokedAt),
            inArray(
              userProducts.id,
              db
                .select({ id: organizationSeats.userProductId })
                .from(organizationSeats)
                .where(eq(organizationSeats.licenseId, licenseId)),
            ),
          ),
        );
    },

    /** Open invitations (pending and expired), newest first, with who sent them. */
    async openInvitations(organizationId: number) {
      return db
        .select({
          invitationId: organizationInvitations.id,
          email: organizationInvitations.email,
          role: organizationInvitations.role,
          pgyYear: organizationInvitations.pgyYear,
          groupId: organizationInvitations.groupId,
          licenseId: organizationInvitations.licenseId,
          inviterFirstName: inviter.firstName,
          inviterLastName: inviter.lastName,
          sentAt: organizationInvitations.sentAt,
          expiresAt: organizationInvitations.expiresAt,
        })
        .from(organizationInvitations)
        .leftJoin(inviter, eq(inviter.id, organizationInvitations.invitedByAccountId))
        .where(and(eq(organizationInvitations.organizationId, organizationId), isOpen))
        .orderBy(
          sql`${organizationInvitations.sentAt} desc`,
          sql`${organizationInvitations.id} desc`,
        );
    },

    async invitation(organizationId: number, invitationId: number) {
      const [row] = await db
        .select()
        .from(organizationInvitations)
        .where(
          and(
            eq(organizationInvitations.id, invitationId),
            eq(organizationInvitations.organizationId, organizationId),
          ),
        );
      return row;
    },

    /** The open invitation of an address, if any (the unique index allows one). */
    async openInvitationTo(organizationId: number, email: string) {
      const [row] = await db
        .select()
        .from(organizationInvitations)
        .where(
          and(
            eq(organizationInvitations.organizationId, organizationId),
            sql`lower(${organizationInvitations.email}) = ${email.toLowerCase()}`,
            isOpen,
          ),
        );
      return row;
    },

    /** The invitation a link's token hash names, with what the join page shows of it. */
    async invitationByTokenHash(tokenHash: string, lock = false) {
      const query = db
        .select({
          invitation: organizationInvitations,
          organizationName: organizations.name,
          isResidencyProgram: organizations.isResidencyProgram,
          groupName: organizationGroups.name,
          seatProductName: products.shortName,
          inviterFirstName: inviter.firstName,
          inviterLastName: inviter.lastName,
        })
        .from(organizationInvitations)
        .innerJoin(organizations, eq(organizations.id, organizationInvitations.organizationId))
        .leftJoin(organizationGroups, eq(organizationGroups.id, organizationInvitations.groupId))
        .leftJoin(
          organizationLicenses,
          eq(organizationLicenses.id, organizationInvitations.licenseId),
        )
        .leftJoin(products, eq(products.id, organizationLicenses.productId))
        .leftJoin(inviter, eq(inviter.id, organizationInvitations.invitedByAccountId))
        .where(eq(organizationInvitations.tokenHash, tokenHash));
      const [row] = lock ? await query.for('update', { of: organizationInvitations }) : await query;
      return row;
    },

    async addInvitation(values: {
      organizationId: number;
      email: string;
      role: Role;
      pgyYear: number | null;
      groupId: number | null;
      licenseId: number | null;
      tokenHash: string;
      invitedByAccountId: number;
      sentAt: Date;
      expiresAt: Date;
    }): Promise<number> {
      const [row] = await db
        .insert(organizationInvitations)
        .values({ ...values, createdAt: values.sentAt })
        .returning({ id: organizationInvitations.id });
      return row!.id;
    },

    /** A new link and expiry: the old token's hash is gone, so the old link stops working. */
    async resendInvitation(
      invitationId: number,
      values: { tokenHash: string; invitedByAccountId: number; sentAt: Date; expiresAt: Date },
    ) {
      await db
        .update(organizationInvitations)
        .set(values)
        .where(eq(organizationInvitations.id, invitationId));
    },

    /** Closes an open invitation; false when it was already closed (a race). */
    async revokeInvitation(invitationId: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(organizationInvitations)
        .set({ revokedAt: now })
        .where(and(eq(organizationInvitations.id, invitationId), isOpen))
        .returning({ id: organizationInvitations.id });
      return rows.length > 0;
    },

    /** Marks an open, unexpired invitation used; false when it was not (used, revoked, expired). */
    async acceptInvitation(invitationId: number, accountId: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(organizationInvitations)
        .set({ acceptedAt: now, acceptedAccountId: accountId })
        .where(
          and(
            eq(organizationInvitations.id, invitationId),
            isOpen,
            gt(organizationInvitations.expiresAt, now),
          ),
        )
        .returning({ id: organizationInvitations.id });
      return rows.length > 0;
    },

    /** Expired open invitations of an address are closed before a new one is sent. */
    async closeExpiredInvitationTo(organizationId: number, email: string, now: Date) {
      const where: SQL | undefined = and(
        eq(organizationInvitations.organizationId, organizationId),
        sql`lower(${organizationInvitations.email}) = ${email.toLowerCase()}`,
        isOpen,
        lte(organizationInvitations.expiresAt, now),
      );
      await db.update(organizationInvitations).set({ revokedAt: now }).where(where);
    },
  };
}
