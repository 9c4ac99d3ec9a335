import type { MemorySettings } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { flashCardKeys } from './flash-card-keys';

/** GET /api/3.0/memory/settings: desired retention, daily limits, time zone. */
export const getMemorySettings = () => apiRequest(routes.flashCards.memorySettings);

export const memorySettingsQuery = queryOptions({
  queryKey: flashCardKeys.settings,
  queryFn: getMemorySettings,
  staleTime: 5 * 60_000,
});

export function useMemorySettings() {
  return useQuery(memorySettingsQuery);
}

/**
 * PUT /api/3.0/memory/settings. The limits and the day's start (the time zone) change every
 * deck's counts and intervals: they are all read again.
 */
export function useUpdateMemorySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<MemorySettings>) =>
      apiRequest(routes.flashCards.updateMemorySettings, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(flashCardKeys.settings, saved);
      return queryClient.invalidateQueries({
        queryKey: flashCardKeys.all,
        predicate: (query) => query.queryKey[1] !== flashCardKeys.settings[1],
      });
    },
  });
}
