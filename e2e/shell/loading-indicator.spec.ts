import { expect, signInAs, test } from '../support/fixtures';
import { productOfType } from '../support/products';

/** How long the product screen's module is held back, so that the navigation takes a while. */
const ROUTE_DELAY_MS = 1500;

/**
 * Records, with the page's own clock: the click, the moment the URL changes (the end of the
 * navigation: the data router pushes the new entry once the route is ready), and each time the
 * route loading indicator appears or disappears.
 */
function recordNavigation() {
  type Log = { clicks: number[]; pushes: number[]; shown: number[]; hidden: number[] };
  const log: Log = { clicks: [], pushes: [], shown: [], hidden: [] };
  (window as unknown as { navLog: Log }).navLog = log;
  const push = history.pushState.bind(history);
  history.pushState = (...args: Parameters<History['pushState']>) => {
    log.pushes.push(performance.now());
    push(...args);
  };
  window.addEventListener('click', () => log.clicks.push(performance.now()), true);
  let visible = false;
  new MutationObserver(() => {
    const now = Boolean(document.querySelector('[role="progressbar"][aria-label="Loading page"]'));
    if (now === visible) return;
    visible = now;
    (now ? log.shown : log.hidden).push(performance.now());
  }).observe(document, { childList: true, subtree: true });
}

test.describe('route loading indicator (spec §2, §4, §9)', () => {
  test('[GLOBAL-05] [GLOBAL-21] shown from navigation start, hidden 1000 ms after navigation end', async ({
    page,
  }) => {
    await page.addInitScript(recordNavigation);
    await signInAs(page, 'learner');
    // A product screen that opens in one navigation (a book redirects to its last section).
    const course = await productOfType(page, 'course');

    await page.goto('/dashboard');
    const indicator = page.getByRole('progressbar', { name: 'Loading page' });
    await expect(indicator).toBeHidden();

    // The course page's module is the route's data here: hold it back.
    await page.route(/\/assets\/course-route-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, ROUTE_DELAY_MS));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Open the My Products menu' }).click();
    await page.getByRole('menuitem', { name: course.shortName }).click();

    // Shown while the old page is still there: the navigation has started, not ended.
    await expect(indicator).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page).toHaveURL(new RegExp(`${course.route}$`), { timeout: 5000 });
    await expect(page.getByTestId('product-header')).toHaveText(course.shortName);
    await expect(indicator).toBeHidden({ timeout: 3000 });

    const log = await page.evaluate(
      () =>
        (
          window as unknown as {
            navLog: { clicks: number[]; pushes: number[]; shown: number[]; hidden: number[] };
          }
        ).navLog,
    );
    const click = log.clicks.at(-1)!;
    const end = log.pushes.at(-1)!;
    const shown = log.shown.find((t) => t >= click)!;
    const hidden = log.hidden.find((t) => t >= end)!;
    const figures = {
      shownAfterClickMs: Math.round(shown - click),
      navigationMs: Math.round(end - click),
      hiddenAfterEndMs: Math.round(hidden - end),
    };
    test.info().annotations.push({ type: 'measured', description: JSON.stringify(figures) });
    process.stdout.write(`route loading indicator: ${JSON.stringify(figures)}\n`);

    expect(figures.shownAfterClickMs).toBeLessThan(200);
    expect(figures.navigationMs).toBeGreaterThanOrEqual(ROUTE_DELAY_MS - 50);
    // Hidden 1000 ms after the end: never earlier; later only by the time the browser takes to
    // run the timer and repaint (generous: test machines are often busy).
    expect(figures.hiddenAfterEndMs).toBeGreaterThanOrEqual(1000);
    expect(figures.hiddenAfterEndMs).toBeLessThan(1500);
    // Shown once, through the whole navigation.
    expect(log.shown.filter((t) => t >= click)).toHaveLength(1);
  });
});
