import { routes } from '@boardready/contracts/routes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { medCentralKeys } from './medcentral-keys';

/** GET /api/2.0/medcentral/programs/{organizationId}/assignments: open and closed, counted by status. */
export function useAssignments(organizationId: number | undefined) {
  return useQuery({
    queryKey: medCentralKeys.assignments(organizationId ?? 0),
    queryFn: () =>
      apiRequest(routes.medCentral.assignments, { params: { organizationId: organizationId! } }),
    enabled: organizationId !== undefined,
    staleTime: 0,
  });
}
