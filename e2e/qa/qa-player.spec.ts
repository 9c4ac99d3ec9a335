import { expect, expectAccessible, signInAs, test } from '../support/fixtures';
import { choice, expectQuestion, qaProduct } from './support';

/** The Q&A player's highlights, its clock running out, and the player on a phone. */
test.describe('Q&A session player', () => {
  test('a learner highlights words of the stem with H or the Highlight button; they stay after a reload and go when pressed again', async ({
    page,
  }) => {
    await signInAs(page, 'student');
    const product = await qaProduct(page);
    await page.goto(product.route);
    const form = page.getByRole('form', { name: 'Create a session' });
    await form.getByLabel('Session name').fill(`Highlights ${Date.now()}`);
    await form.getByLabel('Number of questions').fill('1');
    await form.getByRole('button', { name: 'Create session' }).click();
    await expectQuestion(page, 1, 1);
    const stem = page.getByTestId('question-stem');
    await expect(stem).not.toBeEmpty();

    /** Selects the stem's first `length` characters, as a drag of the mouse would. */
    const selectStart = (length: number) =>
      stem.evaluate((element, n) => {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        const first = walker.nextNode() as Text;
        const range = document.createRange();
        range.setStart(first, 0);
        range.setEnd(first, Math.min(n, first.data.length));
        const selection = window.getSelection()!;
        selection.removeAllRanges();
        selection.addRange(range);
        return range.toString();
      }, length);
    const highlighted = () =>
      page.evaluate(() =>
        [
          // the registry is a Map of Highlight (a Set of ranges); TypeScript's DOM types lag
          ...((CSS.highlights as unknown as Map<string, Set<Range>>).get('qa-highlight') ?? []),
        ].map((range) => range.toString()),
      );

    // Nothing selected: the player says how.
    await page.getByRole('button', { name: 'Highlight' }).click();
    await expect(page.getByText('Select words in the question first')).toBeVisible();

    const words = await selectStart(12);
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PATCH' && r.url().includes('/items/1'),
    );
    await page.keyboard.press('h');
    expect((await saved).ok()).toBe(true);
    await expect.poll(highlighted).toEqual([words]);

    await page.reload();
    await expectQuestion(page, 1, 1);
    await expect.poll(highlighted).toEqual([words]);

    await selectStart(5);
    await page.getByRole('button', { name: 'Highlight' }).click();
    await expect.poll(highlighted).toEqual([words.slice(5)]);
    await expectAccessible(page);
  });

  test('a timed session ends by itself when its time is up, and stays ended after a reload', async ({
    page,
  }) => {
    // The page's clock, so a minute passes in an instant (timers and Date alike).
    await page.clock.install();
    await signInAs(page, 'student');
    const product = await qaProduct(page);
    await page.goto(product.route);
    const form = page.getByRole('form', { name: 'Create a session' });
    const name = `One minute ${Date.now()}`;
    await form.getByLabel('Session name').fill(name);
    await form.getByLabel('Number of questions').fill('2');
    await form.getByRole('checkbox', { name: /Timed session/ }).check();
    await form.getByLabel('Time limit (minutes)').fill('1');
    await form.getByRole('button', { name: 'Create session' }).click();
    await expectQuestion(page, 1, 2);
    await expect(page.getByRole('timer', { name: 'Time remaining' })).toHaveText(/^(1:00|0:5\d)$/);

    await page.clock.fastForward('01:05');
    await expect(page.getByText('Session ended')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Unanswered', { exact: true })).toBeVisible();

    await page.reload();
    await expect(page.getByText('Session ended')).toBeVisible();
    await expectAccessible(page);
  });

  test('@phone the player at 375px: answer by tapping, the navigator in a dialog, no sideways scroll', async ({
    page,
  }) => {
    await signInAs(page, 'student');
    const product = await qaProduct(page);
    await page.goto(product.route);
    const form = page.getByRole('form', { name: 'Create a session' });
    await form.getByLabel('Session name').fill('Phone session');
    await form.getByLabel('Number of questions').fill('3');
    await form.getByRole('button', { name: 'Create session' }).click();
    await expectQuestion(page, 1, 3);
    await choice(page, 'B').locator('xpath=..').tap();
    await page.getByRole('button', { name: 'Submit' }).tap();
    await expect(page.getByRole('heading', { name: 'Explanation' })).toBeVisible();
    await page.getByRole('button', { name: 'All questions' }).tap();
    const dialog = page.getByRole('dialog', { name: 'All questions' });
    await dialog.getByRole('button', { name: 'Question 3, not seen' }).tap();
    await expectQuestion(page, 3, 3);
    await expect(page.getByRole('button', { name: 'Finish' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
});
