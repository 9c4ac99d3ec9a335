import { routes } from '@boardready/contracts/routes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { medCentralKeys } from './medcentral-keys';

/**
 * GET /api/2.0/medcentral/programs/{organizationId}/assignable: the program's licensed banks,
 * books and decks, its groups and residents (the forms of its directors and faculty).
 */
export function useAssignableContent(organizationId: number | undefined, enabled = true) {
  return useQuery({
    queryKey: medCentralKeys.assignable(organizationId ?? 0),
    queryFn: () =>
      apiRequest(routes.medCentral.assignableContent, {
        params: { organizationId: organizationId! },
      }),
    enabled: enabled && organizationId !== undefined,
  });
}
