import type { Database } from '../db/client';
import { DEMO_ORGANIZATIONS } from './demo-accounts';
import { seedRepository } from './seed-repository';

const DAY = 86_400_000;

/**
 * The demo organizations (issue 27): their groups, their licenses (seats of a product for the demo
 * products' year), and members with role, PGY year, group and seat. A member's seat is their own
 * demo product of the license's code, so that removing them ends it as it would a real seat.
 */
export async function seedDemoOrganizations(
  db: Database,
  ids: Map<string, number>,
  productIds: Map<string, number>,
  now: number,
) {
  const seed = seedRepository(db);
  for (const org of DEMO_ORGANIZATIONS) {
    const organizationId = await seed.organizationId({
      name: org.name,
      isResidencyProgram: org.isResidencyProgram,
    });
    const groupIds = await seed.organizationGroupIds(organizationId, org.groups ?? []);
    const licenses = new Map<string, number>();
    for (const license of org.licenses ?? []) {
      const row = await seed.organizationLicense({
        organizationId,
        productId: productIds.get(license.product)!,
        seats: license.seats,
        startsAt: new Date(now - 60 * DAY),
        endsAt: new Date(now + 365 * DAY),
      });
      licenses.set(license.product, row.id);
    }
    await seed.addOrganizationMembers(
      org.members.map((m) => ({
        organizationId,
        accountId: ids.get(m.email)!,
        isLicenseAdmin: m.isLicenseAdmin,
        role: m.role,
        pgyYear: m.pgyYear ?? null,
        groupId: m.group ? groupIds.get(m.group)! : null,
      })),
    );
    for (const member of org.members) {
      if (!member.seat) continue;
      const accountId = ids.get(member.email)!;
      const owned = await seed.userProductIdsByCode(accountId, [member.seat]);
      const userProductId = owned.get(member.seat);
      if (userProductId === undefined) continue;
      await seed.addOrganizationSeat({
        licenseId: licenses.get(member.seat)!,
        userProductId,
        accountId,
      });
    }
  }
}
