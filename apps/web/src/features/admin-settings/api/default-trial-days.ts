import { routes } from '@boardready/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * The configured trial length (TRIAL_DAYS), what a product without its own trial length offers:
 * the free-trial catalogue states it, so the catalogue's screen reads it there.
 */
const defaultTrialDaysQuery = queryOptions({
  queryKey: ['free-trials', 'default-days'],
  queryFn: async () => (await apiRequest(routes.freeTrials.catalogue)).trialDays,
  staleTime: Number.POSITIVE_INFINITY,
});

export function useDefaultTrialDays() {
  return useQuery(defaultTrialDaysQuery);
}
