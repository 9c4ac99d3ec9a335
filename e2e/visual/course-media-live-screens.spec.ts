import type { LiveSessionSummary } from '@boardready/contracts';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { grantProduct } from '../support/fresh-account';
import { expectScreen, freshLearner, THEMES, type Theme } from './support';

/**
 * Issue 29's learner screens compared with committed baselines, as main-screens.spec.ts does the
 * others: a fresh learner given the IM course, the IM media library and the MS live review (no
 * spec schedules MS sessions, so the list is the demo's), nothing watched or done yet. The seed
 * times its sessions from the moment the server started, so a session could span midnight in one
 * run and not in another (a longer line, another wrap): the live schedule is shown at a fixed
 * moment instead, the page's clock and the sessions' times pinned to it.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A Tuesday morning in spring (UTC): no session near midnight, a year's end or a DST change. */
const PINNED_NOW = Date.parse('2026-03-10T09:00:00Z');
/** The demo's sessions by status (earliest first), at the same distances the seed puts them. */
const PINNED_TIMES: Record<string, [startsAt: number, minutes: number][]> = {
  ended: [[PINNED_NOW - 3 * DAY, 90]],
  live: [[PINNED_NOW - 10 * MINUTE, 12 * 60]],
  upcoming: [
    [PINNED_NOW + DAY + HOUR, 90],
    [PINNED_NOW + 7 * DAY + HOUR, 90],
  ],
};

/** Shows the live schedule as it stands at PINNED_NOW: the page's Date stands still there. */
async function pinLiveSchedule(page: Page) {
  await page.clock.setFixedTime(PINNED_NOW);
  await page.route(/\/api\/3\.0\/live\/userproducts\/\d+(\?.*)?$/, async (route) => {
    const response = await route.fetch();
    const schedule = (await response.json()) as { sessions: LiveSessionSummary[] };
    // each status's times in turn, earliest first as the schedule lists them
    const left = Object.fromEntries(
      Object.entries(PINNED_TIMES).map(([status, times]) => [status, [...times]]),
    );
    const sessions = schedule.sessions.map((session) => {
      const [startsAt, minutes] = left[session.status]!.shift()!;
      return {
        ...session,
        startsAt: new Date(startsAt).toISOString(),
        endsAt: new Date(startsAt + minutes * MINUTE).toISOString(),
      };
    });
    await route.fulfill({ response, json: { ...schedule, sessions } });
  });
}

async function learnerWithMedia(page: Page, theme: Theme, baseURL: string) {
  const account = await freshLearner(page, theme, baseURL);
  const login = await page.request.post('/api/2.0/authentication/login', {
    data: { email: account.email, password: account.password },
  });
  const { AccountId } = ((await login.json()) as { account: { AccountId: number } }).account;
  for (const code of ['IM-COURSE', 'IM-MEDIA', 'MS-LIVE']) {
    await grantProduct(baseURL, AccountId, code);
  }
  expect((await page.request.post('/api/3.0/auth/session')).status()).toBe(200);
  const mine = (await (await page.request.get('/api/2.0/product/userproducts')).json()) as {
    products: { code: string; route: string }[];
  };
  const route = (code: string) => mine.products.find((p) => p.code === code)!.route;
  return { course: route('IM-COURSE'), media: route('IM-MEDIA'), live: route('MS-LIVE') };
}

async function courseMediaLiveScreens(page: Page, theme: Theme, baseURL: string) {
  const routes = await learnerWithMedia(page, theme, baseURL);
  await page.goto(routes.course);
  await page.getByRole('link', { name: /^Start: / }).waitFor();
  await expectScreen(page, `course-${theme}`);

  await page.goto(routes.media);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByRole('heading', { level: 2 }).first().waitFor();
  await expectScreen(page, `media-library-${theme}`);

  await pinLiveSchedule(page);
  await page.goto(routes.live);
  await page.getByRole('heading', { level: 2, name: 'Live now' }).waitFor();
  await expectScreen(page, `live-schedule-${theme}`);
}

test.describe('the course, media library and live schedule look as their baselines', () => {
  for (const theme of THEMES) {
    test(`a fresh learner's IM course, IM media library and MS live schedule, ${theme}`, async ({
      page,
      baseURL,
    }) => {
      await courseMediaLiveScreens(page, theme, baseURL!);
    });
  }

  test('@phone the course, media library and live schedule on a phone, light', async ({
    page,
    baseURL,
  }) => {
    await courseMediaLiveScreens(page, 'light', baseURL!);
  });
});
