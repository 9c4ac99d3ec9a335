import type { AccountProfile } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { sessionQuery } from '@/lib/session';

export const profileQuery = queryOptions({
  queryKey: ['account', 'profile'],
  queryFn: () => apiRequest(routes.account.profile),
});

export function useProfile() {
  return useQuery(profileQuery);
}

/** After a change: the page shows the answer at once, the toolbar's name and e-mail follow. */
export function adoptProfile(profile: AccountProfile) {
  queryClient.setQueryData(profileQuery.queryKey, profile);
  void queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
}
