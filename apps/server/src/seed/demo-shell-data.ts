import type { Database } from '../db/client';
import { seedRepository } from './seed-repository';

const HOUR = 3_600_000;

/** Favorite admin links of the demo staff member; one is hidden (the menu leaves it out). */
export const DEMO_FAVORITE_ADMIN_LINKS: Record<
  string,
  { text: string; route: string; url: string; hidden?: boolean }[]
> = {
  'admin@demo.test': [
    { text: 'Accounts', route: '/ngadmin/accounts', url: '/admin#accounts' },
    { text: 'Content', route: '/ngadmin/cms', url: '/admin#cms' },
    { text: 'Reports', route: '/ngadmin/reports', url: '/admin#reports' },
    { text: 'Old billing', route: '/ngadmin/billing', url: '/admin#billing', hidden: true },
  ],
};

/** Personal Trainer work items; `dueInHours` < 0 is due now, > 0 is not due yet. */
export const DEMO_STUDY_UNITS: Record<
  string,
  { product: string; title: string; dueInHours: number }[]
> = {
  'learner@demo.test': [
    { product: 'IM-QA', title: 'Review: acute kidney injury', dueInHours: -26 },
    { product: 'IM-FC', title: 'Review: antiarrhythmic drugs', dueInHours: -5 },
    { product: 'IM-QA', title: 'Review: community-acquired pneumonia', dueInHours: -1 },
    { product: 'IM-FC', title: 'Review: thyroid nodules', dueInHours: 30 * 24 },
  ],
  'peds@demo.test': [{ product: 'PEDS-QA', title: 'Review: neonatal jaundice', dueInHours: -3 }],
};

/**
 * The shell's demo data. Idempotent per account: an account that already has rows keeps them
 * as they are (a demo user may have completed or edited them).
 */
export async function seedDemoShellData(db: Database, accountIds: Map<string, number>) {
  const seed = seedRepository(db);
  const now = Date.now();
  for (const [email, links] of Object.entries(DEMO_FAVORITE_ADMIN_LINKS)) {
    const accountId = accountIds.get(email);
    if (!accountId) continue;
    if (await seed.hasFavoriteAdminLinks(accountId)) continue;
    await seed.addFavoriteAdminLinks(
      links.map((link, i) => ({
        accountId,
        ...link,
        hidden: link.hidden ?? false,
        sortOrder: i,
      })),
    );
  }

  for (const [email, units] of Object.entries(DEMO_STUDY_UNITS)) {
    const accountId = accountIds.get(email);
    if (!accountId) continue;
    if (await seed.hasStudyUnits(accountId)) continue;
    const byCode = await seed.userProductIdsByCode(
      accountId,
      units.map((u) => u.product),
    );
    const rows = units.flatMap((u) => {
      const userProductId = byCode.get(u.product);
      if (!userProductId) return [];
      return [
        {
          accountId,
          userProductId,
          kind: 'SpacedRetrievalStudyUnit' as const,
          title: u.title,
          dueAt: new Date(now + u.dueInHours * HOUR),
        },
      ];
    });
    await seed.addStudyUnits(rows);
  }
}
