import AxeBuilder from '@axe-core/playwright';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Page,
} from '@playwright/test';
import { DEMO_PASSWORD, ROLES, type Role } from './accounts';

/** Signs the page's browser context in through the API (fast); the UI sign-in has its own tests. */
export async function signInAs(page: Page, role: Role) {
  const response = await page.request.post('/api/2.0/authentication/login', {
    data: { email: ROLES[role].email, password: DEMO_PASSWORD },
  });
  expect(response.status(), `sign-in as ${role}`).toBe(200);
}

/**
 * No serious or critical axe violations on the page as it is now. axe.run in the page itself
 * (legacy mode): the default runs it in parts and finishes in a new blank page, about twice the
 * work, for cross-origin frames the app does not have. axe's 500 KB source goes into a document
 * once: a screen checked again after client-side moves reuses it.
 */
export async function expectAccessible(page: Page) {
  // A colour scheme just emulated reaches the app's palette at the page's next frame.
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        if (document.visibilityState === 'hidden') done();
        else requestAnimationFrame(() => requestAnimationFrame(() => done()));
      }),
  );
  // A colour halfway through a CSS transition (a button just pressed) is no colour of the app's:
  // the transitions end first (the infinite animations, a pulsing badge, are not transitions).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
  );
  const loaded = await page.evaluate(() => 'axe' in window);
  const results = await new AxeBuilder({ page, ...(loaded ? { axeSource: ';' } : {}) })
    .setLegacyMode()
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/** A browser without service workers (see the `context` fixture below). */
async function withoutServiceWorker(context: BrowserContext) {
  await context.addInitScript(() => {
    Reflect.deleteProperty(Navigator.prototype, 'serviceWorker');
  });
}

/** Another browser of the test's own (a second user, a second device), as the fixture's. */
export async function newContext(browser: Browser, options?: BrowserContextOptions) {
  const context = await browser.newContext(options);
  await withoutServiceWorker(context);
  return context;
}

/**
 * For the specs that play video: no trace on a retry. A trace films the screen, and filming a
 * playing video starves the page on two cores (the video never gets going: a retry could only
 * fail). `test.use(NO_TRACE_WHILE_VIDEO_PLAYS)`.
 */
export const NO_TRACE_WHILE_VIDEO_PLAYS = { trace: 'off' } as const;

/** Removes the console errors a test expects (and returns them), so the fixture passes the rest. */
export function takeExpected(consoleErrors: string[], pattern: RegExp): string[] {
  const taken = consoleErrors.filter((text) => pattern.test(text));
  const rest = consoleErrors.filter((text) => !pattern.test(text));
  consoleErrors.splice(0, consoleErrors.length, ...rest);
  return taken;
}

/**
 * Fails a test on any console error the page did not expect (epic-stack's habit). A page drawn
 * ahead (decisions 0414, 0415) starts the app on the visitor's first move: after each `goto` and
 * `reload` the pointer moves into the page, as a visitor at a mouse does on arrival, and the
 * navigation ends once the app has taken the page over (a link clicked before that is an ordinary
 * link, which loads a new page). The specs of the drawn pages themselves turn this off
 * (`test.use({ moveOnArrival: false })`).
 */
export const test = base.extend<{
  consoleErrors: string[];
  moveOnArrival: boolean;
  installableApp: boolean;
}>({
  moveOnArrival: [true, { option: true }],
  installableApp: [false, { option: true }],
  // The service worker precaches every screen's code (~250 files) in each new browser context:
  // work for two busy cores in every test, about a fifth of a spec's time. Only the specs of the
  // installable app and of studying offline keep it (`test.use({ installableApp: true })`); the
  // others see a browser without service workers, which the app supports (decision 1706).
  context: async ({ context, installableApp }, use) => {
    if (!installableApp) await withoutServiceWorker(context);
    await use(context);
  },
  page: async ({ page, moveOnArrival }, use) => {
    if (moveOnArrival) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      const arrive = async <T>(navigation: Promise<T>) => {
        const response = await navigation;
        // a move the page sees as one: from wherever the pointer rests, to another point
        // (a pointermove without movement is the browser's, not the visitor's: drawn-page.ts)
        await page.mouse.move(8, 8);
        await page.mouse.move(12, 12);
        await page.waitForFunction(() => !document.querySelector('#root[data-prerendered]'));
        return response;
      };
      page.goto = (url, options) => arrive(goto(url, options));
      page.reload = (options) => arrive(reload(options));
    }
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await use(errors);
      const unexpected = errors.filter(
        (text) =>
          !/Failed to load resource: the server responded with a status of (401|403|409|400|429)/.test(
            text,
          ),
      );
      expect(unexpected, 'unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
