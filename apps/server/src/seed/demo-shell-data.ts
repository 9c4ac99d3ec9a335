import type { Database } from '../db/client';
import { seedRepository } from './seed-repository';

/** Favorite admin links of the demo staff member; one is hidden (the menu leaves it out). */
export const DEMO_FAVORITE_ADMIN_LINKS: Record<
  string,
  { text: string; route: string; url: string; hidden?: boolean }[]
> = {
  'admin@demo.test': [
    { text: 'Accounts', route: '/ngadmin', url: '/admin#accounts' },
    { text: 'Content', route: '/ngadmin/cms/qa', url: '/admin#cms/qa' },
    { text: 'Item statistics', route: '/ngadmin/cms/statistics', url: '/admin#cms/statistics' },
    { text: 'Old billing', route: '/ngadmin/billing', url: '/admin#billing', hidden: true },
  ],
};

/**
 * The shell's demo data. Idempotent per account: an account that already has rows keeps them
 * as they are (a demo user may have completed or edited them).
 */
export async function seedDemoShellData(db: Database, accountIds: Map<string, number>) {
  const seed = seedRepository(db);
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
}
