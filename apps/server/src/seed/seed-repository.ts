import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  accountSpecialties,
  accounts,
  boardIdentifiers,
  favoriteAdminLinks,
  ideas,
  ideaVotes,
  memoryItems,
  organizationGroups,
  organizationLicenses,
  organizationMembers,
  organizationSeats,
  organizations,
  products,
  productTypes,
  qaQuestions,
  qaSessions,
  trainerPlans,
  userProducts,
} from '../db/schema';

/**
 * The seed's reads and writes. Each write adds only what is missing (`onConflictDoNothing`, or a
 * look-up first), so that seeding again on every start changes nothing.
 */
export function seedRepository(db: Database) {
  return {
    async addProductTypes(rows: (typeof productTypes.$inferInsert)[]) {
      await db.insert(productTypes).values(rows).onConflictDoNothing();
    },

    async addProducts(rows: (typeof products.$inferInsert)[]) {
      await db.insert(products).values(rows).onConflictDoNothing();
    },

    async productIdsByCode(): Promise<Map<string, number>> {
      const rows = await db.select({ id: products.id, code: products.code }).from(products);
      return new Map(rows.map((p) => [p.code, p.id]));
    },

    /** `email` in lower case, as accounts are looked up at sign-in. */
    async accountIdByEmail(email: string): Promise<number | undefined> {
      const [row] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(sql`lower(${accounts.email}) = ${email}`);
      return row?.id;
    },

    async addAccount(values: typeof accounts.$inferInsert): Promise<number> {
      const [row] = await db.insert(accounts).values(values).returning({ id: accounts.id });
      return row!.id;
    },

    async addAccountSpecialties(rows: (typeof accountSpecialties.$inferInsert)[]) {
      if (rows.length > 0) await db.insert(accountSpecialties).values(rows).onConflictDoNothing();
    },

    async addUserProducts(rows: (typeof userProducts.$inferInsert)[]) {
      if (rows.length > 0) await db.insert(userProducts).values(rows).onConflictDoNothing();
    },

    /** The organization of that name, created if there is none. */
    async organizationId(values: typeof organizations.$inferInsert): Promise<number> {
      const [existing] = await db
        .select({ id: organizations.id })
        .from(organizations)
        .where(eq(organizations.name, values.name));
      if (existing) return existing.id;
      const [created] = await db
        .insert(organizations)
        .values(values)
        .returning({ id: organizations.id });
      return created!.id;
    },

    async addOrganizationMembers(rows: (typeof organizationMembers.$inferInsert)[]) {
      await db.insert(organizationMembers).values(rows).onConflictDoNothing();
    },

    /** The organization's groups by name, those of `names` created if missing. */
    async organizationGroupIds(organizationId: number, names: string[]) {
      if (names.length > 0) {
        await db
          .insert(organizationGroups)
          .values(names.map((name) => ({ organizationId, name })))
          .onConflictDoNothing();
      }
      const rows = await db
        .select({ id: organizationGroups.id, name: organizationGroups.name })
        .from(organizationGroups)
        .where(eq(organizationGroups.organizationId, organizationId));
      return new Map(rows.map((g) => [g.name, g.id]));
    },

    /** The organization's license of a product, created with these values if it has none. */
    async organizationLicense(values: typeof organizationLicenses.$inferInsert) {
      const [existing] = await db
        .select()
        .from(organizationLicenses)
        .where(
          and(
            eq(organizationLicenses.organizationId, values.organizationId),
            eq(organizationLicenses.productId, values.productId),
          ),
        )
        .limit(1);
      if (existing) return existing;
      const [created] = await db.insert(organizationLicenses).values(values).returning();
      return created!;
    },

    async addOrganizationSeat(values: typeof organizationSeats.$inferInsert) {
      await db.insert(organizationSeats).values(values).onConflictDoNothing();
    },

    async hasFavoriteAdminLinks(accountId: number): Promise<boolean> {
      const [row] = await db
        .select({ n: count() })
        .from(favoriteAdminLinks)
        .where(eq(favoriteAdminLinks.accountId, accountId));
      return (row?.n ?? 0) > 0;
    },

    async addFavoriteAdminLinks(rows: (typeof favoriteAdminLinks.$inferInsert)[]) {
      await db.insert(favoriteAdminLinks).values(rows);
    },

    async hasMemoryItems(accountId: number, userProductId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: memoryItems.id })
        .from(memoryItems)
        .where(
          and(eq(memoryItems.accountId, accountId), eq(memoryItems.userProductId, userProductId)),
        )
        .limit(1);
      return row !== undefined;
    },

    async hasTrainerPlan(accountId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: trainerPlans.accountId })
        .from(trainerPlans)
        .where(eq(trainerPlans.accountId, accountId));
      return row !== undefined;
    },

    /** The account's user product of each product code it owns. */
    async userProductIdsByCode(accountId: number, codes: string[]): Promise<Map<string, number>> {
      const owned = await db
        .select({ id: userProducts.id, code: products.code })
        .from(userProducts)
        .innerJoin(products, eq(products.id, userProducts.productId))
        .where(and(eq(userProducts.accountId, accountId), inArray(products.code, codes)));
      return new Map(owned.map((p) => [p.code, p.id]));
    },

    async hasQaSessions(accountId: number, userProductId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: qaSessions.id })
        .from(qaSessions)
        .where(
          and(eq(qaSessions.accountId, accountId), eq(qaSessions.userProductId, userProductId)),
        )
        .limit(1);
      return row !== undefined;
    },

    /** A question's choice keys and its correct one. */
    async questionKeys(questionId: number) {
      const [row] = await db
        .select({ choices: qaQuestions.choices, correctKey: qaQuestions.correctKey })
        .from(qaQuestions)
        .where(eq(qaQuestions.id, questionId));
      return row;
    },

    async addBoardIdentifiers(values: typeof boardIdentifiers.$inferInsert) {
      await db.insert(boardIdentifiers).values(values).onConflictDoNothing();
    },

    async hasIdea(accountId: number, title: string): Promise<boolean> {
      const [row] = await db
        .select({ id: ideas.id })
        .from(ideas)
        .where(and(eq(ideas.accountId, accountId), eq(ideas.title, title)));
      return row !== undefined;
    },

    async addIdea(values: typeof ideas.$inferInsert): Promise<number> {
      const [row] = await db.insert(ideas).values(values).returning({ id: ideas.id });
      return row!.id;
    },

    async addIdeaVotes(rows: (typeof ideaVotes.$inferInsert)[]) {
      await db.insert(ideaVotes).values(rows).onConflictDoNothing();
    },
  };
}

export type SeedRepository = ReturnType<typeof seedRepository>;
