import { expect, type Page } from '@playwright/test';
import { registerFreshAccount } from '../support/fresh-account';

/**
 * Registers a fresh account (no products) and signs the page's context in as it: tests that start
 * trials change what an account owns, so they never use a shared demo account.
 */
export async function signInAsNewLearner(page: Page, firstName = 'Tia') {
  const { email } = await registerFreshAccount(page.request, 'trial', {
    firstName,
    lastName: 'Trial',
  });
  return { email, name: `${firstName} Trial` };
}

/** No sideways scrolling: the page fits the viewport's width. */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}
