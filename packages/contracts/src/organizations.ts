import { z } from 'zod';
import { productInstant } from './admin-accounts';
import { defineEndpoint, idParam, idValue } from './endpoint';
import {
  GROUP_NAME_MAX,
  LICENSE_SEATS_MAX,
  MOVE_MEMBERS_MAX,
  ORGANIZATION_ROLES,
  PGY_MAX,
  PGY_MESSAGE,
  PGY_MIN,
  PGY_ONLY_RESIDENTS,
} from './organization-rules';

/**
 * The organization admin (issue 27, decision 1401): a license admin of an organization (or a
 * staff admin) sees its seats, members, groups and invitations and changes them; staff admins
 * alone sell seats (licenses). An invitation's link joins the program it names. Every write is
 * audited; the rights are checked on the server for every row.
 */

export const organizationRole = z.enum(ORGANIZATION_ROLES, {
  error: 'The role is one of resident, faculty, program director or staff.',
});

export const pgyYear = z
  .number({ error: PGY_MESSAGE })
  .int(PGY_MESSAGE)
  .min(PGY_MIN, PGY_MESSAGE)
  .max(PGY_MAX, PGY_MESSAGE);

/** The address an invitation goes to: trimmed and lower-cased, as accounts' addresses are. */
export const inviteeEmail = z
  .string({ error: 'Enter the e-mail address to invite.' })
  .trim()
  .min(1, 'Enter the e-mail address to invite.')
  .max(254, 'This e-mail address is too long.')
  .pipe(z.email('Enter a valid e-mail address.'))
  .transform((value) => value.toLowerCase());

export const groupName = z
  .string({ error: 'Name the group.' })
  .trim()
  .min(1, 'Name the group.')
  .max(GROUP_NAME_MAX, `A group's name has ${GROUP_NAME_MAX} characters or fewer.`);

/** Only residents have a PGY year (one rule for the forms and the server). */
function pgyOnlyForResidents(
  body: { role: (typeof ORGANIZATION_ROLES)[number]; pgyYear: number | null },
  ctx: z.RefinementCtx,
) {
  if (body.role !== 'resident' && body.pgyYear !== null)
    ctx.addIssue({ code: 'custom', path: ['pgyYear'], message: PGY_ONLY_RESIDENTS });
}

/** What a member is in the program: role, PGY year (residents) and group. */
const placement = {
  role: organizationRole,
  pgyYear: pgyYear.nullable(),
  /** a group of this organization; null = none */
  groupId: idValue.nullable(),
};

export const inviteMemberBody = z
  .strictObject({
    email: inviteeEmail,
    ...placement,
    /** the license of this organization whose seat the member takes on joining; null = no seat */
    licenseId: idValue.nullable(),
  })
  .superRefine(pgyOnlyForResidents);
export type InviteMemberBody = z.infer<typeof inviteMemberBody>;

export const updateMemberBody = z
  .strictObject({
    ...placement,
    /** a license admin of the organization administers it (this page) */
    isLicenseAdmin: z.boolean({ error: 'Say whether the member is a license admin.' }),
  })
  .superRefine(pgyOnlyForResidents);
export type UpdateMemberBody = z.infer<typeof updateMemberBody>;

export const moveMembersBody = z.strictObject({
  memberAccountIds: z
    .array(idValue, { error: 'Choose the members to move.' })
    .min(1, 'Choose the members to move.')
    .max(MOVE_MEMBERS_MAX, `Move at most ${MOVE_MEMBERS_MAX} members at once.`)
    .refine((ids) => new Set(ids).size === ids.length, 'Name each member once.'),
  /** the group they go to; null = out of every group */
  groupId: idValue.nullable(),
});
export type MoveMembersBody = z.infer<typeof moveMembersBody>;

export const groupBody = z.strictObject({ name: groupName });
export type GroupBody = z.infer<typeof groupBody>;

export const seatBody = z.strictObject({ licenseId: idValue });

const seatCount = z
  .number({ error: 'Give the number of seats.' })
  .int('The number of seats is a whole number.')
  .min(0, 'The number of seats cannot be negative.')
  .max(LICENSE_SEATS_MAX, `A license has at most ${LICENSE_SEATS_MAX} seats.`);

export const licenseBody = z
  .strictObject({
    productId: idValue,
    seats: seatCount,
    startsAt: productInstant('start'),
    endsAt: productInstant('end'),
  })
  .refine((body) => Date.parse(body.endsAt) > Date.parse(body.startsAt), {
    path: ['endsAt'],
    message: 'The end date must be after the start date.',
  });
export type LicenseBody = z.infer<typeof licenseBody>;

/** An invitation link's token: what the link carries, nothing else. */
export const invitationTokenBody = z.strictObject({
  token: z
    .string({ error: 'This invitation link is not valid.' })
    .regex(/^[A-Za-z0-9_-]{20,200}$/, 'This invitation link is not valid.'),
});

/** One of the organizations an account's page lists. */
export const administeredOrganization = z.object({
  organizationId: z.number().int(),
  name: z.string(),
  isResidencyProgram: z.boolean(),
  /** the account (whose page it is) is a license admin of it */
  isLicenseAdmin: z.boolean(),
  members: z.number().int(),
  seats: z.number().int(),
  seatsUsed: z.number().int(),
  pendingInvitations: z.number().int(),
});
export type AdministeredOrganization = z.infer<typeof administeredOrganization>;

export const accountOrganizations = z.object({
  accountId: z.number().int(),
  /** the account's name, for the page's heading */
  name: z.string(),
  organizations: z.array(administeredOrganization),
});
export type AccountOrganizations = z.infer<typeof accountOrganizations>;

/** Seats of a product bought for a period, and how many members hold one. */
export const organizationLicense = z.object({
  licenseId: z.number().int(),
  productId: z.number().int(),
  productCode: z.string(),
  productName: z.string(),
  seats: z.number().int(),
  used: z.number().int(),
  free: z.number().int(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  /** the period against now */
  state: z.enum(['active', 'upcoming', 'ended']),
});
export type OrganizationLicense = z.infer<typeof organizationLicense>;

export const organizationGroup = z.object({
  groupId: z.number().int(),
  name: z.string(),
  members: z.number().int(),
});
export type OrganizationGroup = z.infer<typeof organizationGroup>;

export const organizationMember = z.object({
  accountId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: organizationRole,
  pgyYear: z.number().int().nullable(),
  groupId: z.number().int().nullable(),
  isLicenseAdmin: z.boolean(),
  joinedAt: z.iso.datetime(),
  /** the licenses of this organization whose seats the member holds */
  seatLicenseIds: z.array(z.number().int()),
});
export type OrganizationMember = z.infer<typeof organizationMember>;

/** An invitation not yet accepted nor revoked: never its token, which only the mail holds. */
export const organizationInvitation = z.object({
  invitationId: z.number().int(),
  email: z.string(),
  role: organizationRole,
  pgyYear: z.number().int().nullable(),
  groupId: z.number().int().nullable(),
  licenseId: z.number().int().nullable(),
  /** who sent (or last sent) it */
  invitedBy: z.string().nullable(),
  sentAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  status: z.enum(['pending', 'expired']),
});
export type OrganizationInvitation = z.infer<typeof organizationInvitation>;

export const licensableProduct = z.object({
  productId: z.number().int(),
  code: z.string(),
  shortName: z.string(),
  fullName: z.string(),
});
export type LicensableProduct = z.infer<typeof licensableProduct>;

/** Everything the members page shows of one organization; every write answers it anew. */
export const organizationRoster = z.object({
  organization: z.object({
    organizationId: z.number().int(),
    name: z.string(),
    isResidencyProgram: z.boolean(),
  }),
  licenses: z.array(organizationLicense),
  groups: z.array(organizationGroup),
  members: z.array(organizationMember),
  invitations: z.array(organizationInvitation),
  viewer: z.object({
    accountId: z.number().int(),
    /** a staff admin: sells seats (licenses) */
    isStaffAdmin: z.boolean(),
  }),
  /** the catalogue a staff admin licenses from; empty for license admins */
  licensableProducts: z.array(licensableProduct),
});
export type OrganizationRoster = z.infer<typeof organizationRoster>;

/** What the join page shows of an invitation before (and after) signing in. */
export const invitationPreview = z.object({
  organizationName: z.string(),
  isResidencyProgram: z.boolean(),
  email: z.string(),
  role: organizationRole,
  pgyYear: z.number().int().nullable(),
  groupName: z.string().nullable(),
  /** the product whose seat comes with it */
  seatProductName: z.string().nullable(),
  invitedBy: z.string().nullable(),
  expiresAt: z.iso.datetime(),
  status: z.enum(['pending', 'expired', 'revoked', 'accepted']),
});
export type InvitationPreview = z.infer<typeof invitationPreview>;

/** What joining did about the seat the invitation named. */
export const seatOutcome = z.enum([
  /** no seat was named */
  'none',
  /** a seat of the license: a user product for its period */
  'granted',
  /** the member already has the product: no seat is taken */
  'alreadyOwned',
  /** every seat is taken: the program gives one later */
  'noFreeSeat',
  /** the license's period is over */
  'licenseEnded',
]);
export type SeatOutcome = z.infer<typeof seatOutcome>;

export const joinedOrganization = z.object({
  organizationId: z.number().int(),
  organizationName: z.string(),
  isResidencyProgram: z.boolean(),
  role: organizationRole,
  seat: seatOutcome,
  seatProductName: z.string().nullable(),
});
export type JoinedOrganization = z.infer<typeof joinedOrganization>;

const organizationParams = z.object({ organizationId: idParam });
const invitationParams = z.object({ organizationId: idParam, invitationId: idParam });
const memberParams = z.object({ organizationId: idParam, memberAccountId: idParam });
const groupParams = z.object({ organizationId: idParam, groupId: idParam });
const licenseParams = z.object({ organizationId: idParam, licenseId: idParam });

const ADMINS = 'License admins of the organization and staff admins';

export const organizationEndpoints = {
  accountOrganizations: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/accounts/:accountId/organizations',
    summary:
      "The organizations an account administers (all of them for a staff admin's own account), with their seats and members. A license admin opens only their own account's; staff admins any.",
    access: 'signedIn',
    params: z.object({ accountId: idParam }),
    response: accountOrganizations,
  }),
  roster: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/organizations/:organizationId/roster',
    summary: `${ADMINS}: the organization's licenses (seats bought, used, free), groups, members and open invitations.`,
    access: 'signedIn',
    params: organizationParams,
    response: organizationRoster,
  }),
  invite: defineEndpoint({
    method: 'POST',
    path: '/api/2.0/organizations/:organizationId/invitations',
    summary: `${ADMINS}: invite an e-mail address with a role, PGY year, group and seat; the link goes by mail only (audited).`,
    access: 'signedIn',
    params: organizationParams,
    body: inviteMemberBody,
    status: 201,
    response: organizationRoster,
  }),
  resendInvitation: defineEndpoint({
    method: 'POST',
    path: '/api/2.0/organizations/:organizationId/invitations/:invitationId/resend',
    summary: `${ADMINS}: mail an open invitation again with a new link and a new expiry; the old link stops working (audited).`,
    access: 'signedIn',
    params: invitationParams,
    response: organizationRoster,
  }),
  revokeInvitation: defineEndpoint({
    method: 'POST',
    path: '/api/2.0/organizations/:organizationId/invitations/:invitationId/revoke',
    summary: `${ADMINS}: withdraw an open invitation; its link stops working (audited).`,
    access: 'signedIn',
    params: invitationParams,
    response: organizationRoster,
  }),
  updateMember: defineEndpoint({
    method: 'PUT',
    path: '/api/2.0/organizations/:organizationId/members/:memberAccountId',
    summary: `${ADMINS}: a member's role, PGY year, group and license admin flag; nobody removes their own license admin flag (audited).`,
    access: 'signedIn',
    params: memberParams,
    body: updateMemberBody,
    response: organizationRoster,
  }),
  removeMember: defineEndpoint({
    method: 'DELETE',
    path: '/api/2.0/organizations/:organizationId/members/:memberAccountId',
    summary: `${ADMINS}: remove a member: the products their seats gave end now and the seats are free; their study history stays theirs (audited).`,
    access: 'signedIn',
    params: memberParams,
    response: organizationRoster,
  }),
  moveMembers: defineEndpoint({
    method: 'POST',
    path: '/api/2.0/organizations/:organizationId/members/move',
    summary: `${ADMINS}: put members into a group (or out of every group) at once (audited).`,
    access: 'signedIn',
    params: organizationParams,
    body: moveMembersBody,
    response: organizationRoster,
  }),
  grantSeat: defineEndpoint({
    method: 'POST',
    path: '/api/2.0/organizations/:organizationId/members/:memberAccountId/seats',
    summary: `${ADMINS}: give a member a free seat of a license: a user product for the license's period (audited).`,
    access: 'signedIn',
    params: memberParams,
    body: seatBody,
    response: organizationRoster,
  }),
  freeSeat: defineEndpoint({
    method: 'DELETE',
    path: '/api/2.0/organizations/:organizationId/members/:memberAccountId/seats/:licenseId',
    summary: `${ADMINS}: take a member's seat of a license back: the product it gave ends now (audited).`,
    access: 'signedIn',
    params: z.object({
      organizationId: idParam,
      memberAccountId: idParam,
      licenseId: idParam,
    }),
    response: organizationRoster,
  }),
  createGroup: defineEndpoint({
    method: 'POST',
    path: '/api/2.0/organizations/:organizationId/groups',
    summary: `${ADMINS}: a new group (a class year, a track); names are unique in the organization (audited).`,
    access: 'signedIn',
    params: organizationParams,
    body: groupBody,
    status: 201,
    response: organizationRoster,
  }),
  renameGroup: defineEndpoint({
    method: 'PUT',
    path: '/api/2.0/organizations/:organizationId/groups/:groupId',
    summary: `${ADMINS}: rename a group (audited).`,
    access: 'signedIn',
    params: groupParams,
    body: groupBody,
    response: organizationRoster,
  }),
  deleteGroup: defineEndpoint({
    method: 'DELETE',
    path: '/api/2.0/organizations/:organizationId/groups/:groupId',
    summary: `${ADMINS}: delete a group; its members stay in the organization without a group (audited).`,
    access: 'signedIn',
    params: groupParams,
    response: organizationRoster,
  }),
  createLicense: defineEndpoint({
    method: 'POST',
    path: '/api/2.0/admin/organizations/:organizationId/licenses',
    summary: 'Staff (admin): sell the organization seats of a product for a period (audited).',
    access: { staff: 'admin' },
    params: organizationParams,
    body: licenseBody,
    status: 201,
    response: organizationRoster,
  }),
  updateLicense: defineEndpoint({
    method: 'PUT',
    path: '/api/2.0/admin/organizations/:organizationId/licenses/:licenseId',
    summary:
      "Staff (admin): change a license's product, seats or period; never fewer seats than members hold, and the seats' products follow the period (audited).",
    access: { staff: 'admin' },
    params: licenseParams,
    body: licenseBody,
    response: organizationRoster,
  }),
  invitation: defineEndpoint({
    method: 'POST',
    path: '/api/2.0/invitations/lookup',
    summary:
      'The invitation an invitation link names: its program, role, group, seat and whether it can still be used. The token travels in the body, never in an address.',
    access: 'public',
    body: invitationTokenBody,
    response: invitationPreview,
  }),
  acceptInvitation: defineEndpoint({
    method: 'POST',
    path: '/api/2.0/invitations/accept',
    summary:
      'Join the program of an invitation addressed to the signed-in account: member with its role, group and PGY year, and its seat when one is free (audited).',
    access: 'signedIn',
    body: invitationTokenBody,
    response: joinedOrganization,
  }),
};
