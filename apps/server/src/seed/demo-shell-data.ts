import { and, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { favoriteAdminLinks, products, studyUnits, userProducts } from '../db/schema';

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
  const now = Date.now();
  for (const [email, links] of Object.entries(DEMO_FAVORITE_ADMIN_LINKS)) {
    const accountId = accountIds.get(email);
    if (!accountId) continue;
    const [existing] = await db
      .select({ n: count() })
      .from(favoriteAdminLinks)
      .where(eq(favoriteAdminLinks.accountId, accountId));
    if ((existing?.n ?? 0) > 0) continue;
    await db.insert(favoriteAdminLinks).values(
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
    const [existing] = await db
      .select({ n: count() })
      .from(studyUnits)
      .where(eq(studyUnits.accountId, accountId));
    if ((existing?.n ?? 0) > 0) continue;
    const owned = await db
      .select({ id: userProducts.id, code: products.code })
      .from(userProducts)
      .innerJoin(products, eq(products.id, userProducts.productId))
      .where(
        and(
          eq(userProducts.accountId, accountId),
          inArray(
            products.code,
            units.map((u) => u.product),
          ),
        ),
      );
    const byCode = new Map(owned.map((p) => [p.code, p.id]));
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
    if (rows.length > 0) await db.insert(studyUnits).values(rows);
  }
}
