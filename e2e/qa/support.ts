import type { Page } from '@playwright/test';
import { expect } from '../support/fixtures';
import { correctKeyOf } from './qbank';

export const KEYS = ['A', 'B', 'C', 'D', 'E'] as const;

/** The signed-in learner's Q&A bank (or self-assessment, with 'qa_sa'). */
export async function qaProduct(page: Page, applicationType: 'qa' | 'qa_sa' = 'qa') {
  const response = await page.request.get('/api/2.0/product/userproducts');
  const { products } = (await response.json()) as {
    products: {
      userProductId: number;
      applicationType: string;
      route: string;
      specialty: string;
      fullName: string;
    }[];
  };
  const product = products.find((p) => p.applicationType === applicationType);
  if (!product) throw new Error(`no ${applicationType} product`);
  return product;
}

/** The correct key of the question on screen (from the demo bank's source). */
export async function correctKeyOnScreen(page: Page): Promise<string> {
  const article = page.getByRole('article');
  const leadIn = (await article.locator('[id^="lead-in-"]').textContent()) ?? '';
  // The choice's text follows its spoken "A. " prefix.
  const choiceA = await choice(page, 'A').locator('xpath=..').locator('span.flex-1').innerText();
  return correctKeyOf(leadIn, choiceA.replace(/^A\.\s*/, '').trim());
}

export const choice = (page: Page, key: string) =>
  page.getByRole('article').getByRole('radio', { name: new RegExp(`^${key}\\. `) });

export async function expectQuestion(page: Page, n: number, of: number) {
  await expect(
    page.getByRole('heading', { level: 1, name: `Question ${n} of ${of}` }),
  ).toBeVisible();
}
