import { routes } from '@boardready/contracts/routes';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminAccountKey } from './admin-account';

const PAGE = 20;

/** The audit rows where the account is actor or subject, newest first, a page at a time. */
export const accountAuditQuery = (accountId: number) =>
  infiniteQueryOptions({
    queryKey: [...adminAccountKey(accountId), 'audit'],
    queryFn: ({ pageParam }) =>
      apiRequest(routes.audit.list, {
        query: { accountId, limit: PAGE, ...(pageParam ? { before: pageParam } : {}) },
      }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.older ?? undefined,
  });

export function useAccountAudit(accountId: number) {
  return useInfiniteQuery(accountAuditQuery(accountId));
}
