import type { Page } from '@playwright/test';
import { signInAsTrialLearner } from '../books/book-reader-support';
import { expect, test } from '../support/fixtures';
import { choice, correctKeyOnScreen, expectQuestion, KEYS, qaProduct } from './support';

/**
 * Issue 22, one set of numbers: a fresh learner does one session of known answers, and every
 * screen that shows a figure of it shows the same number under the same name
 * (packages/contracts/src/learner-figures.ts).
 */

async function answer(page: Page, right: boolean) {
  const correct = await correctKeyOnScreen(page);
  const key = right ? correct : (KEYS.find((k) => k !== correct) as string);
  await choice(page, key).locator('xpath=..').click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Correct' })).toContainText(
    `The correct answer is ${correct}.`,
  );
}

/** A figure of the page's stat cards: its name, value and detail. */
const figure = (page: Page, name: string) =>
  page.getByRole('definition').locator('xpath=..').filter({ hasText: name });

test('one session of 1 right and 1 wrong of 4: the summary, the session list, the overview and Performance agree', async ({
  page,
}) => {
  test.slow();
  await signInAsTrialLearner(page);
  const product = await qaProduct(page);
  await page.goto(product.route);
  const form = page.getByRole('form', { name: 'Create a session' });
  await form.getByLabel('Session name').fill('Known answers');
  await form.getByLabel('Number of questions').fill('4');
  await form.getByRole('button', { name: 'Create session' }).click();
  await expectQuestion(page, 1, 4);
  await answer(page, true);
  await page.keyboard.press('ArrowRight');
  await expectQuestion(page, 2, 4);
  await answer(page, false);

  const player = page.getByTestId('qa-session-player');
  await player.getByRole('button', { name: 'End session' }).click();
  await page
    .getByRole('dialog', { name: 'End this session?' })
    .getByRole('button', { name: 'End session' })
    .click();

  // The summary: the score is of the questions answered; the unanswered are counted apart.
  const score = page.getByRole('region', { name: 'Score' });
  await expect(score).toContainText('50%');
  await expect(score).toContainText('score');
  await expect(score.getByText('Unanswered').locator('xpath=..')).toContainText('2');

  // The session list says the same.
  await page.getByRole('link', { name: 'Back to overview' }).click();
  const row = page
    .getByRole('list', { name: 'Sessions' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Known answers', exact: true }) });
  await expect(row).toContainText('Score: 50% (1/2)');

  // The bank's first-time score: the same figure and words on the overview and Performance.
  await expect(figure(page, 'First-time score')).toContainText('50%');
  await expect(figure(page, 'First-time score')).toContainText('1 of 2 right the first time');
  await page.goto(product.route.replace(/overview$/, 'performance'));
  await expect(figure(page, 'First-time score')).toContainText('50%');
  await expect(figure(page, 'First-time score')).toContainText('1 of 2 right the first time');
});
