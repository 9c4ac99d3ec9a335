import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, organizationMembers } from '../../db/schema';
import { administeredOrganizationOf } from './organization-fixtures';

/**
 * The program dashboard's ids for the security suite (issue 27, decision 1403): a resident of the
 * program the owner directs (organization-fixtures.ts makes the owner its program director), made
 * for the suite when it has none.
 */
export async function residentOfDirected(db: Database, owner: { accountId: number }) {
  const organizationId = await administeredOrganizationOf(db, owner);
  const [held] = await db
    .select({ id: organizationMembers.accountId })
    .from(organizationMembers)
    .where(
      and(
        eq(organizationMembers.organizationId, organizationId),
        eq(organizationMembers.role, 'resident'),
      ),
    )
    .limit(1);
  if (held) return held.id;
  const [resident] = await db
    .insert(accounts)
    .values({
      email: `suite-resident-${organizationId}@example.test`,
      firstName: 'Suite',
      lastName: 'Resident',
      passwordHash: 'not-a-hash',
    })
    .returning({ id: accounts.id });
  await db
    .insert(organizationMembers)
    .values({ organizationId, accountId: resident!.id, role: 'resident', pgyYear: 1 });
  return resident!.id;
}
