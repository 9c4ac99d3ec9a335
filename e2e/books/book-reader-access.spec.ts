import { expect, expectAccessible, signInAs, test } from '../support/fixtures';
import { expectNoHorizontalScroll } from '../support/page-helpers';
import { productOfType } from '../support/products';
import {
  bookAvailability,
  contentsNav,
  expectVisiblyFocused,
  heading,
  openSection,
  reader,
  sectionsOf,
  sectionUrl,
  signInAsTrialLearner,
  someoneElsesBook,
  tabTo,
  theBook,
} from './book-reader-support';

/** The book reader's refusals (a book not owned, expired, not started) and its keyboard and phone use. */
test.describe('the book reader: access, keyboard and phone', () => {
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
    // It moves the place, kept on the server (issue 24): a learner of its own.
    await signInAsTrialLearner(page);
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
    // It moves the place, kept on the server (issue 24): a learner of its own.
    await signInAsTrialLearner(page);
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
