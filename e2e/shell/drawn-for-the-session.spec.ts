import { choice, expectQuestion, qaProduct } from '../qa/support';
import { ROLES } from '../support/accounts';
import { expect, expectAccessible, newContext, signInAs, test } from '../support/fixtures';
import { expectStudyBoardOf, holdAppCode } from '../support/page-helpers';

// Decision 0415: a signed-in visitor who lands on /dashboard or in the Q&A player gets the screen
// drawn by the server for their session, before any of the app's code has run. The app starts on
// the first move with the answers the page was drawn from, and takes over what was pressed and
// chosen.

/** The shell's calls (spec §4) the drawing answered: the browser does not make them again. */
const SHELL_CALLS =
  /\/api\/2\.0\/(product\/userproducts|product\/dashboardinterviewproducts|account\/preferences|featureflags)/;

test.describe('the Study Board drawn for the session', () => {
  // These tests make the visitor's first move themselves.
  test.use({ moveOnArrival: false });

  test("the learner's own page is there before the app's code, and the app starts on the first move without asking again", async ({
    page,
  }) => {
    await signInAs(page, 'learner');
    const app = await holdAppCode(page);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Study Board', level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Today’s plan' })).toBeVisible();
    await expect(page).toHaveTitle('BoardReady - Study Board');
    const toolbar = page.getByRole('navigation', { name: 'Main' });
    await expect(toolbar.getByRole('link', { name: /Personal Trainer/ })).toBeVisible();
    await expect(toolbar.getByRole('link', { name: 'My Products' })).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '');
    // The dashboard's layout is the drawing's too (full width, spec §2).
    await expect(page.locator('body')).toHaveClass(/layout-full-width/);
    expect(app.requested).toEqual([]);
    expect(apiCalls).toEqual([]);
    await expectAccessible(page);

    await page.mouse.move(20, 20);
    await expect.poll(() => app.requested.length).toBe(1);
    app.release();
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    await expectStudyBoardOf(page, ROLES.learner.name);
    await expect(page.locator('#drawn-data')).toHaveCount(0);
    expect(apiCalls.filter((url) => SHELL_CALLS.test(url))).toEqual([]);
  });

  test('a button pressed before the app is live is pressed on the live page', async ({ page }) => {
    await signInAs(page, 'learner');
    const app = await holdAppCode(page);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Change plan' }).click();
    await expect.poll(() => app.requested.length).toBe(1);
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '');
    app.release();
    await expect(page.getByRole('heading', { name: 'Change your plan' })).toBeVisible();
  });

  test('each session gets its own page, never cached, its data safe inside the page', async ({
    browser,
  }) => {
    const contexts = await Promise.all(
      (['learner', 'peds'] as const).map(async (role) => {
        const context = await newContext(browser);
        const page = await context.newPage();
        await signInAs(page, role);
        return { role, context, page };
      }),
    );
    // Drawings for two sessions at once, interleaved: each has its own learner and no other.
    const answers = await Promise.all(
      [...contexts, ...contexts, ...contexts].map(async ({ role, page }) => ({
        role,
        response: await page.request.get('/dashboard'),
      })),
    );
    for (const { role, response } of answers) {
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toBe('no-store');
      const html = await response.text();
      // (React separates adjacent texts with empty comments)
      const markup = html.replaceAll('<!-- -->', '');
      const initials = ROLES[role].name.replace(/(\w)\w*\s*/g, '$1');
      expect(markup).toContain(`data-testid="user-initials">${initials}<`);
      // the learner's own board: the demo learner's plan, the peds learner's first interview
      expect(markup).toContain(
        role === 'learner' ? 'Review 3 flash cards due' : 'Plan toward your exam',
      );
      const other = role === 'learner' ? 'peds' : 'learner';
      expect(html).not.toContain(ROLES[other].email);
      // The answers ride in a JSON script element that nothing in them can close.
      const data = html.match(/<script type="application\/json" id="drawn-data">([^<]*)<\/script>/);
      expect(data).not.toBeNull();
      expect(JSON.stringify(JSON.parse(data![1]!))).toContain(ROLES[role].email);
    }
    await Promise.all(contexts.map(({ context }) => context.close()));
  });

  test('without a session the visitor is sent to sign in, as before', async ({ page }) => {
    await page.goto('/dashboard');
    await page.mouse.move(20, 20);
    await expect(page).toHaveURL(/\/login\?returnUrl=/);
  });
});

test.describe('the Q&A player drawn for the session', () => {
  test.use({ moveOnArrival: false });

  test("the question is there before the app's code; a choice made on it is the live player's", async ({
    page,
  }) => {
    await signInAs(page, 'learner');
    const product = await qaProduct(page);
    expect((await page.request.post('/api/3.0/auth/session')).status()).toBe(200);
    const created = await page.request.post(
      `/api/3.0/qa/sessions/userproducts/${product.userProductId}`,
      { data: { name: 'Drawn ahead', numberOfQuestions: 5, viewMode: 'tutor' } },
    );
    expect(created.status()).toBe(201);
    const { qaSessionId } = (await created.json()) as { qaSessionId: number };
    const app = await holdAppCode(page);
    await page.goto(product.route.replace(/\/overview$/, `/session/${qaSessionId}`));
    await expectQuestion(page, 1, 5);
    await expect(page).toHaveTitle('BoardReady - Drawn ahead');
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '');
    // Nothing chosen yet: the screen's own Submit stays off in the drawing.
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(app.requested).toEqual([]);

    await choice(page, 'B').locator('xpath=..').click();
    await expect(choice(page, 'B')).toBeChecked();
    await expect.poll(() => app.requested.length).toBe(1);
    app.release();
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    await expect(choice(page, 'B')).toBeChecked();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });
});
