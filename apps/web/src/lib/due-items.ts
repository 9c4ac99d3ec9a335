import { routes } from '@boardready/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** How often the due badge asks the server (spec §4 due-items polling). */
export const DUE_POLL_MS = 60_000;

export const dueItemsQuery = queryOptions({
  queryKey: ['personal-trainer', 'due'],
  queryFn: () => apiRequest(routes.navigation.dueItems),
});

/**
 * Polls while signed in; stops on sign-out (enabled false) and when the toolbar that owns it
 * unmounts (TanStack Query stops an observer-less interval).
 */
export function useDueItems(enabled: boolean) {
  return useQuery({ ...dueItemsQuery, enabled, refetchInterval: enabled ? DUE_POLL_MS : false });
}
