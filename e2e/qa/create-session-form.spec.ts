import type { Page } from '@playwright/test';
import { signInAsTrialLearner } from '../books/book-reader-support';
import { expect, signInAs, test } from '../support/fixtures';
import { qaProduct } from './support';

/**
 * The Q&A create form's small print (issue 22): the topic tree says what the learner chose, in
 * topics and sub-topics, and the mode and the timed choice both start from the preferences.
 */

async function openForm(page: Page) {
  await page.goto((await qaProduct(page)).route);
  const form = page.getByRole('form', { name: 'Create a session' });
  await expect(form.getByRole('status').filter({ hasText: /match/ })).toContainText(
    /\d+ questions match/,
  );
  return form;
}

test.describe('Q&A create form', () => {
  test('[issue 22] the topic tree counts topics as topics and says what was ticked', async ({
    page,
  }) => {
    await signInAs(page, 'learner');
    const form = await openForm(page);
    const tree = form.getByRole('group', { name: 'Topics' });
    // Nothing chosen: the count beside "every topic" is a count of topics (it summed questions).
    const topics = await tree.getByRole('checkbox').count();
    const summary = tree.getByText(/chosen/);
    await expect(summary).toContainText(
      `No topic chosen: questions come from all ${topics} topics.`,
    );
    await expect(summary).not.toContainText(/\(\d+\)/);
    await expect(summary).toContainText('The number beside a topic counts its questions');

    // Three topics ticked are three topics, not their eleven sub-topics.
    for (const name of [/^Cardiology/, /^Pulmonary/, /^Endocrinology/]) {
      await tree.getByRole('checkbox', { name }).check();
    }
    await expect(summary).toContainText('3 topics (11 sub-topics) chosen.');
    await tree.getByRole('button', { name: 'Show the topics of Cardiology' }).click();
    await tree.getByRole('checkbox', { name: /^Heart failure/ }).uncheck();
    await expect(summary).toContainText('2 topics (7 sub-topics) and 3 sub-topics chosen.');
    await tree.getByRole('button', { name: 'Clear' }).click();
    await expect(summary).toContainText(`all ${topics} topics`);
  });

  test('[issue 22] the mode and the timed choice start as the learner set them in Preferences', async ({
    page,
  }) => {
    await signInAsTrialLearner(page);
    let form = await openForm(page);
    await expect(form.getByRole('radio', { name: /^Tutor/ })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: /^Timed session/ })).not.toBeChecked();

    await page.goto('/account/preferences');
    await page.getByRole('radio', { name: /^Test/ }).check();
    await page.getByRole('switch', { name: 'Timed sessions' }).click();
    await expect
      .poll(async () => (await page.request.get('/api/2.0/account/preferences')).json())
      .toMatchObject({ defaultQaMode: 'test', defaultQaTimed: true });

    // A later visit: both as chosen, with the time limit that goes with a timed session.
    form = await openForm(page);
    await expect(form.getByRole('radio', { name: /^Test/ })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: /^Timed session/ })).toBeChecked();
    await expect(form.getByLabel('Time limit (minutes)')).toBeVisible();
    // One pace everywhere: the board exam's 2 minutes a question (issue 22: 90 s here, 120 s there).
    await expect(form.getByText('2 minutes a question by default')).toBeVisible();
  });
});
