import { routes } from '@boardready/contracts/routes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { medCentralKeys } from './medcentral-keys';

/** GET /api/2.0/medcentral/assignments/{assignmentId}: every resident's standing, or the caller's own. */
export function useAssignment(assignmentId: number) {
  return useQuery({
    queryKey: medCentralKeys.assignment(assignmentId),
    queryFn: () => apiRequest(routes.medCentral.assignment, { params: { assignmentId } }),
    staleTime: 0,
  });
}
