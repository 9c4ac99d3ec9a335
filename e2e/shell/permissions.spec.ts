import { expect, signInAs, test } from '../support/fixtures';

test.describe('user menu permissions (spec §6)', () => {
  test("[PERM-05] 'Preview Q&A' is shown to the product's super user", async ({ page }) => {
    await signInAs(page, 'editor');
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Account menu of Elena Park' }).click();
    // A super user without the Preview Q&A permission of her own, and no other staff right.
    await expect(page.getByRole('menuitem')).toHaveText([
      /Elena Park\s*editor@demo.test/,
      'Preview Q&A',
      'Preferences',
      'Products Overview',
      'Sign Out',
    ]);
    await page.getByRole('menuitem', { name: 'Preview Q&A' }).click();
    await expect(page).toHaveURL(/\/ngadmin\/cms\/preview-qna$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
