import type { OrganizationLicense, OrganizationMember } from '@boardready/contracts';
import { describe, expect, test } from 'vitest';
import {
  dateInputOf,
  filterMembers,
  groupName,
  invitationExpiry,
  pgyLabel,
  seatChoices,
  seatNames,
  seatTotals,
  startOfDay,
} from './roster-rules';

const license = (over: Partial<OrganizationLicense>): OrganizationLicense => ({
  licenseId: 1,
  productId: 1,
  productCode: 'IM-QA',
  productName: 'IM Q&A',
  seats: 10,
  used: 4,
  free: 6,
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: '2027-01-01T00:00:00.000Z',
  state: 'active',
  ...over,
});

const member = (over: Partial<OrganizationMember>): OrganizationMember => ({
  accountId: 1,
  firstName: 'Rosa',
  lastName: 'Diaz',
  email: 'rosa@example.test',
  role: 'resident',
  pgyYear: 2,
  groupId: 7,
  isLicenseAdmin: false,
  joinedAt: '2026-01-01T00:00:00.000Z',
  seatLicenseIds: [],
  ...over,
});

describe('the members page’s figures (decision 1401)', () => {
  test('seat totals count the licenses in force only', () => {
    expect(
      seatTotals([
        license({}),
        license({ licenseId: 2, seats: 5, used: 5, free: 0 }),
        license({ licenseId: 3, state: 'ended', seats: 50, used: 0, free: 50 }),
        license({ licenseId: 4, state: 'upcoming', seats: 8, used: 0, free: 8 }),
      ]),
    ).toEqual({ seats: 15, used: 9, free: 6 });
  });

  test('a new member’s seat comes from a license not ended with a seat free, named with what is left', () => {
    const choices = seatChoices([
      license({}),
      license({ licenseId: 2, free: 0, used: 10 }),
      license({ licenseId: 3, state: 'ended' }),
      license({ licenseId: 4, state: 'upcoming', productName: 'IM Flash Cards' }),
    ]);
    expect(choices.map((c) => c.value)).toEqual(['1', '4']);
    expect(choices[0]!.label).toBe('IM Q&A: 6 free, until Jan 1, 2027');
  });

  test('a member’s seats by product; a license no longer listed is left out', () => {
    expect(seatNames(member({ seatLicenseIds: [1, 9] }), [license({})])).toEqual(['IM Q&A']);
    expect(seatNames(member({}), [license({})])).toEqual([]);
  });

  test('PGY and group in words', () => {
    expect(pgyLabel(3)).toBe('PGY-3');
    expect(pgyLabel(null)).toBe('—');
    expect(groupName(7, [{ groupId: 7, name: 'PGY-2 class 2025', members: 1 }])).toBe(
      'PGY-2 class 2025',
    );
    expect(groupName(null, [])).toBe('No group');
  });

  test('an invitation expires in days, tomorrow, today, or has expired', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const at = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();
    expect(invitationExpiry({ status: 'pending', expiresAt: at(13.5) }, now)).toBe(
      'Expires in 13 days',
    );
    expect(invitationExpiry({ status: 'pending', expiresAt: at(1.2) }, now)).toBe(
      'Expires tomorrow',
    );
    expect(invitationExpiry({ status: 'pending', expiresAt: at(0.3) }, now)).toBe('Expires today');
    expect(
      invitationExpiry({ status: 'expired', expiresAt: '2026-02-27T10:00:00.000Z' }, now),
    ).toBe('Expired on Feb 27, 2026');
  });

  test('members filtered by the start of a name or address, by group (or none) and by role', () => {
    const members = [
      member({ accountId: 1 }),
      member({
        accountId: 2,
        firstName: 'Omar',
        lastName: 'Haddad',
        email: 'omar@x.test',
        role: 'program director',
        pgyYear: null,
        groupId: null,
      }),
      member({
        accountId: 3,
        firstName: 'Lena',
        lastName: 'Diaz-Ruiz',
        email: 'lena@x.test',
        groupId: 8,
      }),
    ];
    const ids = (filter: Parameters<typeof filterMembers>[1]) =>
      filterMembers(members, filter).map((m) => m.accountId);
    expect(ids({ text: '', group: '', role: '' })).toEqual([1, 2, 3]);
    expect(ids({ text: 'di', group: '', role: '' })).toEqual([1, 3]);
    expect(ids({ text: 'OMAR@', group: '', role: '' })).toEqual([2]);
    expect(ids({ text: 'rosa d', group: '', role: '' })).toEqual([1]);
    expect(ids({ text: '', group: 'none', role: '' })).toEqual([2]);
    expect(ids({ text: '', group: '8', role: '' })).toEqual([3]);
    expect(ids({ text: '', group: '', role: 'resident' })).toEqual([1, 3]);
  });

  test('a license’s days: a date input’s day is the local midnight, and back', () => {
    const start = startOfDay('2026-07-01')!;
    expect(new Date(start).getHours()).toBe(0);
    expect(dateInputOf(start)).toBe('2026-07-01');
    expect(startOfDay('2026-02-30')).toBeNull();
    expect(startOfDay('July 1')).toBeNull();
    expect(startOfDay('')).toBeNull();
  });
});
