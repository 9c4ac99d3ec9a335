import { routes } from '@boardready/contracts/routes';
import { apiRequest } from '@/lib/api-client';
import { useRosterWrite } from './roster';

export function useCreateGroup(organizationId: number) {
  return useRosterWrite(organizationId, (body: { name: string }) =>
    apiRequest(routes.organizations.createGroup, { params: { organizationId }, body }),
  );
}

export function useRenameGroup(organizationId: number) {
  return useRosterWrite(organizationId, ({ groupId, name }: { groupId: number; name: string }) =>
    apiRequest(routes.organizations.renameGroup, {
      params: { organizationId, groupId },
      body: { name },
    }),
  );
}

export function useDeleteGroup(organizationId: number) {
  return useRosterWrite(organizationId, (groupId: number) =>
    apiRequest(routes.organizations.deleteGroup, { params: { organizationId, groupId } }),
  );
}
