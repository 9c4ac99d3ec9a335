import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, featureFlags } from '../../db/schema';

/** The flags staff set, with who set each last (the values themselves: navigation's repository). */
export function flagsAdminRepository(db: Database) {
  return {
    async stored() {
      return db
        .select({
          key: featureFlags.key,
          value: featureFlags.value,
          updatedAt: featureFlags.updatedAt,
          updatedById: featureFlags.updatedBy,
          updatedByEmail: accounts.email,
        })
        .from(featureFlags)
        .leftJoin(accounts, eq(accounts.id, featureFlags.updatedBy));
    },
  };
}
