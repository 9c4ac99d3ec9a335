import { routes } from '@boardready/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { shownInterlinks } from '../utils/interlinks';
import { bookKeys, INTERLINKS_STALE_MS } from './book-keys';

/**
 * QA-30: GET /api/2.0/interlink/userproductid/{userProductId}/corecontenttopic/{id} for an
 * onlineBookCore product, the id being the section's: the question-bank topics it links to.
 */
export const getSectionInterlinks = (userProductId: number, sectionId: string) =>
  apiRequest(routes.books.sectionInterlinks, { params: { userProductId, id: sectionId } });

export const sectionInterlinksQuery = (userProductId: number, sectionId: string) =>
  queryOptions({
    queryKey: bookKeys.interlinks(userProductId, sectionId),
    queryFn: () => getSectionInterlinks(userProductId, sectionId),
    staleTime: INTERLINKS_STALE_MS,
    // An error counts as no interlinks (QA-46): asking again would only delay that answer.
    retry: false,
  });

/** The section's interlinks to show: a non-empty list, else none (QA-44..46). */
export function useSectionInterlinks(userProductId: number, sectionId: string, enabled = true) {
  const query = useQuery({ ...sectionInterlinksQuery(userProductId, sectionId), enabled });
  return shownInterlinks(query);
}
