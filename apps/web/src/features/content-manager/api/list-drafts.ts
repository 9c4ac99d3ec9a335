import { routes } from '@boardready/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { cmsKeys } from './cms-keys';

export const listDrafts = () => apiRequest(routes.contentManager.listDrafts);

export const draftListsQuery = queryOptions({ queryKey: cmsKeys.drafts, queryFn: listDrafts });

/** Mine, awaiting my review, sent back, published in the last 30 days. */
export function useDraftLists() {
  return useQuery(draftListsQuery);
}
