import type { Locator, Page } from '@playwright/test';
import { readToTheEnd } from '../books/book-reader-support';
import { expectNoHorizontalScroll } from '../products/helpers';
import { choice, expectQuestion } from '../qa/support';
import { expect, expectAccessible, signInAs, test } from '../support/fixtures';

/**
 * The Study Board (issue 25): the interview, today's plan in spec §3's study units, each unit's
 * work in its player, skipping, the readiness estimate and the workload view. Jordan Reyes
 * (trainee@demo.test) has IM study products, two questions missed two days ago and no interview
 * yet: only this spec studies as him.
 */

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const DAY = 86_400_000;

/** A date `days` from today (the demo learners' day is UTC's, from 04:00). */
const dayAhead = (days: number) =>
  new Date(Date.now() - 4 * 3_600_000 + days * DAY).toISOString().slice(0, 10);

const plan = (page: Page) => page.getByRole('list', { name: 'Today’s plan' });
const unit = (page: Page, text: string | RegExp) =>
  plan(page).getByRole('listitem').filter({ hasText: text }).first();
const trainerTab = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Personal Trainer/ });

/** Answers every question of the session on screen (tutor mode), choice A each time. */
async function answerSession(page: Page, count: number) {
  for (let n = 1; n <= count; n++) {
    await expectQuestion(page, n, count);
    await choice(page, 'A').locator('xpath=..').click();
    const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.ok());
    await page.getByRole('button', { name: 'Submit' }).click();
    await saved;
    if (n < count) await page.getByRole('button', { name: 'Next →' }).click();
  }
}

async function backToBoard(page: Page) {
  await page.goto('/dashboard');
  await expect(plan(page)).toBeVisible();
}

async function startUnit(item: Locator) {
  await item.getByRole('button', { name: /^Start: / }).click();
}

test('[ROUTE-30] [CONST-02] a new learner answers the interview, works through a unit of each kind, skips one, and the board and the badge follow', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, 'trainee');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Study Board', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Plan toward your exam' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Your study plan' });
  await expect(form.getByLabel('Exam', { exact: true })).toHaveValue('abim-im');
  await expectAccessible(page);

  // A date is needed; each day's minutes are whole numbers
  await form.getByLabel('Tuesday', { exact: true }).fill('-5');
  await form.getByRole('button', { name: 'Save my plan' }).click();
  await expect(form.getByText('Give the date of your exam.')).toBeVisible();
  await expect(form.getByText('Tuesday: whole minutes from 0 to 720.')).toBeVisible();
  await expect(form.getByLabel('Tuesday', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Exam date').fill(dayAhead(120));
  for (const day of WEEKDAYS) await form.getByLabel(day, { exact: true }).fill('30');
  for (const product of ['IM Q&A', 'IM Study Guide', 'IM Flash Cards']) {
    await expect(form.getByRole('checkbox', { name: product })).toBeChecked();
  }
  await form.getByRole('button', { name: 'Save my plan' }).click();

  await expect(page.getByText('120 days to go')).toBeVisible();
  await expect(page.getByText('ABIM Internal Medicine Certification on')).toBeVisible();
  await expect(plan(page)).toBeVisible();
  await expect(page.getByText('Due now: 2 questions.')).toBeVisible();
  await expect(trainerTab(page)).toContainText('2');
  await expect(page.getByRole('heading', { name: /^Readiness/ })).toBeVisible();
  await expect(page.getByText('Estimated score', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: /If you study this long each day/ })).toBeVisible();
  await expectAccessible(page);

  // Spaced retrieval: the two missed questions, in a session of their own
  const retrieval = unit(page, 'Answer again 2 questions due');
  await expect(retrieval).toContainText('Spaced retrieval');
  await startUnit(retrieval);
  await expect(page).toHaveURL(/\/questions\/IM\/qa\/\d+\/session\/\d+$/);
  await answerSession(page, 2);
  await backToBoard(page);
  await expect(unit(page, 'Answer again 2 questions due')).toContainText('Done');
  await expect(page.getByText('Nothing is due now.')).toBeVisible();
  await expect(trainerTab(page)).toHaveText('Personal Trainer');

  // Preview: the topic's first section, read to its end
  const preview = unit(page, /^Preview/);
  const previewTitle = (await preview.getByRole('heading').innerText()).trim();
  await readToTheEnd(page, async () => {
    await startUnit(preview);
    await expect(page).toHaveURL(/\/book\/\d+\/[a-z0-9-]+$/);
  });
  await backToBoard(page);
  await expect(unit(page, previewTitle)).toContainText('Done');

  // Skipping the topic's questions plans the rest of the day again, on another topic
  const study = unit(page, / questions on /);
  const skippedTitle = (await study.getByRole('heading').innerText()).trim();
  const topic = skippedTitle.replace(/^\d+ questions on /, '');
  await study.getByRole('button', { name: `Skip: ${skippedTitle}` }).click();
  await expect(unit(page, skippedTitle)).toContainText('Skipped');
  const next = plan(page)
    .getByRole('listitem')
    .filter({ hasText: / questions on / })
    .filter({ hasNotText: 'Skipped' })
    .first();
  await expect(next).toBeVisible();
  await expect(next).not.toContainText(`questions on ${topic}`);

  // Study: the next question set, answered in the player
  const nextTitle = (await next.getByRole('heading').innerText()).trim();
  const count = Number(nextTitle.match(/^(\d+) questions/)![1]);
  await startUnit(next);
  await expect(page).toHaveURL(/\/questions\/IM\/qa\/\d+\/session\/\d+$/);
  await answerSession(page, count);
  await backToBoard(page);
  await expect(unit(page, nextTitle)).toContainText('Done');
  await expect(page.getByText(`From your ${2 + count} first answers`)).toBeVisible();

  // The day is kept: a reload shows the same units in the same states
  await page.reload();
  await expect(unit(page, 'Answer again 2 questions due')).toContainText('Done');
  await expect(unit(page, previewTitle)).toContainText('Done');
  await expect(unit(page, skippedTitle)).toContainText('Skipped');
  await expect(unit(page, nextTitle)).toContainText('Done');
  await expect(page.getByText(/^\d+ min of \d+ min done$/)).toBeVisible();
  await expectAccessible(page);

  // My Progress shows the day's work: the streak, the timeline, the charts' figures
  await page
    .getByRole('navigation', { name: 'Section' })
    .getByRole('button', { name: 'My Progress' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/timeline$/);
  await expect(page.getByRole('heading', { name: 'My Progress', level: 1 })).toBeVisible();
  await expect(page.getByText('Current streak')).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Days of study' });
  await expect(timeline.getByRole('listitem').first()).toContainText(
    new RegExp(
      `${2 + count} questions \\(\\d+\u00a0% right\\) · 1 section read · 3 study units done`,
    ),
  );
  await expect(
    page.getByRole('table', { name: /Questions and flash cards per day/ }),
  ).toBeAttached();
  await expect(page.getByRole('table', { name: 'Your estimate by topic' })).toContainText(
    'Cardiology',
  );
  await expectAccessible(page);
  await page.goto('/dashboard');

  // The plan can be changed later; Cancel keeps it as it is
  await page.getByRole('button', { name: 'Change plan' }).click();
  await expect(page.getByRole('heading', { name: 'Change your plan' })).toBeVisible();
  await expect(form.getByLabel('Exam date')).toHaveValue(dayAhead(120));
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(plan(page)).toBeVisible();
});

test('[ROUTE-30] the demo learner’s board: the cards due first, the estimate and the workload view, at desktop width and dark', async ({
  page,
}) => {
  await signInAs(page, 'learner');
  await page.goto('/dashboard');
  await expect(unit(page, 'Review 3 flash cards due')).toContainText('IM Flash Cards');
  await expect(page.getByText('Due now: 3 flash cards.')).toBeVisible();
  await expect(page.getByRole('table', { name: /Your estimated share right/ })).toContainText(
    'Cardiology',
  );
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectAccessible(page);
});

test('@phone the Study Board and My Progress fit a phone and pass axe, light and dark', async ({
  page,
}) => {
  await signInAs(page, 'learner');
  await page.goto('/dashboard');
  await expect(plan(page)).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectAccessible(page);
  await page.goto('/dashboard/timeline');
  await expect(page.getByRole('list', { name: 'Days of study' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await expectAccessible(page);
});

test('a learner without a Personal Trainer product is told where to get one', async ({ page }) => {
  await signInAs(page, 'newbie');
  await expect(trainerTab(page)).toHaveCount(0);
  await page.goto('/dashboard');
  await expect(
    page.getByText(
      'The Personal Trainer comes with our question banks, study guides and flash cards',
    ),
  ).toBeVisible();
  await expect(page.getByRole('form', { name: 'Your study plan' })).toHaveCount(0);
  await page.getByRole('link', { name: 'See the Free Trials' }).click();
  await expect(page).toHaveURL(/\/products\/freetrials$/);
});
