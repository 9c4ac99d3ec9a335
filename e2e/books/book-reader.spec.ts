import { expect, expectAccessible, signInAs, takeExpected, test } from '../support/fixtures';
import {
  contentsNav,
  heading,
  interlinksUrl,
  openSection,
  practice,
  reader,
  sectionsOf,
  sectionUrl,
  signInAsTrialLearner,
  theBook,
} from './book-reader-support';

/**
 * The book reader (decision 1001): /book/:userProductId opens the section last read (else the
 * first), /book/:userProductId/:sectionId one section, with its contents, previous/next, the
 * calculator icon and the section's interlinks to Q&A practice (spec §7), driven as a learner
 * would.
 */
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
    // The place is kept on the server (issue 24): a learner of its own, so no other spec sees it move.
    await signInAsTrialLearner(page);
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
});
