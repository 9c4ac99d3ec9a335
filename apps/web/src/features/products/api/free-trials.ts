import { routes } from '@boardready/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Under ['products'] so that whatever changes the user's products refreshes the catalogue too. */
export const freeTrialsQuery = queryOptions({
  queryKey: ['products', 'free-trials'],
  queryFn: () => apiRequest(routes.freeTrials.catalogue),
});

export function useFreeTrials() {
  return useQuery(freeTrialsQuery);
}
