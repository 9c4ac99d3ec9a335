import type {
  AccountOrganizations,
  GroupBody,
  LicenseBody,
  MoveMembersBody,
  OrganizationRoster,
  UpdateMemberBody,
} from '@boardready/contracts';
import { errors } from '@boardready/contracts/errors';
import type { Database } from '../../db/client';
import type { AuthContext } from '../../plugins/session';
import { adminAccountRepository } from '../admin-accounts/repository';
import { accountRepository } from '../auth/account-repository';
import { type OrganizationRow, organizationRepository } from './repository';
import {
  administeredOrganization,
  type RequestMeta,
  recordOrganizationWrite,
  rosterOf,
} from './roster';
import { giveSeat, takeSeatsBack } from './seats';

const day = (date: Date) => date.toISOString().slice(0, 10);

/** A group named in a body: one of this organization's, or a 400 naming the field. */
export async function assertGroupOf(db: Database, organizationId: number, groupId: number | null) {
  if (groupId === null) return;
  if (!(await organizationRepository(db).group(organizationId, groupId))) {
    throw errors.unknownGroup(undefined, {
      fields: { groupId: `There is no group #${groupId} in this organization.` },
    });
  }
}

/** A license named in a body: one of this organization's (locked: its seats are counted), or a 400. */
export async function licenseNamed(db: Database, organizationId: number, licenseId: number) {
  const license = await organizationRepository(db).license(organizationId, licenseId, true);
  if (!license) {
    throw errors.unknownLicense(undefined, {
      fields: { licenseId: `There is no license #${licenseId} in this organization.` },
    });
  }
  return license;
}

/** A member's seat of a license, as the seat calls name it. */
export interface SeatRef {
  organizationId: number;
  memberAccountId: number;
  licenseId: number;
}

/**
 * The organization admin's members, groups, seats and licenses (issue 27, decision 1401). Every
 * call first finds the organization among those the caller administers (a license admin of it,
 * or a staff admin); every write runs in one transaction with its audit row and answers the
 * roster as it now is.
 */
export function organizationService(db: Database) {
  /** Runs a write on an organization the caller administers, then answers its roster. */
  function write(
    auth: AuthContext,
    organizationId: number,
    change: (tx: Database, organization: OrganizationRow, now: Date) => Promise<void>,
  ): Promise<OrganizationRoster> {
    const now = new Date();
    return db.transaction(async (tx) => {
      const organization = await administeredOrganization(tx, auth, organizationId);
      await change(tx, organization, now);
      return rosterOf(tx, organization, auth, now);
    });
  }

  async function memberOf(tx: Database, organizationId: number, accountId: number) {
    const member = await organizationRepository(tx).membership(organizationId, accountId);
    if (!member) {
      throw errors.memberNotFound(`Account #${accountId} is not a member of this organization.`);
    }
    return member;
  }

  async function licenseOf(tx: Database, organizationId: number, licenseId: number, lock = false) {
    const license = await organizationRepository(tx).license(organizationId, licenseId, lock);
    if (!license) throw errors.licenseNotFound(`This organization has no license #${licenseId}.`);
    return license;
  }

  async function catalogueProduct(tx: Database, productId: number) {
    const product = await adminAccountRepository(tx).catalogueProduct(productId);
    if (!product) {
      throw errors.unknownProduct(undefined, {
        fields: { productId: `There is no product #${productId} in the catalogue.` },
      });
    }
    return product;
  }

  async function assertGroupNameFree(
    tx: Database,
    organizationId: number,
    name: string,
    exceptId?: number,
  ) {
    const taken = await organizationRepository(tx).groupNamed(organizationId, name, exceptId);
    if (taken) {
      const message = `There is already a group named “${taken.name}”.`;
      throw errors.groupNameTaken(message, { fields: { name: message } });
    }
  }

  return {
    /**
     * The organizations on an account's page: those it is a license admin of, or every one for a
     * staff admin. A license admin opens only their own page; staff admins anyone's.
     */
    async accountOrganizations(
      auth: AuthContext,
      accountId: number,
    ): Promise<AccountOrganizations> {
      const caller = auth.actingAccount;
      if (!caller.isAdmin && accountId !== caller.id) throw errors.otherAccountsOrganizations();
      const account = await accountRepository(db).findById(accountId);
      if (!account) throw errors.accountNotFound(`There is no account #${accountId}.`);
      return {
        accountId,
        name: `${account.firstName} ${account.lastName}`,
        organizations: await organizationRepository(db).administered(accountId, account.isAdmin),
      };
    },

    async roster(auth: AuthContext, organizationId: number) {
      const organization = await administeredOrganization(db, auth, organizationId);
      return rosterOf(db, organization, auth, new Date());
    },

    updateMember(
      auth: AuthContext,
      organizationId: number,
      accountId: number,
      body: UpdateMemberBody,
      meta: RequestMeta,
    ) {
      return write(auth, organizationId, async (tx) => {
        const member = await memberOf(tx, organizationId, accountId);
        await assertGroupOf(tx, organizationId, body.groupId);
        // Nobody locks themselves out: another license admin takes the flag away.
        const self = accountId === auth.actingAccount.id && !auth.actingAccount.isAdmin;
        if (self && member.isLicenseAdmin && !body.isLicenseAdmin) {
          throw errors.ownLicenseAdminFlag(undefined, {
            fields: {
              isLicenseAdmin:
                'You cannot remove your own license admin flag. Ask another license admin to do it.',
            },
          });
        }
        const before = {
          role: member.role,
          pgyYear: member.pgyYear,
          groupId: member.groupId,
          isLicenseAdmin: member.isLicenseAdmin,
        };
        const changed = (Object.keys(before) as (keyof typeof before)[]).filter(
          (key) => before[key] !== body[key],
        );
        if (changed.length === 0) return;
        await organizationRepository(tx).updateMember(organizationId, accountId, body);
        await recordOrganizationWrite(
          tx,
          auth,
          organizationId,
          'member_updated',
          meta,
          {
            from: Object.fromEntries(changed.map((key) => [key, before[key]])),
            to: Object.fromEntries(changed.map((key) => [key, body[key]])),
          },
          accountId,
        );
      });
    },

    removeMember(auth: AuthContext, organizationId: number, accountId: number, meta: RequestMeta) {
      return write(auth, organizationId, async (tx, _organization, now) => {
        const member = await memberOf(tx, organizationId, accountId);
        if (accountId === auth.actingAccount.id && !auth.actingAccount.isAdmin) {
          throw errors.removeSelf();
        }
        const repo = organizationRepository(tx);
        const seats = await repo.seatsOf(organizationId, accountId);
        await takeSeatsBack(tx, seats, now);
        await repo.removeMember(organizationId, accountId);
        await recordOrganizationWrite(
          tx,
          auth,
          organizationId,
          'member_removed',
          meta,
          {
            role: member.role,
            seatsFreed: seats.map((s) => ({ licenseId: s.licenseId, code: s.productCode })),
          },
          accountId,
        );
      });
    },

    moveMembers(
      auth: AuthContext,
      organizationId: number,
      body: MoveMembersBody,
      meta: RequestMeta,
    ) {
      return write(auth, organizationId, async (tx) => {
        await assertGroupOf(tx, organizationId, body.groupId);
        const repo = organizationRepository(tx);
        const found = new Set(await repo.memberIds(organizationId, body.memberAccountIds));
        const missing = body.memberAccountIds.filter((id) => !found.has(id));
        if (missing.length > 0) {
          const message = `Not members of this organization: ${missing.map((id) => `#${id}`).join(', ')}.`;
          throw errors.unknownMembers(message, { fields: { memberAccountIds: message } });
        }
        await repo.moveMembers(organizationId, body.memberAccountIds, body.groupId);
        await recordOrganizationWrite(tx, auth, organizationId, 'members_moved', meta, {
          accountIds: body.memberAccountIds,
          groupId: body.groupId,
        });
      });
    },

    grantSeat(auth: AuthContext, seat: SeatRef, meta: RequestMeta) {
      const { organizationId, memberAccountId, licenseId } = seat;
      return write(auth, organizationId, async (tx, _organization, now) => {
        await memberOf(tx, organizationId, memberAccountId);
        const license = await licenseNamed(tx, organizationId, licenseId);
        const [held] = await organizationRepository(tx).seatsOf(
          organizationId,
          memberAccountId,
          licenseId,
        );
        if (held && held.endsAt > now) throw errors.seatAlreadyHeld();
        const outcome = await giveSeat(tx, license, memberAccountId, now);
        if (outcome === 'licenseEnded') {
          throw errors.licenseEnded(undefined, {
            fields: { licenseId: `This license ended on ${day(license.endsAt)}.` },
          });
        }
        if (outcome === 'alreadyOwned') throw errors.productAlreadyOwned();
        if (outcome === 'noFreeSeat') {
          throw errors.noFreeSeat(undefined, {
            fields: { licenseId: `All ${license.seats} seats of this license are taken.` },
          });
        }
        await recordOrganizationWrite(
          tx,
          auth,
          organizationId,
          'seat_granted',
          meta,
          { licenseId },
          memberAccountId,
        );
      });
    },

    /** Takes a member's seat back: the product it gave ends now, the seat is free. */
    freeSeat(auth: AuthContext, seat: SeatRef, meta: RequestMeta) {
      const { organizationId, memberAccountId, licenseId } = seat;
      return write(auth, organizationId, async (tx, _organization, now) => {
        await memberOf(tx, organizationId, memberAccountId);
        await licenseOf(tx, organizationId, licenseId);
        const held = await organizationRepository(tx).seatsOf(
          organizationId,
          memberAccountId,
          licenseId,
        );
        if (held.length === 0) throw errors.noSeatHeld();
        await takeSeatsBack(tx, held, now);
        await recordOrganizationWrite(
          tx,
          auth,
          organizationId,
          'seat_freed',
          meta,
          { licenseId },
          memberAccountId,
        );
      });
    },

    createGroup(auth: AuthContext, organizationId: number, body: GroupBody, meta: RequestMeta) {
      return write(auth, organizationId, async (tx) => {
        await assertGroupNameFree(tx, organizationId, body.name);
        const groupId = await organizationRepository(tx).addGroup(organizationId, body.name);
        await recordOrganizationWrite(tx, auth, organizationId, 'group_created', meta, {
          groupId,
          name: body.name,
        });
      });
    },

    renameGroup(
      auth: AuthContext,
      organizationId: number,
      groupId: number,
      body: GroupBody,
      meta: RequestMeta,
    ) {
      return write(auth, organizationId, async (tx) => {
        const group = await organizationRepository(tx).group(organizationId, groupId);
        if (!group) throw errors.groupNotFound(`This organization has no group #${groupId}.`);
        if (group.name === body.name) return;
        await assertGroupNameFree(tx, organizationId, body.name, groupId);
        await organizationRepository(tx).renameGroup(groupId, body.name);
        await recordOrganizationWrite(tx, auth, organizationId, 'group_renamed', meta, {
          groupId,
          from: group.name,
          to: body.name,
        });
      });
    },

    deleteGroup(auth: AuthContext, organizationId: number, groupId: number, meta: RequestMeta) {
      return write(auth, organizationId, async (tx) => {
        const group = await organizationRepository(tx).group(organizationId, groupId);
        if (!group) throw errors.groupNotFound(`This organization has no group #${groupId}.`);
        await organizationRepository(tx).deleteGroup(groupId);
        await recordOrganizationWrite(tx, auth, organizationId, 'group_deleted', meta, {
          groupId,
          name: group.name,
        });
      });
    },

    /** Staff admins (the contract lets only them in) sell seats. */
    createLicense(auth: AuthContext, organizationId: number, body: LicenseBody, meta: RequestMeta) {
      return write(auth, organizationId, async (tx) => {
        const product = await catalogueProduct(tx, body.productId);
        const licenseId = await organizationRepository(tx).addLicense({
          organizationId,
          productId: product.id,
          seats: body.seats,
          startsAt: new Date(body.startsAt),
          endsAt: new Date(body.endsAt),
        });
        await recordOrganizationWrite(tx, auth, organizationId, 'license_created', meta, {
          licenseId,
          code: product.code,
          seats: body.seats,
          startsAt: body.startsAt,
          endsAt: body.endsAt,
        });
      });
    },

    /**
     * A license's product, seats or period: never fewer seats than members hold, no other
     * product while seats are held, and the products the seats gave follow the new period.
     */
    updateLicense(
      auth: AuthContext,
      organizationId: number,
      licenseId: number,
      body: LicenseBody,
      meta: RequestMeta,
    ) {
      return write(auth, organizationId, async (tx) => {
        const repo = organizationRepository(tx);
        const license = await licenseOf(tx, organizationId, licenseId, true);
        const product = await catalogueProduct(tx, body.productId);
        const held = await repo.seatsTaken(licenseId);
        if (body.seats < held) {
          const message = `${held} member${held === 1 ? ' holds a seat' : 's hold seats'} of this license: it needs at least ${held} seat${held === 1 ? '' : 's'}. Take seats back first.`;
          throw errors.seatsBelowHeld(message, { fields: { seats: message } });
        }
        if (product.id !== license.productId && held > 0) {
          throw errors.licenseProductInUse(undefined, {
            fields: { productId: 'Members hold seats of this license: free them first.' },
          });
        }
        const startsAt = new Date(body.startsAt);
        const endsAt = new Date(body.endsAt);
        const from = {
          productId: license.productId,
          seats: license.seats,
          startsAt: license.startsAt.toISOString(),
          endsAt: license.endsAt.toISOString(),
        };
        const to = {
          productId: product.id,
          seats: body.seats,
          startsAt: startsAt.toISOString(),
          endsAt: endsAt.toISOString(),
        };
        const changed = (Object.keys(from) as (keyof typeof from)[]).filter(
          (key) => from[key] !== to[key],
        );
        if (changed.length === 0) return;
        await repo.updateLicense(licenseId, {
          productId: product.id,
          seats: body.seats,
          startsAt,
          endsAt,
        });
        if (from.startsAt !== to.startsAt || from.endsAt !== to.endsAt) {
          await repo.setSeatWindows(licenseId, startsAt, endsAt);
        }
        await recordOrganizationWrite(tx, auth, organizationId, 'license_changed', meta, {
          licenseId,
          from: Object.fromEntries(changed.map((key) => [key, from[key]])),
          to: Object.fromEntries(changed.map((key) => [key, to[key]])),
        });
      });
    },
  };
}
