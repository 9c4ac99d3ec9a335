import {
  INVITATION_DAYS,
  INVITATION_MAILS_PER_ADDRESS_PER_HOUR,
  INVITATION_MAILS_PER_HOUR,
  type InviteMemberBody,
  type OrganizationRoster,
  type OutboxMail,
} from '@boardready/contracts';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accounts, authThrottle, organizationInvitations, userProducts } from '../../db/schema';
import { expectNothingWritten } from '../../test/db-checksum';
import { as, JSON_HEADERS, registerAccount } from '../../test/test-app';
import { hashToken } from '../auth/tokens';
import { REMOVED_SECRET } from '../mail/outbox';
import { e, HARBOR, type OrganizationWorld, organizationWorld, RIVERSIDE, url } from './test-world';

const DAY = 86_400_000;

describe('invitations: invite by e-mail, resend, revoke, join (issue 27)', () => {
  let w: OrganizationWorld;
  beforeAll(async () => {
    w = await organizationWorld();
  });
  afterAll(() => w.t.close());

  const riverside = () => w.orgs[RIVERSIDE]!;
  let n = 0;
  const address = (tag: string) => `${tag}-${++n}-${Date.now()}@example.test`;

  /** An invitation to Riverside by its director; the roster it answers. */
  async function invite(
    body: Partial<InviteMemberBody> & { email: string },
    by = 'orgadmin@demo.test',
  ) {
    const response = await (await w.signedIn(by))({
      method: 'POST',
      url: url(e.invite, { organizationId: riverside() }),
      payload: { role: 'resident', pgyYear: 1, groupId: null, licenseId: null, ...body },
    });
    // the mail goes after the answer: written before the test goes on
    await w.t.settle();
    return response;
  }

  const lookup = (token: string) =>
    w.t.app.inject({
      method: 'POST',
      url: e.invitation.path,
      headers: JSON_HEADERS,
      payload: { token },
    });

  const accept = (cookie: string, token: string) =>
    as(w.t.app, cookie)({ method: 'POST', url: e.acceptInvitation.path, payload: { token } });

  const invitationTo = (roster: OrganizationRoster, email: string) =>
    roster.invitations.find((i) => i.email === email);

  test('a program director invites an address: the link goes by mail only, and only its hash is kept', async () => {
    const email = address('new-resident');
    const group = await w.groupId(RIVERSIDE, 'PGY-1 class 2026');
    const licenseId = await w.licenseId(RIVERSIDE);
    const since = await w.lastAuditId();
    const response = await invite({
      email: email.toUpperCase(),
      pgyYear: 1,
      groupId: group,
      licenseId,
    });
    expect(response.statusCode, response.body).toBe(201);
    const invitation = invitationTo(response.json(), email)!;
    expect(invitation).toEqual({
      invitationId: expect.any(Number),
      email,
      role: 'resident',
      pgyYear: 1,
      groupId: group,
      licenseId,
      invitedBy: 'Omar Haddad',
      sentAt: expect.any(String),
      expiresAt: expect.any(String),
      status: 'pending',
    });
    expect(Date.parse(invitation.expiresAt) - Date.parse(invitation.sentAt)).toBe(
      INVITATION_DAYS * DAY,
    );

    const token = await w.invitationToken(email);
    const mail = w.t.mails.findLast((m) => m.to === email)!;
    expect(mail.subject).toBe(`Join ${RIVERSIDE} on BoardReady`);
    expect(mail.text).toContain(
      'Omar Haddad invites you to join Riverside Internal Medicine Residency',
    );
    // Only the SHA-256 of the token is stored: no column holds the token itself.
    const [row] = await w.db
      .select()
      .from(organizationInvitations)
      .where(eq(organizationInvitations.id, invitation.invitationId));
    expect(row!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    // The outbox staff read keeps the mail with the link removed.
    const outbox = await (await w.signedIn('admin@demo.test'))({
      method: 'GET',
      url: `/api/2.0/admin/mailoutbox?to=${encodeURIComponent(email)}`,
    });
    const [kept] = outbox.json().items as OutboxMail[];
    expect(kept!.text).toContain(REMOVED_SECRET);
    expect(kept!.text).not.toContain(token);
    expect(kept!.text).not.toContain('/join/');
    // Audited, without the token.
    const audits = await w.auditSince(since);
    expect(audits).toEqual([
      {
        action: 'organization.invitation_sent',
        actor: w.ids['orgadmin@demo.test'],
        subject: null,
        details: {
          organizationId: riverside(),
          invitationId: invitation.invitationId,
          email,
          role: 'resident',
          pgyYear: 1,
          groupId: group,
          licenseId,
        },
      },
    ]);
    expect(JSON.stringify(audits)).not.toContain(token);
  });

  test('[ROUTE-60] the invitee registers, joins with the invited role, group, PGY year and a seat, and has MedCentral', async () => {
    const group = await w.groupId(RIVERSIDE, 'PGY-1 class 2026');
    const licenseId = await w.licenseId(RIVERSIDE);
    const account = await registerAccount(w.t.app, 'joiner');
    const before = (await w.roster('orgadmin@demo.test')).licenses[0]!.used;
    await invite({ email: account.email, pgyYear: 1, groupId: group, licenseId });
    const token = await w.invitationToken(account.email);

    const preview = await lookup(token);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual({
      organizationName: RIVERSIDE,
      isResidencyProgram: true,
      email: account.email,
      role: 'resident',
      pgyYear: 1,
      groupName: 'PGY-1 class 2026',
      seatProductName: expect.any(String),
      invitedBy: 'Omar Haddad',
      expiresAt: expect.any(String),
      status: 'pending',
    });

    const since = await w.lastAuditId();
    const joined = await accept(account.cookie, token);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toEqual({
      organizationId: riverside(),
      organizationName: RIVERSIDE,
      isResidencyProgram: true,
      role: 'resident',
      seat: 'granted',
      seatProductName: expect.any(String),
    });
    const roster = await w.roster('orgadmin@demo.test');
    expect(roster.members.find((m) => m.email === account.email)).toMatchObject({
      role: 'resident',
      pgyYear: 1,
      groupId: group,
      isLicenseAdmin: false,
      seatLicenseIds: [licenseId],
    });
    expect(invitationTo(roster, account.email)).toBeUndefined();
    expect(roster.licenses[0]!.used).toBe(before + 1);
    const [accountRow] = await w.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, account.email));
    const [product] = await w.db
      .select()
      .from(userProducts)
      .where(eq(userProducts.accountId, accountRow!.id));
    expect(product).toMatchObject({ productId: w.productIds['IM-QA'], isTrial: false });
    expect(product!.endsAt.toISOString()).toBe(roster.licenses[0]!.endsAt);
    const access = await as(
      w.t.app,
      account.cookie,
    )({ method: 'GET', url: '/api/2.0/medcentral/access' });
    expect(access.json().hasAccess).toBe(true);
    expect((await w.auditSince(since)).map((a) => [a.action, a.actor, a.details])).toEqual([
      [
        'organization.invitation_accepted',
        accountRow!.id,
        expect.objectContaining({ organizationId: riverside(), seat: 'granted', licenseId }),
      ],
    ]);

    // The link works once: used, it says so and writes nothing.
    const again = await expectNothingWritten(w.db, () => accept(account.cookie, token), 409);
    expect(again.json().error).toEqual({
      code: 'invitation_used',
      message: 'This invitation has already been used.',
    });
    expect((await lookup(token)).json().status).toBe('accepted');
  });

  test('an invitation for another address than the signed-in account’s is refused, nothing written', async () => {
    const email = address('someone-else');
    await invite({ email });
    const token = await w.invitationToken(email);
    const learner = await w.signedIn('learner@demo.test');
    const response = await expectNothingWritten(
      w.db,
      () => learner({ method: 'POST', url: e.acceptInvitation.path, payload: { token } }),
      409,
    );
    expect(response.json().error).toEqual({
      code: 'invitation_for_another_email',
      message: `This invitation is for ${email}, and you are signed in as learner@demo.test. Sign out, then sign in (or create your account) with ${email}.`,
    });
  });

  test('revoked, expired and made-up links: a clear message, nothing written; signed out 401', async () => {
    const revokedAccount = await registerAccount(w.t.app, 'revoked');
    const roster = (await invite({ email: revokedAccount.email })).json() as OrganizationRoster;
    const revokedToken = await w.invitationToken(revokedAccount.email);
    const invitationId = invitationTo(roster, revokedAccount.email)!.invitationId;
    const revoked = await (await w.signedIn('orgadmin@demo.test'))({
      method: 'POST',
      url: url(e.revokeInvitation, { organizationId: riverside(), invitationId }),
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(invitationTo(revoked.json(), revokedAccount.email)).toBeUndefined();
    expect((await lookup(revokedToken)).json().status).toBe('revoked');
    const refused = await expectNothingWritten(
      w.db,
      () => accept(revokedAccount.cookie, revokedToken),
      409,
    );
    expect(refused.json().error.code).toBe('invitation_revoked');

    const expiredAccount = await registerAccount(w.t.app, 'expired');
    await invite({ email: expiredAccount.email });
    const expiredToken = await w.invitationToken(expiredAccount.email);
    await w.db
      .update(organizationInvitations)
      .set({ expiresAt: new Date(Date.now() - DAY) })
      .where(eq(organizationInvitations.tokenHash, hashToken(expiredToken)));
    expect((await lookup(expiredToken)).json().status).toBe('expired');
    expect(invitationTo(await w.roster('orgadmin@demo.test'), expiredAccount.email)?.status).toBe(
      'expired',
    );
    const expired = await expectNothingWritten(
      w.db,
      () => accept(expiredAccount.cookie, expiredToken),
      409,
    );
    expect(expired.json().error).toMatchObject({
      code: 'invitation_expired',
      message: expect.stringMatching(
        /^This invitation expired on \d{4}-\d{2}-\d{2}\. Ask Riverside/,
      ),
    });
    // Inviting the address again replaces the expired invitation.
    const again = await invite({ email: expiredAccount.email });
    expect(again.statusCode, again.body).toBe(201);
    expect(invitationTo(again.json(), expiredAccount.email)?.status).toBe('pending');

    const madeUp = await expectNothingWritten(
      w.db,
      () => accept(expiredAccount.cookie, 'x'.repeat(43)),
      404,
    );
    expect(madeUp.json().error).toEqual({
      code: 'invalid_invitation',
      message: 'This invitation link is not valid. Ask your program to send you a new one.',
    });
    expect((await lookup('y'.repeat(43))).statusCode).toBe(404);
    const malformed = await lookup('not a token!');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields).toEqual({ token: 'This invitation link is not valid.' });
    const anonymous = await w.t.app.inject({
      method: 'POST',
      url: e.acceptInvitation.path,
      headers: JSON_HEADERS,
      payload: { token: revokedToken },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  test('a resend mails a new link with a new expiry; the old link stops working', async () => {
    const email = address('resend');
    const roster = (await invite({ email })).json() as OrganizationRoster;
    const first = await w.invitationToken(email);
    const before = invitationTo(roster, email)!;
    const since = await w.lastAuditId();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const resent = await (await w.signedIn('admin@demo.test'))({
      method: 'POST',
      url: url(e.resendInvitation, {
        organizationId: riverside(),
        invitationId: before.invitationId,
      }),
    });
    expect(resent.statusCode, resent.body).toBe(200);
    const after = invitationTo(resent.json(), email)!;
    expect(Date.parse(after.expiresAt)).toBeGreaterThan(Date.parse(before.expiresAt));
    expect(after.invitedBy).toBe('Ada Stone');
    const second = await w.invitationToken(email);
    expect(second).not.toBe(first);
    expect((await lookup(first)).statusCode).toBe(404);
    expect((await lookup(second)).json().status).toBe('pending');
    expect((await w.auditSince(since)).map((a) => a.action)).toContain(
      'organization.invitation_resent',
    );

    // a closed invitation is neither resent nor revoked again
    await (await w.signedIn('orgadmin@demo.test'))({
      method: 'POST',
      url: url(e.revokeInvitation, {
        organizationId: riverside(),
        invitationId: before.invitationId,
      }),
    });
    for (const endpoint of [e.resendInvitation, e.revokeInvitation]) {
      const closed = await expectNothingWritten(
        w.db,
        async () =>
          (await w.signedIn('orgadmin@demo.test'))({
            method: 'POST',
            url: url(endpoint, { organizationId: riverside(), invitationId: before.invitationId }),
          }),
        409,
      );
      expect(closed.json().error).toEqual({
        code: 'invitation_closed',
        message: `The invitation to ${email} was already revoked.`,
      });
    }
  });

  test.each<
    [
      string,
      (ids: { harborGroup: number; harborLicense: number }) => object,
      number,
      string,
      string,
    ]
  >([
    [
      'an address that is not one',
      () => ({ email: 'not-an-address' }),
      400,
      'validation_failed',
      'email',
    ],
    ['a PGY year of 8', () => ({ pgyYear: 8 }), 400, 'validation_failed', 'pgyYear'],
    [
      'a PGY year for faculty',
      () => ({ role: 'faculty', pgyYear: 3 }),
      400,
      'validation_failed',
      'pgyYear',
    ],
    [
      'a group of another organization',
      (ids) => ({ groupId: ids.harborGroup }),
      400,
      'unknown_group',
      'groupId',
    ],
    [
      'a license of another organization',
      (ids) => ({ licenseId: ids.harborLicense }),
      400,
      'unknown_license',
      'licenseId',
    ],
  ])(
    'bad input (%s): %i naming the field, nothing written, no mail',
    async (_label, change, status, code, field) => {
      const ids = {
        harborGroup: await w.groupId(HARBOR, 'PGY-1 class 2026'),
        harborLicense: await w.licenseId(HARBOR),
      };
      const email = address('bad');
      const mails = w.t.mails.length;
      const response = await expectNothingWritten(
        w.db,
        () => invite({ email, ...change(ids) }),
        status,
      );
      expect(response.json().error.code).toBe(code);
      expect(Object.keys(response.json().error.fields)).toEqual([field]);
      await w.t.settle();
      expect(w.t.mails.length).toBe(mails);
    },
  );

  test('an address invited twice while open, or already a member: 409 naming the address, nothing written', async () => {
    const email = address('twice');
    expect((await invite({ email })).statusCode).toBe(201);
    const twice = await expectNothingWritten(
      w.db,
      () => invite({ email: `  ${email.toUpperCase()} ` }),
      409,
    );
    expect(twice.json().error).toMatchObject({
      code: 'invitation_already_open',
      fields: { email: expect.any(String) },
    });
    const member = await expectNothingWritten(
      w.db,
      () => invite({ email: 'resident@demo.test' }),
      409,
    );
    expect(member.json().error).toEqual({
      code: 'already_member',
      message: `resident@demo.test is already a member of ${RIVERSIDE}.`,
      fields: { email: `resident@demo.test is already a member of ${RIVERSIDE}.` },
    });
  });

  test('a full license refuses the invitation; one who joins when it filled meanwhile joins without a seat', async () => {
    const admin = await w.signedIn('admin@demo.test');
    const created = await admin({
      method: 'POST',
      url: url(e.createLicense, { organizationId: riverside() }),
      payload: {
        productId: w.productIds['IM-FC'],
        seats: 1,
        startsAt: new Date(Date.now() - DAY).toISOString(),
        endsAt: new Date(Date.now() + 100 * DAY).toISOString(),
      },
    });
    const licenseId = (created.json() as OrganizationRoster).licenses.find(
      (l) => l.productCode === 'IM-FC',
    )!.licenseId;
    const first = await registerAccount(w.t.app, 'first');
    const second = await registerAccount(w.t.app, 'second');
    await invite({ email: first.email, licenseId });
    await invite({ email: second.email, licenseId });
    const firstToken = await w.invitationToken(first.email);
    const secondToken = await w.invitationToken(second.email);
    expect((await accept(first.cookie, firstToken)).json().seat).toBe('granted');
    const late = await accept(second.cookie, secondToken);
    expect(late.statusCode).toBe(200);
    expect(late.json()).toMatchObject({ seat: 'noFreeSeat', seatProductName: expect.any(String) });
    const full = await expectNothingWritten(
      w.db,
      () => invite({ email: address('full'), licenseId }),
      409,
    );
    expect(full.json().error).toMatchObject({
      code: 'no_free_seat',
      fields: { licenseId: expect.any(String) },
    });
  });

  test('one who already has the product takes no seat', async () => {
    // Priya has no IM Q&A; give her one of her own first (as a purchase would)
    const peds = w.ids['peds@demo.test']!;
    await w.db.insert(userProducts).values({
      accountId: peds,
      productId: w.productIds['IM-QA']!,
      startsAt: new Date(Date.now() - DAY),
      endsAt: new Date(Date.now() + 300 * DAY),
    });
    const licenseId = await w.licenseId(RIVERSIDE);
    await invite({ email: 'peds@demo.test', licenseId });
    const token = await w.invitationToken('peds@demo.test');
    const before = (await w.roster('orgadmin@demo.test')).licenses.find(
      (l) => l.licenseId === licenseId,
    )!.used;
    const joined = await (await w.signedIn('peds@demo.test'))({
      method: 'POST',
      url: e.acceptInvitation.path,
      payload: { token },
    });
    expect(joined.json().seat).toBe('alreadyOwned');
    const roster = await w.roster('orgadmin@demo.test');
    expect(roster.licenses.find((l) => l.licenseId === licenseId)!.used).toBe(before);
    expect(roster.members.find((m) => m.email === 'peds@demo.test')?.seatLicenseIds).toEqual([]);
    const [count] = await w.db
      .select({ n: sql<number>`count(*)::int` })
      .from(userProducts)
      .where(
        and(eq(userProducts.accountId, peds), eq(userProducts.productId, w.productIds['IM-QA']!)),
      );
    expect(count!.n).toBe(1);
  });

  describe('invitation mail is limited an hour, per organization and per address', () => {
    const harbor = () => w.orgs[HARBOR]!;
    const orgKey = () => `invitation-mail:organization:${harbor()}`;
    const inviteToHarbor = async (email: string) => {
      const response = await (await w.signedIn('director2@demo.test'))({
        method: 'POST',
        url: url(e.invite, { organizationId: harbor() }),
        payload: { role: 'resident', pgyYear: 1, groupId: null, licenseId: null, email },
      });
      await w.t.settle();
      return response;
    };
    const resendInHarbor = async (invitationId: number) => {
      const response = await (await w.signedIn('director2@demo.test'))({
        method: 'POST',
        url: url(e.resendInvitation, { organizationId: harbor(), invitationId }),
      });
      await w.t.settle();
      return response;
    };
    /** Harbor's mails counted in the window, as the counters keep them. */
    const counted = async (key = orgKey()) => {
      const [row] = await w.db.select().from(authThrottle).where(eq(authThrottle.key, key));
      return row?.failures ?? 0;
    };
    const clearCounts = () =>
      w.db.delete(authThrottle).where(like(authThrottle.key, `${orgKey()}%`));

    test(`an organization that sent ${INVITATION_MAILS_PER_HOUR} in the hour: 429, nothing written, no mail; the next hour it sends again`, async () => {
      await clearCounts();
      await w.signedIn('director2@demo.test');
      const email = address('limited');
      // the organization's mails of this hour, as if sent a moment ago
      await w.db.insert(authThrottle).values({
        key: orgKey(),
        failures: INVITATION_MAILS_PER_HOUR,
        windowStartedAt: new Date(Date.now() - 60_000),
      });
      const mails = w.t.mails.length;
      const refused = await expectNothingWritten(w.db, () => inviteToHarbor(email), 429);
      expect(refused.json().error).toEqual({
        code: 'too_many_invitation_mails',
        message: `${HARBOR} has sent ${INVITATION_MAILS_PER_HOUR} invitation mails in the last hour, as many as an organization may. Try again within the hour.`,
      });
      expect(refused.headers['retry-after']).toBe('3600');
      expect(w.t.mails.length).toBe(mails);

      // an hour after the window opened, the count starts again
      await w.db
        .update(authThrottle)
        .set({ windowStartedAt: new Date(Date.now() - 61 * 60_000) })
        .where(eq(authThrottle.key, orgKey()));
      expect((await inviteToHarbor(email)).statusCode).toBe(201);
      expect(await counted()).toBe(1);
      expect(w.t.mails.filter((m) => m.to === email)).toHaveLength(1);
      await clearCounts();
    });

    test(`one address is sent ${INVITATION_MAILS_PER_ADDRESS_PER_HOUR} in the hour (a resend is one), then 429 naming it; refused calls count nothing`, async () => {
      await clearCounts();
      const email = address('resent-often');
      const roster = (await inviteToHarbor(email)).json() as OrganizationRoster;
      const { invitationId } = invitationTo(roster, email)!;
      for (let i = 1; i < INVITATION_MAILS_PER_ADDRESS_PER_HOUR; i++) {
        expect((await resendInHarbor(invitationId)).statusCode).toBe(200);
      }
      expect(w.t.mails.filter((m) => m.to === email)).toHaveLength(
        INVITATION_MAILS_PER_ADDRESS_PER_HOUR,
      );
      const refused = await expectNothingWritten(w.db, () => resendInHarbor(invitationId), 429);
      expect(refused.json().error).toEqual({
        code: 'too_many_invitation_mails',
        message: `${email} has been sent ${INVITATION_MAILS_PER_ADDRESS_PER_HOUR} invitation mails in the last hour, as many as one address may. Try again within the hour.`,
      });
      expect(w.t.mails.filter((m) => m.to === email)).toHaveLength(
        INVITATION_MAILS_PER_ADDRESS_PER_HOUR,
      );
      // the refusal counted nothing, nor did a refused invitation (already open: 409)
      expect(await counted()).toBe(INVITATION_MAILS_PER_ADDRESS_PER_HOUR);
      expect((await inviteToHarbor(email)).statusCode).toBe(409);
      expect(await counted()).toBe(INVITATION_MAILS_PER_ADDRESS_PER_HOUR);
      // another address of the organization is still invited
      expect((await inviteToHarbor(address('someone-else'))).statusCode).toBe(201);
      expect(await counted()).toBe(INVITATION_MAILS_PER_ADDRESS_PER_HOUR + 1);
      await clearCounts();
    });
  });

  test("another program's director, a resident, a learner: 404 on every invitation call, nothing written", async () => {
    const roster = (await invite({ email: address('guarded') })).json() as OrganizationRoster;
    const invitationId = roster.invitations[0]!.invitationId;
    for (const email of ['director2@demo.test', 'resident@demo.test', 'learner@demo.test']) {
      const caller = await w.signedIn(email);
      for (const call of [
        () => invite({ email: address('intruder') }, email),
        () =>
          caller({
            method: 'POST',
            url: url(e.resendInvitation, { organizationId: riverside(), invitationId }),
          }),
        () =>
          caller({
            method: 'POST',
            url: url(e.revokeInvitation, { organizationId: riverside(), invitationId }),
          }),
      ]) {
        const response = await expectNothingWritten(w.db, call, 404);
        expect(response.json().error.code).toBe('organization_not_found');
      }
    }
    // and Harbor's director reaches Riverside's invitation through Harbor's id no more
    const harbor = await expectNothingWritten(
      w.db,
      async () =>
        (await w.signedIn('director2@demo.test'))({
          method: 'POST',
          url: url(e.revokeInvitation, { organizationId: w.orgs[HARBOR]!, invitationId }),
        }),
      404,
    );
    expect(harbor.json().error.code).toBe('invitation_not_found');
    const anonymous = await w.t.app.inject({
      method: 'POST',
      url: url(e.invite, { organizationId: riverside() }),
      headers: JSON_HEADERS,
      payload: {
        email: address('anonymous'),
        role: 'resident',
        pgyYear: null,
        groupId: null,
        licenseId: null,
      },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
