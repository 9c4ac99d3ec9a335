import type { Page } from '@playwright/test';
import { clockTime } from '../../packages/contracts/src/media-rules';
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
import { productOfType, productsOf } from '../support/products';

/**
 * Media libraries (issue 29): a learner plays a video lecture (speed, captions, a chapter), finds
 * it at the same second on another device, and searches its transcript; the lecture page on a
 * phone; an ended library refused as every product screen refuses it.
 */

/**
 * A learner of their own (their places in the lectures are theirs alone) whom an admin gave the
 * IM media library, as staff grant a product (the demo learner's has ended).
 */
async function learnerWithMedia(page: Page, baseURL: string) {
  const account = await freshLearnerWith(page.request, baseURL, ['IM-MEDIA'], 'media', {
    firstName: 'Mina',
    lastName: 'Media',
  });
  return { ...account, library: await productOfType(page, 'media') };
}

test.use(NO_TRACE_WHILE_VIDEO_PLAYS);

const video = (page: Page) => page.locator('video');
const currentTime = (page: Page) => video(page).evaluate((v: HTMLVideoElement) => v.currentTime);

test.describe('media libraries', () => {
  test('[ROUTE-46] a video lecture: play, speed, captions, a chapter, the same second on another device, a transcript search', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    const learner = await learnerWithMedia(page, baseURL!);

    // The library: the lectures with their length and progress, and where to start.
    await page.goto(learner.library.route);
    await expect(page.getByTestId('product-header')).toHaveText('IM Audio Review');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Internal Medicine Audio Review' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('BoardReady - IM Audio Review');
    const row = page.getByRole('listitem').filter({ hasText: 'Heart failure essentials' });
    await expect(row).toContainText('Video');
    await expect(row).toContainText('1:22');
    await expect(row).toContainText('Not started');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Start: Heart failure essentials' }).click();
    await expect(page).toHaveURL(/\/media\/\d+\/\d+$/);
    const lectureUrl = page.url();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Heart failure essentials' }),
    ).toBeVisible();

    // Play: the time runs.
    const player = page.getByTestId('media-player');
    await player.getByRole('button', { name: 'play', exact: true }).click();
    await expect.poll(() => currentTime(page)).toBeGreaterThan(0.5);

    // Speed 1.5×.
    await player.getByRole('button', { name: /playback rate/i }).click();
    await player.getByRole('menuitemradio', { name: '1.5x' }).click();
    await expect
      .poll(() => video(page).evaluate((v: HTMLVideoElement) => v.playbackRate))
      .toBe(1.5);

    // Captions on: the text track shows, and a cue is on screen.
    const captions = player.getByRole('switch', { name: 'closed captions' });
    await expect(captions).not.toBeChecked();
    await captions.click();
    await expect(captions).toBeChecked();
    await expect
      .poll(() => video(page).evaluate((v: HTMLVideoElement) => v.textTracks[0]?.mode))
      .toBe('showing');
    await expect
      .poll(() =>
        video(page).evaluate(
          (v: HTMLVideoElement) => (v.textTracks[0]?.activeCues?.[0] as VTTCue | undefined)?.text,
        ),
      )
      .toMatch(/\w+/);

    // A chapter seeks the player there, and is marked as the one under way.
    const chapter = page.getByRole('button', { name: /Four pillars of HFrEF therapy/ });
    await chapter.click();
    await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(27);
    await expect(chapter).toHaveAttribute('aria-current', 'true');

    // Pause: the place is kept on the server. The seek sent 27 already: the player moves on past
    // it first, or the pause would have nothing new to send.
    await expect.poll(() => currentTime(page)).toBeGreaterThan(27.5);
    const saved = page.waitForResponse(
      (r) => r.url().includes('/position?') && r.request().method() === 'PUT',
    );
    await player.getByRole('button', { name: 'pause', exact: true }).click();
    expect((await saved).status()).toBe(200);
    const at = await currentTime(page);
    await expectAccessible(page);

    // The library says how far.
    await page.getByRole('link', { name: 'All lectures' }).click();
    await expect(row).toContainText(`${clockTime(at)} watched`);

    // Another device: a new browser context, signed in as the same learner.
    const other = await newContext(browser, { baseURL });
    try {
      const second = await other.newPage();
      const login = await second.request.post('/api/2.0/authentication/login', {
        data: { email: learner.email, password: learner.password },
      });
      expect(login.status()).toBe(200);
      await second.goto(lectureUrl);
      await second.mouse.move(8, 8);
      await expect(second.getByText(`Resumed at ${clockTime(at)}.`)).toBeVisible();
      await expect
        .poll(async () => Math.abs((await currentTime(second)) - at))
        .toBeLessThanOrEqual(1);

      // The transcript: a word found, marked, and Enter plays its passage.
      await second.getByRole('tab', { name: 'Transcript' }).click();
      const field = second.getByRole('searchbox', { name: 'Search the transcript' });
      await field.fill('hydralazine');
      const cues = second.getByRole('list', { name: 'Transcript' }).getByRole('button');
      await expect(cues).toHaveCount(1);
      await expect(cues.locator('mark')).toHaveText('hydralazine');
      await field.press('Enter');
      await expect.poll(() => currentTime(second)).toBeGreaterThanOrEqual(50);
      await expect(cues).toHaveAttribute('aria-current', 'true');
    } finally {
      await other.close();
    }
  });

  test('[ROUTE-46] on a phone the lecture page stacks without sideways scrolling, and axe passes @phone', async ({
    page,
  }) => {
    // Looking only (nothing played moves a place): the demo pediatrics learner's library.
    await signInAs(page, 'peds');
    const library = await productOfType(page, 'media');
    await page.goto(library.route);
    await page.getByRole('listitem').getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      page.getByTestId('media-player').getByRole('button', { name: 'play', exact: true }),
    ).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'Transcript' }).click();
    await expect(page.getByRole('searchbox', { name: 'Search the transcript' })).toBeVisible();
    await expectNoHorizontalScroll(page);
  });

  test('[ROUTE-46] an ended media library is refused in the product screen’s words, and its lectures are never asked for', async ({
    page,
  }) => {
    await signInAs(page, 'learner');
    const ended = (await productsOf(page)).find(
      (p) => p.applicationType === 'media' && !p.isUsable,
    );
    if (!ended) throw new Error('the demo learner has no ended media library');
    const mediaCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/3.0/media/')) mediaCalls.push(r.url());
    });
    for (const path of [ended.route, `${ended.route}/1`]) {
      await page.goto(path);
      await expect(page.getByText('Your access to this product has expired.')).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Internal Medicine Audio Review' }),
      ).toBeVisible();
    }
    expect(mediaCalls).toEqual([]);
  });
});
