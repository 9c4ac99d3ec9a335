import type { AnnouncementBody } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { medCentralKeys } from './medcentral-keys';

/** PUT /api/2.0/medcentral/announcements/{announcementId} */
export function useUpdateAnnouncement(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ announcementId, body }: { announcementId: number; body: AnnouncementBody }) =>
      apiRequest(routes.medCentral.updateAnnouncement, { params: { announcementId }, body }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: medCentralKeys.home(organizationId) }),
  });
}
