import type { FeatureFlags } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { featureFlagsQuery } from '@/lib/feature-flags';

export type FlagKey = keyof FeatureFlags;

/** Which flags staff set, by whom and when, and the Helpful Stuff lists they set. */
export const adminFeatureFlagsQuery = queryOptions({
  queryKey: ['admin', 'feature-flags'],
  queryFn: () => apiRequest(routes.adminSettings.featureFlags),
});

export function useAdminFeatureFlags() {
  return useQuery(adminFeatureFlagsQuery);
}

/** The values in force, fresh: the screen edits what users get now, not a copy minutes old. */
export function useFlagsInForce() {
  return useQuery({ ...featureFlagsQuery, staleTime: 0 });
}

/**
 * Sets a flag (null: back to its built-in default). The answer is the flags in force: this
 * session's shell shows the change at once (Bright Ideas, the Helpful Stuff menu), everyone
 * else's on their next read of the flags.
 */
export function useSetFeatureFlag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      key,
      value,
    }: {
      key: FlagKey;
      value: boolean | FeatureFlags['helpfulStuffUrls'] | null;
    }) => apiRequest(routes.navigation.setFeatureFlag, { params: { key }, body: { value } }),
    onSuccess: (flags) => {
      client.setQueryData(featureFlagsQuery.queryKey, flags);
      void client.invalidateQueries({ queryKey: adminFeatureFlagsQuery.queryKey });
    },
  });
}
