import { expect, expectAccessible, signInAs, test } from '../support/fixtures';
import { mailsTo } from '../support/fresh-account';

const SUPPORT = 'support@boardready.example';

test.describe('Contact', () => {
  test('[ROUTE-18] [ROUTE-19] a visitor writes to support without signing in and gets a reference', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/contact');
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page).toHaveTitle('BoardReady - Contact Us');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page.getByRole('link', { name: SUPPORT })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT}`,
    );
    await expect(page.getByRole('link', { name: '1-800-555-0199' })).toHaveAttribute(
      'href',
      'tel:18005550199',
    );
    await expectAccessible(page);

    const form = page.getByRole('form', { name: 'Contact support' });
    await expect(form.getByLabel('Your name')).toHaveValue('');
    const tag = `${Date.now()}`;
    await form.getByLabel('Your name').fill('Jamie Visitor');
    await form.getByLabel('Your e-mail address').fill(`jamie-${tag}@example.test`);
    await form.getByLabel('Topic').selectOption({ label: 'Billing, orders and subscriptions' });
    await form
      .getByLabel('Message')
      .fill(`My receipt ${tag} shows the wrong clinic name. Could you send a corrected one?`);
    await form.getByRole('button', { name: 'Send Message' }).click();

    const done = page.getByRole('status').filter({ hasText: 'Thank you, Jamie!' });
    await expect(done).toContainText(
      `Your message has reached our support team. We will answer at jamie-${tag}@example.test.`,
    );
    const reference = (await done.locator('strong').last().textContent()) ?? '';
    expect(reference).toMatch(/^C-\d{6,}$/);
    await expectAccessible(page);

    const mail = (await mailsTo(baseURL!, SUPPORT)).find((m) => m.text.includes(tag));
    expect(mail?.subject).toBe(`[${reference}] Billing, orders and subscriptions – Jamie Visitor`);
    expect(mail?.text).toContain('Account: not signed in');

    await page.getByRole('button', { name: 'Send Another Message' }).click();
    await expect(form.getByLabel('Message')).toHaveValue('');
  });

  test('each field says what is wrong, and nothing is sent', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact support' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Enter your name.')).toBeVisible();
    await expect(form.getByText('Enter your e-mail address.')).toBeVisible();
    await expect(form.getByText('Choose what your message is about.')).toBeVisible();
    await expect(form.getByText('Write at least 10 characters.')).toBeVisible();

    await form.getByLabel('Your e-mail address').fill('jamie@');
    await form.getByLabel('Message').fill('Too short');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Enter a valid e-mail address.')).toBeVisible();
    await expect(form.getByText('Write at least 10 characters.')).toBeVisible();
    await expect(form.getByLabel('Message')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/Thank you/)).toHaveCount(0);
  });

  test("a signed-in learner's name and e-mail are filled in", async ({ page }) => {
    await signInAs(page, 'learner');
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact support' });
    await expect(form.getByLabel('Your name')).toHaveValue('Alex Rivera');
    await expect(form.getByLabel('Your e-mail address')).toHaveValue('learner@demo.test');
  });

  test("the server's refusal (too many messages) is shown as it says it", async ({ page }) => {
    await page.goto('/contact');
    const message =
      'You have sent several messages in a short time. Try again in 52 minutes, or write to support@boardready.example.';
    await page.route(/\/api\/2\.0\/contact\?/, (route) =>
      route.fulfill({ status: 429, json: { error: { code: 'rate_limited', message } } }),
    );
    const form = page.getByRole('form', { name: 'Contact support' });
    await form.getByLabel('Your name').fill('Jamie Visitor');
    await form.getByLabel('Your e-mail address').fill('jamie@example.test');
    await form.getByLabel('Topic').selectOption({ label: 'Something else' });
    await form.getByLabel('Message').fill('Just checking that you receive this.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('alert')).toHaveText(message);
    await expect(form.getByLabel('Message')).toHaveValue('Just checking that you receive this.');
  });

  test('the contact form on a phone: signed in, filled in, sent @phone', async ({ page }) => {
    await signInAs(page, 'student');
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact support' });
    await expect(form.getByLabel('Your name')).toHaveValue('Sam Lee');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    await expectAccessible(page);
    await form.getByLabel('Topic').selectOption({ label: 'CME/MOC credit' });
    await form.getByLabel('Message').fill('How do I claim the credit for the IM course?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you, Sam!' })).toBeVisible();
  });
});
