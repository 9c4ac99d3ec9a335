import { organizationEndpoints } from '@boardready/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { registerEndpoint } from '../../plugins/endpoints';
import type { Mailer } from '../mail/outbox';
import { invitationService } from './invitations';
import { organizationService } from './service';

export interface OrganizationRoutesOptions {
  db: Database;
  mail: Mailer;
  /** the configured origin invitation links point at (never a request's Host) */
  publicOrigin: string;
  productName: string;
}

const meta = (request: FastifyRequest) => ({ requestId: String(request.id) });

/** The organization admin and invitations (issue 27, decision 1401). */
export async function organizationRoutes(app: FastifyInstance, opts: OrganizationRoutesOptions) {
  const service = organizationService(opts.db);
  const invitations = invitationService(opts.db, {
    // The answer does not wait on SMTP; the outbox row is written with the link removed.
    send: (mail) => app.defer('invitation mail', () => opts.mail(mail)),
    origin: opts.publicOrigin,
    productName: opts.productName,
  });
  const e = organizationEndpoints;

  registerEndpoint(app, e.accountOrganizations, async ({ auth, params }) =>
    service.accountOrganizations(auth, params.accountId),
  );
  registerEndpoint(app, e.roster, async ({ auth, params }) =>
    service.roster(auth, params.organizationId),
  );
  registerEndpoint(app, e.invite, async ({ auth, params, body, request }) =>
    invitations.invite(auth, params.organizationId, body, meta(request)),
  );
  registerEndpoint(app, e.resendInvitation, async ({ auth, params, request }) =>
    invitations.resend(auth, params.organizationId, params.invitationId, meta(request)),
  );
  registerEndpoint(app, e.revokeInvitation, async ({ auth, params, request }) =>
    invitations.revoke(auth, params.organizationId, params.invitationId, meta(request)),
  );
  registerEndpoint(app, e.updateMember, async ({ auth, params, body, request }) =>
    service.updateMember(auth, params.organizationId, params.memberAccountId, body, meta(request)),
  );
  registerEndpoint(app, e.removeMember, async ({ auth, params, request }) =>
    service.removeMember(auth, params.organizationId, params.memberAccountId, meta(request)),
  );
  registerEndpoint(app, e.moveMembers, async ({ auth, params, body, request }) =>
    service.moveMembers(auth, params.organizationId, body, meta(request)),
  );
  registerEndpoint(app, e.grantSeat, async ({ auth, params, body, request }) =>
    service.grantSeat(auth, { ...params, licenseId: body.licenseId }, meta(request)),
  );
  registerEndpoint(app, e.freeSeat, async ({ auth, params, request }) =>
    service.freeSeat(auth, params, meta(request)),
  );
  registerEndpoint(app, e.createGroup, async ({ auth, params, body, request }) =>
    service.createGroup(auth, params.organizationId, body, meta(request)),
  );
  registerEndpoint(app, e.renameGroup, async ({ auth, params, body, request }) =>
    service.renameGroup(auth, params.organizationId, params.groupId, body, meta(request)),
  );
  registerEndpoint(app, e.deleteGroup, async ({ auth, params, request }) =>
    service.deleteGroup(auth, params.organizationId, params.groupId, meta(request)),
  );
  registerEndpoint(app, e.createLicense, async ({ auth, params, body, request }) =>
    service.createLicense(auth, params.organizationId, body, meta(request)),
  );
  registerEndpoint(app, e.updateLicense, async ({ auth, params, body, request }) =>
    service.updateLicense(auth, params.organizationId, params.licenseId, body, meta(request)),
  );
  registerEndpoint(app, e.invitation, async ({ body }) => invitations.preview(body.token));
  registerEndpoint(app, e.acceptInvitation, async ({ auth, body, request }) =>
    invitations.accept(auth, body.token, meta(request)),
  );
}
