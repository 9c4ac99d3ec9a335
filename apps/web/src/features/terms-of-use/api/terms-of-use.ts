import { routes } from '@boardready/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const termsOfUseQuery = queryOptions({
  queryKey: ['terms-of-use'],
  queryFn: () => apiRequest(routes.termsOfUse.current),
  staleTime: 5 * 60_000,
});

/** The version in force and what changed (the dialog shows it once loaded, never waits on it). */
export const useTermsOfUse = () => useQuery(termsOfUseQuery);
