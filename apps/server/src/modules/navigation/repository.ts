import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accountSpecialties,
  favoriteAdminLinks,
  featureFlags,
  organizationMembers,
  organizations,
} from '../../db/schema';

export type FavoriteAdminLinkRow = typeof favoriteAdminLinks.$inferSelect;

export function navigationRepository(db: Database) {
  return {
    async specialties(accountId: number) {
      const rows = await db
        .select({ specialty: accountSpecialties.specialty })
        .from(accountSpecialties)
        .where(eq(accountSpecialties.accountId, accountId));
      return rows.map((r) => r.specialty);
    },

    async favoriteAdminLinks(accountId: number): Promise<FavoriteAdminLinkRow[]> {
      return db
        .select()
        .from(favoriteAdminLinks)
        .where(eq(favoriteAdminLinks.accountId, accountId))
        .orderBy(asc(favoriteAdminLinks.sortOrder), asc(favoriteAdminLinks.id));
    },

    async memberships(accountId: number) {
      return db
        .select({
          id: organizations.id,
          name: organizations.name,
          isLicenseAdmin: organizationMembers.isLicenseAdmin,
          isResidencyProgram: organizations.isResidencyProgram,
        })
        .from(organizationMembers)
        .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
        .where(eq(organizationMembers.accountId, accountId))
        .orderBy(asc(organizations.name), asc(organizations.id));
    },

    /** The account's roles in residency programs (none: no MedCentral of their own). */
    async residencyRoles(accountId: number) {
      const rows = await db
        .selectDistinct({ role: organizationMembers.role })
        .from(organizationMembers)
        .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
        .where(
          and(
            eq(organizationMembers.accountId, accountId),
            eq(organizations.isResidencyProgram, true),
          ),
        );
      return rows.map((r) => r.role);
    },
  };
}

export function featureFlagRepository(db: Database) {
  return {
    async all() {
      return db.select({ key: featureFlags.key, value: featureFlags.value }).from(featureFlags);
    },

    async get(key: string): Promise<unknown> {
      const [row] = await db
        .select({ value: featureFlags.value })
        .from(featureFlags)
        .where(eq(featureFlags.key, key));
      return row?.value;
    },

    async set(key: string, value: unknown, updatedBy: number, now: Date) {
      await db
        .insert(featureFlags)
        .values({ key, value, updatedBy, updatedAt: now })
        .onConflictDoUpdate({
          target: featureFlags.key,
          set: { value, updatedBy, updatedAt: now },
        });
    },

    async remove(key: string) {
      await db.delete(featureFlags).where(eq(featureFlags.key, key));
    },
  };
}
