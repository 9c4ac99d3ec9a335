import type { Page } from '@playwright/test';
import type { Role } from '../support/accounts';
import { expect, expectAccessible, signInAs, test } from '../support/fixtures';
import { freshLearnerWith } from '../support/fresh-account';
import { productOfType } from '../support/products';

/**
 * The flash-card screens (issue 24, QA-01: flash cards are a My Products kind of their own): the
 * deck at /flashcards/:id and its study player at /flashcards/:id/study, driven by keyboard as an
 * Anki user would. Each test studies a deck no other test studies (a fresh learner's, the resident's,
 * the student's), so that tests running side by side never grade one another's cards: the demo
 * learner's and the trainee's decks are the Study Board's.
 */

const card = (page: Page) => page.getByTestId('flash-card');
const answer = (page: Page) => page.getByRole('region', { name: 'Answer' });
const showAnswer = (page: Page) => page.getByRole('button', { name: 'Show answer' });

/** Signs in as `role`, or as a fresh learner given the IM deck, and opens the deck's study player. */
async function openPlayer(page: Page, role: Role | 'fresh', baseURL: string) {
  if (role === 'fresh') {
    await freshLearnerWith(page.request, baseURL, ['IM-FC'], 'cards', {
      firstName: 'Finn',
      lastName: 'Cards',
    });
  } else await signInAs(page, role);
  const deck = await productOfType(page, 'fc');
  await page.goto(deck.route);
  await page.getByRole('link', { name: 'Study now' }).click();
  await expect(page).toHaveURL(new RegExp(`/flashcards/${deck.userProductId}/study$`));
  await expect(showAnswer(page)).toBeVisible();
  return deck;
}

/** The card's front as the learner reads it. */
async function frontText(page: Page) {
  await expect(showAnswer(page)).toBeVisible();
  return (await card(page).innerText()).trim();
}

test.describe('flash cards', () => {
  test('[QA-01] a deck is studied by keyboard: Space shows the answer, 3 grades Good, U brings the card back; a reload carries on', async ({
    page,
    baseURL,
  }) => {
    const deck = await openPlayer(page, 'fresh', baseURL!);
    await expect(page.getByTestId('product-header')).toHaveText(deck.shortName);
    await expect(page.getByRole('button', { name: 'Open calculator' })).toBeVisible();
    await expectAccessible(page);
    const first = await frontText(page);

    await page.keyboard.press('Space');
    await expect(answer(page)).toBeFocused();
    const grades = page.getByRole('group', { name: 'Grade this card' });
    await expect(grades.getByRole('button')).toHaveText([
      /^\d+(\.\d)?(s|m|h|d|mo|y)Again$/,
      /Hard$/,
      /Good$/,
      /Easy$/,
    ]);
    await expectAccessible(page);

    await page.keyboard.press('3');
    await expect(showAnswer(page)).toBeVisible();
    await expect(card(page)).toBeFocused();
    const second = await frontText(page);
    expect(second).not.toBe(first);

    // The server keeps the session: a reload shows the same card, and the grade can be taken back.
    await page.reload();
    expect(await frontText(page)).toBe(second);
    await page.keyboard.press('u');
    await expect(card(page)).toHaveText(first);
    await expect(showAnswer(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();

    // I shows the card's info: the undone grade is gone from its history.
    await page.keyboard.press('i');
    const info = page.getByRole('dialog', { name: /^Card info: [A-Z]+-FC-\d{4}/ });
    await expect(info.getByText('No grades yet.')).toBeVisible();
    await expect(info.getByText('not yet studied')).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(info).toBeHidden();

    // The deck's lab values are at hand, as in a Q&A session.
    await page.getByRole('button', { name: 'Lab values' }).click();
    await expect(page.getByRole('dialog', { name: 'Normal Lab Values (IM)' })).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
  });

  test('[QA-01] Flag marks the card; Suspend and Bury take it out of today’s study', async ({
    page,
    baseURL,
  }) => {
    await openPlayer(page, 'resident', baseURL!);
    const flag = page.getByRole('button', { name: 'Flag', exact: true });
    await page.keyboard.press('f');
    await expect(flag).toHaveAttribute('aria-pressed', 'true');
    await expect(card(page).getByText('Flagged')).toBeVisible();
    await flag.click();
    await expect(flag).toHaveAttribute('aria-pressed', 'false');

    const suspended = await frontText(page);
    await page.getByRole('button', { name: 'Suspend' }).click();
    await expect(card(page)).not.toHaveText(suspended);
    const buried = await frontText(page);
    await page.keyboard.press('-');
    await expect(card(page)).not.toHaveText(buried);

    await page.reload();
    const shown = await frontText(page);
    expect([suspended, buried]).not.toContain(shown);
  });

  test('[QA-01] the deck: today’s counts, the topics, and a desired retention kept after a reload', async ({
    page,
  }) => {
    await signInAs(page, 'student');
    const deck = await productOfType(page, 'fc');
    await page.goto(deck.route);
    const today = page.getByRole('region', { name: 'Today' });
    for (const name of ['New', 'Learning', 'Due']) {
      await expect(
        today.getByRole('term').filter({ hasText: new RegExp(`^${name}:`) }),
      ).toBeVisible();
    }
    const topics = page.getByRole('table', { name: 'Cards of each topic for today' });
    await expect(topics.getByRole('columnheader')).toHaveText(
      ['Topic', 'New', 'Learning', 'Due', 'Total', 'Study'],
      { useInnerText: true },
    );
    const firstTopic = (await topics.getByRole('rowheader').first().innerText()).trim();
    await expect(topics.getByRole('link', { name: `Study ${firstTopic}` })).toHaveAttribute(
      'href',
      /\/study\?topicId=\d+$/,
    );
    await expectAccessible(page);

    const settings = page.getByRole('form', { name: 'Study settings' });
    const retention = settings.getByRole('spinbutton', { name: 'Desired retention' });
    const before = await retention.inputValue();
    const changed = before === '0.85' ? '0.86' : '0.85';
    await retention.fill(changed);
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await expect(settings.getByText('Your study settings have been saved.')).toBeVisible();
    await page.reload();
    await expect(retention).toHaveValue(changed);

    // The shared demo account keeps the retention it had.
    await retention.fill(before);
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await expect(settings.getByText('Your study settings have been saved.')).toBeVisible();
  });
});
