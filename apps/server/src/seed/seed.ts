import productTypesData from '../../../../content/catalog/product-types.json';
import productsData from '../../../../content/catalog/products.json';
import type { Database } from '../db/client';
import { hashPassword } from '../modules/auth/passwords';
import { termsRepository } from '../modules/terms-of-use/repository';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TRIAL_DAYS } from './demo-accounts';
import { seedDemoBoardIdentifiers } from './demo-board-identifiers';
import { seedDemoCme } from './demo-cme';
import { seedDemoDecks } from './demo-decks';
import { seedDemoIdeas } from './demo-ideas';
import { seedDemoLive } from './demo-live';
import { seedDemoMedCentral } from './demo-medcentral';
import { seedDemoMemory } from './demo-memory';
import { seedDemoOrganizations } from './demo-organizations';
import { seedDemoQbanks } from './demo-qbanks';
import { seedDemoShellData } from './demo-shell-data';
import { seedDemoTrainer } from './demo-trainer';
import { seedRepository } from './seed-repository';

const DAY = 86_400_000;

/** The demo catalogue: products of every type in every specialty (idempotent). */
export async function seedCatalogue(db: Database) {
  await seedRepository(db).addProducts(
    productsData.map((p) => ({ ...p, specialty: p.specialty as 'IM' | 'PEDS' | 'MS' })),
  );
}

/**
 * Idempotent: run on every start. Reference data (product types) always; the demo catalogue and
 * demo accounts only outside production.
 */
export async function seedDatabase(
  db: Database,
  /** decks: false leaves the demo decks out, for a database migrated only up to before them (0017) */
  options: { demo: boolean; decks?: boolean },
) {
  const seed = seedRepository(db);
  await seed.addProductTypes(productTypesData);
  if (!options.demo) return { demoAccounts: [] };

  await seedCatalogue(db);
  const productIds = await seed.productIdsByCode();

  const now = Date.now();
  const termsVersion = await termsRepository(db).currentVersion();
  let passwordHash: string | undefined;
  const ids = new Map<string, number>();
  for (const demo of DEMO_ACCOUNTS) {
    const existing = await seed.accountIdByEmail(demo.email);
    if (existing !== undefined) {
      ids.set(demo.email, existing);
      continue;
    }
    passwordHash ??= await hashPassword(DEMO_PASSWORD);
    const accountId = await seed.addAccount({
      email: demo.email,
      firstName: demo.firstName,
      lastName: demo.lastName,
      passwordHash,
      isDemo: true,
      ...(demo.memberForDays ? { createdAt: new Date(now - demo.memberForDays * DAY) } : {}),
      acceptedTermsVersion: demo.acceptedTerms ? termsVersion : null,
      acceptedTermsAt: demo.acceptedTerms ? new Date(now - 30 * DAY) : null,
      ...demo.staff,
    });
    ids.set(demo.email, accountId);
    await seed.addAccountSpecialties(
      demo.specialties.map((specialty) => ({ accountId, specialty })),
    );
    await seed.addUserProducts(
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
    );
    if (demo.trials?.length) {
      await seed.addUserProducts(
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
      );
    }
  }

  await seedDemoOrganizations(db, ids, productIds, now);

  await seedDemoShellData(db, ids);
  await seedDemoBoardIdentifiers(db, ids);
  await seedDemoIdeas(db, ids);
  await seedDemoQbanks(db);
  await seedDemoMedCentral(db, ids);
  await seedDemoCme(db, productIds, now);
  await seedDemoLive(db, ids, productIds.keys(), now);
  if (options.decks !== false) {
    await seedDemoDecks(db);
    // the memory tables came with the decks (0017), the trainer's after them (0021)
    await seedDemoMemory(db, ids);
    await seedDemoTrainer(db, ids);
  }

  return {
    demoAccounts: DEMO_ACCOUNTS.map((a) => ({
      email: a.email,
      name: `${a.firstName} ${a.lastName}`,
      who: a.who,
    })),
  };
}
