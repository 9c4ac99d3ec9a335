import { routes } from '@boardready/contracts/routes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { recordKeys } from './record-keys';

/** GET /api/2.0/admin/auditlog/actions: every action the log holds, for its filter. */
export function useAuditActions() {
  return useQuery({
    queryKey: recordKeys.auditActions,
    queryFn: () => apiRequest(routes.adminRecords.auditActions),
  });
}
