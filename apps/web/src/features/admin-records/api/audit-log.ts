import { routes } from '@boardready/contracts/routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { type AuditFilters, auditQuery } from '../utils/record-filters';
import { recordKeys } from './record-keys';

/** GET /api/2.0/admin/auditlog: a page of the log, newest first. */
export function useAuditLog(filters: AuditFilters, enabled: boolean) {
  const query = auditQuery(filters);
  return useQuery({
    queryKey: recordKeys.audit(query),
    queryFn: () => apiRequest(routes.audit.list, { query }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled,
  });
}
