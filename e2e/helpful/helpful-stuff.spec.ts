import { expect, expectAccessible, signInAs, test } from '../support/fixtures';
import { expectNoHorizontalScroll, visitSignedOutThenSignIn } from '../support/page-helpers';

test.describe('Helpful Stuff page', () => {
  test('[ROUTE-34] [ROUTE-35] signed out it asks for sign-in, then lists the menu links per specialty', async ({
    page,
  }) => {
    await visitSignedOutThenSignIn(page, '/helpfulstuff', 'combo');
    await expect(page.getByRole('heading', { level: 1, name: 'Helpful Stuff' })).toBeVisible();
    await expect(page).toHaveTitle('BoardReady - Helpful Stuff');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([
      'Internal Medicine',
      'Pediatrics',
      'Medical Students',
    ]);

    // The same links, in the same order, as the toolbar's Helpful Stuff menu.
    const im = page.getByRole('region', { name: 'Internal Medicine' });
    // evaluateAll does not wait: the links are counted in first
    await expect(im.getByRole('link')).toHaveCount(10);
    const pageLinks = await im
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Helpful Stuff' })
      .click();
    const menuItems = page
      .getByRole('menu')
      .getByRole('group', { name: 'Internal Medicine' })
      .getByRole('menuitem');
    await expect(menuItems).toHaveCount(10);
    const menuLinks = await menuItems.evaluateAll((links) =>
      links.map((a) => a.getAttribute('href')),
    );
    expect(pageLinks).toEqual(menuLinks);
    await page.keyboard.press('Escape');

    await expect(im.getByRole('link').first()).toHaveText(/^BoardReady®\s*IM App/);
    await expect(im.locator('sup').first()).toHaveText('®');
    await expect(im.getByRole('link', { name: /IM Study Guide/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(im.getByRole('link', { name: /IM Study Guide/ })).toContainText(
      'PDF, opens in a new tab',
    );
    await expect(
      page.getByRole('region', { name: 'Medical Students' }).getByRole('link', {
        name: /Personal Trainer \(Classic\)/,
      }),
    ).toHaveCount(0);
    await expectAccessible(page);

    await im.getByRole('link', { name: /IM Normal Lab Values/ }).click();
    await expect(page).toHaveURL(/\/labvalues\/im$/);
  });

  test("[ROUTE-34] [HELP-12] our own documents are paths of this app, the boards' PDFs external", async ({
    page,
  }) => {
    await signInAs(page, 'learner');
    await page.goto('/helpfulstuff');
    // Decision 0204: in-app paths work on any host, so nothing needs rewriting.
    await expect(page.getByRole('link', { name: /IM App/ })).toHaveAttribute(
      'href',
      '/helpfulstuff/app/im',
    );
    await expect(page.getByRole('link', { name: /IM Study Guide/ })).toHaveAttribute(
      'href',
      '/helpfulstuff/documents/im-study-guide.pdf',
    );
    await expect(page.getByRole('link', { name: /IM Certification Blueprint/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.abim\.org\//,
    );
  });

  test('[ROUTE-34] without specialties it says there is nothing yet', async ({ page }) => {
    await signInAs(page, 'newbie');
    await page.goto('/helpfulstuff');
    await expect(
      page.getByText(
        "Hmm, you haven't purchased IM, Peds, or MedStudent products yet. Visit boardready.example to get started!",
      ),
    ).toBeVisible();
    // No document links; the public site's host is one (issue 22: it was plain text).
    await expect(page.getByRole('main').getByRole('link')).toHaveText(['boardready.example']);
    await expect(page.getByRole('link', { name: 'boardready.example' })).toHaveAttribute(
      'href',
      'https://boardready.example',
    );
    await expectAccessible(page);
  });
});

test.describe('Helpful Stuff page on a phone @phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('[ROUTE-34] one column of links; a link opens its page', async ({ page }) => {
    await signInAs(page, 'peds');
    await page.goto('/helpfulstuff');
    const peds = page.getByRole('region', { name: 'Pediatrics' });
    await expect(peds.getByRole('link')).toHaveCount(10);
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await peds.getByRole('link', { name: /Antibiotics/ }).click();
    await expect(page).toHaveURL(/\/helpfulstuff\/antibiotics$/);
  });
});
