import { expect, expectAccessible, signInAs, test } from '../support/fixtures';

test.describe('mobile drawer @phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('[BAR-02] [BAR-03] [DRAWER-01] [DRAWER-03] [DRAWER-04] [DRAWER-10] [DRAWER-29] the hamburger opens the drawer with its sections; a click closes it', async ({
    page,
  }) => {
    await signInAs(page, 'learner');
    await page.goto('/dashboard');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    const box = await drawer.boundingBox();
    expect(box?.width).toBe(375);
    await expect(drawer.getByRole('link', { name: /Alex Rivera/ })).toHaveAttribute(
      'href',
      '/account',
    );
    await expect(drawer.getByRole('heading')).toHaveText([
      'Menu',
      'PERSONAL TRAINER',
      'MY PRODUCTS',
      'USER ACCOUNT',
    ]);
    await expect(drawer.getByText('IM Audio Review')).toHaveAttribute('aria-disabled', 'true');
    await expect(drawer.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await expectAccessible(page);
    await drawer.getByRole('link', { name: 'My Progress' }).click();
    await expect(page).toHaveURL(/\/dashboard\/timeline$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('[DRAWER-02] [DRAWER-17] [DRAWER-18] [HELP-19] Helpful Stuff opens a 343px second drawer with chevrons', async ({
    page,
  }) => {
    await signInAs(page, 'peds');
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page.getByRole('button', { name: 'Helpful Stuff' }).click();
    const sub = page.getByRole('dialog', { name: 'Helpful Stuff' });
    expect((await sub.boundingBox())?.width).toBe(343);
    await expect(sub.getByRole('heading', { name: 'PEDIATRICS' })).toBeVisible();
    await expect(
      sub.getByRole('link', { name: 'PEDS Normal Lab Values' }).locator('svg'),
    ).toHaveCount(1);
    await sub.getByRole('link', { name: 'PEDS Normal Lab Values' }).click();
    await expect(page).toHaveURL(/\/labvalues\/peds$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('[DRAWER-21] [DRAWER-23] staff see Admin and Submit/Review Q&As', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Admin', exact: true })).toHaveAttribute(
      'href',
      '/ngadmin',
    );
    await expect(drawer.getByRole('link', { name: 'Submit/Review Q&As' })).toHaveAttribute(
      'href',
      '/admin#cms/qa',
    );
  });

  test('[DRAWER-30] [DRAWER-28] signed out, the drawer offers only Sign In', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link')).toHaveText(['Sign In']);
  });
});
