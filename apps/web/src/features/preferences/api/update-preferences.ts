import type { BodyOf, endpointGroups, Preferences } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { preferencesQuery } from '@/lib/preferences';
import { queryClient } from '@/lib/query-client';

export type PreferencesChange = BodyOf<(typeof endpointGroups)['preferences']['update']>;

export const updatePreferences = (body: PreferencesChange) =>
  apiRequest(routes.preferences.update, { body });

/**
 * Saves a change and shows it before the server answers (the theme turns at once); a refused
 * change is rolled back to what the server has.
 */
export function useUpdatePreferences() {
  return useMutation({
    mutationFn: updatePreferences,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: preferencesQuery.queryKey });
      const before = queryClient.getQueryData(preferencesQuery.queryKey);
      if (before) {
        queryClient.setQueryData(preferencesQuery.queryKey, {
          ...before,
          ...change,
        } as Preferences);
      }
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(preferencesQuery.queryKey, context.before);
    },
    onSuccess: (saved) => queryClient.setQueryData(preferencesQuery.queryKey, saved),
  });
}
