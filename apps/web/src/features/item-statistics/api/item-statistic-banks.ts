import { routes } from '@boardready/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** While a bank is being computed, the banks are read again this often. */
const RUNNING_POLL_MS = 3_000;

export const getItemStatisticBanks = () => apiRequest(routes.itemStatistics.banks);

export const itemStatisticBanksQuery = queryOptions({
  queryKey: ['itemStatistics', 'banks'],
  queryFn: getItemStatisticBanks,
  staleTime: 0,
});

/**
 * GET /api/2.0/admin/qa/itemstatistics: the banks with when their statistics were computed;
 * polled while one of them is being computed, so the screen sees the run end.
 */
export function useItemStatisticBanks() {
  return useQuery({
    ...itemStatisticBanksQuery,
    refetchInterval: (query) =>
      query.state.data?.banks.some((bank) => bank.run.running) ? RUNNING_POLL_MS : false,
  });
}
