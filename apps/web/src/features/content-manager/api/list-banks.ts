import { routes } from '@boardready/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { cmsKeys } from './cms-keys';

export const listBanks = () => apiRequest(routes.contentManager.listBanks);

export const banksQuery = queryOptions({
  queryKey: cmsKeys.banks,
  queryFn: listBanks,
  staleTime: 5 * 60_000,
});

/** The banks with their topic trees (the editor's bank and topics). */
export function useBanks() {
  return useQuery(banksQuery);
}
