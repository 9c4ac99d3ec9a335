import { routes } from '@boardready/contracts/routes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { medCentralKeys } from './medcentral-keys';

/**
 * GET /api/2.0/medcentral/programs/{organizationId}: the program's announcements and the caller's
 * assignments. Asked again on each visit: an assignment is completed by work elsewhere.
 */
export function useProgramHome(organizationId: number | undefined) {
  return useQuery({
    queryKey: medCentralKeys.home(organizationId ?? 0),
    queryFn: () =>
      apiRequest(routes.medCentral.programHome, { params: { organizationId: organizationId! } }),
    enabled: organizationId !== undefined,
    staleTime: 0,
  });
}
