import { routes } from '@boardready/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { medCentralKeys } from './medcentral-keys';

/** GET /api/2.0/medcentral/programs: the caller's residency programs by name, their role in each. */
export const programsQuery = queryOptions({
  queryKey: medCentralKeys.programs,
  queryFn: () => apiRequest(routes.medCentral.programs),
});

export const usePrograms = () => useQuery(programsQuery);
