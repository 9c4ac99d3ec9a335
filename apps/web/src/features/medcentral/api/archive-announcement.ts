import { routes } from '@boardready/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { medCentralKeys } from './medcentral-keys';

/** POST /api/2.0/medcentral/announcements/{announcementId}/archive */
export function useArchiveAnnouncement(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (announcementId: number) =>
      apiRequest(routes.medCentral.archiveAnnouncement, { params: { announcementId } }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: medCentralKeys.home(organizationId) }),
  });
}
