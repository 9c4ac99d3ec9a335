import { type APIRequestContext, type Locator, type Page, request } from '@playwright/test';
import { expect, signInAs, test } from '../support/fixtures';
import { type FreshAccount, registerFreshAccount } from '../support/fresh-account';
import { expectScreen, THEMES, type Theme } from './support';

/**
 * Issue 26's staff screens compared with committed baselines, as main-screens.spec.ts does the
 * learner's: the account search with a result, an account, the feature flags, Submit/Review Q&As,
 * a draft's editor and the item statistics, at desktop width in both themes and at phone width
 * (@phone). The demo admin signs in as the other admin specs do; what they look at is the test's
 * own: a fresh account to find and open, and a fresh content manager (the admin grants the right)
 * whose one draft, a new question, nobody else sees. Dates, times, ids and what learners' answers
 * move are masked; per-run e-mail addresses and ids in text are replaced by stand-ins.
 */

/** Replaces an element's text (a per-run e-mail address or id) by a stand-in of fixed length. */
async function standIn(locator: Locator, text: string) {
  await locator.evaluateAll((elements, value) => {
    for (const element of elements) element.textContent = value;
  }, text);
}

/** The account `email` as the admin API finds it. */
async function accountIdOf(admin: APIRequestContext, email: string): Promise<number> {
  const found = await admin.get(`/api/2.0/admin/accounts?q=${encodeURIComponent(email)}`);
  expect(found.status(), `find ${email}`).toBe(200);
  const { items } = (await found.json()) as { items: { accountId: number; email: string }[] };
  const account = items.find((item) => item.email === email);
  if (!account) throw new Error(`no account ${email}`);
  return account.accountId;
}

/**
 * A fresh account made a content manager by the demo admin, with one draft of its own: a new IM
 * question holding IM-0007's content (a change to a real question would block that question for
 * the specs beside this one: one open draft per question).
 */
async function freshContentManager(baseURL: string, admin: APIRequestContext) {
  const context = await request.newContext({ baseURL });
  const account = await registerFreshAccount(context, 'visual-cm', {
    firstName: 'Dana',
    lastName: 'Editor',
  });
  const accountId = await accountIdOf(admin, account.email);
  const granted = await admin.put(`/api/2.0/admin/accounts/${accountId}/rights`, {
    data: {
      admin: false,
      contentManager: true,
      previewQna: false,
      superUser: false,
      assumeUsers: false,
    },
  });
  expect(granted.status(), 'grant the content manager right').toBe(200);
  // a new sign-in carries the right
  const login = await context.post('/api/2.0/authentication/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.status()).toBe(200);

  const found = await context.get('/api/2.0/admin/cms/qa/questions?search=IM-0007');
  const { questions } = (await found.json()) as {
    questions: { questionId: number; code: string; version: number }[];
  };
  const source = questions.find((q) => q.code === 'IM-0007');
  if (!source) throw new Error('no IM-0007');
  const version = await context.get(
    `/api/2.0/admin/cms/qa/questions/${source.questionId}/versions/${source.version}`,
  );
  const { content } = (await version.json()) as { content: unknown };
  const banks = await context.get('/api/2.0/admin/cms/qa/banks');
  const bank = ((await banks.json()) as { banks: { bankId: number; code: string }[] }).banks.find(
    (b) => b.code.toUpperCase() === 'IM',
  );
  if (!bank) throw new Error('no IM bank');
  const created = await context.post('/api/2.0/admin/cms/qa/drafts', {
    data: { bankId: bank.bankId },
  });
  expect(created.status(), 'start a new question').toBe(201);
  const draft = (await created.json()) as { draftId: number; lockVersion: number };
  const saved = await context.put(`/api/2.0/admin/cms/qa/drafts/${draft.draftId}`, {
    data: {
      lockVersion: draft.lockVersion,
      changeNote: 'Septic shock after fluids: a new case for the bank.',
      content,
    },
  });
  expect(saved.status(), 'save the draft').toBe(200);
  return { account, context, draftId: draft.draftId };
}

async function signInAsAccount(page: Page, account: FreshAccount) {
  const response = await page.request.post('/api/2.0/authentication/login', {
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), `sign-in as ${account.email}`).toBe(200);
}

/** The time of a draft's or a run's moment ('Mar 3, 2026, 4:05 PM') and dates ('Mar 3, 2026'). */
const moments = (page: Page) => [page.getByText(/[A-Z][a-z]{2} \d{1,2}, \d{4}/)];

async function adminScreens(page: Page, theme: Theme, baseURL: string) {
  await page.emulateMedia({ colorScheme: theme });
  const learnerContext = await request.newContext({ baseURL });
  const learner = await registerFreshAccount(learnerContext, 'visual-found', {
    firstName: 'Morgan',
    lastName: 'Found',
  });
  await learnerContext.dispose();
  await signInAs(page, 'admin');

  // Accounts: the search with the fresh account as its one result
  await page.goto('/ngadmin');
  const find = page.getByRole('region', { name: 'Find an account' });
  await find.getByLabel('Name, e-mail or account id').fill(learner.email);
  await find.getByRole('button', { name: 'Search' }).click();
  // a table on a desktop, a list of cards on a phone
  const found = find.getByRole('link', { name: 'Morgan Found' });
  await expect(found).toHaveCount(1);
  const standInEmail = 'morgan.found@example.test';
  await find.getByLabel('Name, e-mail or account id').fill(standInEmail);
  await standIn(find.getByText(learner.email, { exact: true }), standInEmail);
  await standIn(
    find.getByRole('heading', { name: /^Accounts matching/ }),
    `Accounts matching “${standInEmail}”: 1–1`,
  );
  await expectScreen(page, `admin-accounts-${theme}`, [
    ...moments(page),
    find.getByRole('cell', { name: /^\d+$/ }),
  ]);

  // The account: its summary, products, rights and details
  await found.click();
  await page.getByRole('heading', { level: 1, name: 'Morgan Found' }).waitFor();
  await page.getByText('Morgan Found has no products.').waitFor();
  await standIn(page.getByText(learner.email, { exact: true }), standInEmail);
  await standIn(page.getByText(/^Account #\d+$/), 'Account #1000');
  // the grant form proposes a year from today
  await expectScreen(page, `admin-account-${theme}`, [
    ...moments(page),
    page.getByLabel('Start date'),
    page.getByLabel('End date'),
  ]);

  // The feature flags (the flags specs that switch them run after these)
  await page.goto('/ngadmin/flags');
  await page.getByRole('heading', { level: 1, name: 'Feature flags' }).waitFor();
  await page.getByRole('heading', { name: /^Internal Medicine/ }).waitFor();
  await expectScreen(page, `admin-flags-${theme}`);

  // The item statistics of the first bank (IM), by question: its order is fixed, while the
  // figures follow learners' answers and flags in other specs (and the run's time)
  await page.goto('/ngadmin/cms/statistics?sort=question&order=asc');
  await page.getByRole('heading', { name: /^Questions of / }).waitFor();
  const caption = 'Questions of this bank with their item statistics';
  await expectScreen(page, `admin-item-statistics-${theme}`, [
    page.getByRole('status').filter({ hasText: /^Computed / }),
    page
      .getByRole('table', { name: caption })
      .getByRole('cell')
      .filter({ hasNot: page.getByRole('link') }),
    page.getByRole('list', { name: caption }).locator('dd'),
  ]);

  // Submit/Review Q&As and the draft's editor, as the fresh content manager
  const manager = await freshContentManager(baseURL, page.request);
  try {
    await page.context().clearCookies();
    await signInAsAccount(page, manager.account);
    await page.goto('/ngadmin/cms/qa');
    const mine = page.getByRole('region', { name: /^My drafts/ });
    await mine.getByRole('link', { name: /^New IM question · draft #\d+$/ }).waitFor();
    await standIn(
      mine.getByRole('link', { name: /^New IM question · draft #\d+$/ }),
      'New IM question · draft #100',
    );
    await expectScreen(page, `admin-cms-questions-${theme}`, moments(page));

    await page.goto(`/ngadmin/cms/qa/drafts/${manager.draftId}`);
    await page.getByRole('heading', { level: 1, name: /^Q&A draft #\d+$/ }).waitFor();
    await expect(page.getByLabel('Lead-in')).toHaveValue(/appropriate next step/);
    await standIn(page.getByRole('heading', { level: 1 }), 'Q&A draft #100');
    await expectScreen(page, `admin-draft-${theme}`, moments(page));
  } finally {
    await manager.context.delete(`/api/2.0/admin/cms/qa/drafts/${manager.draftId}`);
    await manager.context.dispose();
  }
}

test.describe('staff screens look as their baselines', () => {
  // six screens, each waiting until two shots in a row agree
  test.describe.configure({ timeout: 90_000 });

  for (const theme of THEMES) {
    test(`accounts, an account, flags, item statistics, Q&A drafts and a draft, ${theme}`, async ({
      page,
      baseURL,
    }) => {
      await adminScreens(page, theme, baseURL!);
    });
  }

  test('@phone accounts, an account, flags, item statistics, Q&A drafts and a draft on a phone, light', async ({
    page,
    baseURL,
  }) => {
    await adminScreens(page, 'light', baseURL!);
  });
});
