import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, signInAs, test } from '../support/fixtures';
import { choice, correctKeyOnScreen, expectQuestion, KEYS, qaProduct } from './support';

/**
 * Q&A question banks (issue 8, spec §1–§4, §7): the overview's create form and session list, and
 * the session player, driven as a learner would.
 */

const wrongKeyFor = (correct: string) => KEYS.find((key) => key !== correct) as string;
const numberKeyOf = (key: string) => String(KEYS.indexOf(key as (typeof KEYS)[number]) + 1);

async function openOverview(page: Page) {
  const product = await qaProduct(page);
  await page.goto(product.route);
  // ROUTE-56: /questions/{specialtyTypeCode}/{applicationTypeCode}/{userProductId}/overview
  await expect(page).toHaveURL(
    new RegExp(
      `/questions/${product.specialty}/${product.applicationType}/${product.userProductId}/overview$`,
    ),
  );
  await expect(page.getByText('Q&A overview')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: product.fullName })).toBeVisible();
  return product;
}

/** The question count a checkbox's label ends with. */
async function badgeCount(checkbox: Locator): Promise<number> {
  return Number((await checkbox.locator('xpath=..').innerText()).match(/(\d+)\s*$/)?.[1]);
}

const liveCount = (page: Page) => page.getByRole('status').filter({ hasText: /match/ });

test.describe('Q&A sessions', () => {
  test('[ROUTE-56] [QA-34] [QA-12] [QA-11] [QA-28] [QA-37] [QA-38] [QA-36] [VALID-08] a learner creates a filtered timed session, answers, bookmarks, reloads, ends, reviews, duplicates and deletes it', async ({
    page,
  }) => {
    test.slow();
    await signInAs(page, 'learner');
    await openOverview(page);
    await expect(page.getByTestId('product-header')).toBeVisible();
    await expectAccessible(page);

    const form = page.getByRole('form', { name: 'Create a session' });
    const name = `Cardiology timed ${Date.now()}`;

    // VALID-08: the contract's own messages, under their fields.
    await form.getByLabel('Session name').fill('   ');
    await form.getByLabel('Number of questions').fill('0');
    await form.getByRole('button', { name: 'Create session' }).click();
    await expect(form.getByText('Give the session a name.')).toBeVisible();
    await expect(form.getByText('Choose at least 1 question.')).toBeVisible();

    await form.getByLabel('Session name').fill(name);
    await form.getByLabel('Number of questions').fill('4');
    await form.getByRole('checkbox', { name: /Timed session/ }).check();
    await form.getByLabel('Time limit (minutes)').fill('10');

    // The topic tree: a parent selects its topics; one topic off makes it mixed; the live count follows.
    await expect(liveCount(page)).toContainText(/\d+ questions match/);
    const cardiology = form.getByRole('checkbox', { name: /^Cardiology/ });
    const inCardiology = await badgeCount(cardiology);
    expect(inCardiology).toBeGreaterThanOrEqual(4);
    await cardiology.check();
    await expect(liveCount(page)).toContainText(`${inCardiology} questions match`);
    await form.getByRole('button', { name: 'Show the topics of Cardiology' }).click();
    await form.getByRole('checkbox', { name: /^Heart failure/ }).uncheck();
    await expect(cardiology).toHaveJSProperty('indeterminate', true);
    await expect(liveCount(page)).not.toContainText(`${inCardiology} questions match`);
    await form.getByRole('checkbox', { name: /^Heart failure/ }).check();
    await expect(cardiology).toBeChecked();
    await expect(liveCount(page)).toContainText(`${inCardiology} questions match`);

    const created = page.waitForRequest(
      (r) =>
        r.method() === 'POST' && /\/api\/3\.0\/qa\/sessions\/userproducts\/\d+\?/.test(r.url()),
    );
    const activated = page.waitForRequest(
      (r) =>
        r.method() === 'PUT' &&
        /\/api\/2\.0\/qa\/session\?.*activate=true&populatequestionids=false/.test(r.url()),
    );
    await form.getByRole('button', { name: 'Create session' }).click();
    const body = (await created).postDataJSON();
    expect(body).toMatchObject({
      name,
      numberOfQuestions: 4,
      durationSeconds: 600,
      viewMode: 'tutor',
      isMobile: false,
      sessionType: 'UserDefined',
    });
    expect(body.topicIds.length).toBeGreaterThan(0);
    expect((await activated).postDataJSON()).toMatchObject({ qaSessionId: expect.any(Number) });

    await expectQuestion(page, 1, 4);
    const player = page.getByTestId('qa-session-player');
    await expect(player.getByRole('timer', { name: 'Time remaining' })).toHaveText(
      /^(10:00|9:5\d)$/,
    );
    await expect(player.getByRole('button', { name: 'Open calculator' })).toBeVisible();
    await expectAccessible(page);

    // The lab values open over the question, ready to filter; closing goes back to the question.
    const labValuesButton = player.getByRole('button', { name: 'Lab values' });
    await labValuesButton.click();
    const labValues = page.getByRole('dialog', { name: 'Normal Lab Values (IM)' });
    await expect(labValues.getByRole('searchbox', { name: 'Filter lab values' })).toBeFocused();
    await page.keyboard.type('potassium');
    await expect(labValues.getByRole('row', { name: /Potassium/ })).toBeVisible();
    await expect(labValues.getByText('Showing 1 of')).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(labValues).toHaveCount(0);
    await expect(labValuesButton).toBeFocused();
    await expectQuestion(page, 1, 4);

    // Question 1 by mouse, answered wrong on purpose: tutor mode reveals at once.
    const correct1 = await correctKeyOnScreen(page);
    await choice(page, wrongKeyFor(correct1)).locator('xpath=..').click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Incorrect' })).toContainText(
      `The correct answer is ${correct1}.`,
    );
    await expect(page.getByRole('heading', { name: 'Explanation' })).toBeVisible();
    await expect(page.getByText(/% chose this/).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Educational objective' })).toBeVisible();

    // Question 2 by keyboard: → moves, a number picks, Enter submits, B bookmarks.
    await page.keyboard.press('ArrowRight');
    await expectQuestion(page, 2, 4);
    const correct2 = await correctKeyOnScreen(page);
    await page.keyboard.press(numberKeyOf(correct2));
    await expect(choice(page, correct2)).toBeChecked();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Correct' })).toContainText(
      `The correct answer is ${correct2}.`,
    );
    await page.keyboard.press('b');
    await expect(player.getByRole('button', { name: 'Bookmark', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await player.getByRole('button', { name: 'Note', exact: true }).click();
    await page
      .getByRole('textbox', { name: 'Your note on question 2' })
      .fill('Review the ACC/AHA staging.');
    await page.getByRole('button', { name: 'Save note' }).click();
    await expect(page.getByText('Your note: Review the ACC/AHA staging.')).toBeVisible();

    // Question 3: a letter picks; a choice is struck out.
    await page.keyboard.press('ArrowRight');
    await expectQuestion(page, 3, 4);
    await page.getByRole('button', { name: 'Strike out choice A' }).click();
    await expect(page.getByRole('button', { name: 'Strike out choice A' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.keyboard.press('c');
    await expect(choice(page, 'C')).toBeChecked();

    // A reload finds everything: the question on screen, the marks, the answers, the clock.
    await page.waitForTimeout(1200);
    await page.reload();
    await expectQuestion(page, 3, 4);
    await expect(page.getByRole('button', { name: 'Strike out choice A' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const navigator = page.getByRole('navigation', { name: 'Questions' });
    await expect(navigator.getByRole('button', { name: 'Question 1, incorrect' })).toBeVisible();
    await expect(
      navigator.getByRole('button', { name: 'Question 2, correct, bookmarked, has a note' }),
    ).toBeVisible();
    await expect(navigator.getByRole('button', { name: 'Question 4, not seen' })).toBeVisible();
    await expect(player.getByRole('timer', { name: 'Time remaining' })).not.toHaveText('10:00');
    await navigator.getByRole('button', { name: /^Question 2,/ }).click();
    await expectQuestion(page, 2, 4);
    await expect(choice(page, correct2)).toBeChecked();
    await expect(page.getByText('Your note: Review the ACC/AHA staging.')).toBeVisible();

    // End, with the confirmation the default preferences ask for.
    await player.getByRole('button', { name: 'End session' }).click();
    const confirm = page.getByRole('dialog', { name: 'End this session?' });
    await expect(confirm).toContainText('2 questions are not answered yet.');
    await confirm.getByRole('button', { name: 'End session' }).click();
    await expect(page.getByText('Session ended')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    // The score is of the questions answered (1 of 2), as the session list says below.
    await expect(page.getByRole('region', { name: 'Score' })).toContainText('50%');

    // Review the incorrect one.
    await page.getByRole('link', { name: 'Review incorrect (1)' }).click();
    await expectQuestion(page, 1, 4);
    await expect(
      page.getByRole('heading', { name: 'Reviewing incorrect questions (1)' }),
    ).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Incorrect' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next →' })).toBeDisabled();
    await page.getByRole('link', { name: 'Back to summary' }).click();
    await page.getByRole('link', { name: 'Back to overview' }).click();

    // The list: progress, score, mode; duplicate the wrong ones; delete both.
    const sessions = page.getByRole('list', { name: 'Sessions' });
    const row = sessions
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(row).toContainText('Ended');
    await expect(row).toContainText('2 of 4 answered');
    await expect(row).toContainText('Score: 50% (1/2)');
    await expect(row).toContainText('Tutor');
    await expect(row).toContainText('Timed · 10 min');

    await page.getByRole('button', { name: `More actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Duplicate' }).click();
    const duplicate = page.getByRole('dialog', { name: 'Duplicate session' });
    await duplicate.getByRole('radio', { name: /Only the ones I answered incorrectly/ }).check();
    await duplicate.getByRole('button', { name: 'Duplicate' }).click();
    await expect(duplicate).toBeHidden();
    const copyName = `${name} (copy)`;
    const copy = sessions
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: copyName }) });
    await expect(copy).toContainText('0 of 1 answered');

    for (const sessionName of [copyName, name]) {
      await page.getByRole('button', { name: `More actions for ${sessionName}` }).click();
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete session?' });
      await expect(dialog).toContainText(`“${sessionName}” will be deleted.`);
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expect(dialog).toBeHidden();
      await expect(sessions.getByRole('heading', { name: sessionName, exact: true })).toHaveCount(
        0,
      );
    }
  });

  test('[QA-18] [QA-19] [QA-09] PEDS learners limit a session to MOC learning objectives; test mode reveals at the end', async ({
    page,
  }) => {
    await signInAs(page, 'peds');
    await openOverview(page);
    const form = page.getByRole('form', { name: 'Create a session' });
    const objectives = form.getByRole('group', { name: 'MOC learning objectives' });
    await expect(objectives).toBeVisible();
    const first = objectives.getByRole('checkbox').first();
    const count = await badgeCount(first);
    expect(count).toBeGreaterThan(0);
    await first.check();
    await expect(liveCount(page)).toContainText(
      `${count} question${count === 1 ? ' matches' : 's match'}`,
    );

    await form.getByLabel('Session name').fill('MOC objective');
    await form.getByLabel('Number of questions').fill(String(count));
    await form.getByRole('radio', { name: /^Test/ }).check();
    const created = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().includes('/api/3.0/qa/sessions/userproducts/'),
    );
    await form.getByRole('button', { name: 'Create session' }).click();
    const body = (await created).postDataJSON();
    expect(body.mocaLearningObjectives).toHaveLength(1);
    expect(body.mocaPedsQuestionsOnly).toBe(true);
    expect(body.isMobile).toBe(false);
    expect(body.viewMode).toBe('test');

    await expectQuestion(page, 1, count);
    await page.getByRole('button', { name: 'Lab values' }).click();
    await expect(page.getByRole('dialog', { name: 'Normal Lab Values (PEDS)' })).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    // Pause stops the clock and hides the question.
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByText('Session paused')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    const stopped = await page.getByRole('timer', { name: 'Time elapsed' }).textContent();
    // The paused screen says what the clock shows (issue 22: they disagreed).
    await expect(page.getByText(`The clock is stopped at ${stopped}.`)).toBeVisible();
    await page.waitForTimeout(1500);
    await expect(page.getByRole('timer', { name: 'Time elapsed' })).toHaveText(stopped ?? '');
    await page.getByRole('button', { name: 'Resume' }).first().click();
    await expect(page.getByRole('article')).toBeVisible();

    // Test mode: a pick is the answer, saved as it is made (no Submit, as in an exam).
    await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
    const saved = page.waitForResponse(
      (r) =>
        r.request().method() === 'PUT' && /\/items\/1\/answer$/.test(new URL(r.url()).pathname),
    );
    await choice(page, 'A').locator('xpath=..').click();
    expect((await saved).status()).toBe(200);
    await expect(
      page.getByText('Answer A saved. You can change it until you end the session.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Explanation' })).toHaveCount(0);
    // The answer can change until the end, by keyboard too.
    await page.keyboard.press('d');
    await expect(page.getByText('Answer D saved.')).toBeVisible();
    await page.reload();
    await expectQuestion(page, 1, count);
    await expect(choice(page, 'D')).toBeChecked();

    await page.getByRole('button', { name: 'End session' }).first().click();
    await page
      .getByRole('dialog', { name: 'End this session?' })
      .getByRole('button', { name: 'End session' })
      .click();
    await expect(page.getByText('Session ended')).toBeVisible();
    await page.getByRole('link', { name: `Review all (${count})` }).click();
    await expectQuestion(page, 1, count);
    await expect(page.getByRole('heading', { name: 'Explanation' })).toBeVisible();
    await expect(choice(page, 'D')).toBeChecked();
  });

  test('IM banks have no MOC learning objectives; a filter nothing matches cannot create a session', async ({
    page,
  }) => {
    await signInAs(page, 'combo');
    await openOverview(page);
    const form = page.getByRole('form', { name: 'Create a session' });
    await expect(form.getByRole('checkbox', { name: /^Cardiology/ })).toBeVisible();
    await expect(form.getByRole('group', { name: 'MOC learning objectives' })).toHaveCount(0);
    // This learner never bookmarked anything.
    await form.getByRole('checkbox', { name: /Bookmarked/ }).check();
    await expect(liveCount(page)).toContainText('0 questions match');
    await expect(liveCount(page)).toContainText('No questions match these filters.');
    await expect(form.getByRole('button', { name: 'Create session' })).toBeDisabled();
    await form.getByRole('checkbox', { name: /Bookmarked/ }).uncheck();
    await expect(form.getByRole('button', { name: 'Create session' })).toBeEnabled();
  });
});
