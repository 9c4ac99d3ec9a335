import { expectNoHorizontalScroll } from '../products/helpers';
import { ROLES } from '../support/accounts';
import { expect, expectAccessible, signInAs, test } from '../support/fixtures';

test.describe('Personal Trainer (Classic) (/personaltrainer)', () => {
  test('[ROUTE-15] [ROUTE-16] [ROUTE-17] signed out it explains the Personal Trainer and offers sign-in, which comes back here', async ({
    page,
  }) => {
    await page.goto('/personaltrainer');
    await expect(page).toHaveURL(/\/personaltrainer$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Personal Trainer (Classic)' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('BoardReady - Personal Trainer (Classic)');
    await expect(page.getByText('Spaced retrieval')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create Account' })).toHaveAttribute(
      'href',
      '/login?mode=register&returnUrl=%2Fpersonaltrainer',
    );
    await expectAccessible(page);
    await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
    await page.getByLabel('E-mail').fill(ROLES.learner.email);
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/personaltrainer$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Due now (3)' })).toBeVisible();
  });

  test('[ROUTE-15] signed in: a plain list of what is due now on the memory model, soonest first, and the way to the Study Board', async ({
    page,
  }) => {
    await signInAs(page, 'learner');
    await page.goto('/personaltrainer');
    // the demo learner forgot three flash cards yesterday: one line for the deck's cards
    const list = page.getByRole('list', { name: 'Due now (3)' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('listitem').nth(0)).toContainText('3 flash cards to review');
    await expect(list.getByRole('listitem').nth(0)).toContainText(
      'Flash cards · IM Flash Cards · Due 1 day ago',
    );
    await expect(
      page.getByText('Following: IM Q&A, IM Study Guide, IM Flash Cards.'),
    ).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Go to the Study Board' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('[ROUTE-17] the Helpful Stuff link "Personal Trainer (Classic)" opens this page', async ({
    page,
  }) => {
    await signInAs(page, 'peds');
    await page.goto('/products');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Helpful Stuff' })
      .click();
    await page.getByRole('menuitem', { name: 'Personal Trainer (Classic)' }).click();
    await expect(page).toHaveURL(/\/personaltrainer$/);
    await expect(page.getByRole('list', { name: 'Due now (1)' })).toContainText(
      '1 flash card to review',
    );
  });

  test('[ROUTE-15] nothing due: it says so and still leads to the Study Board', async ({
    page,
  }) => {
    await signInAs(page, 'student');
    await page.goto('/personaltrainer');
    await expect(page.getByRole('heading', { level: 2, name: 'Due now (0)' })).toBeVisible();
    await expect(page.getByText('Nothing is due right now.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the Study Board' })).toBeVisible();
  });

  test('[ROUTE-15] without a Personal Trainer product it says where to get one', async ({
    page,
  }) => {
    await signInAs(page, 'newbie');
    await page.goto('/personaltrainer');
    await expect(
      page.getByText(
        'The Personal Trainer comes with our question banks, study guides and flash cards.',
      ),
    ).toBeVisible();
    await page.getByRole('link', { name: 'See the Free Trials' }).click();
    await expect(page).toHaveURL(/\/products\/freetrials$/);
    await expectAccessible(page);
  });

  test('@phone signed out and signed in, the page fits a phone and passes axe', async ({
    page,
  }) => {
    await page.goto('/personaltrainer');
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expectAccessible(page);
    await signInAs(page, 'learner');
    await page.goto('/personaltrainer');
    await expect(page.getByRole('list', { name: 'Due now (3)' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
  });
});
