import type { Page } from '@playwright/test';
import { mainNav } from '../shell/nav';
import { ROLES } from '../support/accounts';
import {
  expect,
  expectAccessible,
  newContext,
  signInAs,
  takeExpected,
  test,
} from '../support/fixtures';
import { mailsTo, registerFreshAccount } from '../support/fresh-account';
import { mailedInvitationLink, mailedLink } from '../support/mail-folder';
import { expectNoHorizontalScroll } from '../support/page-helpers';

const RIVERSIDE = 'Riverside Internal Medicine Residency';

const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;

async function accountIdOf(page: Page): Promise<number> {
  return (await (await page.request.get('/api/2.0/account/current')).json()).account.AccountId;
}

/** Riverside's id, as its director's organizations list says. */
async function riversideId(page: Page): Promise<number> {
  const organizations = (await (await page.request.get('/api/2.0/organizations/mine')).json()) as {
    id: number;
    name: string;
  }[];
  return organizations.find((o) => o.name === RIVERSIDE)!.id;
}

/** A page of a second browser context, as the fixture's page arrives (the app takes it over). */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.mouse.move(8, 8);
  await page.mouse.move(12, 12);
  await page.waitForFunction(() => !document.querySelector('#root[data-prerendered]'));
}

const seatsRow = (page: Page) =>
  page.getByRole('region', { name: 'Seats', exact: true }).getByRole('row', { name: /IM Q&A/ });
/** Whether `page`'s learner may use IM Q&A now: a seat gives it, removal ends it. */
async function imQaAvailability(page: Page): Promise<string | undefined> {
  const response = await page.request.get('/api/2.0/product/userproducts');
  const { products } = (await response.json()) as {
    products: { code: string; availability: string }[];
  };
  return products.find((p) => p.code === 'IM-QA')?.availability;
}

test.describe('Organization admin (issue 27)', () => {
  test('[ROUTE-60] [ROUTE-62] [PERM-09] a program director invites a new address, the invitee registers through the link, joins and has MedCentral; removing them frees the seat', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow(); // two people's screens, a registration by mail between them
    // My Organizations (the flag off by default): the legacy members address, a full page load,
    // which the app sends on to the members page.
    await signInAs(page, 'orgadmin');
    const accountId = await accountIdOf(page);
    const organizationId = await riversideId(page);
    await page.goto('/dashboard');
    const legacy = page.waitForRequest((request) => new URL(request.url()).pathname === '/mms');
    await page.getByRole('button', { name: `Account menu of ${ROLES.orgadmin.name}` }).click();
    await page.getByRole('menuitem', { name: 'My Organizations' }).click();
    expect((await legacy).isNavigationRequest()).toBe(true);
    await expect(page).toHaveURL(
      new RegExp(`/ngadmin/accounts/${accountId}/organizations/${organizationId}/members$`),
    );
    await expect(page.getByRole('heading', { level: 1, name: RIVERSIDE })).toBeVisible();
    await expect(seatsRow(page)).toBeVisible();
    const members = page.getByRole('region', { name: 'Members', exact: true });
    await expect(members.getByRole('row', { name: /Rosa Diaz/ })).toContainText('PGY-2');
    await expectAccessible(page);

    // Invite a new address as a PGY-1 resident of the 2026 class, with an IM Q&A seat.
    const email = uniqueEmail('invitee');
    const invite = page.getByRole('form', { name: 'Invite a member' });
    await invite.getByLabel('E-mail address').fill(email);
    await invite.getByLabel('Role').selectOption({ label: 'Resident' });
    await invite.getByLabel('PGY year').selectOption({ label: 'PGY-1' });
    await invite.getByLabel('Group').selectOption({ label: 'PGY-1 class 2026' });
    await invite.getByLabel('Seat').selectOption({ index: 1 });
    await invite.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(invite.getByRole('status')).toHaveText(
      `Invitation sent to ${email}. The link is in their mail only.`,
    );
    const invitations = page.getByRole('list', { name: 'Open invitations' });
    const invitation = invitations.getByRole('listitem').filter({ hasText: email });
    await expect(invitation).toContainText('Resident · PGY-1 · PGY-1 class 2026 · Seat: IM Q&A');
    await expect(invitation).toContainText('Expires in 13 days');

    // The mail is in the outbox, its link removed for staff; the invitee's mail holds it.
    await expect
      .poll(async () => (await mailsTo(String(baseURL), email)).length, { timeout: 10_000 })
      .toBe(1);
    const [kept] = await mailsTo(String(baseURL), email);
    expect(kept!.subject).toBe(`Join ${RIVERSIDE} on BoardReady`);
    expect(kept!.text).toContain('[link removed: only the recipient receives it]');
    expect(kept!.text).not.toContain('/join/');
    const link = await mailedInvitationLink(email);

    // The invitee, signed out, follows the link, creates the account and comes back to join.
    const inviteeContext = await newContext(browser, { baseURL });
    const invitee = await inviteeContext.newPage();
    await visit(invitee, link);
    await expect(
      invitee.getByRole('heading', { level: 1, name: 'Join your program' }),
    ).toBeVisible();
    await expect(invitee.getByRole('region', { name: 'Your invitation' })).toContainText(
      `Omar Haddad invites you to join ${RIVERSIDE} as a resident, PGY-1, PGY-1 class 2026.`,
    );
    await expectAccessible(invitee);
    await invitee.getByRole('link', { name: 'Create Account' }).click();
    await expect(invitee).toHaveURL(/\/login\?mode=register&returnUrl=/);
    await invitee.getByLabel('First name').fill('Ines');
    await invitee.getByLabel('Last name').fill('Invited');
    await invitee.getByLabel('E-mail').fill(email);
    await invitee.getByLabel('Password').fill('a long and quiet residency');
    await invitee.getByRole('button', { name: 'Create Account' }).click();
    await expect(invitee.getByRole('status')).toContainText(`We have sent a link to ${email}.`);
    await invitee.goto(await mailedLink(email, '/verifyemail'));
    await invitee.getByRole('button', { name: 'Create My Account' }).click();
    await expect(invitee).toHaveURL(new RegExp(`${link}$`));
    const join = invitee.getByRole('button', { name: `Join ${RIVERSIDE}` });
    await expect(join).toBeVisible();
    await expectAccessible(invitee);
    await join.click();
    await expect(invitee.getByRole('status')).toContainText(
      `You joined ${RIVERSIDE}. Your seat gives you IM Q&A`,
    );
    await expect(mainNav(invitee).getByRole('link', { name: 'MedCentral' })).toBeVisible();

    // The director sees the new resident with the seat taken; the invitation is gone.
    await page.reload();
    const row = members.getByRole('row', { name: /Ines Invited/ });
    await expect(row).toContainText('Resident');
    await expect(row).toContainText('PGY-1');
    await expect(row).toContainText('PGY-1 class 2026');
    await expect(row).toContainText('IM Q&A');
    await expect(invitations.getByRole('listitem').filter({ hasText: email })).toHaveCount(0);
    // her seat is her usable IM Q&A (the seat count is shared with the MedCentral spec's invitee)
    await expect.poll(() => imQaAvailability(invitee)).toBe('usable');

    // Removing them frees the seat, and MedCentral goes with the membership.
    await row.getByRole('button', { name: 'Remove Ines Invited' }).click();
    const confirm = page.getByRole('dialog', { name: `Remove Ines Invited from ${RIVERSIDE}?` });
    await expect(confirm).toContainText(
      'Their seat (IM Q&A) ends now and is free for someone else. Their own study history stays theirs.',
    );
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(confirm).toBeHidden();
    await expect(members.getByRole('row', { name: /Ines Invited/ })).toHaveCount(0);
    await expect.poll(() => imQaAvailability(invitee)).not.toBe('usable');
    await visit(invitee, '/products');
    await expect(mainNav(invitee).getByRole('link', { name: 'MedCentral' })).toHaveCount(0);
    await inviteeContext.close();
  });

  test('a revoked invitation’s link says so; an invitation for another address is refused', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow(); // three people's screens: the director, the invitee, a stranger
    await signInAs(page, 'orgadmin');
    await page.goto(
      `/ngadmin/accounts/${await accountIdOf(page)}/organizations/${await riversideId(page)}/members`,
    );
    const invite = page.getByRole('form', { name: 'Invite a member' });
    const revoked = uniqueEmail('revoked');
    await invite.getByLabel('E-mail address').fill(revoked);
    await invite.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(invite.getByRole('status')).toContainText(revoked);
    const revokedLink = await mailedInvitationLink(revoked);
    await page.getByRole('button', { name: `Revoke the invitation to ${revoked}` }).click();
    const confirm = page.getByRole('dialog', { name: `Revoke the invitation to ${revoked}?` });
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('listitem').filter({ hasText: revoked })).toHaveCount(0);

    const stranger = await newContext(browser, { baseURL });
    const strangerPage = await stranger.newPage();
    await visit(strangerPage, revokedLink);
    await expect(strangerPage.getByRole('alert')).toHaveText(
      `${RIVERSIDE} withdrew this invitation. Ask them if you think it is a mistake.`,
    );
    await expect(strangerPage.getByRole('button', { name: /^Join/ })).toHaveCount(0);

    // An open invitation, opened by someone signed in with another address.
    const other = uniqueEmail('other');
    await invite.getByLabel('E-mail address').fill(other);
    await invite.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(invite.getByRole('status')).toContainText(other);
    const someone = await registerFreshAccount(stranger.request, 'someone');
    await visit(strangerPage, await mailedInvitationLink(other));
    await expect(strangerPage.getByRole('alert')).toHaveText(
      `You are signed in as ${someone.email}, and this invitation is for ${other}. Sign out, then sign in (or create your account) with ${other}.`,
    );
    await expect(strangerPage.getByRole('button', { name: /^Join/ })).toHaveCount(0);
    await expectAccessible(strangerPage);
    await stranger.close();
  });

  test('another program’s director sees nothing of Riverside; a license admin opens only their own organizations', async ({
    page,
    consoleErrors,
  }) => {
    await signInAs(page, 'orgadmin');
    const omar = await accountIdOf(page);
    const riverside = await riversideId(page);
    await page.request.post('/api/2.0/authentication/logout');

    await page.context().clearCookies();
    const login = await page.request.post('/api/2.0/authentication/login', {
      data: { email: 'director2@demo.test', password: 'demo-password' },
    });
    expect(login.status()).toBe(200);
    const grace = await accountIdOf(page);
    await page.goto(`/ngadmin/accounts/${grace}/organizations/${riverside}/members`);
    await expect(page.getByRole('alert')).toHaveText(
      `There is no organization #${riverside} among those you administer.`,
    );
    await expect(page.getByRole('region', { name: 'Members', exact: true })).toHaveCount(0);
    await page.goto(`/ngadmin/accounts/${omar}/organizations`);
    await expect(page.getByRole('alert')).toContainText(
      'You can only open your own organizations.',
    );
    await page.getByRole('link', { name: 'Open yours' }).click();
    await expect(page).toHaveURL(new RegExp(`/ngadmin/accounts/${grace}/organizations$`));
    const list = page.getByRole('table', { name: 'Organizations of Grace Okafor' });
    await expect(list.getByRole('row')).toHaveCount(2);
    await expect(list).toContainText('Harbor City Internal Medicine Residency');
    await expect(list).not.toContainText(RIVERSIDE);
    await expectAccessible(page);
    // the roster call's 404, which the page answers in words
    expect(takeExpected(consoleErrors, /status of 404/)).toHaveLength(1);
  });

  test('[ROUTE-59] a staff admin lists every organization and sells seats; never fewer than held', async ({
    page,
  }) => {
    await signInAs(page, 'admin');
    await page.goto(`/ngadmin/accounts/${await accountIdOf(page)}/organizations`);
    const list = page.getByRole('table', { name: 'Organizations of Ada Stone' });
    await expect(list).toContainText('Lakeside Medical Group');
    await expect(list).toContainText('Harbor City Internal Medicine Residency');
    await expectAccessible(page);
    await list.getByRole('link', { name: RIVERSIDE }).click();
    await expect(page.getByRole('heading', { level: 1, name: RIVERSIDE })).toBeVisible();
    await page.getByRole('button', { name: 'Change the IM Q&A license' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change the IM Q&A license' });
    await dialog.getByLabel('Seats').fill('0');
    await dialog.getByRole('button', { name: 'Save License' }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      /holds? (a seat|seats) of this license: it needs at least \d+ seats?\. Take seats back first\./,
    );
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('@phone the members page at phone width: cards, no sideways scrolling', async ({ page }) => {
    await signInAs(page, 'orgadmin');
    await page.goto(
      `/ngadmin/accounts/${await accountIdOf(page)}/organizations/${await riversideId(page)}/members`,
    );
    await expect(page.getByRole('heading', { level: 1, name: RIVERSIDE })).toBeVisible();
    const card = page
      .getByRole('list', { name: 'Members', exact: true })
      .getByRole('listitem')
      .filter({
        hasText: 'Rosa Diaz',
      });
    await expect(card).toContainText('Resident · PGY-2 · PGY-2 class 2025 · Seat: IM Q&A');
    await expect(page.getByRole('table', { name: 'Members', exact: true })).toBeHidden();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
  });
});
