import type { AnnouncementBody } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { medCentralKeys } from './medcentral-keys';

/** POST /api/2.0/medcentral/programs/{organizationId}/announcements */
export function useCreateAnnouncement(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AnnouncementBody) =>
      apiRequest(routes.medCentral.createAnnouncement, { params: { organizationId }, body }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: medCentralKeys.home(organizationId) }),
  });
}
