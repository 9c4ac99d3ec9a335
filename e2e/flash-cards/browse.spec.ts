import { readFile } from 'node:fs/promises';
import { expect, expectAccessible, signInAs, test } from '../support/fixtures';
import { productOfType } from '../support/products';

/**
 * The card browser (issue 24, Anki's Browse) at /flashcards/:id/browse and the review log's CSV,
 * as a learner reaches them from the deck. Casey (combo) studies the MS deck here only, so no
 * other spec grades these cards.
 */
test.describe('flash-card browser', () => {
  test('a studied card is found by its code with its state, suspended from the browser, and its grade is in the CSV', async ({
    page,
  }) => {
    await signInAs(page, 'combo');
    const deck = await productOfType(page, 'fc');
    await page.goto(deck.route);
    await page.getByRole('link', { name: 'Study now' }).click();
    await expect(page.getByRole('button', { name: 'Show answer' })).toBeVisible();

    // The card's code from its card info, then Good by keyboard: it goes into learning.
    await page.keyboard.press('i');
    const info = page.getByRole('dialog', { name: /^Card info: / });
    const code = ((await info.getByRole('heading').first().innerText()).match(
      /[A-Z]+-FC-\d{4}(#c\d+)?/,
    ) ?? [''])[0];
    expect(code).not.toBe('');
    await page.keyboard.press('Escape');
    await expect(info).toBeHidden();
    await page.keyboard.press('Space');
    await page.keyboard.press('3');
    await expect(page.getByRole('button', { name: 'Show answer' })).toBeVisible();

    await page.goto(deck.route);
    await page.getByRole('link', { name: 'Browse cards' }).click();
    await expect(page).toHaveURL(new RegExp(`/flashcards/${deck.userProductId}/browse$`));
    await expect(page.getByRole('heading', { name: 'Browse cards' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Cards of this deck with their state' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Card',
      'State',
      'Due',
      'Interval',
      'Stability',
      'Reviews',
      'Lapses',
      'Topic',
    ]);
    await expectAccessible(page);

    // Found by its code, with its state.
    const search = page.getByRole('search', { name: 'Search the cards' });
    await search.getByRole('searchbox', { name: 'Search' }).fill(code.toLowerCase());
    await search.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(page.getByRole('status').filter({ hasText: /found$/ })).toHaveText(
      code.includes('#') ? '1 card found' : /^\d+ cards? found$/,
    );
    const row = table.getByRole('row').filter({ hasText: code });
    await expect(row.first().getByRole('cell').first()).toHaveText('Learning');

    // Opened from its row: front and back, then suspended.
    await row.first().getByRole('button').first().click();
    const dialog = page.getByRole('dialog', { name: `Card ${code}` });
    await expect(dialog.getByRole('region', { name: 'Front' })).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'Back' })).toBeVisible();
    await expect(page).toHaveURL(/[?&]card=\d+/);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await expect(dialog.getByRole('button', { name: 'Restore' })).toBeVisible();
    await expect(dialog.getByText('Suspended')).toBeVisible();

    // The address opens the card again (other screens link cards so).
    await page.reload();
    await expect(dialog.getByRole('button', { name: 'Restore' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(row.first().getByText('Suspended')).toBeVisible();

    await page.getByRole('combobox', { name: 'Marked' }).selectOption('suspended');
    await search.getByRole('searchbox', { name: 'Search' }).fill('');
    await search.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(page).toHaveURL(/[?&]suspended=true/);
    await expect(table.getByRole('row').filter({ hasText: code }).first()).toBeVisible();

    // The review log as a file: the header and the grade just given.
    await page.goto(deck.route);
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download review history (CSV)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      /^[A-Z]+-FC-review-history-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const lines = (await readFile((await download.path())!, 'utf8')).split('\r\n');
    expect(lines[0]).toBe(
      'card_code,reviewed_at,rating,rating_name,state_before,state_after,elapsed_days,scheduled_days,stability,difficulty,duration_ms',
    );
    const graded = lines.find((line) => line.startsWith(`${code},`));
    expect(graded).toMatch(/^[^,]+,\d{4}-\d{2}-\d{2}T[\d:.]+Z,3,Good,new,learning,/);
  });
});
