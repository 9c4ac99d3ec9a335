import type { PublicConfig } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export const publicConfigQuery = queryOptions({
  queryKey: ['environment', 'config'],
  queryFn: () => apiRequest(routes.environment.config),
  staleTime: Number.POSITIVE_INFINITY,
});

/** Brand strings ({product}, {email}, {phone}, {host}); loaded before the first render. */
export function usePublicConfig(): PublicConfig {
  return useSuspenseQuery(publicConfigQuery).data;
}

/** The Terms & Conditions and the Privacy Policy live on the public site ({host}). */
export function legalUrls(publicHost: string) {
  return { terms: `https://${publicHost}/terms`, privacy: `https://${publicHost}/privacy` };
}
