import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, ROLES } from '../support/accounts';
import { expect, expectAccessible, signInAs, takeExpected, test } from '../support/fixtures';
import { readRouteTable, readSignedOutRouteTable } from './route-table';

/**
 * axe on every route of the route registry (the data the router is built from), signed out, as a
 * learner and as an admin, at desktop width and (the @phone tests) at 375px. Signed out, the
 * routes that ask to sign in first all draw /login: one of them is walked. Route parameters
 * take real values from the demo data: a product route is the route of a product the demo
 * learner owns, an account id is the learner's. A parameter nobody knows how to fill fails the
 * suite, so a new route is covered or flagged, never skipped.
 */

const ROUTES = readRouteTable();
/** Signed out, every guarded route draws /login: its routes and one guarded (route-table.ts). */
const SIGNED_OUT_ROUTES = readSignedOutRouteTable();

interface Product {
  route: string;
  isUsable: boolean;
}

/** Values from the demo data, looked up once per test through the API (its own cookies). */
async function demoValues(request: APIRequestContext) {
  const signIn = await request.post('/api/2.0/authentication/login', {
    data: { email: ROLES.learner.email, password: DEMO_PASSWORD },
  });
  expect(signIn.ok()).toBe(true);
  const accountId = String((await signIn.json()).account.AccountId);
  const { products } = (await (await request.get('/api/2.0/product/userproducts')).json()) as {
    products: Product[];
  };
  await request.post('/api/2.0/authentication/logout');
  // Usable products first; an expired one still has a screen (it says why it cannot be used).
  const ordered = [...products.filter((p) => p.isUsable), ...products.filter((p) => !p.isUsable)];
  return { accountId, productRoutes: ordered.map((p) => p.route) };
}

/** Sample values of the route parameters that are not filled from a product's own route. */
const PARAMS: Record<string, (v: Awaited<ReturnType<typeof demoValues>>) => string> = {
  accountid: (v) => v.accountId,
  accountId: (v) => v.accountId,
  specialty: () => 'im',
};

/**
 * Routes whose ids the demo data cannot supply: a Q&A session or a self-assessment attempt exists
 * only once a learner makes one, so their axe checks live in e2e/qa, whose specs create them; a
 * Q&A draft and a question's versions likewise in e2e/admin/content.spec.ts. An organization's
 * members page is its license admins' (the learner administers none) and an invitation's link
 * exists once one is sent: e2e/organizations/members.spec.ts checks both. A MedCentral assignment
 * is its program's: e2e/medcentral/medcentral.spec.ts checks its page. The demo learner's media
 * library has ended, so a lecture's page is e2e/media/media.spec.ts's, for a learner who has one.
 * A course's lessons are e2e/courses/courses.spec.ts's (a reading, a video and a quiz).
 * A live session's pages (the learner's, staff's moderation) are e2e/live/live.spec.ts's.
 */
const CHECKED_ELSEWHERE = [
  ':mediaId',
  ':lessonId',
  ':liveSessionId',
  ':qaSessionId',
  ':attemptId',
  ':draftId',
  ':questionId',
  ':organizationId',
  ':token',
  ':assignmentId',
];

function concrete(pattern: string, values: Awaited<ReturnType<typeof demoValues>>): string | null {
  if (CHECKED_ELSEWHERE.some((param) => pattern.includes(param))) return null;
  if (pattern === '/*') return '/no-such-page';
  if (!pattern.includes(':')) return pattern.replace(/\/\*$/, '') || '/';
  // A route with a product id opens one of the learner's real products.
  if (pattern.includes(':userProductId')) {
    const regex = new RegExp(
      `^${pattern.replace(/\/\*$/, '(?:/.*)?').replace(/:[A-Za-z]+/g, '[^/]+')}$`,
    );
    const route = values.productRoutes.find((r) => regex.test(r));
    if (route) return route;
    // A screen beside the product's own (the Q&A performance report, a qa_sa overview): the
    // address of a product of that kind up to its id, then the screen's own segments.
    const cut = pattern.indexOf(':userProductId') + ':userProductId'.length;
    const head = new RegExp(`^${pattern.slice(0, cut).replace(/:[A-Za-z]+/g, '[^/]+')}`);
    const tail = pattern.slice(cut).replace(/\/\*$/, '');
    const kind = tail.startsWith('/sa') ? 'qa_sa' : 'qa';
    const beside = values.productRoutes
      .filter((r) => r.split('/')[3] === kind)
      .map((r) => r.match(head)?.[0])
      .find(Boolean);
    if (!beside) throw new Error(`no demo product opens at ${pattern}`);
    return beside + tail;
  }
  return pattern.replace(/\/\*$/, '').replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = PARAMS[name];
    if (!value)
      throw new Error(`route ${pattern}: no sample value for :${name} (add one to PARAMS)`);
    return value(values);
  });
}

/** Visits every route as the page's user is; axe once per page reached (redirects repeat). */
async function visitEveryRoute(page: Page, request: APIRequestContext, routes: string[]) {
  const values = await demoValues(request);
  const urls = routes.flatMap((pattern) => {
    const url = concrete(pattern, values);
    return url === null ? [] : [[pattern, url] as const];
  });
  const checked = new Set<string>();
  for (const [pattern, url] of urls) {
    await test.step(`${pattern} → ${url}`, async () => {
      await page.goto(url);
      const heading = page.locator('h1').first();
      await expect(heading, `a page heading at ${url}`).toBeVisible();
      await expect(heading).not.toHaveText(/Loading/);
      await expect(page.getByRole('progressbar', { name: 'Loading page' })).toHaveCount(0);
      const reached = new URL(page.url()).pathname;
      if (checked.has(reached)) return;
      checked.add(reached);
      await expectAccessible(page);
    });
  }
  return checked;
}

/**
 * What the walk itself provokes, and each page answers in words: Bright Ideas is off by default
 * (its API answers 404), and an admin opens the learner's product routes, which are not theirs
 * (404, logged by the Q&A call layer as spec §8 asks). Any other console error still fails.
 */
const EXPECTED_BY_THE_WALK =
  /status of 404 \(Not Found\)|Q&A call \w+ failed ApiError: There is no such product\./;

/**
 * One test walks every route of the table with axe: about two minutes on a quiet 2-core machine,
 * and over four as a learner at phone width when that machine ran at a third of its speed.
 */
const WALK_TIMEOUT_MS = 480_000;

/**
 * Who walks, and whether at phone width too: staff work at a desk, and their screens at phone
 * width are compared with screenshots and checked with axe by their own specs (decision 1703).
 */
const WHO = [
  ['signed out', null, true],
  ['as a learner', 'learner', true],
  ['as an admin', 'admin', false],
] as const;

test.describe('every route passes axe', () => {
  test('the route table is read from the route registry', () => {
    expect(ROUTES).toEqual(
      expect.arrayContaining(['/login', '/dashboard', '/products', '/questions', '/*']),
    );
    expect(ROUTES.length).toBeGreaterThan(25);
    // signed out: the open pages and one that asks to sign in first
    expect(SIGNED_OUT_ROUTES).toEqual(expect.arrayContaining(['/login', '/*']));
    expect(SIGNED_OUT_ROUTES.length).toBeLessThan(ROUTES.length / 2);
  });

  for (const [who, role, atPhoneWidth] of WHO) {
    test(`${who}, at desktop width`, async ({ page, request, consoleErrors }, info) => {
      test.skip(info.project.name !== 'desktop', 'the desktop project runs this one');
      test.setTimeout(WALK_TIMEOUT_MS);
      if (role) await signInAs(page, role);
      const reached = await visitEveryRoute(page, request, role ? ROUTES : SIGNED_OUT_ROUTES);
      if (!role) expect([...reached]).toContain('/login');
      takeExpected(consoleErrors, EXPECTED_BY_THE_WALK);
    });

    if (!atPhoneWidth) continue;
    test(`${who}, at phone width @phone`, async ({ page, request, consoleErrors }, info) => {
      test.skip(info.project.name !== 'phone', 'the phone project runs this one');
      test.setTimeout(WALK_TIMEOUT_MS);
      if (role) await signInAs(page, role);
      await visitEveryRoute(page, request, role ? ROUTES : SIGNED_OUT_ROUTES);
      takeExpected(consoleErrors, EXPECTED_BY_THE_WALK);
    });
  }
});
