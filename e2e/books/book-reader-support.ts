import { type APIRequestContext, type Locator, type Page, request } from '@playwright/test';
import { DEMO_PASSWORD, ROLES } from '../support/accounts';
import { expect } from '../support/fixtures';
import { registerFreshAccount } from '../support/fresh-account';
import { type ApiProduct, productOfType } from '../support/products';

/** What the book reader's specs share: locators, the learner's book, and the ways to reach it. */

export interface Contents {
  title: string;
  chapters: { id: string; title: string; sections: { id: string; title: string }[] }[];
}

export const reader = (page: Page) => page.getByTestId('book-reader');
export const contentsNav = (page: Page) => page.getByRole('navigation', { name: 'Contents' });
export const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
export const practice = (page: Page) => page.getByRole('region', { name: 'Practice questions' });
export const interlinksUrl =
  /\/api\/2\.0\/interlink\/userproductid\/\d+\/corecontenttopic\/[a-z0-9-]+/;

/** The signed-in learner's book and its contents, as the API answers them. */
export async function theBook(page: Page): Promise<{ book: ApiProduct; contents: Contents }> {
  const book = await productOfType(page, 'onlineBookCore');
  const response = await page.request.get(`/api/2.0/book/userproduct/${book.userProductId}`);
  expect(response.status()).toBe(200);
  return { book, contents: (await response.json()) as Contents };
}

export const sectionsOf = (contents: Contents) => contents.chapters.flatMap((c) => c.sections);
export const sectionUrl = (book: ApiProduct, sectionId: string) =>
  new RegExp(`/book/${book.userProductId}/${sectionId}$`);

/** Opens a section and waits for its text. */
export async function openSection(
  page: Page,
  book: ApiProduct,
  section: { id: string; title: string },
) {
  await page.goto(`/book/${book.userProductId}/${section.id}`);
  await expect(heading(page, section.title)).toBeVisible();
}

/** A fresh learner with free trials of the IM book and the IM Q&A (their own sessions only). */
export async function signInAsTrialLearner(page: Page) {
  await registerFreshAccount(page.request, 'book', { firstName: 'Bea', lastName: 'Reader' });
  const catalogue = (await (await page.request.get('/api/2.0/product/freetrials')).json()) as {
    trials: { code: string; productId: number }[];
  };
  for (const code of ['IM-BOOK', 'IM-QA']) {
    const offer = catalogue.trials.find((t) => t.code === code);
    if (!offer) throw new Error(`no trial of ${code}`);
    const started = await page.request.post(`/api/2.0/product/freetrials/${offer.productId}`);
    expect(started.status(), `start the ${code} trial`).toBe(201);
  }
}

/** Another demo learner's book: a real product id that is not the signed-in learner's. */
export async function someoneElsesBook(baseURL: string): Promise<number> {
  const other: APIRequestContext = await request.newContext({ baseURL });
  try {
    const login = await other.post('/api/2.0/authentication/login', {
      data: { email: ROLES.peds.email, password: DEMO_PASSWORD },
    });
    expect(login.status()).toBe(200);
    const { products } = (await (await other.get('/api/2.0/product/userproducts')).json()) as {
      products: ApiProduct[];
    };
    const book = products.find((p) => p.applicationType === 'onlineBookCore');
    if (!book) throw new Error('the PEDS learner has no book');
    return book.userProductId;
  } finally {
    await other.dispose();
  }
}

/** Serves the learner's products with their book's access changed (no demo book has expired). */
export async function bookAvailability(
  page: Page,
  bookId: number,
  availability: 'expired' | 'notStarted',
) {
  await page.route(/\/api\/2\.0\/product\/userproducts(\?|$)/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { products: ApiProduct[] };
    body.products = body.products.map((p) =>
      p.userProductId === bookId ? { ...p, isUsable: false, availability } : p,
    );
    await route.fulfill({ response, json: body });
  });
}

/** Whether focus is on `target` and drawn: an outline on it (the app's :focus-visible ring). */
export async function expectVisiblyFocused(target: Locator) {
  await expect(target).toBeFocused();
  const outline = await target.evaluate((el) => {
    const style = getComputedStyle(el);
    return style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
  });
  expect(outline, 'a visible focus ring').toBe(true);
}

/** Presses Tab until `target` has focus; every stop on the way must show its focus. */
export async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
    const shown = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return true;
      // The ring may sit on a part of the control (the My Products expand icon rings its icon).
      const outlined = (node: Element) => {
        const style = getComputedStyle(node);
        return style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
      };
      return (
        outlined(el) ||
        Array.from(el.querySelectorAll('*')).some(outlined) ||
        getComputedStyle(el).boxShadow !== 'none'
      );
    });
    expect(shown, `focus is visible at Tab stop ${i + 1}`).toBe(true);
  }
  throw new Error('Tab never reached the target');
}

/**
 * Scrolls the section on screen to its end, where it counts as read, and waits for the server.
 * `arrive` opens the section first when given: a short section is read as soon as it shows.
 */
export async function readToTheEnd(page: Page, arrive?: () => Promise<unknown>) {
  const finished = page.waitForResponse(
    (r) =>
      r.url().includes('/progress') &&
      r.request().method() === 'PUT' &&
      (r.request().postData() ?? '').includes('"finished":true'),
  );
  await arrive?.();
  await page
    .getByRole('navigation', { name: 'Previous and next sections' })
    .scrollIntoViewIfNeeded();
  await finished;
}
