import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { DEMO_PASSWORD, ROLES, type Role } from '../support/accounts';
import { expect, expectAccessible, signInAs, test } from '../support/fixtures';
import { expectNoHorizontalScroll, visitSignedOutThenSignIn } from '../support/page-helpers';

/** A signed-in API session of a demo role, for arranging data the test then drives in the UI. */
async function apiAs(baseURL: string, role: Role): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL });
  const login = await context.post('/api/2.0/authentication/login', {
    data: { email: ROLES[role].email, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  return context;
}

/** Switches the global ideasPortal flag as the demo admin (why this spec runs in `flags`). */
async function setIdeasPortal(baseURL: string, value: boolean | null) {
  const admin = await apiAs(baseURL, 'admin');
  const response = await admin.put('/api/2.0/admin/featureflags/ideasPortal', { data: { value } });
  expect(response.status()).toBe(200);
  await admin.dispose();
}

/** An idea of the test's own, so that reruns on the same database start from the same state. */
async function shareIdea(baseURL: string, role: Role, title: string) {
  const learner = await apiAs(baseURL, role);
  const response = await learner.post('/api/2.0/ideas', {
    data: { title, description: 'An idea arranged by an end-to-end test, with enough words.' },
  });
  expect(response.status()).toBe(201);
  await learner.dispose();
}
const unique = (title: string) => `${title} ${Date.now().toString(36)}`;

const ideaCard = (page: import('@playwright/test').Page, title: string) =>
  page.getByRole('article', { name: title });
const section = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Section' });

test.describe('Bright Ideas with the ideasPortal flag on', () => {
  test.beforeAll(async ({ baseURL }) => setIdeasPortal(baseURL!, true));
  test.afterAll(async ({ baseURL }) => setIdeasPortal(baseURL!, null));

  test('[ROUTE-36] [ROUTE-37] signed out it asks for sign-in, then lists everyone’s ideas with votes and statuses', async ({
    page,
  }) => {
    await visitSignedOutThenSignIn(page, '/helpfulstuff/ideas', 'combo');
    await expect(page.getByRole('heading', { level: 1, name: 'Bright Ideas' })).toBeVisible();
    await expect(page).toHaveTitle('BoardReady - Bright Ideas');
    await expect(section(page).getByRole('button', { name: 'Bright Ideas' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const dark = ideaCard(page, 'Dark mode for long night shifts');
    await expect(dark).toContainText('Status: Done');
    await expect(dark.getByText(/^\d+ votes$/)).toBeVisible();
    await expect(
      dark.getByRole('button', { name: 'Vote for Dark mode for long night shifts' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(dark).toContainText('Shared by Alex R.');
    await expect(ideaCard(page, 'Growth charts next to the pediatric lab values')).toContainText(
      'Status: Planned',
    );
    // learners see no status control
    await expect(page.getByRole('combobox', { name: /^Status of/ })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('[ROUTE-36] sharing an idea: each validation error, the server’s refusal, then success', async ({
    page,
  }) => {
    await signInAs(page, 'student');
    await page.goto('/helpfulstuff/ideas');
    const form = page.getByRole('form', { name: 'Share an idea' });
    const title = form.getByLabel('Title');
    const description = form.getByLabel('Describe your idea');
    const submit = form.getByRole('button', { name: 'Share Idea' });

    await submit.click();
    await expect(form.getByText('Give your idea a title.')).toBeVisible();
    await expect(form.getByText('Describe your idea.', { exact: true })).toBeVisible();
    await expect(title).toHaveAttribute('aria-invalid', 'true');

    await title.fill('Abc');
    await description.fill('Too short.');
    await submit.click();
    await expect(form.getByText('The title needs at least 5 characters.')).toBeVisible();
    await expect(form.getByText('Describe your idea in at least 20 characters.')).toBeVisible();

    await title.fill('x'.repeat(121));
    await description.fill('y'.repeat(2001));
    await expect(form.getByText('2,001 / 2,000')).toBeVisible();
    await submit.click();
    await expect(form.getByText('Keep the title to 120 characters or fewer.')).toBeVisible();
    await expect(
      form.getByText('Keep the description to 2,000 characters or fewer.'),
    ).toBeVisible();

    const newTitle = `Audio questions for the commute ${Date.now()}`;
    await title.fill(newTitle);
    await description.fill('Read the question stems aloud so I can practise while driving.');
    await submit.click();
    await expect(form.getByRole('status')).toHaveText(
      `Thanks! “${newTitle}” is posted. Other learners can see it and vote for it now.`,
    );
    await expect(title).toHaveValue('');
    const mine = ideaCard(page, newTitle);
    await expect(mine).toContainText('Shared by you');
    await expect(mine).toContainText('Status: New');
    await expect(mine.getByText('1 vote', { exact: true })).toBeVisible();

    // The server refuses a second idea with the same title; its sentence is what the learner reads.
    await title.fill(newTitle.toUpperCase());
    await description.fill('The same idea again, hoping for more votes this time.');
    await submit.click();
    await expect(form.getByRole('alert')).toHaveText(
      'You have already shared an idea with this title.',
    );
    await expect(page.getByRole('article', { name: newTitle, exact: true })).toHaveCount(1);
  });

  test('[ROUTE-36] one vote per idea: the vote toggles and survives a reload', async ({
    page,
    baseURL,
  }) => {
    const title = unique('Practice exams timed like the real boards');
    await shareIdea(baseURL!, 'resident', title);
    await signInAs(page, 'peds');
    await page.goto('/helpfulstuff/ideas');
    const card = ideaCard(page, title);
    const button = card.getByRole('button', { name: `Vote for ${title}` });
    const votes = card.getByText(/^\d+ votes?$/);
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(votes).toHaveText('1 vote');
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(card).toContainText('You voted');
    await expect(votes).toHaveText('2 votes');
    await page.reload();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(votes).toHaveText('2 votes');
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(votes).toHaveText('1 vote');
  });

  test('[ROUTE-36] a learner withdraws their own new idea after confirming', async ({
    page,
    baseURL,
  }) => {
    const title = unique('A night-float study schedule');
    await shareIdea(baseURL!, 'orgadmin', title);
    await signInAs(page, 'orgadmin');
    await page.goto('/helpfulstuff/ideas');
    const card = ideaCard(page, title);
    // Only one's own ideas can be withdrawn
    await expect(
      ideaCard(page, 'Dark mode for long night shifts').getByRole('button', { name: /^Withdraw/ }),
    ).toHaveCount(0);
    await card.getByRole('button', { name: `Withdraw ${title}` }).click();
    await expect(card).toContainText('Withdraw this idea and its votes?');
    await card.getByRole('button', { name: 'Keep It' }).click();
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: `Withdraw ${title}` }).click();
    await card.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(ideaCard(page, title)).toHaveCount(0);
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 3, name: 'Dark mode for long night shifts' }),
    ).toBeVisible();
    await expect(ideaCard(page, title)).toHaveCount(0);
  });

  test('[ROUTE-36] "My ideas" is empty for a learner who shared none', async ({ page }) => {
    await signInAs(page, 'newbie');
    await page.goto('/helpfulstuff/ideas');
    await page.getByLabel('Show').selectOption('mine');
    await expect(page.getByText('You have not shared an idea yet.')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
  });

  test('[ROUTE-36] staff set the status; learners see it; filters and sort', async ({
    page,
    browser,
    baseURL,
  }) => {
    const title = unique('Board-style images in flash cards');
    await shareIdea(baseURL!, 'student', title);
    await signInAs(page, 'admin');
    await page.goto('/helpfulstuff/ideas');
    const status = page.getByRole('combobox', { name: `Status of ${title}` });
    await expect(status).toHaveValue('new');
    await status.selectOption('planned');
    await expect(ideaCard(page, title)).toContainText('Status: Planned');

    const learner = await browser.newPage();
    await signInAs(learner, 'student');
    await learner.goto('/helpfulstuff/ideas');
    await expect(learner.getByRole('combobox', { name: /^Status of/ })).toHaveCount(0);
    await learner.getByLabel('Show').selectOption('planned');
    await learner.getByLabel('Sort by').selectOption('newest');
    const planned = learner.getByRole('heading', { level: 3 });
    await expect(planned.first()).toHaveText(title);
    await expect(ideaCard(learner, title)).toContainText('Status: Planned');
    await expect(ideaCard(learner, title)).toContainText('Shared by you');
    await learner.getByLabel('Show').selectOption('done');
    await expect(learner.getByRole('article').first()).toContainText('Status: Done');
    await expect(learner.getByText('Status: New')).toHaveCount(0);
    await learner.close();
  });

  test.describe('on a phone @phone', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('[ROUTE-36] the form and the list fit a 375px screen and vote', async ({ page }) => {
      await signInAs(page, 'learner');
      await page.goto('/helpfulstuff/ideas');
      await expect(page.getByRole('form', { name: 'Share an idea' })).toBeVisible();
      const card = ideaCard(page, 'Growth charts next to the pediatric lab values');
      const vote = card.getByRole('button', { name: /^Vote for/ });
      const pressed = await vote.getAttribute('aria-pressed');
      await vote.click();
      await expect(vote).toHaveAttribute('aria-pressed', pressed === 'true' ? 'false' : 'true');
      await expectNoHorizontalScroll(page);
      await expectAccessible(page);
    });
  });
});

test.describe('Bright Ideas with the ideasPortal flag off', () => {
  test.beforeAll(async ({ baseURL }) => setIdeasPortal(baseURL!, false));
  test.afterAll(async ({ baseURL }) => setIdeasPortal(baseURL!, null));

  test('[ROUTE-36] the route says the portal is unavailable, and its tab is gone', async ({
    page,
    consoleErrors,
  }) => {
    await signInAs(page, 'learner');
    await page.goto('/helpfulstuff/ideas');
    await expect(page.getByRole('heading', { level: 1, name: 'Bright Ideas' })).toBeVisible();
    await expect(page.getByText('Bright Ideas is not available right now.')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Share an idea' })).toHaveCount(0);
    await expect(section(page).getByRole('button', { name: 'Bright Ideas' })).toHaveCount(0);
    await expect(section(page).getByRole('button', { name: 'Antibiotics' })).toBeVisible();
    // The server's 404 (ideas_unavailable) is the answer this page turns into its message.
    const notFound = consoleErrors.filter((e) => /status of 404/.test(e));
    expect(notFound).toHaveLength(1);
    consoleErrors.splice(consoleErrors.indexOf(notFound[0]!), 1);
    await page.getByRole('main').getByRole('link', { name: 'Helpful Stuff' }).click();
    await expect(page).toHaveURL(/\/helpfulstuff$/);
    await expectAccessible(page);
  });
});
