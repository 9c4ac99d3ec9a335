import { buildPath } from '@boardready/contracts/route-ref';
import { routes } from '@boardready/contracts/routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, buildUrl } from '@/lib/api-client';
import { type DashboardFilters, dashboardQueryOf } from '../utils/dashboard-filters';
import { programDashboardKeys } from './program-dashboard-keys';

/**
 * GET /api/2.0/medcentral/dashboard: the program's residents with their figures and the cohort's
 * topics. The view on screen stays while another filter's loads.
 */
export function useProgramDashboard(filters: DashboardFilters) {
  const query = dashboardQueryOf(filters);
  return useQuery({
    queryKey: programDashboardKeys.dashboard(query),
    queryFn: () => apiRequest(routes.programDashboard.programDashboard, { query }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** GET …/dashboard/residents.csv as a download link: the browser saves the file the server names. */
export const residentsCsvHref = (filters: DashboardFilters) =>
  buildUrl(
    buildPath(routes.programDashboard.programResidentsCsv.path, {}),
    dashboardQueryOf(filters),
  );
