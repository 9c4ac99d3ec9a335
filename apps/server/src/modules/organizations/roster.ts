import type { OrganizationLicense, OrganizationRoster } from '@boardready/contracts';
import { errors } from '@boardready/contracts/errors';
import type { Database } from '../../db/client';
import type { AuthContext } from '../../plugins/session';
import { adminAccountRepository } from '../admin-accounts/repository';
import { audit } from '../audit/audit';
import { type OrganizationRow, organizationRepository } from './repository';

export interface RequestMeta {
  requestId: string;
}

export const fullName = (first: string | null, last: string | null) =>
  first === null || last === null ? null : `${first} ${last}`;

/** A license's period against now. */
export function licenseState(
  window: { startsAt: Date; endsAt: Date },
  now: Date,
): OrganizationLicense['state'] {
  if (window.startsAt > now) return 'upcoming';
  return window.endsAt <= now ? 'ended' : 'active';
}

/**
 * The organization, when the account acted as may administer it: a license admin of it, or a
 * staff admin. Anyone else is told there is none (404): whether it exists is not theirs to learn,
 * and the SPA would take a 403 for a lost session.
 */
export async function administeredOrganization(
  db: Database,
  auth: AuthContext,
  organizationId: number,
): Promise<OrganizationRow> {
  const repo = organizationRepository(db);
  const organization = await repo.organization(organizationId);
  const caller = auth.actingAccount;
  const allowed =
    organization !== undefined &&
    (caller.isAdmin || (await repo.membership(organizationId, caller.id))?.isLicenseAdmin === true);
  if (!organization || !allowed) {
    throw errors.organizationNotFound(
      `There is no organization #${organizationId} among those you administer.`,
    );
  }
  return organization;
}

/** Everything the members page shows of the organization, as of `now`. */
export async function rosterOf(
  db: Database,
  organization: OrganizationRow,
  auth: AuthContext,
  now: Date,
): Promise<OrganizationRoster> {
  const repo = organizationRepository(db);
  const isStaffAdmin = auth.actingAccount.isAdmin;
  const [licenses, groups, members, invitations, catalogue] = await Promise.all([
    repo.licenses(organization.id),
    repo.groups(organization.id),
    repo.members(organization.id),
    repo.openInvitations(organization.id),
    isStaffAdmin ? adminAccountRepository(db).catalogue() : Promise.resolve([]),
  ]);
  return {
    organization: {
      organizationId: organization.id,
      name: organization.name,
      isResidencyProgram: organization.isResidencyProgram,
    },
    licenses: licenses.map((l) => ({
      ...l,
      // more seats held than bought cannot be made here; seen from elsewhere, none are free
      free: Math.max(0, l.seats - l.used),
      startsAt: l.startsAt.toISOString(),
      endsAt: l.endsAt.toISOString(),
      state: licenseState(l, now),
    })),
    groups,
    members: members.map((m) => ({ ...m, joinedAt: m.joinedAt.toISOString() })),
    invitations: invitations.map(({ inviterFirstName, inviterLastName, ...i }) => ({
      ...i,
      invitedBy: fullName(inviterFirstName, inviterLastName),
      sentAt: i.sentAt.toISOString(),
      expiresAt: i.expiresAt.toISOString(),
      status: i.expiresAt > now ? ('pending' as const) : ('expired' as const),
    })),
    viewer: { accountId: auth.actingAccount.id, isStaffAdmin },
    licensableProducts: catalogue.map((p) => ({
      productId: p.productId,
      code: p.code,
      shortName: p.shortName,
      fullName: p.fullName,
    })),
  };
}

/** One audit row of an organization write, in the write's transaction. */
export function recordOrganizationWrite(
  db: Database,
  auth: AuthContext,
  organizationId: number,
  action: string,
  meta: RequestMeta,
  details: Record<string, unknown> = {},
  subjectAccountId: number | null = null,
) {
  return audit(db, {
    action: `organization.${action}`,
    actorAccountId: auth.actingAccount.id,
    subjectAccountId,
    requestId: meta.requestId,
    details: { organizationId, ...details },
  });
}
