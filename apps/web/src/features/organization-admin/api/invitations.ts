import type { InviteMemberBody } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import { apiRequest } from '@/lib/api-client';
import { useRosterWrite } from './roster';

/** Invites an address; the link goes by mail only (the page never sees it). */
export function useInvite(organizationId: number) {
  return useRosterWrite(organizationId, (body: InviteMemberBody) =>
    apiRequest(routes.organizations.invite, { params: { organizationId }, body }),
  );
}

export function useResendInvitation(organizationId: number) {
  return useRosterWrite(organizationId, (invitationId: number) =>
    apiRequest(routes.organizations.resendInvitation, { params: { organizationId, invitationId } }),
  );
}

export function useRevokeInvitation(organizationId: number) {
  return useRosterWrite(organizationId, (invitationId: number) =>
    apiRequest(routes.organizations.revokeInvitation, { params: { organizationId, invitationId } }),
  );
}
