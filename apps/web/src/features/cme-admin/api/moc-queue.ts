import type { MocResultBody } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { type QueueFilters, queueQueryOf } from '../utils/queue-filters';
import { cmeAdminKeys } from './cme-admin-keys';

/** GET /api/2.0/admin/cme/reports: a page of the MOC reports, queued counts, near deadlines. */
export function useMocQueue(filters: QueueFilters, before: number | undefined) {
  const query = queueQueryOf(filters, before);
  return useQuery({
    queryKey: cmeAdminKeys.queue(query),
    queryFn: () => apiRequest(routes.cme.adminQueue, { query }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

const useRefreshReports = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: cmeAdminKeys.reports });
};

/** POST …/reports/{reportId}/result: the board's answer to a submitted report. */
export function useRecordMocResult() {
  const refresh = useRefreshReports();
  return useMutation({
    mutationFn: ({ reportId, body }: { reportId: number; body: MocResultBody }) =>
      apiRequest(routes.cme.adminRecordResult, { params: { reportId }, body }),
    // refused (another staff member answered first): the queue shows it as it is now
    onSettled: refresh,
  });
}

/** POST …/reports/{reportId}/resubmit: a rejected report queued again. */
export function useResubmitMocReport() {
  const refresh = useRefreshReports();
  return useMutation({
    mutationFn: (reportId: number) =>
      apiRequest(routes.cme.adminResubmit, { params: { reportId } }),
    onSettled: refresh,
  });
}
