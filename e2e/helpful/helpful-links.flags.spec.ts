import { menuTriggers, openMenu, setFeatureFlag } from '../shell/nav';
import { expect, signInAs, test } from '../support/fixtures';

test.describe('Helpful Stuff links from the helpfulStuffUrls flag', () => {
  test.afterEach(async ({ request }) => {
    await setFeatureFlag(request, 'helpfulStuffUrls', null);
  });

  test('[HELP-07] [HELP-13] [HELP-16] [HELP-17] a flag link on the production host reaches the running app on localhost', async ({
    page,
    request,
    baseURL,
  }) => {
    await setFeatureFlag(request, 'helpfulStuffUrls', {
      IM: [
        {
          label: 'Study guide (public site)',
          link: 'https://boardready.example/helpfulstuff/documents/im-study-guide.pdf',
        },
      ],
    });
    await signInAs(page, 'learner');
    await page.goto('/dashboard');
    await menuTriggers(page).helpful.click();
    const link = openMenu(page).getByRole('menuitem', { name: 'Study guide (public site)' });
    // decision 0204: this page's own port (not a fixed 4200), over http
    const running = new URL(baseURL!);
    const href = `http://localhost:${running.port}/helpfulstuff/documents/im-study-guide.pdf`;
    await expect(link).toHaveAttribute('href', href);
    const response = await page.request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
  });
});
