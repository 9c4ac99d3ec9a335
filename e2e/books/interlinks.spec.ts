import type { Page } from '@playwright/test';
import { choice, correctKeyOnScreen } from '../qa/support';
import { expect, expectAccessible, signInAs, test } from '../support/fixtures';
import { productOfType } from '../support/products';
import {
  heading,
  openSection,
  practice,
  signInAsTrialLearner,
  theBook,
} from './book-reader-support';

/**
 * The interlinks both ways (spec §7, decision 1103), driven as a learner: from a question's
 * explanation in a Q&A session to the book section that teaches it, and from a flash card's back
 * to its book section.
 */

const readMore = (page: Page) => page.getByRole('region', { name: 'Read more' });

test.describe('interlinks both ways', () => {
  test("[QA-31] a question's explanation links to its book section, which opens in the reader", async ({
    page,
  }) => {
    // A learner of their own (IM book and IM Q&A trials): their session touches no one else's.
    await signInAsTrialLearner(page);
    const { book } = await theBook(page);
    await openSection(page, book, { id: 'heart-failure', title: 'Heart failure' });
    await practice(page)
      .getByRole('button', { name: /^Start a session: Heart failure/ })
      .click();
    await expect(page).toHaveURL(/\/questions\/IM\/qa\/\d+\/session\/\d+$/);

    // Answer the first question (tutor mode): its explanation comes with its links.
    const asked = page.waitForResponse(
      (r) => /\/api\/2\.0\/interlink\/userproductid\/\d+\/qa\/\d+\?/.test(r.url()) && r.ok(),
    );
    const key = await correctKeyOnScreen(page);
    await choice(page, key).locator('xpath=..').click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Correct' })).toBeVisible();
    await asked;

    const links = readMore(page);
    const section = links.getByRole('link', { name: 'Heart failure', exact: true });
    await expect(section).toBeVisible();
    await expect(links.getByText('Cardiology · IM Study Guide')).toBeVisible();
    await expectAccessible(page);

    await section.click();
    await expect(page).toHaveURL(new RegExp(`/book/${book.userProductId}/heart-failure$`));
    await expect(heading(page, 'Heart failure')).toBeVisible();
  });

  test("[QA-31] a flash card's back links to its book section and to practice on its questions", async ({
    page,
  }) => {
    // Priya studies the PEDS deck here only: revealing a card writes nothing.
    await signInAs(page, 'peds');
    expect((await page.request.post('/api/3.0/auth/session')).status()).toBe(200);
    const deck = await productOfType(page, 'fc');
    const book = await productOfType(page, 'onlineBookCore');
    // The section's own interlinks name its topic: every card of it names this section.
    const sectionLinks = (await (
      await page.request.get(
        `/api/2.0/interlink/userproductid/${book.userProductId}/corecontenttopic/febrile-infant`,
      )
    ).json()) as { kind: string; coreContentTopicId?: number }[];
    const topicId = sectionLinks.find((l) => l.kind === 'topicQuestions')?.coreContentTopicId;
    if (!topicId) throw new Error('the febrile-infant section links to no topic');

    await page.goto(`/flashcards/${deck.userProductId}/study?topicId=${topicId}`);
    const asked = page.waitForResponse(
      (r) => /\/api\/2\.0\/interlink\/userproductid\/\d+\/qa\/\d+\?/.test(r.url()) && r.ok(),
    );
    await expect(page.getByRole('button', { name: 'Show answer' })).toBeVisible();
    await page.keyboard.press('Space');
    await expect(page.getByRole('region', { name: 'Answer' })).toBeFocused();
    await asked;

    const card = page.getByTestId('flash-card');
    const section = readMore(page).getByRole('link');
    await expect(section).toHaveText(['The febrile infant']);
    await expect(
      card
        .getByRole('region', { name: 'Practice questions' })
        .getByRole('button', { name: /^Start a session: / })
        .first(),
    ).toBeVisible();
    await expectAccessible(page);

    await section.click();
    await expect(page).toHaveURL(new RegExp(`/book/${book.userProductId}/febrile-infant$`));
    await expect(heading(page, 'The febrile infant')).toBeVisible();
  });
});
