import type { StartupDialogName } from '@boardready/contracts';
import { and, asc, desc, eq, exists, inArray, not } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accountSpecialties,
  accounts,
  feedback,
  products,
  productTypes,
  startupDialogDismissals,
  userProducts,
} from '../../db/schema';

export function startupDialogRepository(db: Database) {
  return {
    async dismissals(accountId: number): Promise<Partial<Record<StartupDialogName, Date>>> {
      const rows = await db
        .select()
        .from(startupDialogDismissals)
        .where(eq(startupDialogDismissals.accountId, accountId));
      return Object.fromEntries(rows.map((r) => [r.dialog, r.dismissedAt]));
    },

    async dismiss(accountId: number, dialog: StartupDialogName, at: Date) {
      await db
        .insert(startupDialogDismissals)
        .values({ accountId, dialog, dismissedAt: at })
        .onConflictDoUpdate({
          target: [startupDialogDismissals.accountId, startupDialogDismissals.dialog],
          set: { dismissedAt: at },
        });
    },

    /** Catalogue products of the account's specialties it never owned nor tried. */
    async unownedProducts(accountId: number, limit: number) {
      const specialties = db
        .select({ specialty: accountSpecialties.specialty })
        .from(accountSpecialties)
        .where(eq(accountSpecialties.accountId, accountId));
      const owned = db
        .select({ one: userProducts.id })
        .from(userProducts)
        .where(and(eq(userProducts.accountId, accountId), eq(userProducts.productId, products.id)));
      return db
        .select({
          code: products.code,
          shortName: products.shortName,
          fullName: products.fullName,
          description: products.description,
          specialty: products.specialty,
          applicationType: products.typeCode,
          trialAvailable: products.trialAvailable,
        })
        .from(products)
        .innerJoin(productTypes, eq(productTypes.code, products.typeCode))
        .where(and(inArray(products.specialty, specialties), not(exists(owned))))
        .orderBy(asc(productTypes.sortOrder), asc(products.code))
        .limit(limit);
    },

    async addFeedback(input: { accountId: number; rating: number; comment: string | null }) {
      const [row] = await db.insert(feedback).values(input).returning({ id: feedback.id });
      return row!.id;
    },

    async listFeedback(limit: number) {
      return db
        .select({ entry: feedback, email: accounts.email })
        .from(feedback)
        .leftJoin(accounts, eq(accounts.id, feedback.accountId))
        .orderBy(desc(feedback.id))
        .limit(limit);
    },
  };
}
