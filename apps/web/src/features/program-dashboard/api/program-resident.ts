import { routes } from '@boardready/contracts/routes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { type DashboardFilters, dashboardQueryOf } from '../utils/dashboard-filters';
import { programDashboardKeys } from './program-dashboard-keys';

/** GET /api/2.0/medcentral/dashboard/residents/{accountId}: one resident of the program. */
export function useProgramResident(
  accountId: number,
  filters: Pick<DashboardFilters, 'organizationId' | 'bankId'>,
) {
  const { organizationId, bankId } = dashboardQueryOf({
    ...filters,
    groupId: null,
    pgy: null,
    atRiskOnly: false,
  });
  const query = { organizationId, bankId };
  return useQuery({
    queryKey: programDashboardKeys.resident(accountId, query),
    queryFn: () =>
      apiRequest(routes.programDashboard.programResident, { params: { accountId }, query }),
    staleTime: 30_000,
  });
}
