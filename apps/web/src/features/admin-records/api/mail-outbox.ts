import { routes } from '@boardready/contracts/routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { type MailFilters, mailQuery } from '../utils/record-filters';
import { recordKeys } from './record-keys';

/**
 * GET /api/2.0/admin/mailoutbox: a page of the outbox, secrets already removed by the server.
 * Each read is audited (the app never reads it on focus): on opening, and on each page or filter.
 */
export function useMailOutbox(filters: MailFilters, enabled: boolean) {
  const query = mailQuery(filters);
  return useQuery({
    queryKey: recordKeys.mail(query),
    queryFn: () => apiRequest(routes.mail.outbox, { query }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled,
  });
}
