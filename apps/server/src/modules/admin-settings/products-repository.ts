import { and, asc, countDistinct, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products, productTypes, userProducts } from '../../db/schema';

export type ProductRow = typeof products.$inferSelect;
export type ProductValues = Omit<typeof products.$inferInsert, 'id'>;

/** The catalogue as staff edit it (issue 26). */
export function adminProductRepository(db: Database) {
  const holders = countDistinct(userProducts.accountId);
  return {
    /** Every product with how many accounts hold or held it, in the types' order then by code. */
    async list(): Promise<(ProductRow & { holders: number })[]> {
      const rows = await db
        .select({ product: products, holders })
        .from(products)
        .innerJoin(productTypes, eq(productTypes.code, products.typeCode))
        .leftJoin(userProducts, eq(userProducts.productId, products.id))
        .groupBy(products.id, productTypes.sortOrder)
        .orderBy(asc(productTypes.sortOrder), asc(products.code), asc(products.id));
      return rows.map((r) => ({ ...r.product, holders: r.holders }));
    },

    async get(productId: number): Promise<(ProductRow & { holders: number }) | undefined> {
      const [row] = await db
        .select({ product: products, holders })
        .from(products)
        .leftJoin(userProducts, eq(userProducts.productId, products.id))
        .where(eq(products.id, productId))
        .groupBy(products.id);
      return row && { ...row.product, holders: row.holders };
    },

    /** Whether another product has this code, whatever its case (codes are kept in capitals). */
    async codeTaken(code: string, exceptProductId?: number): Promise<boolean> {
      const [row] = await db
        .select({ id: products.id })
        .from(products)
        .where(
          and(
            sql`lower(${products.code}) = lower(${code})`,
            exceptProductId === undefined ? undefined : ne(products.id, exceptProductId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async typeExists(typeCode: string): Promise<boolean> {
      const [row] = await db
        .select({ code: productTypes.code })
        .from(productTypes)
        .where(eq(productTypes.code, typeCode));
      return row !== undefined;
    },

    async insert(values: ProductValues): Promise<ProductRow> {
      const [row] = await db.insert(products).values(values).returning();
      return row!;
    },

    async update(productId: number, values: ProductValues): Promise<ProductRow | undefined> {
      const [row] = await db
        .update(products)
        .set(values)
        .where(eq(products.id, productId))
        .returning();
      return row;
    },
  };
}
