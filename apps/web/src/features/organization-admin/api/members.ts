import type { MoveMembersBody, UpdateMemberBody } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import { apiRequest } from '@/lib/api-client';
import { useRosterWrite } from './roster';

export function useUpdateMember(organizationId: number) {
  return useRosterWrite(
    organizationId,
    ({ memberAccountId, ...body }: UpdateMemberBody & { memberAccountId: number }) =>
      apiRequest(routes.organizations.updateMember, {
        params: { organizationId, memberAccountId },
        body,
      }),
  );
}

export function useRemoveMember(organizationId: number) {
  return useRosterWrite(organizationId, (memberAccountId: number) =>
    apiRequest(routes.organizations.removeMember, { params: { organizationId, memberAccountId } }),
  );
}

export function useMoveMembers(organizationId: number) {
  return useRosterWrite(organizationId, (body: MoveMembersBody) =>
    apiRequest(routes.organizations.moveMembers, { params: { organizationId }, body }),
  );
}

interface SeatChange {
  memberAccountId: number;
  licenseId: number;
}

export function useGrantSeat(organizationId: number) {
  return useRosterWrite(organizationId, ({ memberAccountId, licenseId }: SeatChange) =>
    apiRequest(routes.organizations.grantSeat, {
      params: { organizationId, memberAccountId },
      body: { licenseId },
    }),
  );
}

export function useFreeSeat(organizationId: number) {
  return useRosterWrite(organizationId, (params: SeatChange) =>
    apiRequest(routes.organizations.freeSeat, { params: { organizationId, ...params } }),
  );
}
