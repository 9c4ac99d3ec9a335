/**
 * The organization admin without zod (issue 27, decision 1401): member roles, the PGY range, the
 * limits of names and lists, for the SPA's pages and the contracts alike.
 */

/** What a member is in their program (the schema's organization_roles, in the same order). */
export const ORGANIZATION_ROLES = ['resident', 'faculty', 'program director', 'staff'] as const;
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];
export const ORGANIZATION_ROLE_LABELS: Record<OrganizationRole, string> = {
  resident: 'Resident',
  faculty: 'Faculty',
  'program director': 'Program director',
  staff: 'Staff',
};

/** A resident's postgraduate year: PGY-1 to PGY-7 (the longest residencies and fellowships). */
export const PGY_MIN = 1;
export const PGY_MAX = 7;
export const PGY_MESSAGE = `The PGY year is a whole number from ${PGY_MIN} to ${PGY_MAX}.`;
/** Only residents have a postgraduate year. */
export const PGY_ONLY_RESIDENTS = 'Only residents have a PGY year: leave it empty for this role.';

export const GROUP_NAME_MAX = 60;
/** Members moved together at most (a class of a large program, twice over). */
export const MOVE_MEMBERS_MAX = 500;
/** Seats of one license at most: more is a typing mistake. */
export const LICENSE_SEATS_MAX = 10_000;

/** How long an invitation's link works; a resend sends a new link for as long again. */
export const INVITATION_DAYS = 14;

/**
 * Invitation mails (sent and resent) an organization may send an hour: a large program's incoming
 * class at once, while a license admin cannot make the mailer spam (decision 1401).
 */
export const INVITATION_MAILS_PER_HOUR = 100;
/** Invitation mails one address may be sent by one organization an hour (a resend is one). */
export const INVITATION_MAILS_PER_ADDRESS_PER_HOUR = 3;

/** Where an invitation stands, as the members page and the join page show it. */
export const INVITATION_STATUSES = ['pending', 'expired', 'revoked', 'accepted'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
