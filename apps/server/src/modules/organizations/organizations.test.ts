import type { AccountOrganizations, OrganizationRoster } from '@boardready/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accounts, organizationMembers, userProducts } from '../../db/schema';
import { expectNothingWritten } from '../../test/db-checksum';
import { as, registerAccount } from '../../test/test-app';
import {
  e,
  HARBOR,
  LAKESIDE,
  type OrganizationWorld,
  organizationWorld,
  RIVERSIDE,
  url,
} from './test-world';

const DAY = 86_400_000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();

describe('the organization admin: organizations, members, groups, seats, licenses (issue 27)', () => {
  let w: OrganizationWorld;
  beforeAll(async () => {
    w = await organizationWorld();
  });
  afterAll(() => w.t.close());

  const call = async (
    email: string,
    options: Parameters<Awaited<ReturnType<OrganizationWorld['signedIn']>>>[0],
  ) => (await w.signedIn(email))(options);
  const riverside = () => w.orgs[RIVERSIDE]!;
  /** A call that must be refused with `status`, having written nothing. */
  const refused = (email: string, options: Parameters<typeof call>[1], status: number) =>
    expectNothingWritten(w.db, () => call(email, options), status);
  const memberOf = (roster: OrganizationRoster, email: string) =>
    roster.members.find((m) => m.email === email);

  /** A fresh account made a member of Riverside without a seat, as a join without one does. */
  async function freshMember(tag: string) {
    const account = await registerAccount(w.t.app, tag);
    const [row] = await w.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, account.email));
    const accountId = row!.id;
    await w.db.insert(organizationMembers).values({
      organizationId: riverside(),
      accountId,
      role: 'resident',
      pgyYear: 1,
    });
    return { ...account, accountId, call: as(w.t.app, account.cookie) };
  }

  describe('an account’s organizations (ngadmin/accounts/{accountId}/organizations)', () => {
    test('[ROUTE-59] a license admin lists the organizations they administer, with seats, members and invitations', async () => {
      const response = await call('orgadmin@demo.test', {
        method: 'GET',
        url: url(e.accountOrganizations, { accountId: w.ids['orgadmin@demo.test']! }),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        accountId: w.ids['orgadmin@demo.test']!,
        name: 'Omar Haddad',
        organizations: [
          {
            organizationId: riverside(),
            name: RIVERSIDE,
            isResidencyProgram: true,
            isLicenseAdmin: true,
            members: 3,
            seats: 12,
            seatsUsed: 1,
            pendingInvitations: 0,
          },
        ],
      } satisfies AccountOrganizations);
    });

    test("a staff admin's own list holds every organization; on another account's page, that account's", async () => {
      const own = await call('admin@demo.test', {
        method: 'GET',
        url: url(e.accountOrganizations, { accountId: w.ids['admin@demo.test']! }),
      });
      expect(own.json().organizations.map((o: { name: string }) => o.name)).toEqual(
        expect.arrayContaining([HARBOR, LAKESIDE, RIVERSIDE]),
      );
      const director2 = await call('admin@demo.test', {
        method: 'GET',
        url: url(e.accountOrganizations, { accountId: w.ids['director2@demo.test']! }),
      });
      expect(director2.statusCode).toBe(200);
      expect(director2.json()).toMatchObject({
        name: 'Grace Okafor',
        organizations: [{ name: HARBOR, isLicenseAdmin: true, members: 2, seatsUsed: 1 }],
      });
      const none = await call('admin@demo.test', {
        method: 'GET',
        url: url(e.accountOrganizations, { accountId: 2_000_000 }),
      });
      expect(none.statusCode).toBe(404);
      expect(none.json().error.code).toBe('account_not_found');
    });

    test("a license admin cannot open another account's list (404); a learner's own is empty; signed out 401", async () => {
      const other = await call('orgadmin@demo.test', {
        method: 'GET',
        url: url(e.accountOrganizations, { accountId: w.ids['director2@demo.test']! }),
      });
      expect(other.statusCode).toBe(404);
      expect(other.json().error).toEqual({
        code: 'other_accounts_organizations',
        message: 'You can only open your own organizations.',
      });
      const learner = await call('learner@demo.test', {
        method: 'GET',
        url: url(e.accountOrganizations, { accountId: w.ids['learner@demo.test']! }),
      });
      expect(learner.json().organizations).toEqual([]);
      const resident = await call('resident@demo.test', {
        method: 'GET',
        url: url(e.accountOrganizations, { accountId: w.ids['resident@demo.test']! }),
      });
      expect(resident.json().organizations).toEqual([]);
      const anonymous = await w.t.app.inject({
        method: 'GET',
        url: url(e.accountOrganizations, { accountId: w.ids['orgadmin@demo.test']! }),
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('the roster (the members page)', () => {
    test('[ROUTE-60] seats, groups, members with role, PGY, group and seat; no secrets', async () => {
      const roster = await w.roster('orgadmin@demo.test');
      expect(roster.organization).toEqual({
        organizationId: riverside(),
        name: RIVERSIDE,
        isResidencyProgram: true,
      });
      expect(roster.licenses).toEqual([
        {
          licenseId: await w.licenseId(RIVERSIDE),
          productId: w.productIds['IM-QA'],
          productCode: 'IM-QA',
          productName: expect.any(String),
          seats: 12,
          used: 1,
          free: 11,
          startsAt: expect.any(String),
          endsAt: expect.any(String),
          state: 'active',
        },
      ]);
      expect(roster.groups).toEqual([
        { groupId: expect.any(Number), name: 'PGY-1 class 2026', members: 0 },
        { groupId: expect.any(Number), name: 'PGY-2 class 2025', members: 1 },
      ]);
      expect(roster.members.map((m) => [m.email, m.role, m.isLicenseAdmin])).toEqual([
        ['resident@demo.test', 'resident', false],
        ['orgadmin@demo.test', 'program director', true],
        ['admin@demo.test', 'staff', true],
      ]);
      expect(memberOf(roster, 'resident@demo.test')).toMatchObject({
        pgyYear: 2,
        groupId: await w.groupId(RIVERSIDE, 'PGY-2 class 2025'),
        seatLicenseIds: [await w.licenseId(RIVERSIDE)],
      });
      expect(roster.viewer).toEqual({
        accountId: w.ids['orgadmin@demo.test'],
        isStaffAdmin: false,
      });
      expect(roster.licensableProducts).toEqual([]);
      expect(JSON.stringify(roster)).not.toMatch(/token|password/i);
      // Staff admins see the catalogue they sell seats from.
      const asAdmin = await w.roster('admin@demo.test');
      expect(asAdmin.licensableProducts.map((p) => p.code)).toContain('IM-QA');
      expect(asAdmin.viewer.isStaffAdmin).toBe(true);
    });

    test("another program's director, a resident and a learner get 404; signed out 401", async () => {
      for (const email of ['director2@demo.test', 'resident@demo.test', 'learner@demo.test']) {
        const response = await call(email, {
          method: 'GET',
          url: url(e.roster, { organizationId: riverside() }),
        });
        expect(response.statusCode, email).toBe(404);
        expect(response.json().error.code).toBe('organization_not_found');
      }
      const lakeside = await call('orgadmin@demo.test', {
        method: 'GET',
        url: url(e.roster, { organizationId: w.orgs[LAKESIDE]! }),
      });
      expect(lakeside.statusCode).toBe(404);
      const anonymous = await w.t.app.inject({
        method: 'GET',
        url: url(e.roster, { organizationId: riverside() }),
      });
      expect(anonymous.statusCode).toBe(401);
      const harbor = await w.roster('director2@demo.test', HARBOR);
      expect(harbor.members.map((m) => m.email)).toEqual([
        'resident2@demo.test',
        'director2@demo.test',
      ]);
    });
  });

  describe('members', () => {
    test("a member's role, PGY year, group and license admin flag change, audited", async () => {
      const member = await freshMember('pgy');
      const group = await w.groupId(RIVERSIDE, 'PGY-1 class 2026');
      const since = await w.lastAuditId();
      const response = await call('orgadmin@demo.test', {
        method: 'PUT',
        url: url(e.updateMember, {
          organizationId: riverside(),
          memberAccountId: member.accountId,
        }),
        payload: { role: 'resident', pgyYear: 3, groupId: group, isLicenseAdmin: true },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(memberOf(response.json(), member.email)).toMatchObject({
        pgyYear: 3,
        groupId: group,
        isLicenseAdmin: true,
      });
      expect(await w.auditSince(since)).toEqual([
        {
          action: 'organization.member_updated',
          actor: w.ids['orgadmin@demo.test'],
          subject: member.accountId,
          details: {
            organizationId: riverside(),
            from: { pgyYear: 1, groupId: null, isLicenseAdmin: false },
            to: { pgyYear: 3, groupId: group, isLicenseAdmin: true },
          },
        },
      ]);
      // the same again changes and records nothing
      await call('orgadmin@demo.test', {
        method: 'PUT',
        url: url(e.updateMember, {
          organizationId: riverside(),
          memberAccountId: member.accountId,
        }),
        payload: { role: 'resident', pgyYear: 3, groupId: group, isLicenseAdmin: true },
      });
      expect(await w.auditSince(since)).toHaveLength(1);
      // a new license admin administers the organization now
      const roster = await member.call({
        method: 'GET',
        url: url(e.roster, { organizationId: riverside() }),
      });
      expect(roster.statusCode).toBe(200);
    });

    test.each([
      [
        'a PGY year of 8',
        { role: 'resident', pgyYear: 8, groupId: null, isLicenseAdmin: false },
        400,
        'pgyYear',
      ],
      [
        'a PGY year of 0',
        { role: 'resident', pgyYear: 0, groupId: null, isLicenseAdmin: false },
        400,
        'pgyYear',
      ],
      [
        'a PGY year for faculty',
        { role: 'faculty', pgyYear: 2, groupId: null, isLicenseAdmin: false },
        400,
        'pgyYear',
      ],
      [
        'an unknown role',
        { role: 'chief', pgyYear: null, groupId: null, isLicenseAdmin: false },
        400,
        'role',
      ],
      [
        'a field too many',
        { role: 'resident', pgyYear: 1, groupId: null, isLicenseAdmin: false, seats: 3 },
        400,
        '',
      ],
    ])(
      'bad input (%s): 400 naming the field, nothing written',
      async (_label, payload, status, field) => {
        const response = await refused(
          'orgadmin@demo.test',
          {
            method: 'PUT',
            url: url(e.updateMember, {
              organizationId: riverside(),
              memberAccountId: w.ids['resident@demo.test']!,
            }),
            payload,
          },
          status,
        );
        expect(response.json().error.code).toBe('validation_failed');
        if (field) expect(Object.keys(response.json().error.fields)).toContain(field);
      },
    );

    test("another organization's group, a non-member, one's own license admin flag: clear 4xx, nothing written", async () => {
      const harborGroup = await w.groupId(HARBOR, 'PGY-1 class 2026');
      const resident = w.ids['resident@demo.test']!;
      const group = await refused(
        'orgadmin@demo.test',
        {
          method: 'PUT',
          url: url(e.updateMember, { organizationId: riverside(), memberAccountId: resident }),
          payload: { role: 'resident', pgyYear: 2, groupId: harborGroup, isLicenseAdmin: false },
        },
        400,
      );
      expect(group.json().error).toMatchObject({
        code: 'unknown_group',
        fields: { groupId: expect.any(String) },
      });
      const stranger = await refused(
        'orgadmin@demo.test',
        {
          method: 'PUT',
          url: url(e.updateMember, {
            organizationId: riverside(),
            memberAccountId: w.ids['resident2@demo.test']!,
          }),
          payload: { role: 'resident', pgyYear: 2, groupId: null, isLicenseAdmin: false },
        },
        404,
      );
      expect(stranger.json().error.code).toBe('member_not_found');
      const own = await refused(
        'orgadmin@demo.test',
        {
          method: 'PUT',
          url: url(e.updateMember, {
            organizationId: riverside(),
            memberAccountId: w.ids['orgadmin@demo.test']!,
          }),
          payload: {
            role: 'program director',
            pgyYear: null,
            groupId: null,
            isLicenseAdmin: false,
          },
        },
        400,
      );
      expect(own.json().error).toMatchObject({
        code: 'own_license_admin_flag',
        fields: { isLicenseAdmin: expect.any(String) },
      });
    });

    test("a license admin of program B cannot touch program A's members (404), nor can a learner", async () => {
      for (const email of ['director2@demo.test', 'learner@demo.test', 'resident@demo.test']) {
        const response = await refused(
          email,
          {
            method: 'PUT',
            url: url(e.updateMember, {
              organizationId: riverside(),
              memberAccountId: w.ids['resident@demo.test']!,
            }),
            payload: { role: 'faculty', pgyYear: null, groupId: null, isLicenseAdmin: true },
          },
          404,
        );
        expect(response.json().error.code).toBe('organization_not_found');
      }
      const anonymous = await w.t.app.inject({
        method: 'DELETE',
        url: url(e.removeMember, {
          organizationId: riverside(),
          memberAccountId: w.ids['resident@demo.test']!,
        }),
      });
      expect(anonymous.statusCode).toBe(401);
    });

    test('members move between groups together; unknown members or groups: 400, nothing written', async () => {
      const a = await freshMember('move-a');
      const b = await freshMember('move-b');
      const group = await w.groupId(RIVERSIDE, 'PGY-1 class 2026');
      const moved = await call('orgadmin@demo.test', {
        method: 'POST',
        url: url(e.moveMembers, { organizationId: riverside() }),
        payload: { memberAccountIds: [a.accountId, b.accountId], groupId: group },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      const roster: OrganizationRoster = moved.json();
      expect([memberOf(roster, a.email)?.groupId, memberOf(roster, b.email)?.groupId]).toEqual([
        group,
        group,
      ]);
      expect(roster.groups.find((g) => g.groupId === group)?.members).toBeGreaterThanOrEqual(2);
      const out = await call('orgadmin@demo.test', {
        method: 'POST',
        url: url(e.moveMembers, { organizationId: riverside() }),
        payload: { memberAccountIds: [b.accountId], groupId: null },
      });
      expect(memberOf(out.json(), b.email)?.groupId).toBeNull();

      const stranger = await refused(
        'orgadmin@demo.test',
        {
          method: 'POST',
          url: url(e.moveMembers, { organizationId: riverside() }),
          payload: {
            memberAccountIds: [a.accountId, w.ids['resident2@demo.test']!],
            groupId: group,
          },
        },
        400,
      );
      expect(stranger.json().error).toMatchObject({
        code: 'unknown_members',
        message: `Not members of this organization: #${w.ids['resident2@demo.test']}.`,
        fields: { memberAccountIds: expect.any(String) },
      });
      const harborGroupId = await w.groupId(HARBOR, 'PGY-1 class 2026');
      const harborGroup = await refused(
        'orgadmin@demo.test',
        {
          method: 'POST',
          url: url(e.moveMembers, { organizationId: riverside() }),
          payload: { memberAccountIds: [a.accountId], groupId: harborGroupId },
        },
        400,
      );
      expect(harborGroup.json().error.code).toBe('unknown_group');
      const twice = await refused(
        'orgadmin@demo.test',
        {
          method: 'POST',
          url: url(e.moveMembers, { organizationId: riverside() }),
          payload: { memberAccountIds: [a.accountId, a.accountId], groupId: null },
        },
        400,
      );
      expect(Object.keys(twice.json().error.fields)).toEqual(['memberAccountIds']);
    });

    test('removing a member ends the product their seat gave and frees the seat; their history stays', async () => {
      const member = await freshMember('leaving');
      const licenseId = await w.licenseId(RIVERSIDE);
      const granted = await call('orgadmin@demo.test', {
        method: 'POST',
        url: url(e.grantSeat, { organizationId: riverside(), memberAccountId: member.accountId }),
        payload: { licenseId },
      });
      expect(granted.statusCode, granted.body).toBe(200);
      const usedBefore = (granted.json() as OrganizationRoster).licenses[0]!.used;
      const since = await w.lastAuditId();
      const removed = await call('orgadmin@demo.test', {
        method: 'DELETE',
        url: url(e.removeMember, {
          organizationId: riverside(),
          memberAccountId: member.accountId,
        }),
      });
      expect(removed.statusCode, removed.body).toBe(200);
      const roster: OrganizationRoster = removed.json();
      expect(memberOf(roster, member.email)).toBeUndefined();
      expect(roster.licenses[0]!.used).toBe(usedBefore - 1);
      const [product] = await w.db
        .select()
        .from(userProducts)
        .where(eq(userProducts.accountId, member.accountId));
      // the row stays (sessions and answers refer to it), ended now
      expect(product!.revokedAt).not.toBeNull();
      expect(product!.endsAt.getTime()).toBeLessThanOrEqual(Date.now());
      expect(await w.auditSince(since)).toEqual([
        expect.objectContaining({
          action: 'organization.member_removed',
          subject: member.accountId,
          details: {
            organizationId: riverside(),
            role: 'resident',
            seatsFreed: [{ licenseId, code: 'IM-QA' }],
          },
        }),
      ]);
      // They are signed in still, and no longer a member: MedCentral goes with the membership.
      const access = await member.call({ method: 'GET', url: '/api/2.0/medcentral/access' });
      expect(access.json().hasAccess).toBe(false);
    });

    test('nobody removes themselves; a non-member is 404; nothing written', async () => {
      const self = await refused(
        'orgadmin@demo.test',
        {
          method: 'DELETE',
          url: url(e.removeMember, {
            organizationId: riverside(),
            memberAccountId: w.ids['orgadmin@demo.test']!,
          }),
        },
        400,
      );
      expect(self.json().error.code).toBe('remove_self');
      const stranger = await refused(
        'orgadmin@demo.test',
        {
          method: 'DELETE',
          url: url(e.removeMember, {
            organizationId: riverside(),
            memberAccountId: w.ids['learner@demo.test']!,
          }),
        },
        404,
      );
      expect(stranger.json().error.code).toBe('member_not_found');
    });
  });

  describe('seats', () => {
    test('a free seat gives a user product for the license period; taken back it ends; given again it reopens', async () => {
      const member = await freshMember('seat');
      const licenseId = await w.licenseId(RIVERSIDE);
      const seatUrl = url(e.grantSeat, {
        organizationId: riverside(),
        memberAccountId: member.accountId,
      });
      const granted = await call('orgadmin@demo.test', {
        method: 'POST',
        url: seatUrl,
        payload: { licenseId },
      });
      expect(granted.statusCode, granted.body).toBe(200);
      const license = (granted.json() as OrganizationRoster).licenses[0]!;
      expect(memberOf(granted.json(), member.email)?.seatLicenseIds).toEqual([licenseId]);
      const [product] = await w.db
        .select()
        .from(userProducts)
        .where(eq(userProducts.accountId, member.accountId));
      expect(product).toMatchObject({
        productId: w.productIds['IM-QA'],
        isTrial: false,
        revokedAt: null,
      });
      expect(product!.startsAt.toISOString()).toBe(license.startsAt);
      expect(product!.endsAt.toISOString()).toBe(license.endsAt);
      // the member has it on My Products
      const mine = await member.call({ method: 'GET', url: '/api/2.0/product/userproducts' });
      expect(mine.json().products.map((p: { userProductId: number }) => p.userProductId)).toContain(
        product!.id,
      );

      const twice = await refused(
        'orgadmin@demo.test',
        { method: 'POST', url: seatUrl, payload: { licenseId } },
        409,
      );
      expect(twice.json().error.code).toBe('seat_already_held');

      const freeUrl = url(e.freeSeat, {
        organizationId: riverside(),
        memberAccountId: member.accountId,
        licenseId,
      });
      const freed = await call('orgadmin@demo.test', { method: 'DELETE', url: freeUrl });
      expect(freed.statusCode, freed.body).toBe(200);
      expect((freed.json() as OrganizationRoster).licenses[0]!.used).toBe(license.used - 1);
      const none = await refused('orgadmin@demo.test', { method: 'DELETE', url: freeUrl }, 409);
      expect(none.json().error.code).toBe('no_seat_held');

      await call('orgadmin@demo.test', { method: 'POST', url: seatUrl, payload: { licenseId } });
      const rows = await w.db
        .select()
        .from(userProducts)
        .where(eq(userProducts.accountId, member.accountId));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ id: product!.id, revokedAt: null });
    });

    test('a member who has the product takes no seat; a full license or another organization’s: clear 4xx, nothing written', async () => {
      const licenseId = await w.licenseId(RIVERSIDE);
      const owned = await refused(
        'orgadmin@demo.test',
        {
          method: 'POST',
          url: url(e.grantSeat, {
            organizationId: riverside(),
            memberAccountId: w.ids['orgadmin@demo.test']!,
          }),
          payload: { licenseId },
        },
        409,
      );
      expect(owned.json().error.code).toBe('product_already_owned');
      const harborLicense = await w.licenseId(HARBOR);
      const harbor = await refused(
        'orgadmin@demo.test',
        {
          method: 'POST',
          url: url(e.grantSeat, {
            organizationId: riverside(),
            memberAccountId: w.ids['orgadmin@demo.test']!,
          }),
          payload: { licenseId: harborLicense },
        },
        400,
      );
      expect(harbor.json().error).toMatchObject({
        code: 'unknown_license',
        fields: { licenseId: expect.any(String) },
      });
      const member = await freshMember('full');
      const admin = await w.signedIn('admin@demo.test');
      const small = await admin({
        method: 'POST',
        url: url(e.createLicense, { organizationId: riverside() }),
        payload: {
          productId: w.productIds['IM-BOOK'],
          seats: 0,
          startsAt: iso(-1),
          endsAt: iso(30),
        },
      });
      expect(small.statusCode, small.body).toBe(201);
      const book = (small.json() as OrganizationRoster).licenses.find(
        (l) => l.productCode === 'IM-BOOK',
      )!;
      const full = await refused(
        'orgadmin@demo.test',
        {
          method: 'POST',
          url: url(e.grantSeat, {
            organizationId: riverside(),
            memberAccountId: member.accountId,
          }),
          payload: { licenseId: book.licenseId },
        },
        409,
      );
      expect(full.json().error).toMatchObject({
        code: 'no_free_seat',
        fields: { licenseId: 'All 0 seats of this license are taken.' },
      });
    });
  });

  describe('groups', () => {
    test('create, rename and delete a group; its members stay without a group; audited', async () => {
      const since = await w.lastAuditId();
      const created = await call('orgadmin@demo.test', {
        method: 'POST',
        url: url(e.createGroup, { organizationId: riverside() }),
        payload: { name: '  Research track  ' },
      });
      expect(created.statusCode, created.body).toBe(201);
      const group = (created.json() as OrganizationRoster).groups.find(
        (g) => g.name === 'Research track',
      )!;
      expect(group).toEqual({ groupId: expect.any(Number), name: 'Research track', members: 0 });
      const groupUrl = url(e.renameGroup, { organizationId: riverside(), groupId: group.groupId });
      const renamed = await call('orgadmin@demo.test', {
        method: 'PUT',
        url: groupUrl,
        payload: { name: 'Research' },
      });
      expect((renamed.json() as OrganizationRoster).groups.map((g) => g.name)).toContain(
        'Research',
      );
      const member = await freshMember('grouped');
      await call('orgadmin@demo.test', {
        method: 'POST',
        url: url(e.moveMembers, { organizationId: riverside() }),
        payload: { memberAccountIds: [member.accountId], groupId: group.groupId },
      });
      const deleted = await call('orgadmin@demo.test', { method: 'DELETE', url: groupUrl });
      expect(deleted.statusCode, deleted.body).toBe(200);
      const roster: OrganizationRoster = deleted.json();
      expect(roster.groups.map((g) => g.name)).not.toContain('Research');
      expect(memberOf(roster, member.email)?.groupId).toBeNull();
      expect(
        (await w.auditSince(since))
          .map((a) => a.action)
          .filter((action) => action.startsWith('organization.')),
      ).toEqual([
        'organization.group_created',
        'organization.group_renamed',
        'organization.members_moved',
        'organization.group_deleted',
      ]);
    });

    test('a name taken (any case) or empty, another organization’s group: clear 4xx, nothing written', async () => {
      const taken = await refused(
        'orgadmin@demo.test',
        {
          method: 'POST',
          url: url(e.createGroup, { organizationId: riverside() }),
          payload: { name: 'pgy-1 CLASS 2026' },
        },
        409,
      );
      expect(taken.json().error).toEqual({
        code: 'group_name_taken',
        message: 'There is already a group named “PGY-1 class 2026”.',
        fields: { name: 'There is already a group named “PGY-1 class 2026”.' },
      });
      const empty = await refused(
        'orgadmin@demo.test',
        {
          method: 'POST',
          url: url(e.createGroup, { organizationId: riverside() }),
          payload: { name: '   ' },
        },
        400,
      );
      expect(empty.json().error.fields).toEqual({ name: 'Name the group.' });
      const firstYears = await w.groupId(RIVERSIDE, 'PGY-1 class 2026');
      const renameTaken = await refused(
        'orgadmin@demo.test',
        {
          method: 'PUT',
          url: url(e.renameGroup, { organizationId: riverside(), groupId: firstYears }),
          payload: { name: 'PGY-2 class 2025' },
        },
        409,
      );
      expect(renameTaken.json().error.code).toBe('group_name_taken');
      const harborGroup = await w.groupId(HARBOR, 'PGY-1 class 2026');
      for (const method of ['PUT', 'DELETE'] as const) {
        const response = await refused(
          'orgadmin@demo.test',
          {
            method,
            url: url(e.renameGroup, { organizationId: riverside(), groupId: harborGroup }),
            ...(method === 'PUT' ? { payload: { name: 'Taken over' } } : {}),
          },
          404,
        );
        expect(response.json().error.code).toBe('group_not_found');
      }
      const fromHarbor = await refused(
        'director2@demo.test',
        {
          method: 'POST',
          url: url(e.createGroup, { organizationId: riverside() }),
          payload: { name: 'Intruders' },
        },
        404,
      );
      expect(fromHarbor.json().error.code).toBe('organization_not_found');
    });
  });

  describe('licenses (staff admins)', () => {
    test('a staff admin sells seats and changes a license; the seats’ products follow its period', async () => {
      const admin = await w.signedIn('admin@demo.test');
      const licenseId = await w.licenseId(RIVERSIDE);
      const before = (await w.roster('admin@demo.test')).licenses.find(
        (l) => l.licenseId === licenseId,
      )!;
      const since = await w.lastAuditId();
      const endsAt = iso(400);
      const changed = await admin({
        method: 'PUT',
        url: url(e.updateLicense, { organizationId: riverside(), licenseId }),
        payload: { productId: w.productIds['IM-QA'], seats: 20, startsAt: before.startsAt, endsAt },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      const after = (changed.json() as OrganizationRoster).licenses.find(
        (l) => l.licenseId === licenseId,
      )!;
      expect(after).toMatchObject({ seats: 20, used: before.used, free: 20 - before.used, endsAt });
      // the resident's seat product ends with the license now
      const [rosa] = await w.db
        .select({ endsAt: userProducts.endsAt })
        .from(userProducts)
        .where(
          and(
            eq(userProducts.accountId, w.ids['resident@demo.test']!),
            eq(userProducts.productId, w.productIds['IM-QA']!),
          ),
        );
      expect(rosa!.endsAt.toISOString()).toBe(endsAt);
      expect(await w.auditSince(since)).toEqual([
        expect.objectContaining({
          action: 'organization.license_changed',
          actor: w.ids['admin@demo.test'],
          details: {
            organizationId: riverside(),
            licenseId,
            from: { seats: before.seats, endsAt: before.endsAt },
            to: { seats: 20, endsAt },
          },
        }),
      ]);
      const created = await admin({
        method: 'POST',
        url: url(e.createLicense, { organizationId: w.orgs[HARBOR]! }),
        payload: {
          productId: w.productIds['IM-FC'],
          seats: 5,
          startsAt: iso(10),
          endsAt: iso(375),
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(
        (created.json() as OrganizationRoster).licenses.find((l) => l.productCode === 'IM-FC'),
      ).toMatchObject({
        seats: 5,
        used: 0,
        state: 'upcoming',
      });
    });

    test('seats below those held, another product while held, bad dates, an unknown product: clear 4xx, nothing written', async () => {
      const admin = await w.signedIn('admin@demo.test');
      const licenseId = await w.licenseId(HARBOR);
      const put = (payload: object) => () =>
        admin({
          method: 'PUT',
          url: url(e.updateLicense, { organizationId: w.orgs[HARBOR]!, licenseId }),
          payload,
        });
      const base = {
        productId: w.productIds['IM-QA'],
        seats: 8,
        startsAt: iso(-60),
        endsAt: iso(300),
      };
      const below = await expectNothingWritten(w.db, put({ ...base, seats: 0 }), 409);
      expect(below.json().error).toEqual({
        code: 'seats_below_held',
        message:
          '1 member holds a seat of this license: it needs at least 1 seat. Take seats back first.',
        fields: {
          seats:
            '1 member holds a seat of this license: it needs at least 1 seat. Take seats back first.',
        },
      });
      const product = await expectNothingWritten(
        w.db,
        put({ ...base, productId: w.productIds['IM-BOOK'] }),
        409,
      );
      expect(product.json().error).toMatchObject({
        code: 'license_product_in_use',
        fields: { productId: expect.any(String) },
      });
      const dates = await expectNothingWritten(w.db, put({ ...base, endsAt: iso(-61) }), 400);
      expect(dates.json().error.fields).toEqual({
        endsAt: 'The end date must be after the start date.',
      });
      const negative = await expectNothingWritten(w.db, put({ ...base, seats: -1 }), 400);
      expect(Object.keys(negative.json().error.fields)).toEqual(['seats']);
      const unknown = await expectNothingWritten(w.db, put({ ...base, productId: 999_999 }), 400);
      expect(unknown.json().error).toMatchObject({
        code: 'unknown_product',
        fields: { productId: expect.any(String) },
      });
      const otherOrganization = await expectNothingWritten(
        w.db,
        () =>
          admin({
            method: 'PUT',
            url: url(e.updateLicense, { organizationId: riverside(), licenseId }),
            payload: base,
          }),
        404,
      );
      expect(otherOrganization.json().error.code).toBe('license_not_found');
    });

    test('a license admin or a learner gets 403 on the license calls; signed out 401', async () => {
      for (const email of ['orgadmin@demo.test', 'learner@demo.test']) {
        const response = await refused(
          email,
          {
            method: 'POST',
            url: url(e.createLicense, { organizationId: riverside() }),
            payload: {
              productId: w.productIds['IM-QA'],
              seats: 100,
              startsAt: iso(0),
              endsAt: iso(10),
            },
          },
          403,
        );
        expect(response.json().error.code).toBe('forbidden');
      }
      const anonymous = await w.t.app.inject({
        method: 'POST',
        url: url(e.createLicense, { organizationId: riverside() }),
        headers: { 'content-type': 'application/json' },
        payload: { productId: w.productIds['IM-QA'], seats: 1, startsAt: iso(0), endsAt: iso(10) },
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });
});
