import { expect, type Page } from '@playwright/test';

/**
 * Registers a fresh account (no products) and signs the page's context in as it: tests that start
 * trials change what an account owns, so they never use a shared demo account.
 */
export async function signInAsNewLearner(page: Page, firstName = 'Tia') {
  const email = `trial-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  const response = await page.request.post('/api/2.0/authentication/register', {
    data: { firstName, lastName: 'Trial', email, password: 'a long and quiet evening' },
  });
  expect(response.status(), 'register a fresh learner').toBe(201);
  return { email, name: `${firstName} Trial` };
}

/** No sideways scrolling: the page fits the viewport's width. */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}
