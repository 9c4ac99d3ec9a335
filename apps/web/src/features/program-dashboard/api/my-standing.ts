import { routes } from '@boardready/contracts/routes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { programDashboardKeys } from './program-dashboard-keys';

/** GET /api/2.0/medcentral/standing: the caller's standing in a program of theirs. */
export function useMyStanding(organizationId: number) {
  return useQuery({
    queryKey: programDashboardKeys.standing(organizationId),
    queryFn: () => apiRequest(routes.programDashboard.myStanding, { query: { organizationId } }),
    staleTime: 60_000,
  });
}
