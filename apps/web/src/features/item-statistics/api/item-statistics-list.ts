import { routes } from '@boardready/contracts/routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { type ItemStatisticsFilters, queryOf } from '../utils/item-statistics-view';

export const itemStatisticsListKey = (bankId: number, filters: ItemStatisticsFilters) =>
  ['itemStatistics', 'list', bankId, queryOf(filters)] as const;

export const getItemStatistics = (bankId: number, filters: ItemStatisticsFilters) =>
  apiRequest(routes.itemStatistics.questions, { params: { bankId }, query: queryOf(filters) });

/**
 * GET /api/2.0/admin/qa/itemstatistics/{bankId}: a page of the bank's questions with their
 * figures, read again when the figures' time changes (a run ended). The page on screen stays
 * while the next one loads.
 */
export function useItemStatistics(
  bankId: number | null,
  filters: ItemStatisticsFilters,
  computedAt: string | null,
) {
  return useQuery({
    queryKey: [...itemStatisticsListKey(bankId ?? 0, filters), computedAt] as const,
    queryFn: () => getItemStatistics(bankId!, filters),
    enabled: bankId !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
