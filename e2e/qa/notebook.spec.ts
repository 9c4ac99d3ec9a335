import type { Page } from '@playwright/test';
import { expect, expectAccessible, signInAs, test } from '../support/fixtures';
import { expectNoHorizontalScroll } from '../support/page-helpers';
import { expectQuestion, qaProduct } from './support';

/**
 * The notebook (decision 0908): a note and a bookmark follow the question into a new session, the
 * notebook lists them with filters, its edits show in the player, and a Bookmarked session draws
 * the question. The resident's account: no other Q&A spec marks its questions, and every name
 * and note here is unique to the run.
 */

const sessionIdOf = (page: Page) => Number(/\/session\/(\d+)/.exec(page.url())?.[1]);

async function createSession(page: Page, name: string, count: number, bookmarkedOnly = false) {
  const form = page.getByRole('form', { name: 'Create a session' });
  await form.getByLabel('Session name').fill(name);
  if (bookmarkedOnly) await form.getByRole('checkbox', { name: /Bookmarked/ }).check();
  await form.getByLabel('Number of questions').fill(String(count));
  await form.getByRole('button', { name: 'Create session' }).click();
  await expect(page).toHaveURL(/\/session\/\d+/);
}

test.describe('the notebook', () => {
  test('a note and a bookmark follow the question; the notebook lists, filters and edits them', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now();
    const note = `Notebook check ${stamp}: think of sarcoid`;
    await signInAs(page, 'resident');
    const product = await qaProduct(page);
    await page.goto(product.route);
    await createSession(page, `Notebook first ${stamp}`, 1);
    await expectQuestion(page, 1, 1);
    const player = page.getByRole('banner').or(page.locator('body'));
    await player.getByRole('button', { name: 'Bookmark', exact: true }).click();
    await player.getByRole('button', { name: 'Note', exact: true }).click();
    await page.getByRole('textbox', { name: 'Your note on question 1' }).fill(note);
    await page.getByRole('button', { name: 'Save note' }).click();
    await expect(page.getByText(`Your note: ${note}`)).toBeVisible();
    const firstId = sessionIdOf(page);

    // A new session holding the same question shows the note and the bookmark.
    expect((await page.request.post('/api/3.0/auth/session')).status()).toBe(200);
    const copy = await page.request.post(`/api/3.0/qa/sessions/${firstId}/duplicate`, {
      data: { questions: 'all', name: `Notebook again ${stamp}` },
    });
    expect(copy.status()).toBe(201);
    const second = (await copy.json()) as { qaSessionId: number; items: { questionId: number }[] };
    const questionId = second.items[0]!.questionId;
    const secondUrl = page.url().replace(/\/session\/\d+.*$/, `/session/${second.qaSessionId}`);
    await page.goto(secondUrl);
    await expectQuestion(page, 1, 1);
    await expect(page.getByText(`Your note: ${note}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Bookmark', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // A Bookmarked session draws it.
    await page.goto(product.route);
    await createSession(page, `Notebook bookmarked ${stamp}`, 10, true);
    const drawn = await page.request.get(`/api/2.0/qa/session/${sessionIdOf(page)}`);
    const items = ((await drawn.json()) as { items: { questionId: number; bookmarked: boolean }[] })
      .items;
    expect(items.map((i) => i.questionId)).toContain(questionId);
    expect(items.every((i) => i.bookmarked)).toBe(true);

    // The notebook, from the product's tabs: the entry, its filters.
    await page.goto(product.route);
    await page.getByRole('button', { name: 'Notebook', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: product.fullName })).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Search notes and questions' });
    await search.fill(`${stamp}`);
    const entries = page.getByRole('list', { name: 'Notebook entries' }).getByRole('article');
    await expect(entries).toHaveCount(1);
    const entry = entries.first();
    await expect(entry).toContainText(note);
    await expect(entry).toContainText('Bookmarked');
    await expect(entry).toContainText(`Last seen in “Notebook bookmarked ${stamp}”`);
    for (const show of ['Notes', 'Bookmarks', 'All']) {
      await page.getByRole('button', { name: new RegExp(`^${show} \\(`) }).click();
      await expect(entries).toHaveCount(1);
    }
    const topic = page.getByRole('combobox', { name: 'Topic' });
    const topicName = (await entry.locator('span.text-brand-700').innerText()).split(' · ')[0]!;
    await topic.selectOption({ label: topicName });
    await expect(entries).toHaveCount(1);
    await search.fill(`${stamp} no such words`);
    await expect(page.getByText('No entries match these filters.')).toBeVisible();
    await page.getByRole('button', { name: 'Show all entries' }).click();
    await search.fill(`${stamp}`);
    await expect(entries).toHaveCount(1);
    await expectAccessible(page);

    // Edited by keyboard: Escape cancels back to the button, Save keeps the new text.
    const edit = entry.getByRole('button', { name: /^Edit note: / });
    await edit.focus();
    await page.keyboard.press('Enter');
    const box = entry.getByRole('textbox', { name: 'Your note' });
    await expect(box).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(edit).toBeFocused();
    await page.keyboard.press('Enter');
    const edited = `${note}; check calcium`;
    await box.fill(edited);
    await expectAccessible(page);
    await entry.getByRole('button', { name: 'Save note' }).click();
    await expect(entry).toContainText(edited);
    await expect(edit).toBeFocused();

    // "Open in session" goes to the question where it was last met; the player shows the edit.
    await entry.getByRole('link', { name: 'Open in session' }).click();
    await expectQuestion(page, 1, 1);
    await expect(page.getByText(`Your note: ${edited}`)).toBeVisible();

    // Removing the bookmark and deleting the note on the page empty the entry; the player agrees.
    await page.goBack();
    await search.fill(`${stamp}`);
    await entry.getByRole('button', { name: /^Remove bookmark: / }).click();
    await expect(entry).not.toContainText('Bookmarked');
    await entry.getByRole('button', { name: /^Delete note: / }).click();
    await expect(entries).toHaveCount(0);
    await page.goto(secondUrl);
    await expectQuestion(page, 1, 1);
    await expect(page.getByText('Your note:')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Bookmark', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  test('@phone the notebook screen fits a phone and passes axe', async ({ page }) => {
    await signInAs(page, 'resident');
    const product = await qaProduct(page);
    await page.goto(product.route.replace(/\/overview$/, '/notebook'));
    await expect(page.getByText('Notebook', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: product.fullName })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
  });
});
