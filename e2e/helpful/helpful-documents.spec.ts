import type { Page } from '@playwright/test';
import { menuTriggers, openMenu } from '../shell/nav';
import { expect, expectAccessible, signInAs, test } from '../support/fixtures';
import { expectNoHorizontalScroll } from '../support/page-helpers';

/** The heading each in-app link of the IM column leads to (decision 0204: no dead ends). */
const IM_PAGES: Record<string, string | RegExp> = {
  '/helpfulstuff/app/im': 'BoardReady IM App',
  '/labvalues/im': 'Normal Lab Values',
  '/helpfulstuff/antibiotics': 'Antibiotics',
  '/helpfulstuff/corrections/im': 'Corrections & Updates',
  '/personaltrainer': /Personal Trainer/,
};

async function imMenuLinks(page: Page) {
  await signInAs(page, 'learner');
  await page.goto('/dashboard');
  await menuTriggers(page).helpful.click();
  const column = openMenu(page).getByRole('group', { name: 'Internal Medicine' });
  await expect(column.getByRole('menuitem')).toHaveCount(10);
  return column.getByRole('menuitem').evaluateAll((items) =>
    items.map((a) => ({
      label: a.textContent ?? '',
      href: a.getAttribute('href') ?? '',
      target: a.getAttribute('target'),
    })),
  );
}

test.describe('Helpful Stuff: every link leads somewhere real', () => {
  test('[HELP-09] [HELP-12] the IM learner’s links: pages show their heading, PDFs are served', async ({
    page,
  }) => {
    const links = await imMenuLinks(page);
    for (const { label, href, target } of links) {
      if (href.endsWith('.pdf') && href.startsWith('/')) {
        // our documents: files of this app, opened in a new tab
        expect(target, label).toBe('_blank');
        const response = await page.request.get(href);
        expect(response.status(), href).toBe(200);
        expect(response.headers()['content-type'], href).toBe('application/pdf');
        const body = await response.body();
        expect(body.subarray(0, 5).toString('latin1'), href).toBe('%PDF-');
        expect(body.length, href).toBeGreaterThan(8_000);
      } else if (href.startsWith('/')) {
        const heading = IM_PAGES[href];
        expect(heading, `a heading expected for ${href} (${label})`).toBeDefined();
        await page.goto(href);
        await expect(page.getByRole('heading', { level: 1 }), href).toHaveText(heading!);
      } else {
        // the certifying board's own PDFs: elsewhere, never our public-site host
        expect(href, label).toMatch(/^https:\/\/www\.abim\.org\/.+\.pdf$/);
        expect(target, label).toBe('_blank');
      }
    }
  });

  test('[HELP-09] Corrections & Updates lists the bank’s withdrawn question', async ({ page }) => {
    await signInAs(page, 'learner');
    await page.goto('/helpfulstuff/corrections/im');
    await expect(page).toHaveTitle('BoardReady - IM Corrections & Updates');
    const entry = page.getByRole('listitem').filter({ hasText: 'IM-0041' });
    await expect(entry).toContainText('Withdrawn');
    await expect(entry).toContainText('Internal Medicine Board Review');
    await expectAccessible(page);
  });

  test('[HELP-09] the app page says how to install the app on each kind of device', async ({
    page,
  }) => {
    await signInAs(page, 'learner');
    await page.goto('/helpfulstuff/app/im');
    await expect(page.getByRole('heading', { level: 2, name: 'Install it' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3 })).toHaveText([
      'iPhone and iPad (Safari)',
      'Android (Chrome)',
      'Windows, macOS, ChromeOS (Chrome or Edge)',
    ]);
    await expectAccessible(page);
  });
});

test.describe('Helpful Stuff documents on a phone @phone', () => {
  test('[HELP-10] the PEDS pages read in one column', async ({ page }) => {
    await signInAs(page, 'peds');
    for (const [path, heading] of [
      ['/helpfulstuff/app/peds', 'BoardReady PEDS App'],
      ['/helpfulstuff/corrections/peds', 'Corrections & Updates'],
    ]) {
      await page.goto(path!);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
      await expectNoHorizontalScroll(page);
      await expectAccessible(page);
    }
    await expect(page.getByRole('listitem').filter({ hasText: 'PEDS-0041' })).toBeVisible();
  });
});
