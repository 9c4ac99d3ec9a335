import type { Browser, Page } from '@playwright/test';
import { choice, correctKeyOnScreen, expectQuestion, KEYS } from '../qa/support';
import { DEMO_PASSWORD } from '../support/accounts';
import { expect, expectAccessible, signInAs, test } from '../support/fixtures';

/**
 * MedCentral (issue 27, decision 1402): a program director (Omar Haddad, Riverside) gives a question
 * set to a resident (Rosa Diaz); she finds it in MedCentral, takes it in the Q&A player and ends
 * it; both see it completed with its score. A resident of another program (Harbor City) sees
 * nothing of it. ROUTE-25: /medcentral is MedCentral; /rescentral still leads there.
 */

/** A fresh signed-in page of another demo account (its own browser context). */
async function pageOf(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const response = await page.request.post('/api/2.0/authentication/login', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(response.status(), `sign-in as ${email}`).toBe(200);
  return page;
}

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Section' });

test('[ROUTE-25] a director gives a question set; the resident takes it; both see it completed; another program sees nothing', async ({
  page,
  browser,
}) => {
  test.slow();
  const title = `Renal review ${Date.now()}`;

  // The director: Assignments → a new question set of the program's bank, for Rosa Diaz.
  await signInAs(page, 'orgadmin');
  await page.goto('/medcentral');
  await expect(page.getByRole('heading', { level: 1, name: 'MedCentral' })).toBeVisible();
  await expect(tabs(page).getByRole('button', { name: 'Program dashboard' })).toBeVisible();
  await tabs(page).getByRole('button', { name: 'Assignments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Assignments' })).toBeVisible();
  await page.getByRole('button', { name: 'New assignment' }).click();
  const form = page.getByRole('form', { name: 'New assignment' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Instructions').fill('Three questions, one sitting.');
  await form
    .getByLabel('Question bank')
    .selectOption({ label: 'Internal Medicine Board Review Q&A' });
  await form.getByRole('checkbox', { name: /^Nephrology/ }).check();
  await form.getByLabel('Number of questions').fill('3');
  await form.getByLabel('Passing score (%)').fill('60');
  await form.getByLabel('Given to').selectOption({ label: 'Chosen residents' });
  await form.getByRole('checkbox', { name: /^Rosa Diaz/ }).check();
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Give assignment' }).click();

  // Its page: what it asks, and Rosa not started.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('3 questions', { exact: true })).toBeVisible();
  const residents = page.getByRole('table', { name: 'Residents and where they stand' });
  const rosa = residents.getByRole('row', { name: /Rosa Diaz/ });
  await expect(rosa).toContainText('Not started');
  await expectAccessible(page);
  const assignmentUrl = page.url();

  // The resident: MedCentral lists it, not started; she has no managers' tabs.
  const resident = await pageOf(browser, 'resident@demo.test');
  await resident.goto('/rescentral');
  await expect(resident).toHaveURL(/\/medcentral$/);
  await expect(resident.getByRole('heading', { level: 1, name: 'MedCentral' })).toBeVisible();
  await expect(resident.getByText('Riverside Internal Medicine Residency')).toBeVisible();
  await expect(tabs(resident).getByRole('button', { name: 'Assignments' })).toHaveCount(0);
  const mine = resident.getByRole('table', { name: 'My assignments' });
  const row = mine.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Not started');
  await expect(row).toContainText('60%');
  await expectAccessible(resident);

  // Start: the Q&A player with its three questions, test mode; two right, one wrong.
  await row.getByRole('button', { name: `Start: ${title}` }).click();
  await expectQuestion(resident, 1, 3);
  for (const position of [1, 2, 3]) {
    await expectQuestion(resident, position, 3);
    const correct = await correctKeyOnScreen(resident);
    const key = position < 3 ? correct : (KEYS.find((k) => k !== correct) as string);
    await choice(resident, key).locator('xpath=..').click();
    await expect(resident.getByText(`Answer ${key} saved.`)).toBeVisible();
    if (position < 3) await resident.getByRole('button', { name: 'Next →' }).click();
  }
  await resident.getByRole('button', { name: 'End session' }).first().click();
  await resident
    .getByRole('dialog', { name: 'End this session?' })
    .getByRole('button', { name: 'End session' })
    .click();
  await expect(resident.getByText('Session ended')).toBeVisible();

  // Back in MedCentral: completed, 67%, passed.
  await resident.goto('/medcentral');
  const done = resident.getByRole('table', { name: 'My assignments' }).getByRole('row', {
    name: new RegExp(title),
  });
  await expect(done).toContainText('Completed');
  await expect(done).toContainText('67%');
  await expect(done).toContainText('Passed');
  await expect(done.getByRole('button', { name: `Review: ${title}` })).toBeVisible();

  // The director sees the completion.
  await page.reload();
  await expect(rosa).toContainText('Completed');
  await expect(rosa).toContainText('67%');
  await expect(rosa).toContainText('Passed');
  await expect(page.getByText('1 of 1 completed')).toBeVisible();

  // Another program's resident: not in their MedCentral, and its page is not theirs.
  const other = await pageOf(browser, 'resident2@demo.test');
  await other.goto('/medcentral');
  await expect(other.getByText('Harbor City Internal Medicine Residency')).toBeVisible();
  await expect(other.getByText(title)).toHaveCount(0);
  await other.goto(new URL(assignmentUrl).pathname);
  await expect(other.getByText('There is no such assignment among yours.')).toBeVisible();
  await expect(other.getByText(title)).toHaveCount(0);
  await expectAccessible(other);
});

test('a director posts an announcement to a group; a resident of that group reads it, newest first', async ({
  page,
  browser,
}) => {
  const heading = `Journal club ${Date.now()}`;
  await signInAs(page, 'orgadmin');
  await page.goto('/medcentral');
  await page.getByRole('button', { name: 'New announcement' }).click();
  const form = page.getByRole('form', { name: 'New announcement' });
  await form.getByLabel('Title').fill(heading);
  await form.getByLabel('Message').fill('Thursday, 7 pm, the library.');
  await form.getByLabel('For').selectOption({ label: 'PGY-2 class 2025' });
  await form.getByRole('button', { name: 'Post' }).click();
  await expect(page.getByRole('heading', { level: 3, name: heading })).toBeVisible();

  const resident = await pageOf(browser, 'resident@demo.test');
  await resident.goto('/medcentral');
  const news = resident.getByRole('region', { name: 'Announcements' }).getByRole('article');
  await expect(news.first()).toContainText(heading);
  await expect(news.first()).toContainText('To PGY-2 class 2025');
  await expectAccessible(resident);
});

test('@phone MedCentral on a phone: the program, the assignments and the announcements, accessible', async ({
  page,
}) => {
  await signInAs(page, 'resident');
  await page.goto('/medcentral');
  await expect(page.getByRole('heading', { level: 1, name: 'MedCentral' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'My assignments' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Announcements' })).toBeVisible();
  await expectAccessible(page);
});
