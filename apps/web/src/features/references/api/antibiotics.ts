import { routes } from '@boardready/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const getAntibiotics = () => apiRequest(routes.references.antibiotics);

/** Reference content changes only with a release: fetched once per session. */
export const antibioticsQuery = queryOptions({
  queryKey: ['references', 'antibiotics'],
  queryFn: getAntibiotics,
  staleTime: Number.POSITIVE_INFINITY,
});

export function useAntibiotics() {
  return useQuery(antibioticsQuery);
}
