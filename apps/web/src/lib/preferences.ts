import type { Preferences } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export const preferencesQuery = queryOptions({
  queryKey: ['account', 'preferences'],
  queryFn: () => apiRequest(routes.preferences.get),
});

/** Spec §4 account change: loaded with an account, reset without one. */
export function usePreferences(enabled: boolean) {
  return useQuery({ ...preferencesQuery, enabled });
}

export type { Preferences };
