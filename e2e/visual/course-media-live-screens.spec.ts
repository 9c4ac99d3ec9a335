import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { grantProduct } from '../support/fresh-account';
import { expectScreen, freshLearner, THEMES, type Theme } from './support';

/**
 * Issue 29's learner screens compared with committed baselines, as main-screens.spec.ts does the
 * others: a fresh learner given the IM course, the IM media library and the MS live review (no
 * spec schedules MS sessions, so the list is the demo's), nothing watched or done yet. The
 * sessions' times move with the seed's clock: they are masked.
 */

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

  await page.goto(routes.live);
  await page.getByRole('heading', { level: 2, name: 'Live now' }).waitFor();
  await expectScreen(page, `live-schedule-${theme}`, [page.locator('time')]);
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
