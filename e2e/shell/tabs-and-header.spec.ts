import type { Page } from '@playwright/test';
import { expect, signInAs, test } from '../support/fixtures';
import { type ApiProduct, productOfType } from '../support/products';

const section = (page: Page) => page.getByRole('navigation', { name: 'Section' });
const header = (page: Page) => page.getByTestId('product-header');

/** Serves the user's products with one product's names changed, as a catalogue might hold them. */
async function renameProduct(page: Page, route: string, names: Partial<ApiProduct>) {
  await page.route(/\/api\/2\.0\/product\/userproducts(\?|$)/, async (intercepted) => {
    const response = await intercepted.fetch();
    const body = (await response.json()) as { products: ApiProduct[] };
    body.products = body.products.map((p) => (p.route === route ? { ...p, ...names } : p));
    await intercepted.fulfill({ response, json: body });
  });
}

test.describe('product header (spec §2, §9)', () => {
  test('[HDR-02] without a shortName the header shows the fullName', async ({ page }) => {
    await signInAs(page, 'learner');
    const book = await productOfType(page, 'onlineBookCore');
    await renameProduct(page, book.route, { shortName: '' });
    await page.goto(book.route);
    await expect(header(page)).toHaveText(book.fullName);
  });

  test('[HDR-03] markup in the name is shown as its text only, never run', async ({ page }) => {
    await signInAs(page, 'learner');
    const book = await productOfType(page, 'onlineBookCore');
    await renameProduct(page, book.route, {
      shortName:
        'IM <b>Study</b> Guide<sup>®</sup><img src="/x.png" onerror="window.pwned=1"><script>window.pwned=2</script>',
    });
    await page.goto(book.route);
    await expect(header(page)).toHaveText('IM Study Guide®');
    await expect(header(page).locator('b, sup, img, script')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBe(
      undefined,
    );
    await expect(page).toHaveTitle('BoardReady - IM Study Guide®: Heart failure');
  });

  test('[HDR-04] the header is 63px high', async ({ page }) => {
    await signInAs(page, 'learner');
    const book = await productOfType(page, 'onlineBookCore');
    await page.goto(book.route);
    await expect(header(page)).toHaveText(book.shortName);
    expect((await header(page).boundingBox())?.height).toBe(63);
  });

  test('[HDR-04] 63px on a phone too @phone', async ({ page }) => {
    await signInAs(page, 'learner');
    const book = await productOfType(page, 'onlineBookCore');
    await page.goto(book.route);
    await expect(header(page)).toBeVisible();
    expect((await header(page).boundingBox())?.height).toBe(63);
  });
});

test.describe('secondary tab bar (spec §2, §3)', () => {
  test('[TABS-01] each main tab loads its own set of secondary tabs', async ({ page }) => {
    await signInAs(page, 'learner');
    const main = page.getByRole('navigation', { name: 'Main' });
    await page.goto('/dashboard');
    await expect(section(page).getByRole('button')).toHaveText([/^Study Board/, 'My Progress']);
    await main.getByRole('link', { name: 'My Products' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(section(page).getByRole('button')).toHaveText(['Overview', 'Free Trials']);
    await page.goto('/helpfulstuff');
    await expect(section(page).getByRole('button')).toHaveText([
      'Helpful Stuff',
      'Lab Values',
      'Antibiotics',
    ]);
    await page.goto('/account');
    await expect(section(page).getByRole('button')).toHaveText(['My Account', 'Preferences']);
    // CME/MOC has no set of its own: the bar is cleared.
    await main.getByRole('link', { name: 'CME/MOC' }).click();
    await expect(page).toHaveURL(/\/cme$/);
    await expect(section(page)).toHaveCount(0);
  });

  test('[TABS-07] a tab shows its label, with its icon when it has one', async ({ page }) => {
    await signInAs(page, 'learner');
    const qa = await productOfType(page, 'qa');
    await page.goto(qa.route);
    const home = section(page).getByRole('button', { name: 'Home' });
    await expect(home).toHaveText('Home');
    await expect(home.locator('svg')).toHaveCount(1);
    const performance = section(page).getByRole('button', { name: 'Performance' });
    await expect(performance).toHaveText('Performance');
    await expect(performance.locator('svg')).toHaveCount(0);
    // Tabs without icons are labels only.
    await page.goto('/account');
    for (const name of ['My Account', 'Preferences']) {
      const tab = section(page).getByRole('button', { name });
      await expect(tab).toHaveText(name);
      await expect(tab.locator('svg')).toHaveCount(0);
    }
  });

  test('[TABS-08] a tab with a badgeValue shows it as a badge', async ({ page }) => {
    await signInAs(page, 'learner');
    const { dueNow } = (await (await page.request.get('/api/2.0/personaltrainer/due')).json()) as {
      dueNow: unknown[];
    };
    expect(dueNow.length).toBeGreaterThan(0);
    await page.goto('/dashboard');
    const studyBoard = section(page).getByRole('button', { name: /Study Board/ });
    await expect(studyBoard.getByTestId('tab-badge')).toHaveText(String(dueNow.length));
    await expect(
      section(page).getByRole('button', { name: 'My Progress' }).getByTestId('tab-badge'),
    ).toHaveCount(0);
  });

  test('[TABS-13] a back-button tab shows an arrow icon with a tooltip, by mouse and by keyboard', async ({
    page,
  }) => {
    await signInAs(page, 'learner');
    const book = await productOfType(page, 'onlineBookCore');
    await page.goto(book.route);
    const back = section(page).getByRole('button', { name: 'Back to My Products' });
    await expect(back.locator('svg')).toHaveCount(1);
    await expect(back).toContainText('My Products');
    // The tooltip's code loads lazily: a pointer resting on the tab before it arrives shows it
    // on its next move, as a user's hand does.
    await expect(async () => {
      await back.hover({ position: { x: 4, y: 4 } });
      await back.hover();
      await expect(page.getByRole('tooltip')).toHaveText('Back to My Products', { timeout: 1000 });
    }).toPass();
    await page.mouse.move(5, 600, { steps: 5 });
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await back.focus();
    await expect(page.getByRole('tooltip')).toHaveText('Back to My Products');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products$/);
  });
});
