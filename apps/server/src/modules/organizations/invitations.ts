import {
  INVITATION_DAYS,
  INVITATION_MAILS_PER_ADDRESS_PER_HOUR,
  INVITATION_MAILS_PER_HOUR,
  type InvitationPreview,
  type InviteMemberBody,
  type JoinedOrganization,
  ORGANIZATION_ROLE_LABELS,
  type OrganizationRoster,
  type SeatOutcome,
} from '@boardready/contracts';
import { errors } from '@boardready/contracts/errors';
import type { Database } from '../../db/client';
import type { AuthContext } from '../../plugins/session';
import { audit } from '../audit/audit';
import { accountRepository } from '../auth/account-repository';
import type { ThrottlePolicy } from '../auth/throttle';
import { throttleRepository } from '../auth/throttle-repository';
import { hashToken, newToken } from '../auth/tokens';
import type { Mail } from '../mail/outbox';
import { type InvitationRow, type OrganizationRow, organizationRepository } from './repository';
import {
  administeredOrganization,
  fullName,
  type RequestMeta,
  recordOrganizationWrite,
  rosterOf,
} from './roster';
import { giveSeat } from './seats';
import { assertGroupOf, licenseNamed } from './service';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const day = (date: Date) => date.toISOString().slice(0, 10);

/** At most `max` mails an hour; counted only, never slowed (the throttle's counters, auth). */
const mailsAnHour = (max: number): ThrottlePolicy => ({
  windowMs: HOUR_MS,
  maxFailures: max,
  lockMs: HOUR_MS,
  slowAfter: max,
  delayStepMs: 0,
  maxDelayMs: 0,
});
const PER_ORGANIZATION = mailsAnHour(INVITATION_MAILS_PER_HOUR);
const PER_ADDRESS = mailsAnHour(INVITATION_MAILS_PER_ADDRESS_PER_HOUR);

/**
 * Counts an invitation mail against the organization's hourly limit and the address's, in the
 * transaction that sends it: a refused or failed request rolls its count back, so only mails sent
 * count, and the 429 writes nothing. The counters are shared by every server (auth_throttle).
 */
async function countInvitationMail(
  tx: Database,
  organization: OrganizationRow,
  email: string,
  now: Date,
) {
  const counters = throttleRepository(tx);
  const key = `invitation-mail:organization:${organization.id}`;
  const perOrganization = await counters.attempt(key, now, PER_ORGANIZATION);
  if (perOrganization.lockedForMs > 0) {
    throw errors.tooManyInvitationMails(
      `${organization.name} has sent ${INVITATION_MAILS_PER_HOUR} invitation mails in the last hour, as many as an organization may. Try again within the hour.`,
      { retryAfterSeconds: HOUR_MS / 1000 },
    );
  }
  const perAddress = await counters.attempt(
    `${key}:email:${email.toLowerCase()}`,
    now,
    PER_ADDRESS,
  );
  if (perAddress.lockedForMs > 0) {
    throw errors.tooManyInvitationMails(
      `${email} has been sent ${INVITATION_MAILS_PER_ADDRESS_PER_HOUR} invitation mails in the last hour, as many as one address may. Try again within the hour.`,
      { retryAfterSeconds: HOUR_MS / 1000 },
    );
  }
}

export interface InvitationMailer {
  /** mails after the answer (the outbox keeps the mail with its link removed) */
  send(mail: Mail): void;
  /** where the link points: the configured origin, never a request's Host */
  origin: string;
  productName: string;
}

/** Where an invitation stands now. */
export function invitationStatus(
  invitation: Pick<InvitationRow, 'acceptedAt' | 'revokedAt' | 'expiresAt'>,
  now: Date,
): InvitationPreview['status'] {
  if (invitation.acceptedAt) return 'accepted';
  if (invitation.revokedAt) return 'revoked';
  return invitation.expiresAt > now ? 'pending' : 'expired';
}

/** The invitation mail: who invites, to what, and the link (the only place the token is). */
export function invitationMail(input: {
  to: string;
  link: string;
  organizationName: string;
  inviterName: string;
  role: InvitationRow['role'];
  productName: string;
  expiresAt: Date;
}): Mail {
  const role = ORGANIZATION_ROLE_LABELS[input.role].toLowerCase();
  return {
    to: input.to,
    subject: `Join ${input.organizationName} on ${input.productName}`,
    text: `Hello,\n\n${input.inviterName} invites you to join ${input.organizationName} on ${input.productName} as a ${role}.\n\nOpen this link by ${day(input.expiresAt)} to sign in, or create your account with this e-mail address, and join:\n\n${input.link}\n\nThe link is yours alone: it works once. If you did not expect this invitation, ignore this mail.\n`,
    secrets: [input.link],
  };
}

/**
 * Invitations by e-mail (issue 27, decision 1401): the link carries a random token and only its
 * SHA-256 is stored, so neither the database nor the outbox staff read can join anyone. Sending,
 * resending and revoking are the organization's license admins' (and staff admins'), mails
 * limited an hour per organization and per address (`countInvitationMail`); joining is
 * the invitee's, signed in with the address the mail went to.
 */
export function invitationService(db: Database, mailer: InvitationMailer) {
  function mailInvitation(
    organization: OrganizationRow,
    auth: AuthContext,
    to: string,
    role: InvitationRow['role'],
    token: string,
    expiresAt: Date,
  ) {
    mailer.send(
      invitationMail({
        to,
        link: `${mailer.origin}/join/${token}`,
        organizationName: organization.name,
        inviterName: `${auth.actingAccount.firstName} ${auth.actingAccount.lastName}`,
        role,
        productName: mailer.productName,
        expiresAt,
      }),
    );
  }

  /** Changes an open invitation of an organization the caller administers; answers the roster. */
  function onOpenInvitation(
    auth: AuthContext,
    organizationId: number,
    invitationId: number,
    change: (
      tx: Database,
      organization: OrganizationRow,
      invitation: InvitationRow,
      now: Date,
    ) => Promise<void>,
  ): Promise<OrganizationRoster> {
    const now = new Date();
    return db.transaction(async (tx) => {
      const organization = await administeredOrganization(tx, auth, organizationId);
      const invitation = await organizationRepository(tx).invitation(organizationId, invitationId);
      if (!invitation) {
        throw errors.invitationNotFound(`This organization has no invitation #${invitationId}.`);
      }
      if (invitation.acceptedAt || invitation.revokedAt) {
        throw errors.invitationClosed(
          `The invitation to ${invitation.email} was already ${invitation.acceptedAt ? 'accepted' : 'revoked'}.`,
        );
      }
      await change(tx, organization, invitation, now);
      return rosterOf(tx, organization, auth, now);
    });
  }

  return {
    async invite(
      auth: AuthContext,
      organizationId: number,
      body: InviteMemberBody,
      meta: RequestMeta,
    ): Promise<OrganizationRoster> {
      const now = new Date();
      const token = newToken();
      const expiresAt = new Date(now.getTime() + INVITATION_DAYS * DAY_MS);
      const { roster, organization } = await db.transaction(async (tx) => {
        const organization = await administeredOrganization(tx, auth, organizationId);
        const repo = organizationRepository(tx);
        await assertGroupOf(tx, organizationId, body.groupId);
        if (body.licenseId !== null) {
          const license = await licenseNamed(tx, organizationId, body.licenseId);
          if (license.endsAt <= now) {
            throw errors.licenseEnded(undefined, {
              fields: { licenseId: `This license ended on ${day(license.endsAt)}.` },
            });
          }
          if ((await repo.seatsTaken(license.id)) >= license.seats) {
            throw errors.noFreeSeat(undefined, {
              fields: {
                licenseId: `All ${license.seats} seats of this license are taken. Free one first, or choose no seat.`,
              },
            });
          }
        }
        const account = await accountRepository(tx).findByEmail(body.email);
        if (account && (await repo.membership(organizationId, account.id))) {
          const message = `${body.email} is already a member of ${organization.name}.`;
          throw errors.alreadyMember(message, { fields: { email: message } });
        }
        const open = await repo.openInvitationTo(organizationId, body.email);
        if (open && open.expiresAt > now) {
          const message = `An invitation to ${body.email} is already open (sent ${day(open.sentAt)}). Resend it, or revoke it first.`;
          throw errors.invitationAlreadyOpen(message, { fields: { email: message } });
        }
        await countInvitationMail(tx, organization, body.email, now);
        // An expired invitation to the address gives way to the new one.
        await repo.closeExpiredInvitationTo(organizationId, body.email, now);
        const invitationId = await repo.addInvitation({
          organizationId,
          email: body.email,
          role: body.role,
          pgyYear: body.pgyYear,
          groupId: body.groupId,
          licenseId: body.licenseId,
          tokenHash: hashToken(token),
          invitedByAccountId: auth.actingAccount.id,
          sentAt: now,
          expiresAt,
        });
        await recordOrganizationWrite(
          tx,
          auth,
          organizationId,
          'invitation_sent',
          meta,
          {
            invitationId,
            email: body.email,
            role: body.role,
            pgyYear: body.pgyYear,
            groupId: body.groupId,
            licenseId: body.licenseId,
          },
          account?.id ?? null,
        );
        return { roster: await rosterOf(tx, organization, auth, now), organization };
      });
      mailInvitation(organization, auth, body.email, body.role, token, expiresAt);
      return roster;
    },

    /** A new link and a new expiry; the old link stops working. */
    async resend(
      auth: AuthContext,
      organizationId: number,
      invitationId: number,
      meta: RequestMeta,
    ): Promise<OrganizationRoster> {
      const token = newToken();
      let mailed: { organization: OrganizationRow; invitation: InvitationRow; expiresAt: Date };
      const roster = await onOpenInvitation(
        auth,
        organizationId,
        invitationId,
        async (tx, organization, invitation, now) => {
          await countInvitationMail(tx, organization, invitation.email, now);
          const expiresAt = new Date(now.getTime() + INVITATION_DAYS * DAY_MS);
          await organizationRepository(tx).resendInvitation(invitationId, {
            tokenHash: hashToken(token),
            invitedByAccountId: auth.actingAccount.id,
            sentAt: now,
            expiresAt,
          });
          await recordOrganizationWrite(tx, auth, organizationId, 'invitation_resent', meta, {
            invitationId,
            email: invitation.email,
            previousExpiry: invitation.expiresAt.toISOString(),
          });
          mailed = { organization, invitation, expiresAt };
        },
      );
      const { organization, invitation, expiresAt } = mailed!;
      mailInvitation(organization, auth, invitation.email, invitation.role, token, expiresAt);
      return roster;
    },

    revoke(auth: AuthContext, organizationId: number, invitationId: number, meta: RequestMeta) {
      return onOpenInvitation(
        auth,
        organizationId,
        invitationId,
        async (tx, _o, invitation, now) => {
          if (!(await organizationRepository(tx).revokeInvitation(invitationId, now))) {
            throw errors.invitationClosed();
          }
          await recordOrganizationWrite(tx, auth, organizationId, 'invitation_revoked', meta, {
            invitationId,
            email: invitation.email,
          });
        },
      );
    },

    /** What the join page shows: anyone holding the link may read it, signed in or not. */
    async preview(token: string): Promise<InvitationPreview> {
      const row = await organizationRepository(db).invitationByTokenHash(hashToken(token));
      if (!row) throw errors.invalidInvitation();
      const { invitation } = row;
      return {
        organizationName: row.organizationName,
        isResidencyProgram: row.isResidencyProgram,
        email: invitation.email,
        role: invitation.role,
        pgyYear: invitation.pgyYear,
        groupName: row.groupName,
        seatProductName: row.seatProductName,
        invitedBy: fullName(row.inviterFirstName, row.inviterLastName),
        expiresAt: invitation.expiresAt.toISOString(),
        status: invitationStatus(invitation, new Date()),
      };
    },

    /**
     * Joins the program as the invitation says, once: a member with its role, PGY year and group,
     * and its seat when the license has one free (no seat is taken by someone who already has the
     * product). Refused, with nothing written, when the link is used, revoked or expired, when
     * the signed-in account's address is not the one invited, or when they are a member already.
     */
    async accept(auth: AuthContext, token: string, meta: RequestMeta): Promise<JoinedOrganization> {
      const now = new Date();
      const account = auth.actingAccount;
      return db.transaction(async (tx) => {
        const repo = organizationRepository(tx);
        const row = await repo.invitationByTokenHash(hashToken(token), true);
        if (!row) throw errors.invalidInvitation();
        const { invitation } = row;
        const status = invitationStatus(invitation, now);
        if (status === 'accepted') throw errors.invitationUsed();
        if (status === 'revoked') throw errors.invitationRevoked();
        if (status === 'expired') {
          throw errors.invitationExpired(
            `This invitation expired on ${day(invitation.expiresAt)}. Ask ${row.organizationName} to send it again.`,
          );
        }
        if (invitation.email.toLowerCase() !== account.email.toLowerCase()) {
          throw errors.invitationForAnotherEmail(
            `This invitation is for ${invitation.email}, and you are signed in as ${account.email}. Sign out, then sign in (or create your account) with ${invitation.email}.`,
          );
        }
        if (await repo.membership(invitation.organizationId, account.id)) {
          throw errors.alreadyMember(`You are already a member of ${row.organizationName}.`);
        }
        if (!(await repo.acceptInvitation(invitation.id, account.id, now))) {
          throw errors.invitationUsed();
        }
        await repo.addMember({
          organizationId: invitation.organizationId,
          accountId: account.id,
          role: invitation.role,
          pgyYear: invitation.pgyYear,
          groupId: invitation.groupId,
          joinedAt: now,
        });
        let seat: SeatOutcome = 'none';
        if (invitation.licenseId !== null) {
          const license = await repo.license(invitation.organizationId, invitation.licenseId, true);
          if (license) seat = await giveSeat(tx, license, account.id, now);
        }
        await audit(tx, {
          action: 'organization.invitation_accepted',
          actorAccountId: account.id,
          subjectAccountId: account.id,
          requestId: meta.requestId,
          details: {
            organizationId: invitation.organizationId,
            invitationId: invitation.id,
            role: invitation.role,
            licenseId: invitation.licenseId,
            seat,
          },
        });
        return {
          organizationId: invitation.organizationId,
          organizationName: row.organizationName,
          isResidencyProgram: row.isResidencyProgram,
          role: invitation.role,
          seat,
          seatProductName: row.seatProductName,
        };
      });
    },
  };
}
