import {
  ORGANIZATION_ROLE_LABELS,
  type OrganizationRole,
} from '@boardready/contracts/organization-rules';
import type {
  OrganizationGroup,
  OrganizationInvitation,
  OrganizationLicense,
  OrganizationMember,
} from '@boardready/contracts/organizations';

/** The members page's wording and figures, from the roster the server answers. */

const DAY_MS = 86_400_000;
const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export const formatDay = (iso: string) => dayFormat.format(new Date(iso));

export const roleLabel = (role: OrganizationRole) => ORGANIZATION_ROLE_LABELS[role];

export const pgyLabel = (pgyYear: number | null) => (pgyYear === null ? '—' : `PGY-${pgyYear}`);

/** The facts of a member or an invitation on one line, the missing ones left out. */
export const oneLine = (parts: readonly (string | false | null)[], separator = ' · ') =>
  parts.filter(Boolean).join(separator);

export const memberName = (member: Pick<OrganizationMember, 'firstName' | 'lastName'>) =>
  `${member.firstName} ${member.lastName}`;

/** Seats of the licenses in force now: bought, held, free. */
export function seatTotals(licenses: readonly OrganizationLicense[]) {
  return licenses
    .filter((l) => l.state === 'active')
    .reduce(
      (sum, l) => ({
        seats: sum.seats + l.seats,
        used: sum.used + l.used,
        free: sum.free + l.free,
      }),
      { seats: 0, used: 0, free: 0 },
    );
}

export const licensePeriod = (license: Pick<OrganizationLicense, 'startsAt' | 'endsAt'>) =>
  `${formatDay(license.startsAt)} – ${formatDay(license.endsAt)}`;

export const LICENSE_STATE_LABELS: Record<OrganizationLicense['state'], string> = {
  active: 'In force',
  upcoming: 'Not started',
  ended: 'Ended',
};

/**
 * The licenses a new member's seat may come from: not ended, with a seat free. Each names its
 * product and what is left, so that two licenses of one product stay apart.
 */
export function seatChoices(licenses: readonly OrganizationLicense[]) {
  return licenses
    .filter((l) => l.state !== 'ended' && l.free > 0)
    .map((l) => ({
      value: String(l.licenseId),
      label: `${l.productName}: ${l.free} free, until ${formatDay(l.endsAt)}`,
    }));
}

/** What a member holds, by product name (a license the roster no longer lists is left out). */
export function seatNames(
  member: Pick<OrganizationMember, 'seatLicenseIds'>,
  licenses: readonly OrganizationLicense[],
): string[] {
  return member.seatLicenseIds.flatMap((id) => {
    const license = licenses.find((l) => l.licenseId === id);
    return license ? [license.productName] : [];
  });
}

export const groupName = (groupId: number | null, groups: readonly OrganizationGroup[]) =>
  groupId === null ? 'No group' : (groups.find((g) => g.groupId === groupId)?.name ?? 'No group');

/** Where an invitation stands, in words: pending until its day, then expired. */
export function invitationExpiry(
  invitation: Pick<OrganizationInvitation, 'expiresAt' | 'status'>,
  now = new Date(),
): string {
  if (invitation.status === 'expired') return `Expired on ${formatDay(invitation.expiresAt)}`;
  const days = Math.floor((Date.parse(invitation.expiresAt) - now.getTime()) / DAY_MS);
  if (days < 1) return 'Expires today';
  return days === 1 ? 'Expires tomorrow' : `Expires in ${days} days`;
}

export interface MemberFilter {
  /** the start of a first or last name or of the e-mail, any case */
  text: string;
  /** a group's id, 'none' for members without one, '' for all */
  group: string;
  role: OrganizationRole | '';
}

export const NO_FILTER: MemberFilter = { text: '', group: '', role: '' };

export function filterMembers(
  members: readonly OrganizationMember[],
  filter: MemberFilter,
): OrganizationMember[] {
  const text = filter.text.trim().toLowerCase();
  return members.filter((m) => {
    if (filter.role && m.role !== filter.role) return false;
    if (filter.group === 'none' && m.groupId !== null) return false;
    if (filter.group && filter.group !== 'none' && String(m.groupId) !== filter.group) return false;
    if (!text) return true;
    return [m.firstName, m.lastName, memberName(m), m.email].some((value) =>
      value.toLowerCase().startsWith(text),
    );
  });
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A date input's value for the local day of an instant. */
export function dateInputOf(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The instant a date input's local day begins; null for anything but a real day. */
export function startOfDay(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00`);
  return Number.isNaN(date.getTime()) || dateInputOf(date.toISOString()) !== value
    ? null
    : date.toISOString();
}
