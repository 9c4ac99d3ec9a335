import type { Page } from '@playwright/test';
import { choice, expectQuestion } from '../qa/support';
import { expect, takeExpected, test } from '../support/fixtures';
import { grantProduct } from '../support/fresh-account';
import { productOfType } from '../support/products';
import { freshLearner } from '../visual/support';

/**
 * Issue 30, studying offline (decision 1705): a fresh learner opens a tutor session and their
 * deck online, then loses the connection: answers three questions and grades two cards, reloads
 * offline, and finds their place; back online, the server has each answer and each grade once.
 */

// these tests are about the service worker: their browsers keep it (support/fixtures.ts)
test.use({ installableApp: true });

/** Waits until the service worker controls the page (it registers once the app is stable). */
async function controlledBySw(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.ready.then(() => true), undefined, {
    timeout: 35_000,
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * The question the device keeps as a session's place (what an offline reload opens on): the
 * app's IndexedDB, read as it is (decision 1705). The place is kept once the question is painted.
 */
const keptPlace = (page: Page, qaSessionId: number) =>
  page.evaluate(
    (id) =>
      new Promise<number | null>((resolve) => {
        const opening = indexedDB.open('boardready-offline');
        opening.onerror = () => resolve(null);
        opening.onsuccess = () => {
          const db = opening.result;
          const read = db.transaction('kept').objectStore('kept').getAll();
          read.onsuccess = () => {
            const sessions = (read.result as { query: { state: { data?: unknown } } }[])
              .map(
                (entry) =>
                  entry.query.state.data as
                    | { qaSessionId?: number; currentPosition?: number }
                    | undefined,
              )
              .filter((data) => data?.qaSessionId === id && data.currentPosition !== undefined);
            db.close();
            resolve(sessions[0]?.currentPosition ?? null);
          };
        };
      }),
    qaSessionId,
  );

const waitingToSync = (page: Page) => page.getByText(/\d+ changes? waiting to sync/).first();

test('studying offline: three answers and two grades wait on the device, survive a reload and reach the server once each', async ({
  page,
  context,
  baseURL,
  consoleErrors,
}) => {
  test.slow();
  const learner = await freshLearner(page, 'light', baseURL!);
  const me = (await (await page.request.get('/api/2.0/account/current')).json()) as {
    account: { AccountId: number };
  };
  await grantProduct(baseURL!, me.account.AccountId, 'IM-FC');
  const deck = await productOfType(page, 'fc');
  const studyPath = `/flashcards/${deck.userProductId}/study`;

  // Online: the deck's cards for today and the session's questions come to the device.
  const deckKept = page.waitForResponse((r) => r.url().includes(`/${deck.userProductId}/offline`));
  await page.goto(studyPath);
  await expect(page.getByRole('button', { name: 'Show answer' })).toBeVisible();
  await deckKept;
  await controlledBySw(page);

  await page.goto(learner.qa.route);
  const form = page.getByRole('form', { name: 'Create a session' });
  await form.getByLabel('Session name').fill('On the train');
  await form.getByLabel('Number of questions').fill('5');
  const sessionKept = page.waitForResponse((r) => /\/qa\/sessions\/\d+\/offline/.test(r.url()));
  await form.getByRole('button', { name: 'Create session' }).click();
  const qaSessionId = Number((await sessionKept).url().match(/sessions\/(\d+)\/offline/)![1]);
  await expectQuestion(page, 1, 5);
  const sessionUrl = page.url();

  // Offline: three answers, each with its explanation (tutor mode) from the device's copy.
  await context.setOffline(true);
  for (const n of [1, 2, 3]) {
    await expectQuestion(page, n, 5);
    await choice(page, 'A').locator('xpath=..').click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { name: 'Explanation' })).toBeVisible();
    await page.getByRole('button', { name: 'Next →' }).click();
  }
  await expectQuestion(page, 4, 5);
  await expect(page.getByRole('status').filter({ hasText: 'Offline' }).first()).toContainText(
    /Offline · \d+ changes waiting to sync/,
  );
  // the new place is on the device before the learner leaves the page
  await expect.poll(() => keptPlace(page, qaSessionId)).toBe(4);

  // Still offline, the app opens the deck from the device: two cards graded Good.
  await page.goto(studyPath);
  const player = page.getByTestId('flash-card-player');
  for (let graded = 0; graded < 2; graded += 1) {
    await page.getByRole('button', { name: 'Show answer' }).click();
    await page
      .getByRole('group', { name: 'Grade this card' })
      .getByRole('button', { name: /^Good/ })
      .click();
  }
  await expect(player.getByText(/changes? waiting to sync/)).toBeVisible();

  // A reload offline keeps everything: the waiting changes, the next card, the session's place.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Show answer' })).toBeVisible();
  await expect(waitingToSync(page)).toBeVisible();
  await page.goto(sessionUrl);
  await expectQuestion(page, 4, 5);

  // Back online: the outbox sends what waited, once, and says nothing waits any more.
  await context.setOffline(false);
  await expect(waitingToSync(page)).toBeHidden({ timeout: 20_000 });

  const session = (await (await page.request.get(`/api/2.0/qa/session/${qaSessionId}`)).json()) as {
    answeredCount: number;
    items: { position: number; state: string }[];
  };
  expect(session.answeredCount).toBe(3);
  expect(session.items.filter((i) => i.state === 'answered').map((i) => i.position)).toEqual([
    1, 2, 3,
  ]);
  const log = await (
    await page.request.get(`/api/3.0/fc/userproducts/${deck.userProductId}/reviews.csv`)
  ).text();
  expect(log.trim().split('\n')).toHaveLength(1 + 2);

  // the calls that failed while offline
  takeExpected(consoleErrors, /ERR_INTERNET_DISCONNECTED|Failed to fetch|failed/);
});
