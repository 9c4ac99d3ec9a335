import { type APIRequestContext, type Locator, type Page, request } from '@playwright/test';
import { DEMO_PASSWORD, ROLES } from '../support/accounts';
import { expect, expectAccessible, signInAs, takeExpected, test } from '../support/fixtures';
import { registerFreshAccount } from '../support/fresh-account';
import { expectNoHorizontalScroll } from '../support/page-helpers';
import { type ApiProduct, productOfType } from '../support/products';

/**
 * The book reader (decision 1001): /book/:userProductId opens the section last read (else the
 * first), /book/:userProductId/:sectionId one section, with its contents, previous/next, the
 * calculator icon and the section's interlinks to Q&A practice (spec §7), driven as a learner
 * would.
 */

interface Contents {
  title: string;
  chapters: { id: string; title: string; sections: { id: string; title: string }[] }[];
}

const reader = (page: Page) => page.getByTestId('book-reader');
const contentsNav = (page: Page) => page.getByRole('navigation', { name: 'Contents' });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const practice = (page: Page) => page.getByRole('region', { name: 'Practice questions' });
const interlinksUrl = /\/api\/2\.0\/interlink\/userproductid\/\d+\/corecontenttopic\/[a-z0-9-]+/;

/** The signed-in learner's book and its contents, as the API answers them. */
async function theBook(page: Page): Promise<{ book: ApiProduct; contents: Contents }> {
  const book = await productOfType(page, 'onlineBookCore');
  const response = await page.request.get(`/api/2.0/book/userproduct/${book.userProductId}`);
  expect(response.status()).toBe(200);
  return { book, contents: (await response.json()) as Contents };
}

const sectionsOf = (contents: Contents) => contents.chapters.flatMap((c) => c.sections);
const sectionUrl = (book: ApiProduct, sectionId: string) =>
  new RegExp(`/book/${book.userProductId}/${sectionId}$`);

/** Opens a section and waits for its text. */
async function openSection(page: Page, book: ApiProduct, section: { id: string; title: string }) {
  await page.goto(`/book/${book.userProductId}/${section.id}`);
  await expect(heading(page, section.title)).toBeVisible();
}

/** A fresh learner with free trials of the IM book and the IM Q&A (their own sessions only). */
async function signInAsTrialLearner(page: Page) {
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
async function someoneElsesBook(baseURL: string): Promise<number> {
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
async function bookAvailability(
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
async function expectVisiblyFocused(target: Locator) {
  await expect(target).toBeFocused();
  const outline = await target.evaluate((el) => {
    const style = getComputedStyle(el);
    return style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
  });
  expect(outline, 'a visible focus ring').toBe(true);
}

/** Presses Tab until `target` has focus; every stop on the way must show its focus. */
async function tabTo(page: Page, target: Locator, max = 60) {
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

test.describe('the book reader', () => {
  test('[ROUTE-45] the learner opens IM Study Guide from My Products and reads its first section', async ({
    page,
  }) => {
    await signInAs(page, 'learner');
    const { book, contents } = await theBook(page);
    await page.goto('/products');
    await page
      .getByRole('listitem', { name: 'IM Study Guide', exact: true })
      .getByRole('link', { name: 'Open IM Study Guide' })
      .click();

    // No section read yet: the first one, Cardiology's Heart failure, in the address too.
    await expect(page).toHaveURL(sectionUrl(book, 'heart-failure'));
    await expect(page.getByTestId('product-header')).toHaveText('IM Study Guide');
    await expect(heading(page, 'Heart failure')).toBeVisible();
    const article = page.getByRole('article', { name: 'Heart failure' });
    await expect(article.getByText('Cardiology', { exact: true })).toBeVisible();
    await expect(reader(page).getByText(contents.title, { exact: true })).toBeVisible();
    await expect(article.getByRole('paragraph').first()).toBeVisible();
    await expect(page).toHaveTitle('BoardReady - IM Study Guide: Heart failure');

    // The contents: every chapter's sections, the one on screen marked.
    const nav = contentsNav(page);
    for (const chapter of contents.chapters) {
      await expect(nav.getByRole('list', { name: chapter.title }).getByRole('link')).toHaveText(
        chapter.sections.map((s) => s.title),
      );
    }
    await expect(nav.getByRole('link', { name: 'Heart failure' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    // The first section has no previous one.
    await expect(page.getByRole('link', { name: /^Previous:/ })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('moves with Next and Previous and through the contents; a reload keeps the section; /book/:id reopens the last one', async ({
    page,
  }) => {
    await signInAs(page, 'learner');
    const { book, contents } = await theBook(page);
    const [first, second] = sectionsOf(contents);
    const elsewhere = contents.chapters[1]!.sections[0]!;
    await openSection(page, book, first!);

    await page.getByRole('link', { name: `Next: ${second!.title}` }).click();
    await expect(page).toHaveURL(sectionUrl(book, second!.id));
    // A route change: focus goes to the new section's heading.
    await expect(heading(page, second!.title)).toBeFocused();
    await expect(contentsNav(page).getByRole('link', { name: second!.title })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await page.getByRole('link', { name: `Previous: ${first!.title}` }).click();
    await expect(heading(page, first!.title)).toBeFocused();
    await expect(page).toHaveURL(sectionUrl(book, first!.id));

    await contentsNav(page).getByRole('link', { name: elsewhere.title, exact: true }).click();
    await expect(heading(page, elsewhere.title)).toBeFocused();
    await expect(page).toHaveURL(sectionUrl(book, elsewhere.id));
    await expect(
      page.getByRole('article', { name: elsewhere.title }).getByText(contents.chapters[1]!.title),
    ).toBeVisible();
    await expect(page).toHaveTitle(`BoardReady - IM Study Guide: ${elsewhere.title}`);

    await page.reload();
    await expect(heading(page, elsewhere.title)).toBeVisible();
    await expect(page).toHaveURL(sectionUrl(book, elsewhere.id));

    // Reopening the book (its own address, as My Products links it) returns to the last section.
    await page.goto('/dashboard');
    await page.goto(`/book/${book.userProductId}`);
    await expect(page).toHaveURL(sectionUrl(book, elsewhere.id));
    await expect(heading(page, elsewhere.title)).toBeVisible();
  });

  test('an unknown section says so and links to the first section', async ({
    page,
    consoleErrors,
  }) => {
    await signInAs(page, 'learner');
    const { book, contents } = await theBook(page);
    await page.goto(`/book/${book.userProductId}/no-such-section`);
    await expect(heading(page, 'Section not found')).toBeVisible();
    await expect(page.getByText('This book has no section “no-such-section”.')).toBeVisible();
    // The contents stay at hand, none of them current.
    await expect(contentsNav(page).getByRole('link').first()).toBeVisible();
    await expect(contentsNav(page).locator('[aria-current]')).toHaveCount(0);
    takeExpected(consoleErrors, /status of 404/);
    const first = sectionsOf(contents)[0]!;
    await page.getByRole('link', { name: `Go to the first section: ${first.title}` }).click();
    await expect(heading(page, first.title)).toBeFocused();
    await expect(page).toHaveURL(sectionUrl(book, first.id));
  });

  test("[CALC-01] [CALC-23] [CALC-24] an 'Open calculator' button opens the calculator from the book reader", async ({
    page,
  }) => {
    await signInAs(page, 'learner');
    const { book, contents } = await theBook(page);
    await openSection(page, book, sectionsOf(contents)[0]!);
    const icon = reader(page).getByRole('button', { name: 'Open calculator' });
    await expect(icon).toBeVisible();
    await icon.click();
    const panel = page.getByRole('dialog', { name: 'Calculator' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('status', { name: 'Calculator display' })).toHaveText('0');
    await panel.getByRole('button', { name: 'Close calculator' }).click();
    await expect(panel).toBeHidden();
    // The icon belongs to the study screen: leaving the book takes it away.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'My Products' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Products' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open calculator' })).toHaveCount(0);
  });

  test("[QA-30] [QA-44] [QA-25] [QA-26] [QA-41] 'Practice questions' starts a session from the section's topic and opens the Q&A player", async ({
    page,
  }) => {
    await signInAsTrialLearner(page);
    const { book } = await theBook(page);
    const asked = page.waitForResponse(
      (r) => /\/corecontenttopic\/heart-failure\?/.test(r.url()) && r.status() === 200,
    );
    await openSection(page, book, { id: 'heart-failure', title: 'Heart failure' });
    await asked;

    const region = practice(page);
    await expect(region).toBeVisible();
    const link = region.getByRole('listitem').filter({ hasText: / in IM Q&A/ });
    await expect(link).toHaveText(/^Heart failure — \d+ questions? in IM Q&A/);
    await expectAccessible(page);

    const created = page.waitForResponse(
      (r) =>
        r.request().method() === 'POST' &&
        /\/api\/3\.0\/qa\/sessions\/userproducts\/\d+\/corecontenttopics\/\d+\?/.test(r.url()),
    );
    const fetched = page.waitForResponse(
      (r) => r.request().method() === 'GET' && /\/api\/2\.0\/qa\/session\/\d+\?/.test(r.url()),
    );
    await link.getByRole('button', { name: /^Start a session/ }).click();
    expect((await created).status()).toBe(201);
    expect((await fetched).status()).toBe(200);

    await expect(page).toHaveURL(/\/questions\/IM\/qa\/\d+\/session\/\d+$/);
    const player = page.getByTestId('qa-session-player');
    await expect(player.getByText(/^Heart failure · Tutor mode$/)).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: /^Question 1 of \d+$/ }),
    ).toBeVisible();
  });

  test('[QA-45] an empty interlink list shows no practice questions', async ({ page }) => {
    await signInAs(page, 'learner');
    const { book, contents } = await theBook(page);
    await page.route(interlinksUrl, (route) => route.fulfill({ json: [] }));
    const asked = page.waitForResponse(interlinksUrl);
    await openSection(page, book, sectionsOf(contents)[0]!);
    await asked;
    await expect(page.getByRole('link', { name: /^Next:/ })).toBeVisible();
    await expect(practice(page)).toHaveCount(0);
  });

  test('[QA-46] a failed interlink call shows no practice questions and no error', async ({
    page,
    consoleErrors,
  }) => {
    await signInAs(page, 'learner');
    const { book, contents } = await theBook(page);
    await page.route(interlinksUrl, (route) =>
      route.fulfill({
        status: 500,
        json: { error: { code: 'internal_error', message: 'Something went wrong.' } },
      }),
    );
    const asked = page.waitForResponse(interlinksUrl);
    await openSection(page, book, sectionsOf(contents)[0]!);
    await asked;
    await expect(page.getByRole('link', { name: /^Next:/ })).toBeVisible();
    await expect(practice(page)).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    takeExpected(consoleErrors, /status of 500/);
  });

  test("a book the learner does not own shows 'Product not found', and its calls answer 404", async ({
    page,
    baseURL,
  }) => {
    const notMine = await someoneElsesBook(baseURL!);
    await signInAs(page, 'learner');
    await page.goto(`/book/${notMine}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
    await expect(page.getByText('This product is not one of yours.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to My Products' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Contents' })).toHaveCount(0);
    const api = await page.request.get(`/api/2.0/book/userproduct/${notMine}`);
    expect(api.status()).toBe(404);
    expect((await api.json()).error.code).toBe('product_not_found');
  });

  test('an expired book, or one not started, says so in the product screen’s words', async ({
    page,
  }) => {
    await signInAs(page, 'learner');
    const book = await productOfType(page, 'onlineBookCore');
    const bookCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/2.0/book/')) bookCalls.push(r.url());
    });

    await bookAvailability(page, book.userProductId, 'expired');
    await page.goto(`/book/${book.userProductId}/heart-failure`);
    await expect(page.getByText('Your access to this product has expired.')).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Internal Medicine Board Review Study Guide' }),
    ).toBeVisible();

    await page.unroute(/\/api\/2\.0\/product\/userproducts(\?|$)/);
    await bookAvailability(page, book.userProductId, 'notStarted');
    await page.goto(`/book/${book.userProductId}`);
    await expect(page.getByText('Your access to this product has not started yet.')).toBeVisible();
    // The reader never asked for the text (the server would refuse it: 403).
    expect(bookCalls).toEqual([]);
  });

  test('keyboard only: Tab reaches the contents, Enter opens a section and focus lands on its heading', async ({
    page,
  }) => {
    await signInAs(page, 'learner');
    const { book, contents } = await theBook(page);
    const [first, second, third] = sectionsOf(contents);
    await openSection(page, book, first!);

    const target = contentsNav(page).getByRole('link', { name: second!.title });
    await tabTo(page, target);
    await expectVisiblyFocused(target);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(sectionUrl(book, second!.id));
    await expectVisiblyFocused(heading(page, second!.title));

    // From the heading the next stops are the way on: Previous, then Next.
    await page.keyboard.press('Tab');
    await expectVisiblyFocused(page.getByRole('link', { name: `Previous: ${first!.title}` }));
    await page.keyboard.press('Tab');
    const next = page.getByRole('link', { name: `Next: ${third!.title}` });
    await expectVisiblyFocused(next);
    await page.keyboard.press('Enter');
    await expectVisiblyFocused(heading(page, third!.title));
    await expect(contentsNav(page).getByRole('link', { name: third!.title })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('on a phone the contents sit behind a Contents button, by keyboard too, and axe passes @phone', async ({
    page,
  }) => {
    await signInAs(page, 'learner');
    const { book, contents } = await theBook(page);
    const [first, second] = sectionsOf(contents);
    await openSection(page, book, first!);
    await expectNoHorizontalScroll(page);

    const toggle = reader(page).getByRole('button', { name: 'Contents' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(contentsNav(page)).toBeHidden();
    await expect(reader(page).getByRole('button', { name: 'Open calculator' })).toBeVisible();
    await expectAccessible(page);

    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(contentsNav(page)).toBeVisible();
    await expectAccessible(page);
    // Escape closes it and gives focus back to the button.
    // The calculator icon sits between the button and the list it opens.
    await tabTo(page, contentsNav(page).getByRole('link').first());
    await page.keyboard.press('Escape');
    await expect(contentsNav(page)).toBeHidden();
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Enter');
    const link = contentsNav(page).getByRole('link', { name: second!.title });
    await tabTo(page, link);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(sectionUrl(book, second!.id));
    await expect(heading(page, second!.title)).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(contentsNav(page)).toBeHidden();
    await expectNoHorizontalScroll(page);
  });
});
