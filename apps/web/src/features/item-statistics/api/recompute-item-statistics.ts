import { routes } from '@boardready/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { itemStatisticBanksQuery } from './item-statistic-banks';

export const recomputeItemStatistics = (bankId: number) =>
  apiRequest(routes.itemStatistics.recompute, { params: { bankId } });

/**
 * POST …/itemstatistics/{bankId}/recompute ("Recompute now"): the bank comes back running and
 * replaces its entry, so the screen polls until the run ends. A 409 means a run is at it already.
 */
export function useRecomputeItemStatistics() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: recomputeItemStatistics,
    onSuccess: (bank) =>
      client.setQueryData(itemStatisticBanksQuery.queryKey, (data) =>
        data
          ? { ...data, banks: data.banks.map((b) => (b.bankId === bank.bankId ? bank : b)) }
          : data,
      ),
  });
}
