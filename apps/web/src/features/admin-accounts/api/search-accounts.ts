import { routes } from '@boardready/contracts/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const searchAccountsQuery = (q: string, page: number) =>
  queryOptions({
    queryKey: ['admin', 'accounts', 'search', q, page],
    queryFn: ({ signal }) =>
      apiRequest(routes.adminAccounts.search, { query: { q, page }, signal }),
  });

/** A page of the account search; the page shown stays while the next one loads. */
export function useAccountSearch(q: string, page: number) {
  return useQuery({ ...searchAccountsQuery(q, page), placeholderData: keepPreviousData });
}
