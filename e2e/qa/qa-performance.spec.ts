import { signInAsTrialLearner } from '../books/book-reader-support';
import { sectionNav } from '../shell/nav';
import { expect, expectAccessible, newContext, signInAs, test } from '../support/fixtures';
import { answerTopicThroughApi } from './support';

/**
 * The performance report (issue 9, decision 0903): combo answers every Psychiatry question of the
 * MS bank right, student answers them all wrong; combo then reads the report (score, percentile,
 * topics beside all learners, pace, trend), by keyboard, and resets the bank's history after
 * confirming.
 */

test.describe('Q&A performance report', () => {
  test('a learner with history sees their report and percentile, then resets it with a confirmation', async ({
    page,
    browser,
  }) => {
    test.slow();
    const peer = await newContext(browser, { baseURL: test.info().project.use.baseURL });
    const peerPage = await peer.newPage();
    await signInAs(peerPage, 'student');
    await answerTopicThroughApi(peerPage.request, 'MS-QA', 'Psychiatry', false);
    await peer.close();

    await signInAs(page, 'combo');
    const id = await answerTopicThroughApi(page.request, 'MS-QA', 'Psychiatry', true);
    await page.goto(`/questions/MS/qa/${id}/overview`);
    // The bank's tabs: back, Home (its overview, the product's own route), Performance and the
    // Notebook (decision 0908); no second tab to the same overview.
    const tabs = sectionNav(page).getByRole('button');
    await expect(tabs).toHaveText(['My Products', 'Home', 'Performance', 'Notebook']);
    await page.getByRole('button', { name: 'Performance' }).click();
    await expect(page).toHaveURL(new RegExp(`/questions/MS/qa/${id}/performance$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Medical Student/);

    const summary = page.getByRole('definition').locator('xpath=..');
    await expect(page.getByText('First-time score', { exact: true })).toBeVisible();
    await expect(summary.filter({ hasText: 'First-time score' })).toContainText('100%');
    await expect(summary.filter({ hasText: 'Percentile' })).toContainText('100th');
    await expect(summary.filter({ hasText: 'Percentile' })).toContainText(
      /among \d+ other learners?/,
    );
    const pace = summary.filter({ hasText: 'Time per question' });
    await expect(pace).toContainText('90 s');
    await expect(pace).toContainText('30 s faster than exam pace (120 s)');

    const topics = page.getByRole('table', { name: 'Score per topic beside all learners' });
    const psychiatry = topics.getByRole('row', { name: /^Psychiatry/ });
    await expect(psychiatry.getByRole('cell')).toHaveText(['5 / 5', '100%', /\d+(\.\d)?%/]);
    await expect(page.getByRole('table', { name: 'Score per week' }).getByRole('row')).toHaveCount(
      2,
    );
    await expectAccessible(page);

    // Reset: the dialog asks first; Cancel keeps everything.
    const open = page.getByRole('button', { name: 'Reset history…' });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Reset your history?' });
    await expect(dialog).toContainText('cannot be undone');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(psychiatry.getByRole('cell').first()).toHaveText('5 / 5');

    await open.click();
    await dialog.getByRole('button', { name: 'Reset history' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'was reset' })).toBeVisible();
    await expect(psychiatry.getByRole('cell').first()).toHaveText('0 / 5');
    await expect(summary.filter({ hasText: 'First-time score' })).toContainText('—');
    await expect(
      page.getByText('You have not answered any questions in this bank yet.'),
    ).toBeVisible();
    const sessions = await page.request.get(`/api/3.0/qa/sessions/userproducts/${id}`);
    expect((await sessions.json()).sessions).toEqual([]);
  });

  test('[issue 22] a topic scored 0% and a topic not answered yet look different in the bars', async ({
    page,
  }) => {
    await signInAsTrialLearner(page);
    const id = await answerTopicThroughApi(page.request, 'IM-QA', 'Nephrology', false);
    await page.goto(`/questions/IM/qa/${id}/performance`);
    const bar = (topic: string) => page.getByTestId('topic-bar').filter({ hasText: topic });
    // 0 %: the score with its counts, over its (empty) bars
    await expect(bar('Nephrology')).toContainText(/0% \(0\/\d+\) · all \d+(\.\d)?%/);
    // not answered: says so, with no figure and no bar (its row is one line of text)
    await expect(bar('Rheumatology')).toHaveText(/^Rheumatology\s*not answered yet$/);
    const line = await bar('Rheumatology').getByText('not answered yet').boundingBox();
    const unanswered = await bar('Rheumatology').boundingBox();
    const zero = await bar('Nephrology').boundingBox();
    expect(unanswered?.height).toBeLessThanOrEqual((line?.height ?? 0) + 1);
    expect(zero?.height).toBeGreaterThan((unanswered?.height ?? 0) + 5);
    // the table keeps the same figures for screen readers
    const table = page.getByRole('table', { name: 'Score per topic beside all learners' });
    await expect(table.getByRole('row', { name: /^Nephrology/ }).getByRole('cell')).toHaveText([
      /^(\d+) \/ \1$/,
      '0%',
      /\d+(\.\d)?%/,
    ]);
    await expect(table.getByRole('row', { name: /^Rheumatology/ }).getByRole('cell')).toHaveText([
      /^0 \/ \d+$/,
      '—',
      '—',
    ]);
  });

  test('@phone the report at 375px: no sideways scroll', async ({ page }) => {
    await signInAs(page, 'student');
    const id = await answerTopicThroughApi(page.request, 'MS-QA', 'Surgery', true);
    await page.goto(`/questions/MS/qa/${id}/performance`);
    await expect(
      page.getByRole('table', { name: 'Score per topic beside all learners' }),
    ).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('performance-375.png'), fullPage: true });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
});
