import path from 'node:path';
import { type Browser, type BrowserContext, type Page, request } from '@playwright/test';
import { DEMO_PASSWORD, ROLES } from '../support/accounts';
import {
  expect,
  expectAccessible,
  NO_TRACE_WHILE_VIDEO_PLAYS,
  newContext,
  signInAs,
  test,
} from '../support/fixtures';
import { freshLearnerWith } from '../support/fresh-account';
import { expectNoHorizontalScroll } from '../support/page-helpers';
import { productOfType } from '../support/products';

/**
 * Live streams (issue 29): a learner joins the session on air from the schedule and watches the
 * stream; their question, upvoted by another learner and answered by staff on the moderation
 * screen, changes on their screen without a reload. On a phone: the schedule's calendar file and
 * an ended session's replay.
 */

/** The demo session on air now (apps/server/src/seed/demo-live.ts). */
const ON_AIR = 'Live Board Review: Heart Failure, Atrial Fibrillation and DKA';
const ENDED = 'Cardiology Rapid Review: Valvular Disease and Murmurs';
/** The demo stream's replay (content/live), as a staff member would upload a recording. */
const RECORDING_FILE = path.resolve(
  import.meta.dirname,
  '../../content/live/demo-stream/recording.webm',
);

/** A change made in another browser arrives through the server's events: more time on a busy box. */
const FROM_ELSEWHERE = { timeout: 15_000 };

test.use(NO_TRACE_WHILE_VIDEO_PLAYS);

const video = (page: Page) => page.locator('video');
const currentTime = (page: Page) => video(page).evaluate((v: HTMLVideoElement) => v.currentTime);

/** A browser context of its own, signed in (another learner's device, or staff's). */
async function contextAs(
  browser: Browser,
  baseURL: string,
  email: string,
  password: string,
): Promise<BrowserContext> {
  const context = await newContext(browser, { baseURL });
  const signIn = await context.request.post('/api/2.0/authentication/login', {
    data: { email, password },
  });
  expect(signIn.status(), `sign-in as ${email}`).toBe(200);
  return context;
}

/** A learner of the test's own whom an admin gave the IM live review (the demo learner has it). */
async function secondLearner(browser: Browser, baseURL: string) {
  const api = await request.newContext({ baseURL });
  try {
    const account = await freshLearnerWith(api, baseURL, ['IM-LIVE'], 'live', {
      firstName: 'Lee',
      lastName: 'Live',
    });
    return contextAs(browser, baseURL, account.email, account.password);
  } finally {
    await api.dispose();
  }
}

/** The list item of a question in the learner's Q&A panel. */
const questionItem = (page: Page, text: string) =>
  page
    .getByRole('list', { name: 'Questions asked' })
    .getByRole('listitem')
    .filter({ hasText: text });

test.describe('live streams', () => {
  test('[ROUTE-48] join the live session, the stream plays, a question posted is upvoted by another learner and answered by staff, seen without reloading', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    const question = `Is a QRS of 130 ms enough for CRT? (${Date.now().toString(36)})`;
    const answer = 'Yes, with left bundle branch block and an EF of 35% or less.';
    const contexts: BrowserContext[] = [];
    try {
      // Staff keep the moderation screen open: the question arrives there as it is asked.
      const staffContext = await contextAs(browser, baseURL!, ROLES.admin.email, DEMO_PASSWORD);
      contexts.push(staffContext);
      const staff = await staffContext.newPage();
      await staff.goto('/ngadmin/live');
      await expect(staff.getByRole('heading', { level: 1, name: 'Live Q&A' })).toBeVisible();
      await expectAccessible(staff);
      await staff.getByRole('link', { name: ON_AIR }).click();
      await expect(staff.getByRole('heading', { level: 2, name: ON_AIR })).toBeVisible();

      // This learner's browser has no HLS of its own (as Firefox): hls.js plays the stream, and
      // is loaded on the session's screen only.
      await page.addInitScript(() => {
        const canPlayType = HTMLMediaElement.prototype.canPlayType;
        HTMLMediaElement.prototype.canPlayType = function (type: string) {
          return /mpegurl/i.test(type) ? '' : canPlayType.call(this, type);
        };
      });
      const hlsChunks: string[] = [];
      page.on('request', (r) => {
        if (/\/assets\/hls[.\w-]*\.js$/.test(r.url())) hlsChunks.push(r.url());
      });

      // The schedule: the session on air first, to join.
      await signInAs(page, 'learner');
      const live = await productOfType(page, 'live');
      await page.goto(live.route);
      await expect(page.getByTestId('product-header')).toHaveText('IM Live Review');
      const onAir = page.getByRole('region', { name: 'Live now' });
      await expect(onAir.getByRole('heading', { level: 3, name: ON_AIR })).toBeVisible();
      await expect(page.getByText(/^Times are in your time zone, .+\.$/)).toBeVisible();
      await expectAccessible(page);
      expect(hlsChunks).toEqual([]);
      await onAir.getByRole('link', { name: `Join: ${ON_AIR}` }).click();

      // The session: LIVE, and the stream plays (its time moves on).
      await expect(page).toHaveURL(/\/live\/\d+\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: ON_AIR })).toBeVisible();
      await expect(page.getByText('Live', { exact: true }).first()).toBeVisible();
      await expect.poll(() => hlsChunks.length).toBe(1);
      await expect(page.getByTestId('media-player')).toBeVisible();
      // it starts by itself once the stream is there; the play button if the browser wants a click
      await expect
        .poll(() => video(page).evaluate((v: HTMLVideoElement) => v.readyState), {
          timeout: 30_000,
        })
        .toBeGreaterThanOrEqual(2);
      if (await video(page).evaluate((v: HTMLVideoElement) => v.paused))
        await page
          .getByTestId('media-player')
          .getByRole('button', { name: 'play', exact: true })
          .click();
      const started = await currentTime(page);
      await expect.poll(() => currentTime(page), { timeout: 10_000 }).toBeGreaterThan(started + 1);
      expect(await video(page).evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
      // paused again: the rest is the Q&A, and decoding video on a busy two-core box slows it
      await page
        .getByTestId('media-player')
        .getByRole('button', { name: 'pause', exact: true })
        .click();
      await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);

      // A question: counted as it is typed, posted, marked as the learner's own.
      const field = page.getByRole('textbox', { name: 'Your question' });
      await field.fill(question);
      await expect(page.getByText(`${question.length} / 500`)).toBeVisible();
      await page.getByRole('button', { name: 'Post question' }).click();
      await expect(page.getByText('Your question is posted.')).toBeVisible();
      await expect(field).toHaveValue('');
      const mine = questionItem(page, question);
      await expect(mine.getByText('Your question', { exact: true })).toBeVisible();
      await expect(mine.getByRole('button', { name: 'Upvote, 0 upvotes' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      await expectAccessible(page);

      // Staff see it arrive, with who asked.
      const staffCard = staff.getByRole('listitem').filter({ hasText: question });
      await expect(staffCard).toContainText(ROLES.learner.email, FROM_ELSEWHERE);
      await expect(staffCard).toContainText('Open');

      // Another learner sees it and upvotes it; the first sees the count change.
      const otherContext = await secondLearner(browser, baseURL!);
      contexts.push(otherContext);
      const other = await otherContext.newPage();
      await other.goto(`/live`);
      await other.getByRole('link', { name: 'IM Live Review' }).click();
      await other.getByRole('link', { name: `Join: ${ON_AIR}` }).click();
      const theirs = questionItem(other, question);
      await expect(theirs.getByText('Your question', { exact: true })).toHaveCount(0);
      // The first learner's focus is on a question the vote moves down: it stays there.
      const below = questionItem(page, 'Could you go over when DKA counts as resolved').getByRole(
        'button',
        { name: 'Upvote, 0 upvotes' },
      );
      await below.focus();
      // by keyboard: the question moves up the list, and the focus stays on its button
      await theirs.getByRole('button', { name: 'Upvote, 0 upvotes' }).focus();
      await other.keyboard.press('Enter');
      const upvoted = theirs.getByRole('button', { name: 'Upvote, 1 upvote' });
      await expect(upvoted).toHaveAttribute('aria-pressed', 'true');
      await expect(upvoted).toBeFocused();
      await expect(mine.getByRole('button', { name: 'Upvote, 1 upvote' })).toHaveAttribute(
        'aria-pressed',
        'false',
        FROM_ELSEWHERE,
      );
      await expect(below).toBeFocused();
      await expect(staffCard).toContainText('1 upvote', FROM_ELSEWHERE);

      // Staff answer it; both learners see the answer without reloading, and it is announced.
      await staffCard.getByRole('button', { name: 'Answer', exact: true }).click();
      await staffCard.getByRole('textbox', { name: 'Answer' }).fill(answer);
      await expectAccessible(staff);
      await staffCard.getByRole('button', { name: 'Send answer' }).click();
      await expect(staffCard).toContainText('Answered');
      await expect(staffCard.getByRole('button', { name: 'Edit answer' })).toBeVisible();
      await expect(mine.getByText('Answered', { exact: true })).toBeVisible(FROM_ELSEWHERE);
      await expect(mine).toContainText(answer);
      await expect(page.getByText(`New answer to “${question}”: ${answer}`)).toBeAttached();
      await expect(theirs).toContainText(answer, FROM_ELSEWHERE);
    } finally {
      for (const context of contexts) await context.close();
    }
  });

  test('[ROUTE-48] staff schedule a session for tomorrow from the Live Q&A list: the end is checked before sending, the list shows it', async ({
    page,
  }) => {
    const title = `Pediatric Renal Review (${Date.now().toString(36)})`;
    await signInAs(page, 'admin');
    await page.goto('/ngadmin/live');
    await page.getByRole('button', { name: 'Schedule a session' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule a session' });
    // the products are the catalogue's live ones (the PEDS one keeps out of the IM learner's way)
    await dialog.getByLabel('Live product').selectOption('PEDS-LIVE');
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Presenter').fill('Dr. Nora Patel, MD');
    // tomorrow 18:00 in the browser's zone, as the datetime-local fields hold it
    const tomorrow = await page.evaluate(() => {
      const day = new Date(Date.now() + 86_400_000);
      const two = (n: number) => String(n).padStart(2, '0');
      return `${day.getFullYear()}-${two(day.getMonth() + 1)}-${two(day.getDate())}`;
    });
    await dialog.getByLabel('Starts').fill(`${tomorrow}T18:00`);
    await dialog.getByLabel('Ends').fill(`${tomorrow}T17:00`);
    await dialog.getByLabel('Stream address').fill('/api/3.0/live/demo-stream/index.m3u8');
    await expect(dialog.getByText(/^Your time zone: .+ \(.+\)\.$/).first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Schedule session' }).click();
    await expect(dialog.getByLabel('Ends')).toHaveAccessibleDescription(
      /End the session after it starts\./,
    );
    await expectAccessible(page);
    await dialog.getByLabel('Ends').fill(`${tomorrow}T19:00`);
    await dialog.getByLabel('Ends').press('Enter');
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('status').filter({ hasText: `“${title}” is scheduled in ` }),
    ).toBeVisible();
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title }) });
    await expect(row).toContainText('PEDS-LIVE');
    await expect(row).toContainText('Upcoming');
    await expect(page.getByRole('button', { name: 'Schedule a session' })).toBeFocused();
  });

  test("[ROUTE-48] staff store an ended session's recording on its moderation screen; the learner watches its replay", async ({
    page,
    browser,
    baseURL,
  }) => {
    const title = `Endocrine Night: Thyroid Storm (${Date.now().toString(36)})`;
    const hour = 3_600_000;
    const contexts: BrowserContext[] = [];
    try {
      const staffContext = await contextAs(browser, baseURL!, ROLES.admin.email, DEMO_PASSWORD);
      contexts.push(staffContext);
      const api = staffContext.request;
      expect((await api.post('/api/3.0/auth/session')).status()).toBe(200);
      const scheduled = await api.post('/api/3.0/admin/live/sessions', {
        data: {
          productCode: 'IM-LIVE',
          title,
          presenter: 'Dr. Imani Brooks',
          description: 'Thyroid storm and myxedema coma, case by case.',
          startsAt: new Date(Date.now() - 3 * hour).toISOString(),
          endsAt: new Date(Date.now() - 2 * hour).toISOString(),
          streamUrl: '/api/3.0/live/demo-stream/index.m3u8',
        },
      });
      expect(scheduled.status()).toBe(201);
      const { liveSessionId } = (await scheduled.json()) as { liveSessionId: number };

      const staff = await staffContext.newPage();
      await staff.goto(`/ngadmin/live/${liveSessionId}`);
      const recording = staff.getByRole('region', { name: 'Recording' });
      await expect(recording).toContainText('No recording yet.');
      const file = recording.getByLabel('Recording file');
      // a file of another kind is stopped before a byte goes out
      await file.setInputFiles({
        name: 'slides.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.7'),
      });
      await recording.getByRole('button', { name: 'Upload recording' }).click();
      await expect(recording.getByRole('alert')).toHaveText('Choose a WebM, MP4, MP3 or M4A file.');

      await file.setInputFiles(RECORDING_FILE);
      await recording.getByRole('button', { name: 'Upload recording' }).click();
      await expect(
        recording.getByRole('status').filter({ hasText: 'Recording stored.' }),
      ).toHaveText('Recording stored. Learners can watch the replay now.');
      await expect(recording).toContainText(/WebM · 0:32 · 333 KB · stored /);
      await expect(recording.getByRole('button', { name: 'Replace recording' })).toBeVisible();
      await expectAccessible(staff);

      // The learner's schedule offers the replay; it plays in the lecture player.
      await signInAs(page, 'learner');
      const live = await productOfType(page, 'live');
      await page.goto(live.route);
      await page.getByRole('link', { name: `Watch replay: ${title}` }).click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const player = page.getByTestId('media-player');
      await player.getByRole('button', { name: 'play', exact: true }).click();
      await expect.poll(() => currentTime(page)).toBeGreaterThan(0.5);
    } finally {
      for (const context of contexts) await context.close();
    }
  });

  test('[ROUTE-48] on a phone: the schedule and a session without sideways scrolling, a session’s calendar file, an ended session’s replay @phone', async ({
    page,
  }) => {
    await signInAs(page, 'learner');
    const live = await productOfType(page, 'live');
    await page.goto(live.route);
    await expect(page.getByRole('heading', { level: 2, name: 'Live now' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);

    // An upcoming session's .ics file: an event with its title, downloaded.
    const upcoming = page.getByRole('region', { name: 'Upcoming' }).getByRole('listitem').first();
    const title = (await upcoming.getByRole('heading', { level: 3 }).textContent()) ?? '';
    const calendar = upcoming.getByRole('link', { name: `Add to calendar: ${title} (.ics file)` });
    const href = (await calendar.getAttribute('href')) ?? '';
    expect(href).toMatch(/\/calendar\.ics$/);
    const file = await page.request.get(href);
    expect(file.headers()['content-type']).toContain('text/calendar');
    const ics = await file.text();
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics.replace(/\r\n[ \t]/g, '')).toContain(`SUMMARY:${title}`);
    const download = page.waitForEvent('download');
    await calendar.click();
    expect((await download).suggestedFilename()).toMatch(/\.ics$/);

    // The session on air, on a phone: the stream above, the questions below.
    await page.getByRole('link', { name: `Join: ${ON_AIR}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: ON_AIR })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Post question' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);

    // An ended session: its replay plays in the lecture player; its questions are closed.
    await page.getByRole('link', { name: 'All sessions' }).click();
    await page.getByRole('link', { name: `Watch replay: ${ENDED}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: ENDED })).toBeVisible();
    await expect(page.getByText('This session has ended: its questions are closed.')).toBeVisible();
    const player = page.getByTestId('media-player');
    await player.getByRole('button', { name: 'play', exact: true }).click();
    await expect.poll(() => currentTime(page)).toBeGreaterThan(0.5);
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
  });
});
