import { expectQuestion, qaProduct } from '../qa/support';
import { expect, expectAccessible, signInAs, test } from '../support/fixtures';
import { mailedLink } from '../support/mail-folder';

/**
 * Admin → Question feedback, Audit log and Mail outbox (issue 26): a learner's report from a
 * session reaches the triage queue, an admin marks it fixed with a note, the audit log shows it;
 * the outbox finds a mail by its recipient and shows it without its link.
 */

test('a learner reports a problem in a session; an admin finds it in the triage queue, marks it fixed with a note, and the audit log shows it', async ({
  page,
}) => {
  test.slow();
  // The learner reports the question on screen.
  await signInAs(page, 'peds');
  const product = await qaProduct(page);
  await page.goto(product.route);
  const form = page.getByRole('form', { name: 'Create a session' });
  await form.getByLabel('Session name').fill(`Triage test ${Date.now()}`);
  await form.getByLabel('Number of questions').fill('1');
  await form.getByRole('button', { name: 'Create session' }).click();
  await expectQuestion(page, 1, 1);
  const sessionId = Number(/\/session\/(\d+)/.exec(page.url())?.[1]);
  const comment = `The dose in this question is outdated (${Date.now()}).`;
  await page.getByRole('button', { name: 'Report a problem' }).click();
  const reportDialog = page.getByRole('dialog', { name: 'Report a problem with question 1' });
  await reportDialog.getByLabel('What seems wrong or outdated?').fill(comment);
  await reportDialog.getByRole('button', { name: 'Send report' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'your report on question 1' }),
  ).toBeVisible();
  const session = (await (await page.request.get(`/api/2.0/qa/session/${sessionId}`)).json()) as {
    items: { questionId: number }[];
  };
  const questionId = session.items[0]!.questionId;

  // The admin finds it among the new items and opens it.
  await signInAs(page, 'admin');
  const detail = (await (
    await page.request.get(`/api/2.0/admin/questionfeedback/${questionId}`)
  ).json()) as { item: { code: string } };
  const code = detail.item.code;
  await page.goto('/ngadmin/feedback');
  await expect(page.getByRole('heading', { level: 1, name: 'Question feedback' })).toBeVisible();
  const queue = page.getByRole('region', { name: 'Reported questions' });
  await expectAccessible(page);
  await queue.getByRole('button', { name: code, exact: true }).click();
  const item = page.getByRole('dialog', { name: `Question ${code}` });
  await expect(item.getByText(comment)).toBeVisible();
  await expect(item.getByRole('link', { name: `Open ${code} in Preview Q&A` })).toHaveAttribute(
    'href',
    `/ngadmin/cms/preview-qna?question=${questionId}`,
  );
  await expectAccessible(page);

  // Marked fixed with a note, by keyboard: it leaves the new items and is among the fixed ones.
  const triage = item.getByRole('form', { name: `Triage ${code}` });
  await triage.getByRole('radio', { name: 'Fixed' }).check();
  const note = `Dose corrected to the 2026 guideline (${Date.now()}).`;
  await triage.getByLabel('Note').fill(note);
  await triage.getByLabel('Note').press('Tab');
  await page.keyboard.press('Enter');
  await expect(item).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: `${code} is fixed.` })).toBeVisible();
  await expect(queue.getByRole('button', { name: code, exact: true })).toHaveCount(0);
  await page.getByLabel('Status').selectOption('fixed');
  await queue.getByRole('button', { name: code, exact: true }).click();
  await expect(item.getByText('Last set')).toBeVisible();
  await expect(item.getByRole('list').getByText(note)).toBeVisible();
  await item.getByRole('button', { name: 'Close' }).click();

  // The audit log, filtered by the action, shows the triage with its note.
  await page.goto('/ngadmin/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await page.getByLabel('Action').selectOption('qa.feedback.triage');
  await expect(page).toHaveURL(/action=qa\.feedback\.triage/);
  const entry = page
    .getByRole('region', { name: 'Audit log entries' })
    .getByRole('listitem')
    .filter({ hasText: note });
  await expect(entry).toBeVisible();
  await expect(entry.getByText('Triaged question feedback')).toBeVisible();
  await expect(entry.getByRole('link', { name: 'admin@demo.test' })).toBeVisible();
  await expect(entry.getByText(code, { exact: true })).toBeVisible();
  await expectAccessible(page);
});

test('the mail outbox finds a mail by its recipient and opens it without its link @phone', async ({
  page,
}) => {
  const email = `outbox-${Date.now()}@example.test`;
  const asked = await page.request.post('/api/2.0/authentication/register', {
    data: { firstName: 'Robin', lastName: 'Outbox', email, password: 'a long enough password' },
  });
  expect(asked.status()).toBe(202);
  // the recipient's own copy holds the link
  expect(await mailedLink(email, '/verifyemail')).toContain('token=');

  await signInAs(page, 'admin');
  await page.goto('/ngadmin/mail');
  await expect(page.getByRole('heading', { level: 1, name: 'Mail outbox' })).toBeVisible();
  const search = page.getByRole('search', { name: 'Search the mail outbox' });
  await search.getByLabel('Start of the recipient or subject').fill(email.toUpperCase());
  await search.getByLabel('Start of the recipient or subject').press('Enter');
  await expect(page).toHaveURL(/q=OUTBOX-/);
  const list = page.getByRole('region', { name: 'Mail' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText(`To ${email}`)).toBeVisible();
  await expectAccessible(page);

  await list.getByRole('listitem').getByRole('button').click();
  const mail = page.getByRole('dialog');
  await expect(mail.getByText(email)).toBeVisible();
  await expect(mail.getByText('[link removed: only the recipient receives it]')).toBeVisible();
  await expect(mail).not.toContainText('token=');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(mail).toHaveCount(0);

  // a search that matches nothing says so
  await search
    .getByLabel('Start of the recipient or subject')
    .fill(`nobody-${Date.now()}@example.test`);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(list.getByText('No mail matches these filters.')).toBeVisible();
});
