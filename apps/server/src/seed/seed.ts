import { eq, sql } from 'drizzle-orm';
import productTypesData from '../../../../content/catalog/product-types.json';
import productsData from '../../../../content/catalog/products.json';
import type { Database } from '../db/client';
import {
  accountSpecialties,
  accounts,
  organizationMembers,
  organizations,
  products,
  productTypes,
  userProducts,
} from '../db/schema';
import { hashPassword } from '../modules/auth/passwords';
import { termsRepository } from '../modules/terms-of-use/repository';
import { DEMO_ACCOUNTS, DEMO_ORGANIZATIONS, DEMO_PASSWORD, DEMO_TRIAL_DAYS } from './demo-accounts';
import { seedDemoBoardIdentifiers } from './demo-board-identifiers';
import { seedDemoIdeas } from './demo-ideas';
import { seedDemoQbanks } from './demo-qbanks';
import { seedDemoShellData } from './demo-shell-data';

const DAY = 86_400_000;

/** The demo catalogue: products of every type in every specialty (idempotent). */
export async function seedCatalogue(db: Database) {
  await db
    .insert(products)
    .values(productsData.map((p) => ({ ...p, specialty: p.specialty as 'IM' | 'PEDS' | 'MS' })))
    .onConflictDoNothing();
}

/**
 * Idempotent: run on every start. Reference data (product types) always; the demo catalogue and
 * demo accounts only outside production.
 */
export async function seedDatabase(db: Database, options: { demo: boolean }) {
  await db.insert(productTypes).values(productTypesData).onConflictDoNothing();
  if (!options.demo) return { demoAccounts: [] };

  await seedCatalogue(db);
  const productIds = new Map(
    (await db.select({ id: products.id, code: products.code }).from(products)).map((p) => [
      p.code,
      p.id,
    ]),
  );

  const now = Date.now();
  const termsVersion = await termsRepository(db).currentVersion();
  let passwordHash: string | undefined;
  const ids = new Map<string, number>();
  for (const demo of DEMO_ACCOUNTS) {
    const [existing] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(sql`lower(${accounts.email}) = ${demo.email}`);
    if (existing) {
      ids.set(demo.email, existing.id);
      continue;
    }
    passwordHash ??= await hashPassword(DEMO_PASSWORD);
    const [created] = await db
      .insert(accounts)
      .values({
        email: demo.email,
        firstName: demo.firstName,
        lastName: demo.lastName,
        passwordHash,
        isDemo: true,
        ...(demo.memberForDays ? { createdAt: new Date(now - demo.memberForDays * DAY) } : {}),
        acceptedTermsVersion: demo.acceptedTerms ? termsVersion : null,
        acceptedTermsAt: demo.acceptedTerms ? new Date(now - 30 * DAY) : null,
        ...demo.staff,
      })
      .returning({ id: accounts.id });
    const accountId = created!.id;
    ids.set(demo.email, accountId);
    if (demo.specialties.length > 0) {
      await db
        .insert(accountSpecialties)
        .values(demo.specialties.map((specialty) => ({ accountId, specialty })))
        .onConflictDoNothing();
    }
    if (demo.products.length > 0) {
      await db
        .insert(userProducts)
        .values(
          demo.products.map((code) => {
            const expired = demo.expired?.includes(code);
            const upcoming = demo.upcoming?.includes(code);
            return {
              accountId,
              productId: productIds.get(code)!,
              startsAt: new Date(now + (expired ? -400 : upcoming ? 21 : -60) * DAY),
              endsAt: new Date(now + (expired ? -35 : upcoming ? 386 : 365) * DAY),
            };
          }),
        )
        .onConflictDoNothing();
    }
    if (demo.trials?.length) {
      await db
        .insert(userProducts)
        .values(
          demo.trials.map((trial) => {
            const startsAt = now - trial.startedDaysAgo * DAY;
            return {
              accountId,
              productId: productIds.get(trial.code)!,
              startsAt: new Date(startsAt),
              endsAt: new Date(startsAt + DEMO_TRIAL_DAYS * DAY),
              isTrial: true,
            };
          }),
        )
        .onConflictDoNothing();
    }
  }

  for (const org of DEMO_ORGANIZATIONS) {
    let [row] = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.name, org.name));
    if (!row) {
      [row] = await db
        .insert(organizations)
        .values({ name: org.name, isResidencyProgram: org.isResidencyProgram })
        .returning({ id: organizations.id });
    }
    await db
      .insert(organizationMembers)
      .values(
        org.members.map((m) => ({
          organizationId: row!.id,
          accountId: ids.get(m.email)!,
          isLicenseAdmin: m.isLicenseAdmin,
          role: m.role,
        })),
      )
      .onConflictDoNothing();
  }

  await seedDemoShellData(db, ids);
  await seedDemoBoardIdentifiers(db, ids);
  await seedDemoIdeas(db, ids);
  await seedDemoQbanks(db);

  return {
    demoAccounts: DEMO_ACCOUNTS.map((a) => ({
      email: a.email,
      name: `${a.firstName} ${a.lastName}`,
      who: a.who,
    })),
  };
}
