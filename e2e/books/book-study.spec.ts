import type { Page } from '@playwright/test';
import { expect, expectAccessible, newContext, test } from '../support/fixtures';
import { freshLearner } from '../visual/support';
import { heading, reader, readToTheEnd } from './book-reader-support';

/**
 * Studying a book (issue 24): the place kept on the server, search with its hits marked,
 * highlights and notes, driven as a learner would; then the same learner in a new browser
 * context (another device) resumes where they were, their note painted in the text.
 */

/** Selects the first `length` characters of the section's first paragraph, as a mouse would. */
async function selectWords(page: Page, length: number): Promise<string> {
  return page.evaluate((n) => {
    const paragraph = document.querySelector('article p:not(header p)');
    const text = paragraph?.firstChild;
    if (!text) throw new Error('no paragraph to select in');
    const range = document.createRange();
    range.setStart(text, 0);
    range.setEnd(text, n);
    const selection = window.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
    return range.toString();
  }, length);
}

/** How many ranges the text paints under a highlight name (CSS Custom Highlight API). */
const painted = (page: Page, name: string) =>
  page.evaluate(
    // the registry is a Map of Highlights (sets of ranges); this TypeScript DOM lib types no get()
    (n) => (CSS.highlights as unknown as Map<string, Set<Range>>).get(n)?.size ?? 0,
    name,
  );

test.describe('studying a book', () => {
  test('[ROUTE-45] read, search and open a hit, highlight with a note, see it listed, resume on another device', async ({
    page,
    browser,
    baseURL,
  }) => {
    const learner = await freshLearner(page, 'light', baseURL!);
    const book = learner.book;
    const at = (sectionId: string) => new RegExp(`/book/${book.userProductId}/${sectionId}$`);
    await page.goto(book.route);
    await expect(page).toHaveURL(at('heart-failure'));
    await expect(heading(page, 'Heart failure')).toBeVisible();

    // Search the book: Enter searches, the hits show their section and marked words.
    await reader(page).getByRole('button', { name: 'Search' }).click();
    const search = page.getByRole('dialog', { name: 'Search' });
    const field = search.getByRole('searchbox', { name: 'Words to find' });
    await field.fill('troponin');
    await field.press('Enter');
    const hits = search.getByRole('list', { name: 'Search results' }).getByRole('link');
    await expect(hits.first()).toContainText('Coronary artery disease');
    await expect(hits.first().locator('mark').first()).toHaveText(/troponin/i);
    await expectAccessible(page);
    // Enter again opens the best hit.
    await field.press('Enter');
    await expect(search).toBeHidden();
    await expect(page).toHaveURL(at('coronary-artery-disease'));
    const title = 'Coronary artery disease and acute coronary syndromes';
    await expect(heading(page, title)).toBeVisible();

    // Highlight words with a note.
    await expect(page.locator('article p').nth(1)).toBeVisible();
    const quote = await selectWords(page, 24);
    const tools = page.getByRole('toolbar', { name: 'Selected text' });
    await tools.getByRole('button', { name: 'Add note' }).click();
    const noteDialog = page.getByRole('dialog', { name: 'Add a note' });
    await noteDialog.getByRole('textbox', { name: 'Note' }).fill('Troponin first, then the ECG.');
    await noteDialog.getByRole('button', { name: 'Save note' }).click();
    await expect(noteDialog).toBeHidden();
    await expect.poll(() => painted(page, 'book-note')).toBe(1);

    // Listed per book, with its section, its words and its note; the note can be edited.
    await reader(page).getByRole('button', { name: 'Highlights & notes' }).click();
    const list = page.getByRole('dialog', { name: 'Highlights & notes' });
    const item = list.getByRole('listitem').filter({ hasText: quote.trim() });
    await expect(item).toContainText(`Cardiology · ${title}`);
    await expect(item).toContainText('Note: Troponin first, then the ECG.');
    await expectAccessible(page);
    await item.getByRole('button', { name: 'Edit note' }).click();
    await item
      .getByRole('textbox', { name: 'Note' })
      .fill('Troponin first; ECG within 10 minutes.');
    await item.getByRole('button', { name: 'Save note' }).click();
    await expect(item).toContainText('Note: Troponin first; ECG within 10 minutes.');
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();

    // Reading to the end counts the section as read: My Products shows it.
    await readToTheEnd(page);
    await page.goto('/products');
    const card = page.getByRole('listitem', { name: 'IM Study Guide', exact: true });
    await expect(card).toContainText(/\d+% read · last: Coronary artery disease/);

    // Another device: a new browser context, signed in as the same learner.
    const other = await newContext(browser, { baseURL });
    try {
      const second = await other.newPage();
      const login = await second.request.post('/api/2.0/authentication/login', {
        data: { email: learner.email, password: learner.password },
      });
      expect(login.status()).toBe(200);
      await second.goto(book.route);
      await second.mouse.move(8, 8);
      await expect(second).toHaveURL(at('coronary-artery-disease'));
      await expect(heading(second, title)).toBeVisible();
      await expect.poll(() => painted(second, 'book-note')).toBe(1);
    } finally {
      await other.close();
    }
  });
});
