import { routes } from '@boardready/contracts/routes';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const termsKey = ['admin', 'terms'] as const;

export const termsVersionsQuery = queryOptions({
  queryKey: [...termsKey, 'versions'],
  queryFn: () => apiRequest(routes.adminSettings.termsVersions),
});

export function useTermsVersions() {
  return useQuery(termsVersionsQuery);
}

/** 'any', 'pending' or a version number as text, as the filter's choices hold it. */
export type AcceptedFilter = 'any' | 'pending' | `${number}`;

export function useTermsAcceptances(accepted: AcceptedFilter, page: number, limit: number) {
  return useQuery({
    queryKey: [...termsKey, 'acceptances', accepted, page, limit],
    queryFn: () =>
      apiRequest(routes.adminSettings.termsAcceptances, { query: { accepted, page, limit } }),
    // the table keeps the page it shows while the next one loads
    placeholderData: keepPreviousData,
  });
}

/**
 * Publishes a new version through the terms module's endpoint (decision 0601). Every account is
 * asked again, the admin too: the session that comes back is restricted until they agree, and
 * the app-wide terms dialog opens.
 */
export function usePublishTerms() {
  // Nothing is read again here: until the admin agrees, this session's calls are refused, and
  // agreeing starts the account's data afresh (adoptSession).
  return useMutation({
    mutationFn: (summary: string) => apiRequest(routes.termsOfUse.publish, { body: { summary } }),
  });
}
