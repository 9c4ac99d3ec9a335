import type { Browser, Page } from '@playwright/test';
import { choice, correctKeyOnScreen, expectQuestion, KEYS } from '../qa/support';
import { mainNav } from '../shell/nav';
import { DEMO_PASSWORD } from '../support/accounts';
import { expect, expectAccessible, newContext, signInAs, test } from '../support/fixtures';
import { mailsTo, registerFreshAccount } from '../support/fresh-account';
import { mailedInvitationLink } from '../support/mail-folder';

/**
 * MedCentral (issue 27, decisions 1401–1403), the whole chain across roles: a program director
 * (Omar Haddad, Riverside) invites a new resident by e-mail (the mail is in the outbox); she joins
 * through the link and has MedCentral; he gives her a question set; she takes it in the Q&A player
 * and ends it; he sees it completed and her accuracy by topic on the program dashboard; a resident
 * of another program (Harbor City) sees nothing of it. ROUTE-25: /medcentral is MedCentral;
 * /rescentral still leads there. The resident is this spec's own (the shared demo resident's
 * memory is other specs'), and leaves the program at the end, freeing her seat.
 */

const RIVERSIDE = 'Riverside Internal Medicine Residency';

/** A page as a visitor arrives on it (the app takes a page drawn ahead over on the first move). */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.mouse.move(8, 8);
  await page.mouse.move(12, 12);
  await page.waitForFunction(() => !document.querySelector('#root[data-prerendered]'));
}

/** A fresh signed-in page of another demo account (its own browser context). */
async function pageOf(browser: Browser, email: string): Promise<Page> {
  const context = await newContext(browser);
  const page = await context.newPage();
  const response = await page.request.post('/api/2.0/authentication/login', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(response.status(), `sign-in as ${email}`).toBe(200);
  return page;
}

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Section' });

test('[ROUTE-25] [ROUTE-24] [ROUTE-60] a director invites a resident by mail; she joins, takes her assignment; he sees it completed and her topic accuracy; another program sees nothing', async ({
  page,
  browser,
  baseURL,
}) => {
  // three people's screens one after another: twice test.slow()'s time on a loaded machine
  test.setTimeout(180_000);
  const title = `Renal review ${Date.now()}`;

  // The new resident's own account (registered as anyone does), in her own browser.
  const residentContext = await newContext(browser, { baseURL });
  const resident = await residentContext.newPage();
  const tag = Math.random().toString(36).slice(2, 7);
  const me = await registerFreshAccount(residentContext.request, 'medcentral-resident', {
    firstName: 'Mira',
    lastName: `Castillo ${tag}`,
  });
  const name = `${me.firstName} ${me.lastName}`;

  // The director invites her from the members page, a PGY-1 resident with an IM Q&A seat.
  await signInAs(page, 'orgadmin');
  const accountId = (await (await page.request.get('/api/2.0/account/current')).json()).account
    .AccountId as number;
  const organizations = (await (await page.request.get('/api/2.0/organizations/mine')).json()) as {
    id: number;
    name: string;
  }[];
  const riverside = organizations.find((o) => o.name === RIVERSIDE)!.id;
  await page.goto(`/ngadmin/accounts/${accountId}/organizations/${riverside}/members`);
  await expect(page.getByRole('heading', { level: 1, name: RIVERSIDE })).toBeVisible();
  const invite = page.getByRole('form', { name: 'Invite a member' });
  await invite.getByLabel('E-mail address').fill(me.email);
  await invite.getByLabel('Role').selectOption({ label: 'Resident' });
  await invite.getByLabel('PGY year').selectOption({ label: 'PGY-1' });
  await invite.getByLabel('Group').selectOption({ label: 'PGY-1 class 2026' });
  await invite.getByLabel('Seat').selectOption({ index: 1 });
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(invite.getByRole('status')).toHaveText(
    `Invitation sent to ${me.email}. The link is in their mail only.`,
  );
  // the mail is in the outbox (its link removed for staff); hers holds the link
  const invitationMails = async () =>
    (await mailsTo(String(baseURL), me.email)).filter(
      (m) => m.subject === `Join ${RIVERSIDE} on BoardReady`,
    );
  await expect.poll(async () => (await invitationMails()).length, { timeout: 10_000 }).toBe(1);
  expect((await invitationMails())[0]!.text).not.toContain('/join/');
  const link = await mailedInvitationLink(me.email);

  // She follows the link, signed in, and joins: MedCentral is hers.
  await visit(resident, link);
  const join = resident.getByRole('button', { name: `Join ${RIVERSIDE}` });
  await expect(join).toBeVisible();
  await join.click();
  await expect(resident.getByRole('status')).toContainText(
    `You joined ${RIVERSIDE}. Your seat gives you IM Q&A`,
  );
  await expect(mainNav(resident).getByRole('link', { name: 'MedCentral' })).toBeVisible();

  // The director: Assignments → a new question set of the program's bank, for her alone.
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
  await form.getByRole('checkbox', { name: new RegExp(`^${name}`) }).check();
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Give assignment' }).click();

  // Its page: what it asks, and her not started.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('3 questions', { exact: true })).toBeVisible();
  const residents = page.getByRole('table', { name: 'Residents and where they stand' });
  const hers = residents.getByRole('row', { name: new RegExp(name) });
  await expect(hers).toContainText('Not started');
  await expectAccessible(page);
  const assignmentUrl = page.url();

  // The resident: the former name leads to MedCentral, which lists it; no managers' tabs.
  await visit(resident, '/rescentral');
  await expect(resident).toHaveURL(/\/medcentral$/);
  await expect(resident.getByRole('heading', { level: 1, name: 'MedCentral' })).toBeVisible();
  await expect(resident.getByText(RIVERSIDE)).toBeVisible();
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
  await visit(resident, '/medcentral');
  const done = resident.getByRole('table', { name: 'My assignments' }).getByRole('row', {
    name: new RegExp(title),
  });
  await expect(done).toContainText('Completed');
  await expect(done).toContainText('67%');
  await expect(done).toContainText('Passed');
  await expect(done.getByRole('button', { name: `Review: ${title}` })).toBeVisible();

  // The director sees the completion…
  await page.reload();
  await expect(hers).toContainText('Completed');
  await expect(hers).toContainText('67%');
  await expect(hers).toContainText('Passed');
  await expect(page.getByText('1 of 1 completed')).toBeVisible();

  // …and, on the program dashboard, her first answers and her accuracy by topic.
  await page.goto('/medcentral/dashboard');
  const dashboardRow = page
    .getByRole('table', { name: 'Residents with their progress, assignments and risk' })
    .getByRole('row', { name: new RegExp(name) });
  await expect(dashboardRow).toContainText('66.7%');
  await expect(dashboardRow.getByRole('cell').first()).toHaveText('3');
  await dashboardRow.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const nephrology = page
    .getByRole('table', { name: `Accuracy by topic: ${name}, the program and all learners` })
    .getByRole('row', { name: /^Nephrology/ });
  await expect(nephrology).toContainText('66.7%');
  await expect(
    page.getByRole('region', { name: 'Assignments', exact: true }).getByRole('row', {
      name: new RegExp(title),
    }),
  ).toContainText('Completed');

  // Another program's resident: not in their MedCentral, and its page is not theirs.
  const other = await pageOf(browser, 'resident2@demo.test');
  await visit(other, '/medcentral');
  await expect(other.getByText('Harbor City Internal Medicine Residency')).toBeVisible();
  await expect(other.getByText(title)).toHaveCount(0);
  await visit(other, new URL(assignmentUrl).pathname);
  await expect(other.getByText('There is no such assignment among yours.')).toBeVisible();
  await expect(other.getByText(title)).toHaveCount(0);
  await expect(other.getByText(name)).toHaveCount(0);
  await expectAccessible(other);
  await other.context().close();

  // She leaves the program: her seat is free again for the next run.
  const residentId = (await (await resident.request.get('/api/2.0/account/current')).json()).account
    .AccountId as number;
  const removed = await page.request.delete(
    `/api/2.0/organizations/${riverside}/members/${residentId}`,
  );
  expect(removed.status(), await removed.text()).toBe(200);
  await residentContext.close();
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
