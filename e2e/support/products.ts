import type { Page } from '@playwright/test';

/** The product-type groups of My Products and Choose a Product, in the spec's fixed order. */
export const PRODUCT_TYPE_HEADINGS = [
  'Q&A',
  'Self-Assessment',
  'Books',
  'Flash Cards',
  'Courses',
  'Media',
  'Live Streams',
];

/** A user product as the API answers it (the fields the specs read). */
export interface ApiProduct {
  userProductId: number;
  route: string;
  shortName: string;
  fullName: string;
  applicationType: string;
  isUsable: boolean;
}

/** The signed-in user's products, from the API (the page's browser context must be signed in). */
export async function productsOf(page: Page): Promise<ApiProduct[]> {
  const response = await page.request.get('/api/2.0/product/userproducts');
  return ((await response.json()) as { products: ApiProduct[] }).products;
}

/** The signed-in user's first product of an application type. */
export async function productOfType(page: Page, applicationType: string): Promise<ApiProduct> {
  const product = (await productsOf(page)).find((p) => p.applicationType === applicationType);
  if (!product) throw new Error(`no ${applicationType} product`);
  return product;
}
