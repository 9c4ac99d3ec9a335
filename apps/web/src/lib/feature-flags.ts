import { routes } from '@boardready/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const featureFlagsQuery = queryOptions({
  queryKey: ['feature-flags'],
  queryFn: () => apiRequest(routes.navigation.featureFlags),
  staleTime: 5 * 60_000,
});

export function useFeatureFlags(enabled: boolean) {
  return useQuery({ ...featureFlagsQuery, enabled });
}
