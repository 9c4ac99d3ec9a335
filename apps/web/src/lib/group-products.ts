import type { ProductType, UserProduct } from '@boardready/contracts';

export interface ProductGroup {
  type: ProductType;
  products: UserProduct[];
}

/** Spec §2 My Products: groups by product type, in the types' fixed order; empty types left out. */
export function groupProducts(
  products: readonly UserProduct[],
  types: readonly ProductType[],
): ProductGroup[] {
  return [...types]
    .sort((a, b) => a.order - b.order)
    .map((type) => ({ type, products: products.filter((p) => p.applicationType === type.code) }))
    .filter((group) => group.products.length > 0);
}
