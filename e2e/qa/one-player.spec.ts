import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, signInAs, test } from '../support/fixtures';
import { choice, correctKeyOnScreen, KEYS, openSelfAssessment, qaProduct } from './support';

/**
 * One exam-grade player (issue 22, items 3 and 4; decision 0907): the focus layout while a
 * session or an exam runs, what is in view at 1440×900 and 375×812, the navigator that never
 * scrolls away, the same tools in both players, and the verdict labels under a choice's text.
 */

/** A new Q&A session of the signed-in learner, opened in the player. */
async function openSession(page: Page, numberOfQuestions: number, viewMode: 'tutor' | 'test') {
  const product = await qaProduct(page);
  expect((await page.request.post('/api/3.0/auth/session')).status()).toBe(200);
  const created = await page.request.post(
    `/api/3.0/qa/sessions/userproducts/${product.userProductId}`,
    { data: { name: `One player ${Date.now()}`, numberOfQuestions, viewMode } },
  );
  expect(created.status()).toBe(201);
  const { qaSessionId } = (await created.json()) as { qaSessionId: number };
  await page.goto(product.route.replace(/overview$/, `session/${qaSessionId}`));
  await expect(page.getByRole('heading', { level: 1, name: /^Question 1 of / })).toBeVisible();
  await expect(page.getByTestId('question-stem')).not.toBeEmpty();
  return product;
}

/** The top of the stem's first line, in pixels from the top of the window. */
const stemTop = (page: Page) =>
  page.getByTestId('question-stem').evaluate((stem) => stem.getBoundingClientRect().top);

/**
 * The site's toolbar and product tabs (the shell): in the page at all, shown or not, so that the
 * focus layout's check does not pass merely because a breakpoint hides them.
 */
const siteChrome = (page: Page) =>
  page.locator(
    'nav[aria-label="Main"], nav[aria-label="Section"], [aria-label="Open navigation menu"]',
  );

async function expectSiteChrome(page: Page, shown: boolean) {
  if (shown) await expect(page.getByRole('navigation', { name: 'Section' })).toBeVisible();
  else await expect(siteChrome(page)).toHaveCount(0);
}

const inView = (locator: Locator) => expect(locator).toBeInViewport({ ratio: 1 });

test.describe('one player', () => {
  test('the focus layout: no site toolbar or tabs while a session runs, the stem near the top, Exit goes back to the overview', async ({
    page,
  }) => {
    await signInAs(page, 'student');
    const product = await openSession(page, 2, 'tutor');
    await expectSiteChrome(page, false);
    expect(await stemTop(page)).toBeLessThanOrEqual(170);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Exit' }).click();
    await expect(page).toHaveURL(new RegExp(`${product.route}$`));
    await expectSiteChrome(page, true);
  });

  test('[issue 23] the question appears whole: its choices are not pushed down as the stem is drawn (no layout shift)', async ({
    page,
  }) => {
    // every layout shift of the page from its start, as Lighthouse's CLS counts them
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[])
          if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await signInAs(page, 'student');
    await openSession(page, 2, 'tutor');
    // the last choice, whichever letter it has (a question has four or five)
    await expect(page.getByRole('article').getByRole('radio').last()).toBeVisible();
    const shifted = await page.evaluate(() =>
      (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
    );
    expect(shifted).toBeLessThan(0.05);
  });

  test('@phone the focus layout on a phone: the stem starts within the first 120 px', async ({
    page,
  }) => {
    await signInAs(page, 'student');
    await openSession(page, 2, 'test');
    await expectSiteChrome(page, false);
    expect(await stemTop(page)).toBeLessThanOrEqual(120);
    await expect(page.getByRole('link', { name: 'Exit' })).toBeVisible();
    await expectAccessible(page);
  });

  test('at 1440×900 the Note opens beside the question: its editor and choice E in view at once', async ({
    page,
  }) => {
    await signInAs(page, 'student');
    await openSession(page, 6, 'tutor');
    // A question whose five choices fit the window (stems differ in length).
    for (let position = 1; ; position += 1) {
      if (await choice(page, 'E').isVisible()) {
        const box = await choice(page, 'E').locator('xpath=..').boundingBox();
        // above the footer bar (the question's column ends where it begins)
        const footer = await page.getByRole('contentinfo').boundingBox();
        if (box && box.y + box.height <= (footer?.y ?? 900)) break;
      }
      expect(position, 'a question that fits the window').toBeLessThan(6);
      await page.getByRole('button', { name: 'Next →' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: `Question ${position + 1} of 6` }),
      ).toBeVisible();
    }
    const e = choice(page, 'E').locator('xpath=..');
    await inView(e);
    const before = await stemTop(page);
    await page.getByRole('button', { name: 'Note' }).click();
    const editor = page.getByRole('textbox', { name: /^Your note on question \d+$/ });
    await expect(editor).toBeFocused();
    await inView(editor);
    await inView(page.getByRole('button', { name: 'Save note' }));
    await inView(e);
    // Nothing scrolled: the editor opened beside the question, which stayed where it was.
    expect(await stemTop(page)).toBe(before);
    const [article, note] = await Promise.all([
      page.getByRole('article').boundingBox(),
      editor.boundingBox(),
    ]);
    expect(note!.x).toBeGreaterThanOrEqual(article!.x + article!.width);
    await expectAccessible(page);
  });

  test('the navigator stays in reach: beside the question on a desktop after scrolling to the explanation', async ({
    page,
  }) => {
    await signInAs(page, 'student');
    await openSession(page, 3, 'tutor');
    await choice(page, 'A').locator('xpath=..').click();
    await page.getByRole('button', { name: 'Submit' }).click();
    const explanation = page.getByRole('heading', { name: 'Explanation' });
    await expect(explanation).toBeVisible();
    await page.getByText('Educational objective').scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 3000);
    const navigator = page.getByRole('navigation', { name: 'Questions' });
    await inView(navigator.getByRole('button', { name: /^Question 3, / }));
    await inView(page.getByRole('button', { name: 'Next →' }));
    await navigator.getByRole('button', { name: /^Question 3, / }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Question 3 of 3' })).toBeVisible();
  });

  test('@phone on a phone the navigator opens from the bar after scrolling, and the verdict labels sit under the choice text', async ({
    page,
  }) => {
    await signInAs(page, 'student');
    await openSession(page, 3, 'tutor');
    await choice(page, 'A').locator('xpath=..').tap();
    await page.getByRole('button', { name: 'Submit' }).tap();
    await expect(page.getByRole('heading', { name: 'Explanation' })).toBeVisible();

    // "Your answer" or "Correct answer" under the text, which keeps the choice's full width.
    for (const label of ['Correct answer', 'Your answer']) {
      const verdict = page.getByRole('article').getByText(label, { exact: true });
      if ((await verdict.count()) === 0) continue; // A was right: no "Your answer"
      const row = verdict.locator('xpath=ancestor::label[1]');
      const text = row.locator('span.flex-1 > span').first();
      const [textBox, labelBox, rowBox] = await Promise.all([
        text.boundingBox(),
        verdict.boundingBox(),
        row.boundingBox(),
      ]);
      expect(labelBox!.y).toBeGreaterThanOrEqual(textBox!.y + textBox!.height - 1);
      // the text runs across the row (less the letter's circle), not a narrow column beside a label
      expect(textBox!.width).toBeGreaterThan(rowBox!.width - 80);
    }

    await page.getByText('Educational objective').scrollIntoViewIfNeeded();
    const open = page.getByRole('button', { name: 'All questions' });
    await inView(open);
    await open.tap();
    const dialog = page.getByRole('dialog', { name: 'All questions' });
    await dialog.getByRole('button', { name: /^Question 2, / }).tap();
    await expect(page.getByRole('heading', { level: 1, name: 'Question 2 of 3' })).toBeVisible();
    await expectAccessible(page);
  });

  test('right-click on a choice strikes it out and back, as the strike control and keyboard do', async ({
    page,
  }) => {
    await signInAs(page, 'student');
    await openSession(page, 1, 'test');
    const strike = page.getByRole('button', { name: 'Strike out choice C' });
    await expect(strike).toHaveAttribute('aria-pressed', 'false');
    await choice(page, 'C').locator('xpath=..').click({ button: 'right' });
    await expect(strike).toHaveAttribute('aria-pressed', 'true');
    await expect(choice(page, 'C')).not.toBeChecked();
    await choice(page, 'C').locator('xpath=..').click({ button: 'right' });
    await expect(strike).toHaveAttribute('aria-pressed', 'false');
    await strike.focus();
    await page.keyboard.press('Enter');
    await expect(strike).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('the self-assessment player', () => {
  test('an exam block has the Q&A tools: lab values, calculator, highlight, mark for review, report a problem; still no explanations', async ({
    page,
  }) => {
    test.slow();
    const _product = await openSelfAssessment(page);
    await page
      .getByRole('region', { name: 'Internal Medicine Self-Assessment, Form 1' })
      .getByRole('button', { name: /^(Start exam|Take it again)$/ })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: 'Question 1 of 10' })).toBeVisible();
    await expectSiteChrome(page, false);
    expect(await stemTop(page)).toBeLessThanOrEqual(170);
    await expect(page.getByText('Leave (the clock keeps running)')).toBeVisible();

    // Lab values and the calculator, as in a Q&A session.
    await page.getByRole('button', { name: 'Lab values' }).click();
    const labs = page.getByRole('dialog', { name: /^Normal Lab Values/ });
    await expect(labs.getByRole('table').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(labs).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open calculator' })).toBeVisible();

    // Highlight: the selected words are kept with the attempt.
    const stem = page.getByTestId('question-stem');
    const words = await stem.evaluate((element) => {
      const first = document.createTreeWalker(element, NodeFilter.SHOW_TEXT).nextNode() as Text;
      const range = document.createRange();
      range.setStart(first, 0);
      range.setEnd(first, Math.min(10, first.data.length));
      window.getSelection()!.removeAllRanges();
      window.getSelection()!.addRange(range);
      return range.toString();
    });
    const marked = page.waitForResponse(
      (r) =>
        r.request().method() === 'PATCH' && /\/qa\/sa\/attempts\/\d+\/items\/1(\?|$)/.test(r.url()),
    );
    await page.getByRole('button', { name: 'Highlight' }).click();
    expect((await marked).status()).toBe(200);
    const highlighted = () =>
      page.evaluate(() =>
        [...((CSS.highlights as unknown as Map<string, Set<Range>>).get('qa-highlight') ?? [])].map(
          (range) => range.toString(),
        ),
      );
    await expect.poll(highlighted).toEqual([words]);

    // Mark for review: pressed, and the block's navigator says so; kept after a reload.
    const mark = page.getByRole('button', { name: 'Mark for review' });
    await mark.click();
    await expect(mark).toHaveAttribute('aria-pressed', 'true');
    const nav = page.getByRole('navigation', { name: 'Questions of this block' });
    await expect(nav.getByRole('button', { name: 'Question 1, marked for review' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Mark for review' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect.poll(highlighted).toEqual([words]);

    // Right-click strikes a choice out here too.
    await choice(page, 'B').locator('xpath=..').click({ button: 'right' });
    await expect(page.getByRole('button', { name: 'Strike out choice B' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Report a problem: the editors hear of it; the exam shows no verdict or explanation.
    await page.getByRole('button', { name: 'Report a problem' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report a problem with question 1' });
    await dialog
      .getByLabel('What seems wrong or outdated?')
      .fill('Two choices look equally right.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(
      page.getByRole('alert').or(page.getByRole('status')).filter({
        hasText: 'your report on question 1',
      }),
    ).toBeVisible();
    const key = await correctKeyOnScreen(page);
    await choice(page, KEYS.find((k) => k !== key)!)
      .locator('xpath=..')
      .click();
    await expect(page.getByRole('heading', { name: 'Explanation' })).toHaveCount(0);
    await expect(page.getByText('Correct answer', { exact: true })).toHaveCount(0);
    await expectAccessible(page);

    // Next and Previous sit in the footer bar, in view without scrolling.
    await inView(page.getByRole('button', { name: 'Next →' }));
    await page.getByRole('button', { name: 'Next →' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Question 2 of 10' })).toBeVisible();
    await inView(page.getByRole('button', { name: '← Previous' }));
  });
});
