import type { Locator } from '@playwright/test';
import { expect, signInAs, test } from '../support/fixtures';

/**
 * Snackbars (issue 22): a message never covers the action that caused it, and one that waits for
 * the learner (the update prompt's kind, with no time limit) can be dismissed.
 */

async function overlap(a: Locator, b: Locator) {
  const [p, q] = [await a.boundingBox(), await b.boundingBox()];
  if (!p || !q) throw new Error('not on screen');
  return p.x < q.x + q.width && q.x < p.x + p.width && p.y < q.y + q.height && q.y < p.y + p.height;
}

test.describe('snackbars', () => {
  test('on a phone, a message caused by a button at the bottom of the screen stands clear of it @phone', async ({
    page,
  }) => {
    await signInAs(page, 'learner');
    await page.goto('/kitchensink');
    const low = page.getByRole('button', { name: 'Show Success' });
    // Bring the button to the screen's bottom edge: scrolled there, or the screen made that short.
    const bottom = await low.evaluate((button) => {
      button.scrollIntoView({ block: 'end' });
      return button.getBoundingClientRect().bottom;
    });
    const { width, height } = page.viewportSize() ?? { width: 375, height: 812 };
    if (bottom < height - 8) await page.setViewportSize({ width, height: Math.ceil(bottom) + 4 });
    await low.click();
    const message = page.getByRole('status').filter({ hasText: 'Your changes are saved.' });
    await expect(message).toBeVisible();
    expect(await overlap(message, low)).toBe(false);

    // A button mid-screen keeps the message at the bottom, clear of it as well.
    await page.getByRole('button', { name: 'Dismiss' }).click();
    const high = page.getByRole('button', { name: 'Show Failure' });
    await high.evaluate((button) => button.scrollIntoView({ block: 'center' }));
    await high.click();
    const failure = page.getByRole('alert').filter({ hasText: 'The sample call failed.' });
    await expect(failure).toBeVisible();
    expect(await overlap(failure, high)).toBe(false);
  });

  test('a message that waits for the learner can be dismissed', async ({ page }) => {
    await signInAs(page, 'learner');
    await page.goto('/kitchensink');
    await page.getByRole('button', { name: 'Show with an Action' }).click();
    const message = page.getByRole('status').filter({ hasText: 'The sample was removed.' });
    await expect(message.getByRole('button', { name: 'Undo' })).toBeVisible();
    await message.getByRole('button', { name: 'Dismiss' }).click();
    await expect(message).toHaveCount(0);
  });
});
